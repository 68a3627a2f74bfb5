import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Every domain module's routes, registered in this order. Add yours here. */
export const routeModules: FastifyPluginAsyncZod[] = [];
