import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { fileMessages } from '@quayside/contract/messages';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { AppError } from './errors';
import { hmacHex, randomToken, safeEqual } from './crypto';

export type Storage = {
  driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a stream of unknown length without holding it in memory (large uploads: the client-book import). */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** A short-lived URL the browser can open to download the file. */
  signedUrl(key: string, opts?: { ttlSeconds?: number; downloadName?: string }): Promise<string>;
  /** For the local driver's download route: does the signature cover exactly these parameters, unexpired? */
  verifySignature(link: SignedLink, signature: string): boolean;
};

/** Every parameter of a local signed download link but the signature: all of them are signed. */
export type SignedLink = { key: string; expires: number; name?: string | undefined };

export const SIGNED_URL_TTL_SECONDS = 15 * 60;
const S3_PART_BYTES = 8 * 1024 * 1024;

/** A random, unguessable key under a prefix: kyc/2026/11/<random>.pdf */
export function newStorageKey(prefix: string, extension: string): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomToken(18)}.${extension}`;
}

export function createLocalStorage(opts: { root: string; secret: string; publicUrl: string }): Storage {
  const root = resolve(opts.root);
  const pathOf = (key: string) => {
    const full = resolve(root, key);
    if (!full.startsWith(root + sep)) throw new AppError('BAD_REQUEST', 'Invalid file key');
    return full;
  };
  // One JSON array, so no choice of key or name can make two different links sign the same text; the label keeps
  // these signatures apart from anything else signed with the same secret.
  const sign = (link: SignedLink) => hmacHex(opts.secret, JSON.stringify(['signed-download', link.key, link.expires, link.name || null]));
  return {
    driver: 'local',
    async put(key, body) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
    },
    async putStream(key, body) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await pipeline(body, createWriteStream(full));
    },
    async get(key) {
      return readFile(pathOf(key));
    },
    async stream(key) {
      const full = pathOf(key);
      await stat(full);
      return createReadStream(full);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async signedUrl(key, o = {}) {
      const expires = Math.floor(Date.now() / 1000) + (o.ttlSeconds ?? SIGNED_URL_TTL_SECONDS);
      const name = o.downloadName || undefined;
      const params = new URLSearchParams({ key, expires: String(expires), sig: sign({ key, expires, name }) });
      if (name) params.set('name', name);
      return `${opts.publicUrl}/api/files/signed?${params.toString()}`;
    },
    verifySignature(link, signature) {
      if (!Number.isFinite(link.expires) || link.expires < Math.floor(Date.now() / 1000)) return false;
      return safeEqual(sign(link), signature);
    },
  };
}

export function createS3Storage(opts: {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}): Storage {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
  });
  const bucket = opts.bucket;
  const body = async (key: string) => {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!res.Body) throw new AppError('NOT_FOUND', 'File not found');
    return res.Body as Readable;
  };
  return {
    driver: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async putStream(key, data, contentType) {
      // A multipart upload in 8 MB parts (S3's minimum is 5 MB): one part in memory at a time.
      const created = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
      const uploadId = created.UploadId;
      if (!uploadId) throw new Error('S3 did not start the multipart upload');
      const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
      const sendPart = async (chunk: Buffer) => {
        const PartNumber = parts.length + 1;
        const res = await client.send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: chunk }));
        parts.push({ ETag: res.ETag, PartNumber });
      };
      try {
        let pending: Buffer[] = [];
        let size = 0;
        for await (const chunk of data) {
          const buf = Buffer.from(chunk as Uint8Array);
          pending.push(buf);
          size += buf.length;
          if (size >= S3_PART_BYTES) {
            await sendPart(Buffer.concat(pending));
            pending = [];
            size = 0;
          }
        }
        if (size > 0 || parts.length === 0) await sendPart(Buffer.concat(pending));
        await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      } catch (err) {
        await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await body(key)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stream: body,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async signedUrl(key, o = {}) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(o.downloadName
            ? { ResponseContentDisposition: `attachment; filename="${o.downloadName.replace(/"/g, '')}"` }
            : {}),
        }),
        { expiresIn: o.ttlSeconds ?? SIGNED_URL_TTL_SECONDS },
      );
    },
    verifySignature() {
      return false;
    },
  };
}

/** html: document templates (checked as text by the templates module; never detected by magic bytes). */
export type FileKind = 'pdf' | 'jpg' | 'png' | 'docx' | 'csv' | 'xlsx' | 'html';
const KIND_LABEL: Record<FileKind, string> = {
  pdf: 'PDF',
  jpg: 'JPEG',
  png: 'PNG',
  docx: 'DOCX',
  csv: 'CSV',
  xlsx: 'XLSX',
  html: 'HTML',
};
const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html',
};

export type CheckedFile = { kind: FileKind; mimeType: string; extension: string };

/**
 * Checks an upload by its content (magic bytes), not its name or declared type, and by size.
 * Answers 413 when too large and 415 when the content is not one of the allowed kinds.
 */
export async function checkUpload(
  buffer: Buffer,
  opts: { allowed: FileKind[]; maxBytes?: number; filename?: string },
): Promise<CheckedFile> {
  const maxBytes = opts.maxBytes ?? MAX_UPLOAD_BYTES;
  if (buffer.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge(Math.round(maxBytes / 1024 / 1024)));
  }
  if (buffer.length === 0) throw new AppError('VALIDATION_FAILED', fileMessages.missing);
  const allowedLabel = opts.allowed.map((k) => KIND_LABEL[k]).join(', ');
  if (opts.allowed.includes('csv') && looksLikeText(buffer)) return { kind: 'csv', mimeType: MIME.csv, extension: 'csv' };
  const detected = await fileTypeFromBuffer(buffer);
  const kind = detected?.ext as FileKind | undefined;
  if (!kind || !opts.allowed.includes(kind) || (kind === 'pdf' && !(await parsesAsPdf(buffer)))) {
    const claimed = opts.filename?.split('.').pop()?.toLowerCase();
    const claimsAllowed = claimed && opts.allowed.some((k) => k === claimed || (k === 'jpg' && claimed === 'jpeg'));
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      claimsAllowed ? fileMessages.mismatch(allowedLabel) : fileMessages.unsupportedType(allowedLabel),
    );
  }
  return { kind, mimeType: MIME[kind], extension: kind };
}

/**
 * The magic bytes only say a file starts with %PDF-; anything (an HTML page) can follow them. A PDF passes when a
 * PDF parser finds its catalog and page tree.
 */
async function parsesAsPdf(buffer: Buffer): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(buffer, { ignoreEncryption: true, updateMetadata: false });
    doc.getPageCount();
    return true;
  } catch {
    return false;
  }
}

function looksLikeText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 4096);
  for (const byte of sample) if (byte === 0) return false;
  return true;
}

/** Where the local driver keeps files. */
export const localUploadsDir = (dataDir: string) => join(dataDir, 'uploads');
