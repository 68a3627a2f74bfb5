import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { parse as parseSync } from 'csv-parse/sync';
import { RCN_COLUMNS, RCN_MAX_FILE_BYTES, rcnImportMessages } from '@quayside/contract/rcn-import';
import { hasUnstorableCharacter } from '../../lib/input-guard';
import { AppError } from '../../lib/errors';
import { newStorageKey, type Storage } from '../../lib/storage';

const E = rcnImportMessages.errors;
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/comma-separated-values']);
/** The header row must fit in this many bytes (twelve column names do, many times over). */
const HEADER_MAX_BYTES = 64 * 1024;

export type ReceivedCsv = { key: string; fileName: string; size: number; estimatedRows: number };

/**
 * Watches the upload go by on its way to storage: its size, its line count (the job's total until the worker has
 * read it all), its header row, and that it is text (no NUL byte in its first 4 kB). Holds nothing but the header.
 */
class CsvInspector {
  size = 0;
  newlines = 0;
  lastByte = -1;
  header: Buffer[] = [];
  headerDone = false;
  headerBytes = 0;
  binary = false;

  see(chunk: Buffer): void {
    if (this.size < 4096 && chunk.subarray(0, 4096 - this.size).includes(0)) this.binary = true;
    this.size += chunk.length;
    let at = chunk.indexOf(10);
    if (!this.headerDone) {
      const end = at === -1 ? chunk.length : at;
      if (this.headerBytes < HEADER_MAX_BYTES) this.header.push(chunk.subarray(0, Math.min(end, HEADER_MAX_BYTES - this.headerBytes)));
      this.headerBytes += end;
      if (at !== -1) this.headerDone = true;
    }
    while (at !== -1) {
      this.newlines += 1;
      at = chunk.indexOf(10, at + 1);
    }
    if (chunk.length) this.lastByte = chunk[chunk.length - 1] ?? -1;
  }

  /**
   * The file's bytes as they pass. Read with for-await: a body cut off mid-file then fails as a premature close
   * (a pipe from the part's stream would wait for an end that never comes).
   */
  async *watch(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of file) {
      this.see(chunk);
      yield chunk;
    }
  }

  /** Lines after the header (a last line without its newline counts). */
  dataLines(): number {
    const lines = this.newlines + (this.size > 0 && this.lastByte !== 10 ? 1 : 0);
    return Math.max(0, lines - 1);
  }
}

/** The header's problem, or null when it names exactly the import columns (any order, any case). */
export function headerProblem(names: readonly string[]): string | null {
  const given = names.map((n) => n.trim().toLowerCase());
  const missing = RCN_COLUMNS.filter((c) => !given.includes(c));
  const extra = given.filter((n) => !(RCN_COLUMNS as readonly string[]).includes(n));
  return missing.length || extra.length ? E.badHeader(missing, extra) : null;
}

/**
 * Lets a refused file flow away unread (the answer does not wait for it: a body cut off mid-file never ends).
 */
const drain = (stream: Readable) => {
  stream.on('error', () => undefined);
  stream.resume();
};

const bad = (message: string, field = 'file') => new AppError('VALIDATION_FAILED', message, { fields: { [field]: [message] } });

/**
 * POST /api/rcn/import's body: exactly one file, in the field `file`, streamed to storage as it arrives (never
 * held in memory). No file, a second file, a file under another name or any other field is refused with a text
 * that says so; so is a file that is not CSV text or whose header row is not the import's columns. A refused
 * upload leaves nothing in storage.
 */
export async function receiveCsvUpload(request: FastifyRequest, storage: Storage): Promise<ReceivedCsv> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', E.notMultipart);
  let stored: ReceivedCsv | null = null;
  let header = '';
  let binary = false;
  try {
    const parts = request.parts({ limits: { fileSize: RCN_MAX_FILE_BYTES, files: 2, fields: 5, parts: 7 } });
    for await (const part of parts) {
      if (part.type !== 'file') throw bad(E.unexpectedField(part.fieldname.replaceAll('\u0000', '')), part.fieldname.replaceAll('\u0000', '') || 'field');
      if (part.fieldname !== 'file') {
        drain(part.file);
        throw bad(E.wrongField(part.fieldname.replaceAll('\u0000', '')));
      }
      if (stored) {
        drain(part.file);
        throw bad(E.tooManyFiles);
      }
      const name = part.filename || 'upload.csv';
      if (hasUnstorableCharacter(name) || name.length > 255) {
        drain(part.file);
        throw bad(E.notCsv);
      }
      if (!name.toLowerCase().endsWith('.csv') && !CSV_TYPES.has(part.mimetype)) {
        drain(part.file);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', E.notCsv);
      }
      const key = newStorageKey('rcn', 'csv');
      const inspector = new CsvInspector();
      // Stored is set before the write so that a failure part-way still removes what was written.
      stored = { key, fileName: name, size: 0, estimatedRows: 0 };
      await storage.putStream(key, Readable.from(inspector.watch(part.file)), 'text/csv');
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', E.tooLarge(RCN_MAX_FILE_BYTES / 1024 / 1024));
      stored = { key, fileName: name, size: inspector.size, estimatedRows: inspector.dataLines() };
      header = Buffer.concat(inspector.header).toString('utf8');
      binary = inspector.binary;
    }
    if (!stored) throw bad(E.noFile);
    if (binary) throw new AppError('UNSUPPORTED_MEDIA_TYPE', E.notCsv);
    if (stored.size === 0 || header.trim() === '') throw bad(E.emptyFile);
    let names: string[];
    try {
      const [row] = parseSync(header, { bom: true, relax_quotes: true }) as string[][];
      names = row ?? [];
    } catch {
      throw bad(E.unreadable);
    }
    const problem = headerProblem(names);
    if (problem) throw bad(problem);
    return stored;
  } catch (err) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    if (err instanceof AppError) throw err;
    const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
    if (code === 'FST_FILES_LIMIT') throw bad(E.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw bad(E.tooManyFiles);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', E.tooLarge(RCN_MAX_FILE_BYTES / 1024 / 1024));
    if (code === 'FST_PROTO_VIOLATION' || code === 'ERR_STREAM_PREMATURE_CLOSE') throw bad(E.unreadable);
    const status = typeof err === 'object' && err !== null && 'statusCode' in err ? Number(err.statusCode) : 0;
    if (status >= 400 && status < 500) throw err;
    request.log.info({ err }, 'unreadable import upload');
    throw new AppError('VALIDATION_FAILED', E.unreadable);
  }
}
