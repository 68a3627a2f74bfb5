import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '@quayside/contract/constants';
import { templateMessages } from '@quayside/contract/messages';
import {
  ENGINE_OF_FORMAT,
  OUTPUT_OF_FORMAT,
  type AddTemplateVersionFields,
  type CreateTemplateFields,
  type DocumentTemplate,
  type GenerateCompanyDocumentBody,
  type GeneratedDocument,
  type ListGeneratedDocumentsQuery,
  type ListTemplatesQuery,
  type PreviewTemplateBody,
  type TemplateFormat,
  type TemplateVersion,
} from '@quayside/contract/templates';
import type { Db } from '../../db/client';
import { documentTemplates, documentTemplateVersions, generatedDocuments } from '../../db/schema/templates';
import { afterCursor, cursorTs, decodeCursor, pageOf } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import type { UploadedPart } from '../../lib/multipart';
import { isUniqueViolation } from '../../lib/sql';
import { checkUpload, type CheckedFile, type Storage } from '../../lib/storage';
import { listScopeOf } from '../access/access.service';
import { writeAudit } from '../audit/audit.service';
import { userNameSql, type Actor } from '../auth/auth.service';
import {
  companyInScopeSql,
  companyNameSql,
  getCompanyForActor,
  recordCompanyActivity,
  toCompany,
} from '../companies/companies.service';
import { uploadDocumentForClient, withdrawFirmDocument } from '../documents/documents.service';
import {
  discardStoredFiles,
  getStoredFile,
  getStoredFiles,
  safeFileName,
  signedFileUrl,
  storeFiles,
} from '../files/files.service';
import { buildTemplateData } from './templates.data';
import { inspectTemplate, renderDocx, renderHtmlToPdf } from './templates.render';

/**
 * Document templates with versions, and the documents generated from them for a company (issue 17). Admins keep
 * the templates; the company's preparer (or an admin) generates; staff read. A generated document is stored (files
 * module) and handed to the client as one of their documents (documents module), so they see and download it.
 */

type Deps = { db: Db; storage: Storage };
type Meta = { ip?: string | null };
type TemplateRow = typeof documentTemplates.$inferSelect;
type VersionRow = typeof documentTemplateVersions.$inferSelect;

const err = templateMessages.errors;
const templateNotFound = () => new AppError('NOT_FOUND', err.notFound);
const versionNotFound = () => new AppError('NOT_FOUND', err.versionNotFound);
const generatedNotFound = () => new AppError('NOT_FOUND', err.generatedNotFound);
const fileField = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { file: [message] } });

const MIME_OUT = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

/* ------------------------------------------------------------------ mapping */

const toVersion = (r: VersionRow & { createdBy?: string | null }): TemplateVersion => ({
  id: r.id,
  version: r.version,
  engine: r.engine === 'handlebars' ? 'handlebars' : 'docxtemplater',
  contentStoragePath: r.contentStoragePath,
  changeLog: r.changeLog,
  createdAt: r.createdAt.toISOString(),
  placeholders: r.placeholders,
  createdBy: r.createdBy ?? null,
});

const asFormat = (f: string): TemplateFormat => (f === 'html' ? 'html' : 'docx');

async function toTemplates(db: Db, rows: TemplateRow[]): Promise<DocumentTemplate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ templateId: documentTemplateVersions.templateId, n: count() })
    .from(documentTemplateVersions)
    .where(inArray(documentTemplateVersions.templateId, ids))
    .groupBy(documentTemplateVersions.templateId);
  const latest = await db
    .selectDistinctOn([documentTemplateVersions.templateId])
    .from(documentTemplateVersions)
    .where(inArray(documentTemplateVersions.templateId, ids))
    .orderBy(documentTemplateVersions.templateId, desc(documentTemplateVersions.version));
  const countOf = new Map(counts.map((c) => [c.templateId, c.n]));
  const latestOf = new Map(latest.map((v) => [v.templateId, v]));
  return rows.map((r) => {
    const v = latestOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      purpose: r.purpose,
      format: asFormat(r.format),
      isActive: r.isActive,
      createdAt: r.createdAt.toISOString(),
      versionsCount: countOf.get(r.id) ?? 0,
      latestVersion: v ? toVersion(v) : null,
    };
  });
}

