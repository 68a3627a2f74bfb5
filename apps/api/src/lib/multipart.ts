import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { fileMessages } from '@quayside/contract/messages';
import { AppError } from './errors';

export type UploadedPart = { field: string; filename: string; mimetype: string; buffer: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedPart[] };

/**
 * Reads a whole multipart body into memory within limits. Not multipart: 415. A file over the limit: 413.
 * Text fields come back as strings for the module to validate with its zod schema (lib/validation parseWith).
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFileBytes?: number; maxFiles?: number } = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request as multipart/form-data');
  }
  const maxFileBytes = opts.maxFileBytes ?? MAX_UPLOAD_BYTES;
  const fields: Record<string, string> = {};
  const files: UploadedPart[] = [];
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: opts.maxFiles ?? 20, fields: 50 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch((err: unknown) => {
        if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge(maxFileBytes / 1024 / 1024));
        throw err;
      });
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge(maxFileBytes / 1024 / 1024));
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
}

function isTooLarge(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE';
}
