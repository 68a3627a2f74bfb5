import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyPluginCallback, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * @fastify/multipart, with its temp-file cleanup run only when a request saved files to disk.
 *
 * The plugin adds an async onResponse hook to every request of the app that awaits `cleanRequestFiles()`: two
 * promises and their ticks per request, GETs included, and a no-op unless that request called
 * `saveRequestFiles()` (its `tmpUploads` set). Here the same cleanup is a callback hook that returns at once when
 * there is nothing to delete, and otherwise deletes the files and finishes when they are gone, as before. Every
 * other hook, parser and decorator is the plugin's own.
 */
const multipartPlugin: FastifyPluginCallback<FastifyMultipartOptions> = (fastify, options, done) => {
  const cleanOnlySaved: onResponseHookHandler = (request, _reply, next) => {
    if (!request.tmpUploads) return next();
    request.cleanRequestFiles().then(() => next(), next);
  };
  // The instance itself for everything else (decorators land on it, not on a stand-in).
  const withCallbackCleanup = new Proxy(fastify, {
    get(target, key) {
      if (key === 'addHook')
        return (name: string, hook: unknown) =>
          // Only the cleanup hook is swapped (recognised by what it calls): any other hook a later version adds stays.
          name === 'onResponse' && typeof hook === 'function' && String(hook).includes('cleanRequestFiles')
            ? target.addHook('onResponse', cleanOnlySaved)
            : target.addHook(name as 'onRequest', hook as never);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  (multipart as unknown as FastifyPluginCallback<FastifyMultipartOptions>)(withCallbackCleanup, options, done);
};

export default fp(multipartPlugin, { fastify: '5.x', name: '@fastify/multipart' });
