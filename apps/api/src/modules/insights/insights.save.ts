import { INSIGHT_MAX_FILES } from '@quayside/contract/admin-comms';
import type { Recommendation } from '@quayside/contract/client-area';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { adminMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UploadedPart } from '../../lib/multipart';
import { checkUpload, type Storage } from '../../lib/storage';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';
import { discardStoredFiles, safeFileName, storeFiles } from '../files/files.service';
import { createNotification } from '../notifications/notifications.service';
import { listInsightRecommendations, saveInsightRecommendation, toRecommendations } from './insights.service';

/**
 * Saves a new version of a client's recommendation (the admin's and the preparer's PUT): the content, the kept
 * files of the current version and the new uploads (PDF, JPEG, PNG, DOCX; checked by content). Every save is a new
 * row, so the history keeps each edit; audit row, and the client is told. The caller has asked the access module
 * whether the actor may work on this client's insights.
 */
export async function saveRecommendationVersion(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  user: { id: string; role: Role },
  input: { content: string; keepFileIds: string[]; files: UploadedPart[]; companyId?: string | null },
  meta: { ip?: string | null } = {},
): Promise<Recommendation> {
  const { db, storage } = deps;
  const [current] = await listInsightRecommendations(db, user.id, 1);
  const kept = input.keepFileIds.map((id) => {
    const file = current?.files.find((f) => f.fileId === id);
    if (!file) throw new AppError('VALIDATION_FAILED', adminMessages.errors.insightFileNotKept, { fields: { keepFileIds: [adminMessages.errors.insightFileNotKept] } });
    return file;
  });
  if (kept.length + input.files.length > INSIGHT_MAX_FILES) {
    const message = `At most ${INSIGHT_MAX_FILES} files per recommendation`;
    throw new AppError('VALIDATION_FAILED', message, { fields: { files: [message] } });
  }
  const checked = [];
  for (const f of input.files) {
    const c = await checkUpload(f.buffer, { allowed: ['pdf', 'jpg', 'png', 'docx'], maxBytes: MAX_UPLOAD_BYTES, filename: f.filename });
    checked.push({ buffer: f.buffer, checked: c, name: safeFileName(f.filename, c.extension, 'recommendation'), prefix: 'insights', purpose: 'insight', ownerId: user.id });
  }
  const stored = await storeFiles(db, storage, checked);
  let row;
  try {
    row = await saveInsightRecommendation(db, {
      userId: user.id,
      companyId: input.companyId ?? null,
      content: input.content,
      files: [...kept, ...stored.map((s) => ({ fileId: s.id, name: s.originalName }))],
      createdById: actor.id,
    });
  } catch (err) {
    await discardStoredFiles(db, storage, stored.map((s) => s.id));
    throw err;
  }
  await writeAudit(db, {
    actorId: actor.id,
    actorRole: actor.role,
    action: 'insight.updated',
    targetType: 'user',
    targetId: user.id,
    ip: meta.ip ?? null,
    meta: { recommendationId: row.id, files: row.files.length },
  });
  await createNotification(db, {
    userId: user.id,
    title: 'New recommendation from your advisers',
    message: 'Your advisers updated their recommendation for you. Read it under Insights.',
    type: 'system',
    link: user.role === 'client' ? '/dashboard/client/insights' : null,
  });
  const [out] = await toRecommendations(deps, [row]);
  if (!out) throw new Error('recommendation not mapped');
  return out;
}
