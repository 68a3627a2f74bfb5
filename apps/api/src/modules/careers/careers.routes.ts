import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@quayside/contract/errors';
import { publicSiteMessages } from '@quayside/contract/messages';
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
import { cvDownloadUrl, listJobApplications, submitJobApplication } from './careers.service';

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
};