async function toTemplate(db: Db, row: TemplateRow): Promise<DocumentTemplate> {
  const [t] = await toTemplates(db, [row]);
  if (!t) throw templateNotFound();
  return t;
}

/* ------------------------------------------------------------------ templates */

/** GET /api/documents/templates: newest first, keyset paged, filtered by purpose, format and active. */
export async function listTemplates(
  db: Db,
  query: ListTemplatesQuery,
): Promise<{ templates: DocumentTemplate[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      row: documentTemplates,
      cursorTs: cursorTs(documentTemplates.createdAt),
      id: documentTemplates.id,
    })
    .from(documentTemplates)
    .where(
      and(
        query.purpose ? eq(documentTemplates.purpose, query.purpose) : undefined,
        query.format ? eq(documentTemplates.format, query.format) : undefined,
        query.active === undefined ? undefined : eq(documentTemplates.isActive, query.active),
        afterCursor(documentTemplates.createdAt, documentTemplates.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(documentTemplates.createdAt), desc(documentTemplates.id))
    .limit(query.take + 1);
  const { page, nextCursor } = pageOf(rows, query.take);
  return {
    templates: await toTemplates(
      db,
      page.map((p) => p.row),
    ),
    nextCursor,
  };
}

async function getTemplateRow(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, id)).limit(1);
  if (!row) throw templateNotFound();
  return row;
}

/** GET /api/documents/templates/versions?templateId=: every version, newest first, with its change log. */
export async function listTemplateVersions(db: Db, id: string): Promise<TemplateVersion[]> {
  await getTemplateRow(db, id);
  const rows = await db
    .select({ v: documentTemplateVersions, createdBy: userNameSql(documentTemplateVersions.createdById) })
    .from(documentTemplateVersions)
    .where(eq(documentTemplateVersions.templateId, id))
    .orderBy(desc(documentTemplateVersions.version));
  return rows.map((r) => toVersion({ ...r.v, createdBy: r.createdBy }));
}

/** The uploaded file, checked by content for the format, with the placeholders it uses (all known). */
async function checkTemplateFile(
  format: TemplateFormat,
  file: UploadedPart | undefined,
): Promise<{ checked: CheckedFile; placeholders: string[] }> {
  if (!file || file.buffer.length === 0) throw fileField(err.fileMissing);
  if (file.buffer.length > MAX_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  let checked: CheckedFile;
  if (format === 'docx') {
    checked = await checkUpload(file.buffer, { allowed: ['docx'], filename: file.filename }).catch(() => {
      throw fileField(err.wrongFileForFormat('docx'));
    });
  } else {
    const text = file.buffer.toString('utf8');
    if (file.buffer.includes(0) || text.includes('\uFFFD') || !/<[a-z!]/i.test(text))
      throw fileField(err.wrongFileForFormat('html'));
    checked = { kind: 'html', mimeType: 'text/html', extension: 'html' };
  }
  return { checked, placeholders: inspectTemplate(format, file.buffer) };
}

async function storeTemplateFile(deps: Deps, actor: Actor | null, file: UploadedPart, checked: CheckedFile) {
  const [stored] = await storeFiles(deps.db, deps.storage, [
    {
      buffer: file.buffer,
      name: safeFileName(file.filename, checked.extension, 'template'),
      checked,
      prefix: 'templates',
      purpose: 'template',
      ownerId: actor?.id ?? null,
    },
  ]);
  if (!stored) throw new Error('template file not stored');
  return stored;
}

/** POST /api/documents/templates: the template and its first version. */
export async function createTemplate(
  deps: Deps,
  actor: Actor | null,
  input: CreateTemplateFields & { file: UploadedPart | undefined; seedKey?: string },
  meta: Meta = {},
): Promise<DocumentTemplate> {
  const { checked, placeholders } = await checkTemplateFile(input.format, input.file);
  if (!input.file) throw fileField(err.fileMissing);
  const stored = await storeTemplateFile(deps, actor, input.file, checked);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [template] = await tx
        .insert(documentTemplates)
        .values({
          name: input.name,
          purpose: input.purpose,
          format: input.format,
          createdById: actor?.id ?? null,
          seedKey: input.seedKey ?? null,
        })
        .returning();
      if (!template) throw new Error('template not created');
      const [version] = await tx
        .insert(documentTemplateVersions)
        .values({
          templateId: template.id,
          version: 1,
          engine: ENGINE_OF_FORMAT[input.format],
          storedFileId: stored.id,
          contentStoragePath: stored.storageKey,
          changeLog: input.changeLog ?? 'First version',
          placeholders,
          createdById: actor?.id ?? null,
        })
        .returning();
      await writeAudit(tx, {
        actorId: actor?.id ?? null,
        actorRole: actor?.role ?? 'system',
        action: 'template.created',
        targetType: 'document_template',
        targetId: template.id,
        ip: meta.ip ?? null,
        meta: {
          name: input.name,
          purpose: input.purpose,
          format: input.format,
          versionId: version?.id,
          placeholders,
        },
      });
      return template;
    });
    return toTemplate(deps.db, row);
  } catch (e) {
    await discardStoredFiles(deps.db, deps.storage, [stored.id]);
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', err.nameTaken);
    throw e;
  }
}

