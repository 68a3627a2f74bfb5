import { asc, eq } from 'drizzle-orm';
import {
  INCORPORATION_UPLOAD_KINDS,
  MAX_DIRECTORS,
  type DirectorDraft,
  type PersonFiles,
  type ShareholderDraft,
  type UploadFileFields,
  type UploadedFile,
} from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { incorporationFiles, incorporationSessions } from '../../db/schema/incorporation';
import { AppError } from '../../lib/errors';
import { SIGNED_URL_TTL_SECONDS, checkUpload, type Storage } from '../../lib/storage';
import {
  deleteStoredFileRows,
  discardStoredFiles,
  getStoredFiles,
  putFileBytes,
  recordStoredFile,
  signedFileUrl,
  type StoredFileRow,
} from '../files/files.service';
import { assertChangeable } from './incorporation.order';

/**
 * The KYC files of an application: incorporation_files says whose file it is (director or shareholder, index,
 * type); the file itself is a stored file of the files module.
 */

const MSG = incorporationMessages.errors;

type RoleType = 'director' | 'shareholder';

export type FileRow = {
  fileId: string;
  roleType: RoleType;
  personIndex: number;
  fileType: string;
  createdAt: Date;
  name: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
};

export async function sessionFiles(db: Db, sessionId: string): Promise<FileRow[]> {
  const links = await db
    .select()
    .from(incorporationFiles)
    .where(eq(incorporationFiles.sessionId, sessionId))
    .orderBy(asc(incorporationFiles.roleType), asc(incorporationFiles.personIndex), asc(incorporationFiles.createdAt));
  const stored = new Map((await getStoredFiles(db, links.map((l) => l.fileId))).map((f) => [f.id, f]));
  return links.flatMap((l) => {
    const file = stored.get(l.fileId);
    if (!file) return [];
    return [
      {
        fileId: l.fileId,
        roleType: l.roleType,
        personIndex: l.personIndex,
        fileType: l.fileType,
        createdAt: l.createdAt,
        name: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        storageKey: file.storageKey,
      },
    ];
  });
}

/** Person files ({passport: {fileId, name}}) of one entry, from the session's file rows (or an order's copy of them). */
export function filesOf(
  rows: ReadonlyArray<Pick<FileRow, 'fileId' | 'roleType' | 'personIndex' | 'fileType' | 'name'>>,
  roleType: RoleType,
  index: number,
): PersonFiles {
  const out: PersonFiles = {};
  for (const r of rows) {
    if (r.roleType === roleType && r.personIndex === index) {
      out[r.fileType as keyof PersonFiles] = { fileId: r.fileId, name: r.name };
    }
  }
  return out;
}

/** The session's director and shareholder entries, each with the files `filesFor` gives it. */
export function entriesWithFiles<F>(
  row: { directorData: DirectorDraft[]; shareholderData: ShareholderDraft[] },
  filesFor: (roleType: RoleType, index: number) => F,
): { directorData: Array<Omit<DirectorDraft, 'files'> & { files: F }>; shareholderData: Array<Omit<ShareholderDraft, 'files'> & { files: F }> } {
  return {
    directorData: row.directorData.map((d, i) => ({ ...d, files: filesFor('director', i) })),
    shareholderData: row.shareholderData.map((s, i) => ({ ...s, files: filesFor('shareholder', i) })),
  };
}

/* ------------------------------------------------------------------ reconciling after the person lists change */

type Move = { fileId: string; roleType: RoleType; index: number; fileType: string };
type PersonLists = { director?: ReadonlyArray<{ files?: PersonFiles }>; shareholder?: ReadonlyArray<{ files?: PersonFiles }> };

/**
 * Where each uploaded file goes after the person lists change. An entry that carries `files` claims the session's
 * uploads it names (by fileId), which move to it if they were elsewhere; other files stay at their person's index
 * (sending files back is never needed to keep them, only to move them). Files of entries beyond the new list's
 * end are dropped. Two files for the same person and type: a claimed one beats an unclaimed one, then the newest
 * stays.
 */
export function reconcileFiles(
  files: ReadonlyArray<Pick<FileRow, 'fileId' | 'roleType' | 'personIndex' | 'fileType' | 'createdAt'>>,
  lists: PersonLists,
): { moves: Move[]; remove: string[] } {
  const byId = new Map(files.map((f) => [f.fileId, f]));
  const target = new Map<string, Move>();
  const claimed = new Set<string>();
  for (const roleType of ['director', 'shareholder'] as const) {
    const list = lists[roleType];
    if (!list) continue;
    list.forEach((entry, index) => {
      for (const [fileType, ref] of Object.entries(entry.files ?? {})) {
        if (ref && byId.has(ref.fileId)) {
          target.set(ref.fileId, { fileId: ref.fileId, roleType, index, fileType });
          claimed.add(ref.fileId);
        }
      }
    });
  }
  for (const f of files) {
    if (claimed.has(f.fileId)) continue;
    const list = lists[f.roleType];
    if (!list || f.personIndex < list.length) {
      target.set(f.fileId, { fileId: f.fileId, roleType: f.roleType, index: f.personIndex, fileType: f.fileType });
    }
  }
  const remove: string[] = files.filter((f) => !target.has(f.fileId)).map((f) => f.fileId);
  const rank = (m: Move) => [claimed.has(m.fileId) ? 1 : 0, byId.get(m.fileId)?.createdAt.getTime() ?? 0] as const;
  const preferred = [...target.values()].sort((a, b) => {
    const [ca, ta] = rank(a);
    const [cb, tb] = rank(b);
    return cb - ca || tb - ta;
  });
  const slot = new Set<string>();
  for (const m of preferred) {
    const key = `${m.roleType}:${m.index}:${m.fileType}`;
    if (slot.has(key)) remove.push(m.fileId);
    else slot.add(key);
  }
  const moves = preferred.filter((m) => {
    if (remove.includes(m.fileId)) return false;
    const f = byId.get(m.fileId);
    return !!f && (f.roleType !== m.roleType || f.personIndex !== m.index || f.fileType !== m.fileType);
  });
  return { moves, remove };
}

