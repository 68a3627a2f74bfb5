import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { servicesRoutes } from './services/services.routes';

/** Every domain module's routes, registered in this order. Add yours here (one line each). */
export const routeModules: FastifyPluginAsyncZod[] = [servicesRoutes];
