import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminJobApplicationResponseSchema,
  adminJobApplicationsResponseSchema,
  inboxQuerySchema,
  jobApplicationHandledResponseSchema,
  markHandledBodySchema,
} from '@quayside/contract/admin-comms';
import { adminIdParamsSchema } from '@quayside/contract/admin-review';
import { apiErrorSchema } from '@quayside/contract/errors';
import { adminMessages, publicSiteMessages } from '@quayside/contract/messages';
import { openingTitle } from '@quayside/contract/public-site-careers';
import {
  adminListQuerySchema,
  CV_MAX_BYTES,
  jobApplicationFieldsSchema,
  jobApplicationsResponseSchema,
  publicFormResponseSchema,
} from '@quayside/contract/public-site';
import { AppError } from '../../lib/errors';
import { readMultipart } from '../../lib/multipart';
import { checkUpload } from '../../lib/storage';
import { fieldErrors, validationMessage } from '../../lib/validation';
import { rateLimit } from '../../lib/rate-limit';
import { actorOf } from '../auth/auth.service';
import { cvDownloadUrl, getInboxApplication, listInboxApplications, listJobApplications, setInboxApplicationHandled, submitJobApplication } from './careers.service';

/** 3 applications per address per hour. */
export const CAREERS_LIMIT = { max: 3, timeWindowMs: 60 * 60_000 };

export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/careers/applications',
    {
      schema: {
        tags: ['public site'],
        summary:
          'Apply for a role: multipart with the text fields and the CV (field cv, PDF or DOCX, up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: publicFormResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preHandler: rateLimit(app, { name: 'careers', ...CAREERS_LIMIT }),
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { maxFileBytes: CV_MAX_BYTES, maxFiles: 1 });
      const parsed = jobApplicationFieldsSchema.safeParse(fields);
      const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
      if (parsed.success && parsed.data.website?.trim()) {
        // Honeypot filled: same answer as for a person, nothing kept.
        request.log.info({ ip: request.ip }, 'careers form honeypot filled; submission dropped');
        return reply.status(201).send({ message: publicSiteMessages.careers.success });
      }
      const positionTitle = parsed.success ? openingTitle(parsed.data.position) : null;
      if (parsed.success && !positionTitle) errors.position = [publicSiteMessages.careers.unknownPosition];
      const cv = files.find((f) => f.field === 'cv');
      if (!cv || cv.buffer.length === 0) errors.cv = [publicSiteMessages.careers.cvMissing];
      if (Object.keys(errors).length > 0 || !parsed.success || !positionTitle || !cv) {
        throw new AppError('VALIDATION_FAILED', validationMessage(errors), { fields: errors });
      }
      // By content, not by name: a renamed image is refused (415), an oversized file 413.
      const checked = await checkUpload(cv.buffer, {
        allowed: ['pdf', 'docx'],
        maxBytes: CV_MAX_BYTES,
        filename: cv.filename,
      });
      await submitJobApplication(app.deps.db, app.deps, {
        fields: parsed.data,
        positionTitle,
        cv: { buffer: cv.buffer, filename: cv.filename || `cv.${checked.extension}`, checked },
        ip: request.ip,
        staffInbox: app.deps.config.STAFF_INBOX,
      });
      return reply.status(201).send({ message: publicSiteMessages.careers.success });
    },
  );

  app.get(
    '/api/careers/applications',
    {
      schema: {
        tags: ['public site'],
        summary: 'Job applications, newest first (admin)',
        security: [{ bearerAuth: [] }],
        querystring: adminListQuerySchema,
        response: { 200: jobApplicationsResponseSchema, 400: apiErrorSchema },
      },
      preHandler: app.requireAuth(['admin']),
    },
    async (request) => listJobApplications(app.deps.db, request.query),
  );

  app.get(
    '/api/careers/applications/:id/cv',
    {
      schema: {
        tags: ['public site'],
        summary: "A short-lived download link for an application's CV (admin)",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid({ error: 'Not a valid application id' }) }),
        response: { 200: z.object({ url: z.string() }), 404: apiErrorSchema },
      },
      preHandler: app.requireAuth(['admin']),
    },
    async (request) => ({ url: await cvDownloadUrl(app.deps.db, app.deps.storage, request.params.id) }),
  );

  /*
   * The admin inbox of job applications (paths designed here; part 2 lists no inbox calls):
   * GET /api/admin/job-applications (q, state open|handled|all, cursor, take), GET /api/admin/job-applications/{id},
   * PUT /api/admin/job-applications/{id}/handled ({ handled }), GET /api/admin/job-applications/{id}/cv (a signed link).
   */
  const admin = app.requireAuth(['admin']);
  const adminTags = ['admin'];
  const security = [{ bearerAuth: [] }];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  app.get(
    '/api/admin/job-applications',
    {
      preHandler: admin,
      schema: { tags: adminTags, security, summary: 'Job applications, newest first (search, open or handled)', querystring: inboxQuerySchema, response: { 200: adminJobApplicationsResponseSchema, ...errors } },
    },
    async (request) => listInboxApplications(app.deps.db, request.query),
  );

  app.get(
    '/api/admin/job-applications/:id',
    {
      preHandler: admin,
      schema: { tags: adminTags, security, summary: 'One job application', params: adminIdParamsSchema, response: { 200: adminJobApplicationResponseSchema, ...errors } },
    },
    async (request) => ({ application: await getInboxApplication(app.deps.db, request.params.id) }),
  );

  app.put(
    '/api/admin/job-applications/:id/handled',
    {
      preHandler: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Mark a job application handled, or open it again',
        params: adminIdParamsSchema,
        body: markHandledBodySchema,
        response: { 200: jobApplicationHandledResponseSchema, ...errors },
      },
    },
    async (request) => {
      const application = await setInboxApplicationHandled(app.deps.db, actorOf(request), request.params.id, request.body.handled);
      return { message: request.body.handled ? adminMessages.success.applicationHandled : adminMessages.success.applicationReopened, application };
    },
  );

  app.get(
    '/api/admin/job-applications/:id/cv',
    {
      preHandler: admin,
      schema: { tags: adminTags, security, summary: "A short-lived download link for an application's CV", params: adminIdParamsSchema, response: { 200: z.object({ url: z.string() }), ...errors } },
    },
    async (request) => ({ url: await cvDownloadUrl(app.deps.db, app.deps.storage, request.params.id) }),
  );
};
