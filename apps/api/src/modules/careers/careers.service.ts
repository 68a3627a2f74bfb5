import { desc, eq, sql } from 'drizzle-orm';
import { adminMessages } from '@quayside/contract/messages';
import type { JobApplicationFields, OfficeKey } from '@quayside/contract/public-site';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema/careers';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { getInboxItem, listInbox, setInboxHandled, type InboxListQuery, type InboxSpec } from '../../lib/inbox';
import { writeAudit } from '../audit/audit.service';
import { userNameSql, type Actor } from '../auth/auth.service';
import type { CheckedFile, Storage } from '../../lib/storage';
import { discardStoredFiles, getStoredFile, putFileBytes, recordStoredFile, signedFileUrl } from '../files/files.service';
import type { Mailer } from '../outbox/outbox.service';

type Row = typeof jobApplications.$inferSelect;

const OFFICE_LABELS: Record<OfficeKey, string> = {
  singapore: 'Singapore (global headquarters)',
  dubai: 'Dubai (UAE office)',
  noida: 'Noida (India corporate office)',
  agra: 'Agra (administrative office)',
};

const blankToNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** A CV name safe to show and to put in a download header (careers' own rule, kept as it was). */
const cvFileName = (name: string, ext: string) => {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w .()-]/g, '_')
      .slice(0, 100) || 'cv';
  return `${base}.${ext}`;
};

/**
 * Stores the CV (random key, stored_files row, purpose "cv") and the application, then e-mails staff.
 * If the database write fails the stored file is removed again; a mail failure keeps the application.
 */
export async function submitJobApplication(
  db: Db,
  deps: { mailer: Mailer; storage: Storage },
  input: {
    fields: JobApplicationFields;
    positionTitle: string;
    cv: { buffer: Buffer; filename: string; checked: CheckedFile };
    ip: string | null;
    staffInbox: string;
  },
): Promise<{ id: string }> {
  const { fields, cv, positionTitle } = input;
  const fileName = cvFileName(cv.filename, cv.checked.extension);
  const key = await putFileBytes(deps.storage, { buffer: cv.buffer, checked: cv.checked, prefix: 'cv' });
  let row: Row | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const file = await recordStoredFile(tx, key, { buffer: cv.buffer, name: fileName, checked: cv.checked, purpose: 'cv' });
      const [application] = await tx
        .insert(jobApplications)
        .values({
          fullName: fields.fullName,
          email: fields.email.toLowerCase(),
          phone: fields.phone,
          position: fields.position,
          positionTitle,
          office: fields.office,
          linkedinUrl: blankToNull(fields.linkedinUrl),
          coverLetter: blankToNull(fields.coverLetter),
          cvFileId: file.id,
          cvFileName: fileName,
          cvSizeBytes: cv.buffer.length,
          ip: input.ip,
        })
        .returning();
      return application;
    });
  } catch (err) {
    // The transaction rolled the file's row back; only the bytes are left to remove.
    await discardStoredFiles(db, deps.storage, [], [key]);
    throw err;
  }
  if (!row) throw new Error('job application not stored');
  try {
    await deps.mailer.send(db, {
      to: input.staffInbox,
      subject: `Job application: ${positionTitle} - ${row.fullName}`,
      text: [
        `A new application arrived through the careers page on ${row.createdAt.toISOString()}.`,
        '',
        `Role:     ${positionTitle}`,
        `Office:   ${OFFICE_LABELS[fields.office]}`,
        `Name:     ${row.fullName}`,
        `E-mail:   ${row.email}`,
        `Phone:    ${row.phone}`,
        `LinkedIn: ${row.linkedinUrl ?? '-'}`,
        `CV:       ${fileName} (${Math.ceil(row.cvSizeBytes / 1024)} KB), stored with the application`,
        '',
        row.coverLetter ? `Cover letter:\n${row.coverLetter}` : 'No cover letter.',
        '',
        `Application id ${row.id}. Staff download the CV from the admin console.`,
      ].join('\n'),
    });
    await db.update(jobApplications).set({ notifiedAt: new Date() }).where(eq(jobApplications.id, row.id));
  } catch {
    // Kept with notified_at null; staff still see it in the admin list.
  }
  return { id: row.id };
}

function toJobApplication(row: Row) {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    position: row.position,
    positionTitle: row.positionTitle,
    office: row.office as OfficeKey,
    linkedinUrl: row.linkedinUrl,
    coverLetter: row.coverLetter,
    cvFileName: row.cvFileName,
    cvSizeBytes: row.cvSizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listJobApplications(db: Db, query: { cursor?: string; limit: number }) {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({ row: jobApplications, cursorTs: cursorTs(jobApplications.createdAt) })
    .from(jobApplications)
    .where(afterCursor(jobApplications.createdAt, jobApplications.id, cursor))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((r) => ({ ...r, id: r.row.id })),
    query.limit,
  );
  return { applications: page.map((r) => toJobApplication(r.row)), nextCursor, hasMore: nextCursor !== null };
}

/** A short-lived download link for an application's CV, under the name it was sent with. */
export async function cvDownloadUrl(db: Db, storage: Storage, id: string): Promise<string> {
  const [row] = await db
    .select({ fileId: jobApplications.cvFileId, name: jobApplications.cvFileName })
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .limit(1);
  const file = row ? await getStoredFile(db, row.fileId) : null;
  if (!row || !file) throw new AppError('NOT_FOUND', 'Application not found');
  return signedFileUrl(storage, file, row.name);
}

/* ------------------------------------------------------------------ the admin inbox (/api/admin/...) */

const inbox: InboxSpec<typeof jobApplications, ReturnType<typeof toJobApplication>> = {
  table: jobApplications,
  userName: userNameSql,
  search: (pattern) => {
    const t = jobApplications;
    return [sql`lower(${t.fullName}) like ${pattern}`, sql`lower(${t.email}) like ${pattern}`, sql`lower(${t.positionTitle}) like ${pattern}`];
  },
  toItem: (row) => toJobApplication(row),
  notFound: adminMessages.errors.jobApplicationNotFound,
};

/** The admin inbox: newest first, open / handled / all, searched by name, e-mail and text (case-insensitive). */
export async function listInboxApplications(db: Db, query: InboxListQuery) {
  const { items, nextCursor, hasMore } = await listInbox(db, inbox, query);
  return { applications: items, nextCursor, hasMore };
}

export const getInboxApplication = (db: Db, id: string) => getInboxItem(db, inbox, id);

/** Marks it handled (or open again), with an audit row. */
export async function setInboxApplicationHandled(db: Db, actor: Actor, id: string, handled: boolean) {
  await setInboxHandled(db, inbox, actor.id, id, handled);
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: handled ? 'job_application.handled' : 'job_application.reopened', targetType: 'job_application', targetId: id });
  return getInboxApplication(db, id);
}
