import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import multipart from './multipart-plugin';

const boundary = 'quaysideboundary';
const formWithFile = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="doc"; filename="a.txt"',
  'Content-Type: text/plain',
  '',
  'hello',
  `--${boundary}--`,
  '',
].join('\r\n');

async function appWithRoutes() {
  const app = Fastify();
  await app.register(multipart);
  let saved: string[] = [];
  app.post('/save', async (request) => {
    const files = await request.saveRequestFiles();
    saved = files.map((f) => f.filepath);
    return { saved: saved.length, existed: saved.every((p) => existsSync(p)) };
  });
  app.post('/parts', async (request) => {
    const names: string[] = [];
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      names.push(part.filename);
      await part.toBuffer();
    }
    return { names, multipart: request.isMultipart() };
  });
  return { app, saved: () => saved };
}

describe('multipart plugin', () => {
  it('deletes the temp files a request saved once its answer is sent', async () => {
    const { app, saved } = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/save',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: formWithFile,
    });
    expect(res.json()).toEqual({ saved: 1, existed: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved()).toHaveLength(1);
    expect(saved().some((p) => existsSync(p))).toBe(false);
    await app.close();
  });

  it('parses uploads as the plugin does', async () => {
    const { app } = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/parts',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: formWithFile,
    });
    expect(res.json()).toEqual({ names: ['a.txt'], multipart: true });
    await app.close();
  });
});
