import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { fileMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { newStorageKey, type CheckedFile, type SignedLink, type Storage } from '../../lib/storage';

/**
 * Stored files: the metadata of every file the platform keeps (the bytes are in the storage service under a
 * random key). Documents, incorporation uploads, CVs and recommendations point at these rows; this module alone
 * reads and writes them.
 */
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** A display name without path parts or control characters, ending in the real extension. */
export function safeFileName(filename: string, extension: string, fallback = 'document'): string {
  const last = filename.split(/[\\/]/).pop() ?? '';
  const base = [...last].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('').trim().slice(0, 150);
  if (!base) return `${fallback}.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) || (extension === 'jpg' && /\.jpe?g$/i.test(base)) ? base : `${base}.${extension}`;
}

export type NewStoredFile = {
  buffer: Buffer;
  /** The name to show and to download as (already made safe by the caller when it has its own rule). */
  name: string;
  checked: CheckedFile;
  /** The storage key's prefix (documents, kyc, cv, ...). */
  prefix: string;
  /** What it was uploaded for: kyc, document, cv, ... */
  purpose: string;
  ownerId?: string | null;
};

/** Puts the bytes under a new random key; the row is recorded by recordStoredFile (in the caller's transaction). */
export async function putFileBytes(storage: Storage, file: Pick<NewStoredFile, 'buffer' | 'checked' | 'prefix'>): Promise<string> {
  const key = newStorageKey(file.prefix, file.checked.extension);
  await storage.put(key, file.buffer, file.checked.mimeType);
  return key;
}

/** Records a stored file's metadata for bytes already put under `storageKey`. */
export async function recordStoredFile(db: Db, storageKey: string, file: Omit<NewStoredFile, 'prefix'>): Promise<StoredFileRow> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      storageKey,
      originalName: file.name,
      mimeType: file.checked.mimeType,
      sizeBytes: file.buffer.length,
      sha256: sha256(file.buffer),
      ownerId: file.ownerId ?? null,
      purpose: file.purpose,
    })
    .returning();
  if (!row) throw new Error('stored file not recorded');
  return row;
}

/**
 * Stores several files: puts every file's bytes and records its row. If any step fails, what was stored is
 * removed again and the error is rethrown, so nothing is left half-stored.
 */
export async function storeFiles(db: Db, storage: Storage, files: readonly NewStoredFile[]): Promise<StoredFileRow[]> {
  const stored: StoredFileRow[] = [];
  const keys: string[] = [];
  try {
    for (const file of files) {
      const key = await putFileBytes(storage, file);
      keys.push(key);
      stored.push(await recordStoredFile(db, key, file));
    }
  } catch (err) {
    await discardStoredFiles(db, storage, stored.map((s) => s.id), keys);
    throw err;
  }
  return stored;
}

/** Removes stored files: their rows and their bytes (best effort: a file already gone is not an error). */
export async function discardStoredFiles(db: Db, storage: Storage, ids: readonly string[], extraKeys: readonly string[] = []): Promise<void> {
  const rows = ids.length ? await getStoredFiles(db, ids) : [];
  for (const key of new Set([...rows.map((r) => r.storageKey), ...extraKeys])) await storage.delete(key).catch(() => undefined);
  if (ids.length) await db.delete(storedFiles).where(inArray(storedFiles.id, [...ids])).catch(() => undefined);
}

/** Deletes the rows only (the bytes are removed by the caller, after its transaction commits). */
export async function deleteStoredFileRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.delete(storedFiles).where(inArray(storedFiles.id, [...ids]));
}

export async function getStoredFiles(db: Db, ids: readonly string[]): Promise<StoredFileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(storedFiles).where(inArray(storedFiles.id, [...new Set(ids)]));
}

export async function getStoredFile(db: Db, id: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/** Files uploaded before there was an account (onboarding) become the new client's. */
export async function transferStoredFiles(db: Db, ids: readonly string[], ownerId: string): Promise<void> {
  if (ids.length) await db.update(storedFiles).set({ ownerId }).where(inArray(storedFiles.id, [...ids]));
}

/** A short-lived signed download URL for a stored file, under its display name. */
export function signedFileUrl(storage: Storage, row: Pick<StoredFileRow, 'storageKey' | 'originalName'>, downloadName?: string): Promise<string> {
  return storage.signedUrl(row.storageKey, { downloadName: downloadName ?? row.originalName });
}

/**
 * The module that uses these files no longer serves them (a document deleted, a file replaced or removed from its
 * bundle): from now on their signed links are refused, even those handed out before and not yet expired.
 */
export async function revokeStoredFiles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.update(storedFiles).set({ revokedAt: new Date() }).where(and(inArray(storedFiles.id, [...ids]), isNull(storedFiles.revokedAt)));
}

/**
 * GET /api/files/signed (local driver): the file a signed link names, if the signature covers every parameter
 * and has not expired (403), and the file is still one the platform serves (404: unknown or revoked key).
 */
export async function openSignedDownload(
  db: Db,
  storage: Storage,
  link: SignedLink,
  signature: string,
): Promise<{ file: StoredFileRow; stream: Readable }> {
  if (!storage.verifySignature(link, signature)) throw new AppError('FORBIDDEN', fileMessages.linkInvalid);
  const unavailable = () => new AppError('NOT_FOUND', fileMessages.unavailable);
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.storageKey, link.key), isNull(storedFiles.revokedAt)))
    .limit(1);
  if (!file) throw unavailable();
  const stream = await storage.stream(link.key).catch(() => {
    throw unavailable();
  });
  return { file, stream };
}
