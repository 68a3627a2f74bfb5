import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rulesMessages } from '@quayside/contract/messages';
import { adminIdParamsSchema } from '@quayside/contract/admin-review';
import {
  dueDateExtensionBodySchema,
  dueDateExtensionListSchema,
  dueDateExtensionResponseSchema,
  updateDueDateExtensionBodySchema,
} from '@quayside/contract/due-date-extensions';
import { apiErrorSchema } from '@quayside/contract/errors';
import {
  governmentFeeBodySchema,
  governmentFeeListSchema,
  governmentFeeResponseSchema,
  governmentFeesQuerySchema,
  updateGovernmentFeeBodySchema,
} from '@quayside/contract/government-fees';
import { actorOf } from '../auth/auth.service';
import { resyncCompanyCalendars } from '../companies/companies.service';
import {
  createExtension,
  createGovernmentFee,
  deleteExtension,
  deleteGovernmentFee,
  jurisdictionOfRule,
  listExtensions,
  listGovernmentFees,
  updateExtension,
  updateGovernmentFee,
} from './rules.service';

const ok = rulesMessages.success;
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The law as data (issue 19): due-date extensions that admins keep (applied on top of the statutory dates of every
 * company's calendar, which is recomputed on each change) and the government fees of forming a company (public
 * read for the estimator; admin writes). Every write is audited by the service.
 */
export const rulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const preHandler = app.requireAuth(['admin']);
  const tags = ['rules'];
  const security = [{ bearerAuth: [] }];
  const resync = (...ruleCodes: string[]) => {
    const jurisdictions = new Set(ruleCodes.map(jurisdictionOfRule));
    return resyncCompanyCalendars(db, { jurisdiction: jurisdictions.size === 1 ? [...jurisdictions][0] ?? null : null });
  };

  app.get(
    '/api/admin/rules/extensions',
    { preHandler, schema: { tags, security, summary: 'Due-date extensions applied on top of the statutory dates', response: { 200: dueDateExtensionListSchema, ...errors } } },
    async () => ({ items: await listExtensions(db) }),
  );

  app.post(
    '/api/admin/rules/extensions',
    {
      preHandler,
      schema: { tags, security, summary: 'Add a due-date extension (a circular); the calendars are recomputed', body: dueDateExtensionBodySchema, response: { 201: dueDateExtensionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const extension = await createExtension(db, request.body, actorOf(request), { ip: request.ip });
      const resynced = await resync(extension.ruleCode);
      return reply.status(201).send({ message: ok.extensionAdded, extension, resynced });
    },
  );

  app.put(
    '/api/admin/rules/extensions/:id',
    {
      preHandler,
      schema: { tags, security, summary: 'Change a due-date extension', params: adminIdParamsSchema, body: updateDueDateExtensionBodySchema, response: { 200: dueDateExtensionResponseSchema, ...errors } },
    },
    async (request) => {
      const extension = await updateExtension(db, request.params.id, request.body, actorOf(request), { ip: request.ip });
      const resynced = await resync(extension.ruleCode, request.body.ruleCode ?? extension.ruleCode);
      return { message: ok.extensionSaved, extension, resynced };
    },
  );

  app.delete(
    '/api/admin/rules/extensions/:id',
    { preHandler, schema: { tags, security, summary: 'Remove a due-date extension: the statutory date applies again', params: adminIdParamsSchema, response: { 200: dueDateExtensionResponseSchema, ...errors } } },
    async (request) => {
      const extension = await deleteExtension(db, request.params.id, actorOf(request), { ip: request.ip });
      const resynced = await resync(extension.ruleCode);
      return { message: ok.extensionRemoved, extension, resynced };
    },
  );

  app.get(
    '/api/government-fees',
    { schema: { tags, summary: 'Government fees of forming a company (shown apart from the firm\'s fees)', querystring: governmentFeesQuerySchema, response: { 200: governmentFeeListSchema, 400: apiErrorSchema } } },
    async (request) => ({ items: await listGovernmentFees(db, request.query) }),
  );

  app.post(
    '/api/admin/rules/government-fees',
    { preHandler, schema: { tags, security, summary: 'Add a government fee', body: governmentFeeBodySchema, response: { 201: governmentFeeResponseSchema, ...errors } } },
    async (request, reply) => {
      const fee = await createGovernmentFee(db, request.body, actorOf(request), { ip: request.ip });
      return reply.status(201).send({ message: ok.feeAdded, fee });
    },
  );

  app.put(
    '/api/admin/rules/government-fees/:id',
    { preHandler, schema: { tags, security, summary: 'Change a government fee', params: adminIdParamsSchema, body: updateGovernmentFeeBodySchema, response: { 200: governmentFeeResponseSchema, ...errors } } },
    async (request) => ({ message: ok.feeSaved, fee: await updateGovernmentFee(db, request.params.id, request.body, actorOf(request), { ip: request.ip }) }),
  );

  app.delete(
    '/api/admin/rules/government-fees/:id',
    { preHandler, schema: { tags, security, summary: 'Remove a government fee', params: adminIdParamsSchema, response: { 200: governmentFeeResponseSchema, ...errors } } },
    async (request) => ({ message: ok.feeRemoved, fee: await deleteGovernmentFee(db, request.params.id, actorOf(request), { ip: request.ip }) }),
  );
};