/**
 * Applies reconcileFiles in the caller's transaction. Answers the storage keys of the files dropped, for
 * removeFileBytes once the transaction has committed.
 */
export async function reconcileSessionFiles(tx: Db, sessionId: string, lists: PersonLists): Promise<string[]> {
  const files = await sessionFiles(tx, sessionId);
  const plan = reconcileFiles(files, lists);
  for (const move of plan.moves) {
    await tx
      .update(incorporationFiles)
      .set({ roleType: move.roleType, personIndex: move.index, fileType: move.fileType })
      .where(eq(incorporationFiles.fileId, move.fileId));
  }
  return deleteSessionFileRows(tx, files.filter((f) => plan.remove.includes(f.fileId)));
}

/** Deletes the stored files of these rows in the caller's transaction; answers their keys for removeFileBytes. */
export async function deleteSessionFileRows(tx: Db, files: ReadonlyArray<Pick<FileRow, 'fileId' | 'storageKey'>>): Promise<string[]> {
  await deleteStoredFileRows(tx, files.map((f) => f.fileId));
  return files.map((f) => f.storageKey);
}

/** Removes the bytes of files whose rows are already gone (after the deleting transaction committed). */
export async function removeFileBytes(db: Db, storage: Storage, keys: readonly string[]): Promise<void> {
  if (keys.length) await discardStoredFiles(db, storage, [], keys);
}

/* ------------------------------------------------------------------ upload */

/** 404 for an unknown session, 409 for a completed one; `lock` holds the row for the rest of the transaction. */
async function assertSessionOpen(db: Db, id: string, lock = false): Promise<void> {
  const query = db
    .select({ isCompleted: incorporationSessions.isCompleted, heldUntil: incorporationSessions.heldUntil })
    .from(incorporationSessions)
    .where(eq(incorporationSessions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', MSG.sessionNotFound);
  assertChangeable(row);
}

/** The uploaded name without paths or odd characters, with the extension its content has (this module's rule). */
function kycFileName(filename: string, extension: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .()-]/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
}

/**
 * Stores one KYC file for a person of the application (checked by content: PDF, JPEG or PNG; at most 10 MB).
 * A new file for the same person and type replaces the old one.
 */
export async function uploadSessionFile(
  db: Db,
  storage: Storage,
  id: string,
  input: UploadFileFields & { filename: string; buffer: Buffer },
): Promise<{ file: UploadedFile; url: string; expiresAt: Date }> {
  await assertSessionOpen(db, id);
  if (input.roleType === 'director' && input.index >= MAX_DIRECTORS) {
    throw new AppError('VALIDATION_FAILED', MSG.indexOutOfRange, { fields: { index: [MSG.indexOutOfRange] } });
  }
  const checked = await checkUpload(input.buffer, { allowed: [...INCORPORATION_UPLOAD_KINDS], filename: input.filename });
  const name = kycFileName(input.filename, checked.extension);
  const key = await putFileBytes(storage, { buffer: input.buffer, checked, prefix: 'kyc' });
  let replacedKeys: string[] = [];
  let stored: StoredFileRow;
  try {
    stored = await db.transaction(async (tx) => {
      await assertSessionOpen(tx, id, true);
      const previous = (await sessionFiles(tx, id)).filter(
        (f) => f.roleType === input.roleType && f.personIndex === input.index && f.fileType === input.fileType,
      );
      replacedKeys = await deleteSessionFileRows(tx, previous);
      const file = await recordStoredFile(tx, key, { buffer: input.buffer, name, checked, purpose: 'kyc', ownerId: null });
      await tx.insert(incorporationFiles).values({
        fileId: file.id,
        sessionId: id,
        roleType: input.roleType,
        personIndex: input.index,
        fileType: input.fileType,
        createdAt: file.createdAt,
      });
      await tx.update(incorporationSessions).set({ updatedAt: new Date() }).where(eq(incorporationSessions.id, id));
      return file;
    });
  } catch (err) {
    await removeFileBytes(db, storage, [key]);
    throw err;
  }
  await removeFileBytes(db, storage, replacedKeys);
  const expiresAt = new Date(Date.now() + SIGNED_URL_TTL_SECONDS * 1000);
  const url = await signedFileUrl(storage, stored);
  return {
    url,
    expiresAt,
    file: {
      fileId: stored.id,
      roleType: input.roleType,
      index: input.index,
      fileType: input.fileType,
      name,
      mimeType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      url,
      uploadedAt: stored.createdAt.toISOString(),
    },
  };
}