/** POST /api/documents/templates/{id}/versions: the next version (numbers go up by one), with its change log. */
export async function addTemplateVersion(
  deps: Deps,
  actor: Actor,
  id: string,
  input: AddTemplateVersionFields & { file: UploadedPart | undefined },
  meta: Meta = {},
): Promise<DocumentTemplate> {
  const template = await getTemplateRow(deps.db, id);
  const format = asFormat(template.format);
  const engine = ENGINE_OF_FORMAT[format];
  if (input.engine && input.engine !== engine) {
    const message = err.engineMismatch(format, engine);
    throw new AppError('VALIDATION_FAILED', message, { fields: { engine: [message] } });
  }
  const { checked, placeholders } = await checkTemplateFile(format, input.file);
  if (!input.file) throw fileField(err.fileMissing);
  const stored = await storeTemplateFile(deps, actor, input.file, checked);
  try {
    await deps.db.transaction(async (tx) => {
      // The template row is locked so two uploads at once take consecutive numbers.
      await tx
        .select({ id: documentTemplates.id })
        .from(documentTemplates)
        .where(eq(documentTemplates.id, id))
        .for('update');
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${documentTemplateVersions.version}), 0)`.mapWith(Number) })
        .from(documentTemplateVersions)
        .where(eq(documentTemplateVersions.templateId, id));
      const version = (last?.n ?? 0) + 1;
      const [row] = await tx
        .insert(documentTemplateVersions)
        .values({
          templateId: id,
          version,
          engine,
          storedFileId: stored.id,
          contentStoragePath: stored.storageKey,
          changeLog: input.changeLog,
          placeholders,
          createdById: actor.id,
        })
        .returning();
      await tx.update(documentTemplates).set({ updatedAt: new Date() }).where(eq(documentTemplates.id, id));
      await writeAudit(tx, {
        actorId: actor.id,
        actorRole: actor.role,
        action: 'template.version_added',
        targetType: 'document_template',
        targetId: id,
        ip: meta.ip ?? null,
        meta: { version, versionId: row?.id, changeLog: input.changeLog, placeholders },
      });
    });
  } catch (e) {
    await discardStoredFiles(deps.db, deps.storage, [stored.id]);
    throw e;
  }
  return toTemplate(deps.db, await getTemplateRow(deps.db, id));
}

/* ------------------------------------------------------------------ rendering for a company */

/** The version asked for: one version by id, or the template's latest. */
async function chooseVersion(
  db: Db,
  input: { templateId?: string | undefined; templateVersionId?: string | undefined },
): Promise<{ template: TemplateRow; version: VersionRow }> {
  if (input.templateVersionId && input.templateVersionId !== 'latest') {
    const [version] = await db
      .select()
      .from(documentTemplateVersions)
      .where(eq(documentTemplateVersions.id, input.templateVersionId))
      .limit(1);
    if (!version || (input.templateId && version.templateId !== input.templateId)) throw versionNotFound();
    return { template: await getTemplateRow(db, version.templateId), version };
  }
  if (!input.templateId) throw templateNotFound();
  const template = await getTemplateRow(db, input.templateId);
  const [version] = await db
    .select()
    .from(documentTemplateVersions)
    .where(eq(documentTemplateVersions.templateId, template.id))
    .orderBy(desc(documentTemplateVersions.version))
    .limit(1);
  if (!version) throw versionNotFound();
  return { template, version };
}

type Rendered = { buffer: Buffer; format: 'docx' | 'pdf'; fileName: string; mimeType: string; name: string };

async function renderForCompany(
  deps: Deps,
  actor: Actor,
  input: {
    templateId?: string | undefined;
    templateVersionId?: string | undefined;
    companyId: string;
    overrides?: Record<string, string> | undefined;
    name?: string | undefined;
  },
  verb: 'read' | 'manage',
) {
  const companyRow = await getCompanyForActor(deps.db, input.companyId, actor, verb);
  const { template, version } = await chooseVersion(deps.db, input);
  if (!template.isActive && verb === 'manage') throw new AppError('CONFLICT', err.inactive);
  const company = await toCompany(deps.db, companyRow);
  const data = buildTemplateData(company, { overrides: input.overrides ?? {} });
  const source = await getStoredFile(deps.db, version.storedFileId);
  if (!source) throw versionNotFound();
  const bytes = await deps.storage.get(source.storageKey);
  const format = OUTPUT_OF_FORMAT[asFormat(template.format)];
  const name = input.name ?? template.name;
  const buffer =
    format === 'docx'
      ? renderDocx(bytes, data)
      : await renderHtmlToPdf(bytes.toString('utf8'), data, `${name} - ${company.name}`);
  const rendered: Rendered = {
    buffer,
    format,
    fileName: safeFileName(`${name} - ${company.name}`.replace(/[.\s]+$/, ''), format),
    mimeType: MIME_OUT[format],
    name,
  };
  return { rendered, template, version, companyRow };
}

/** POST /api/documents/templates/preview: the file rendered against the company, stored nowhere. */
export async function previewTemplate(
  deps: Deps,
  actor: Actor,
  body: PreviewTemplateBody,
): Promise<Rendered> {
  const { rendered } = await renderForCompany(
    deps,
    actor,
    {
      templateId: body.templateId,
      templateVersionId: body.templateVersionId,
      companyId: body.companyId,
      overrides: body.overrides,
    },
    'read',
  );
  return rendered;
}

/**
 * POST /api/documents/generate/company: renders the template for the company, stores the file and gives it to the
 * company's client as one of their documents (the documents module tells them); the generation is recorded here,
 * in the company's activity and in the audit log, in the same transaction as the client's document.
 */
export async function generateCompanyDocument(
  deps: Deps,
  actor: Actor,
  body: GenerateCompanyDocumentBody,
  meta: Meta = {},
): Promise<{ clientDocumentId: string; generatedDocumentId: string; url: string }> {
  const { rendered, template, version, companyRow } = await renderForCompany(deps, actor, body, 'manage');
  if (!companyRow.ownerId) throw new AppError('INVALID_STATE', err.noClient);
  let generatedId = '';
  const document = await uploadDocumentForClient(
    deps,
    actor,
    companyRow,
    {
      file: {
        field: 'file',
        filename: rendered.fileName,
        mimetype: rendered.mimeType,
        buffer: rendered.buffer,
      },
      name: rendered.name,
    },
    meta,
    async (tx, doc, storedFileIds) => {
      const [row] = await tx
        .insert(generatedDocuments)
        .values({
          templateId: template.id,
          templateVersionId: version.id,
          companyId: companyRow.id,
          clientDocumentId: doc.id,
          storedFileId: storedFileIds[0] ?? null,
          name: rendered.name,
          fileName: rendered.fileName,
          format: rendered.format,
          overrides: body.overrides ?? {},
          generatedById: actor.id,
        })
        .returning();
      if (!row) throw new Error('generated document not recorded');
      generatedId = row.id;
      const details = {
        generatedDocumentId: row.id,
        documentId: doc.id,
        templateId: template.id,
        templateName: template.name,
        version: version.version,
      };
      await recordCompanyActivity(tx, {
        companyId: companyRow.id,
        actorId: actor.id,
        action: 'document.generated',
        details,
      });
      await writeAudit(tx, {
        actorId: actor.id,
        actorRole: actor.role,
        action: 'document.generated',
        targetType: 'generated_document',
        targetId: row.id,
        ip: meta.ip ?? null,
        meta: { ...details, companyId: companyRow.id },
      });
    },
  );
  return {
    clientDocumentId: document.id,
    generatedDocumentId: generatedId,
    url: document.url ?? document.files[0]?.url ?? '',
  };
}

/* ------------------------------------------------------------------ generated documents */

/** GET /api/documents/generated: newest first, keyset paged; staff see the companies they reach. */
export async function listGeneratedDocuments(
  deps: Deps,
  actor: Actor,
  query: ListGeneratedDocumentsQuery,
): Promise<{ items: GeneratedDocument[]; nextCursor: string | null }> {
  const { db } = deps;
  if (query.companyId) await getCompanyForActor(db, query.companyId, actor, 'read');
  const scope = await listScopeOf(db, actor);
  const preparerIds = scope.kind === 'all' ? null : scope.kind === 'preparers' ? scope.preparerIds : [];
  const rows = await db
    .select({
      row: generatedDocuments,
      cursorTs: cursorTs(generatedDocuments.createdAt),
      id: generatedDocuments.id,
      templateName: documentTemplates.name,
      version: documentTemplateVersions.version,
      companyName: companyNameSql(generatedDocuments.companyId),
      generatedBy: userNameSql(generatedDocuments.generatedById),
    })
    .from(generatedDocuments)
    .leftJoin(documentTemplates, eq(documentTemplates.id, generatedDocuments.templateId))
    .leftJoin(documentTemplateVersions, eq(documentTemplateVersions.id, generatedDocuments.templateVersionId))
    .where(
      and(
        query.companyId ? eq(generatedDocuments.companyId, query.companyId) : undefined,
        query.templateId ? eq(generatedDocuments.templateId, query.templateId) : undefined,
        query.includeDeleted ? undefined : isNull(generatedDocuments.deletedAt),
        companyInScopeSql(sql`${generatedDocuments.companyId}`, preparerIds),
        afterCursor(generatedDocuments.createdAt, generatedDocuments.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id))
    .limit(query.take + 1);
  const { page, nextCursor } = pageOf(rows, query.take);
  const stored = new Map(
    (
      await getStoredFiles(
        db,
        page.map((p) => p.row.storedFileId).filter((v): v is string => !!v),
      )
    ).map((s) => [s.id, s]),
  );
  const items: GeneratedDocument[] = [];
  for (const { row, templateName, version, companyName, generatedBy } of page) {
    const file = row.storedFileId ? stored.get(row.storedFileId) : undefined;
    const live = !row.deletedAt && !row.filePurgedAt && file && !file.revokedAt;
    items.push({
      id: row.id,
      generatedDocumentId: row.id,
      clientDocumentId: row.clientDocumentId,
      templateId: row.templateId,
      templateName: templateName ?? null,
      templateVersionId: row.templateVersionId,
      version: version ?? null,
      companyId: row.companyId,
      companyName,
      name: row.name,
      fileName: row.fileName,
      format: row.format === 'pdf' ? 'pdf' : 'docx',
      url: live ? await signedFileUrl(deps.storage, file, row.fileName) : null,
      generatedBy,
      createdAt: row.createdAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      deletedReason: row.deletedReason,
      filePurged: !!row.filePurgedAt,
    });
  }
  return { items, nextCursor };
}

/**
 * DELETE /api/documents/generated. Soft: the record stays with the reason, the client's copy is withdrawn (deleted,
 * kept) and its file no longer served. hard: the record and the client's copy are removed. purgeS3: the stored
 * file's bytes go too. The preparer of the company may delete softly; removing for good and purging are the admin's.
 */
export async function deleteGeneratedDocument(
  deps: Deps,
  actor: Actor,
  body: {
    generatedDocumentId?: string | undefined;
    clientDocumentId?: string | undefined;
    hard: boolean;
    purgeS3: boolean;
    deletedReason: string;
  },
  meta: Meta = {},
): Promise<{ generatedDocumentId: string; hard: boolean; purged: boolean }> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(generatedDocuments)
    .where(
      and(
        body.generatedDocumentId ? eq(generatedDocuments.id, body.generatedDocumentId) : undefined,
        body.clientDocumentId ? eq(generatedDocuments.clientDocumentId, body.clientDocumentId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw generatedNotFound();
  await getCompanyForActor(db, row.companyId, actor, 'read').catch(() => {
    throw generatedNotFound();
  });
  await getCompanyForActor(db, row.companyId, actor, 'manage');
  if ((body.hard || body.purgeS3) && actor.role !== 'admin')
    throw new AppError('FORBIDDEN', err.hardDeleteAdminOnly);
  if (row.deletedAt && !body.hard && !body.purgeS3) throw new AppError('CONFLICT', err.alreadyDeleted);
  const purge = body.purgeS3 && !row.filePurgedAt;
  const fileIds = await db.transaction(async (tx) => {
    const served = row.clientDocumentId
      ? await withdrawFirmDocument(tx, actor, row.clientDocumentId, { hard: body.hard })
      : [];
    const now = new Date();
    if (body.hard) await tx.delete(generatedDocuments).where(eq(generatedDocuments.id, row.id));
    else {
      await tx
        .update(generatedDocuments)
        .set({
          deletedAt: row.deletedAt ?? now,
          deletedById: row.deletedById ?? actor.id,
          deletedReason: row.deletedAt ? row.deletedReason : body.deletedReason,
          ...(purge ? { filePurgedAt: now } : {}),
        })
        .where(eq(generatedDocuments.id, row.id));
    }
    const details = {
      generatedDocumentId: row.id,
      documentId: row.clientDocumentId,
      name: row.name,
      hard: body.hard,
      purged: purge,
      reason: body.deletedReason,
    };
    await recordCompanyActivity(tx, {
      companyId: row.companyId,
      actorId: actor.id,
      action: 'document.generated_deleted',
      details,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'document.generated_deleted',
      targetType: 'generated_document',
      targetId: row.id,
      ip: meta.ip ?? null,
      meta: { ...details, companyId: row.companyId },
    });
    return [...new Set([...served, ...(row.storedFileId ? [row.storedFileId] : [])])];
  });
  if (purge) await purgeFiles(deps, fileIds, { rows: body.hard });
  return { generatedDocumentId: row.id, hard: body.hard, purged: purge };
}

/**
 * The stored bytes go (after the transaction committed). With the records gone (hard) the files' rows go too;
 * otherwise the rows stay, revoked, for the record of what was given.
 */
async function purgeFiles(deps: Deps, ids: readonly string[], opts: { rows: boolean }): Promise<void> {
  if (opts.rows) {
    await discardStoredFiles(deps.db, deps.storage, ids);
    return;
  }
  for (const file of await getStoredFiles(deps.db, ids))
    await deps.storage.delete(file.storageKey).catch(() => undefined);
}

/* ------------------------------------------------------------------ seed */

/** Finds a seeded template by its key (seeding again leaves it alone). */
export async function findSeededTemplate(db: Db, seedKey: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: documentTemplates.id })
    .from(documentTemplates)
    .where(eq(documentTemplates.seedKey, seedKey))
    .limit(1);
  return row ?? null;
}
