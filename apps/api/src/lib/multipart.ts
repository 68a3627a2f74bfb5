import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { fileMessages, inputMessages } from '@quayside/contract/messages';
import { AppError } from './errors';
import { hasUnstorableCharacter } from './input-guard';
import { validationMessage } from './validation';

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
  try {
    const parts = request.parts({ limits: { fileSize: maxFileBytes, files: opts.maxFiles ?? 20, fields: 50 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer().catch((err: unknown) => {
          if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge(maxFileBytes / 1024 / 1024));
          throw err;
        });
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge(maxFileBytes / 1024 / 1024));
        // The file name is kept with the file: no real file name holds a NUL or a lone surrogate (lib/input-guard).
        if (hasUnstorableCharacter(part.filename) || hasUnstorableCharacter(part.fieldname)) {
          throw refused(part.fieldname, inputMessages.badFileName);
        }
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
      } else {
        const value = String(part.value ?? '');
        if (hasUnstorableCharacter(value) || hasUnstorableCharacter(part.fieldname)) throw refused(part.fieldname, inputMessages.notAllowedCharacter);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    // Limits (413) and prototype keys (400) come with their status. Anything else thrown while reading is the
    // body's own fault (no boundary, cut off, malformed part headers): a 400, not a 500.
    if (err instanceof AppError || hasClientStatus(err)) throw err;
    request.log.info({ err }, 'unreadable multipart body');
    throw new AppError('VALIDATION_FAILED', inputMessages.malformedUpload);
  }
  return { fields, files };
}

function refused(field: string, message: string): AppError {
  const fields = { [field.replaceAll('\u0000', '\\u0000')]: [message] };
  return new AppError('VALIDATION_FAILED', validationMessage(fields), { fields });
}

function hasClientStatus(err: unknown): boolean {
  const status = typeof err === 'object' && err !== null && 'statusCode' in err ? err.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isTooLarge(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * A multipart form whose files all come in one field (`field`), at most `maxFiles` of them: a request that is not
 * multipart, one file too many or a file under another field name is refused with a text that says so.
 */
export async function readFilesForm(request: FastifyRequest, opts: { field: string; maxFiles: number; what: string }): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the ${opts.what} as multipart/form-data`);
  const body = await readMultipart(request, { maxFiles: opts.maxFiles }).catch((err: unknown) => {
    // Busboy's own words for one file too many ("reach files limit") say little to the person sending.
    if (typeof err === 'object' && err !== null && 'code' in err && err.code === 'FST_FILES_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', `At most ${opts.maxFiles} files per ${opts.what}`);
    }
    throw err;
  });
  const stray = body.files.find((f) => f.field !== opts.field);
  if (stray) throw new AppError('VALIDATION_FAILED', `Unexpected file field "${stray.field}": send the files as ${opts.field}`);
  return body;
}
