import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openSignedDownload } from './files.service';

/** Downloads through the local storage driver's signed, expiring URLs (S3 signs its own). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/signed',
    {
      schema: {
        tags: ['files'],
        querystring: z.object({
          key: z.string().min(1).max(300),
          expires: z.coerce.number().int(),
          sig: z.string().regex(/^[a-f0-9]{64}$/),
          name: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { key, expires, sig, name } = request.query;
      const { stream } = await openSignedDownload(app.deps.db, app.deps.storage, { key, expires, name }, sig);
      const ext = key.split('.').pop() ?? '';
      const types: Record<string, string> = {
        pdf: 'application/pdf',
        jpg: 'image/jpeg',
        png: 'image/png',
        docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        csv: 'text/csv',
      };
      reply.header('content-type', types[ext] ?? 'application/octet-stream');
      reply.header('cache-control', 'private, max-age=300');
      reply.header('x-content-type-options', 'nosniff');
      const safeName = (name ?? `download.${ext}`).replace(/[^\w .()-]/g, '_');
      const inline = ext === 'pdf' || ext === 'png' || ext === 'jpg';
      reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${safeName}"`);
      // The app previews PDFs and images in a frame of its own pages: same-origin framing only, and the file
      // itself may run nothing (Chrome's PDF viewer needs no script or plugin permission from this policy).
      if (inline) reply.header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
      return reply.send(stream);
    },
  );
};
