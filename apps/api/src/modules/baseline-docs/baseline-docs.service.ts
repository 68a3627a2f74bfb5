import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  importBaselineDocsBodySchema,
  type BaselineDoc,
  type BaselineDocBody,
  type BaselineDocList,
  type BaselineExportFile,
  type ListBaselineDocsQuery,
  type UpdateBaselineDocBody,
} from '@quayside/contract/baseline-docs';
import { baselineMessages } from '@quayside/contract/messages';
import type { Jurisdiction } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { baselineDocuments } from '../../db/schema/baseline-docs';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { isUniqueViolation } from '../../lib/sql';
import { writeAudit } from '../audit/audit.service';
import type { Actor } from '../auth/auth.service';

/**
 * Baseline documents (the baseline-docs module owns baseline_documents): the firm's list of the documents every
 * client must provide, per service and jurisdiction. Admins keep it (every change audited); staff read it; the
 * active list (activeBaselineDocs) is what a new company's and an NRI filing's opening tasks ask for.
 */

type Row = typeof baselineDocuments.$inferSelect;
type Meta = { ip?: string | null };

const errs = baselineMessages.errors;
const notFoundError = () => notFound(errs.notFound);

export function toBaselineDoc(r: Row): BaselineDoc {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    service: r.service as BaselineDoc['service'],
    jurisdiction: r.jurisdiction as BaselineDoc['jurisdiction'],
    appliesTo: r.appliesTo as BaselineDoc['appliesTo'],
    category: r.category as BaselineDoc['category'],
    incomeSources: r.incomeSources,
    isRequired: r.isRequired,
    allowMultiple: r.allowMultiple,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    deletedAt: r.deletedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/* ------------------------------------------------------------------ reads */

export async function listBaselineDocs(db: Db, query: ListBaselineDocsQuery): Promise<BaselineDocList> {
  const conds: SQL[] = [];
  if (!query.includeInactive) {
    conds.push(isNull(baselineDocuments.deletedAt), eq(baselineDocuments.isActive, true));
  }
  if (query.q) {
    const p = containsPattern(query.q);
    const match = or(
      sql`lower(${baselineDocuments.name}) like ${p}`,
      sql`lower(${baselineDocuments.slug}) like ${p}`,
      sql`lower(coalesce(${baselineDocuments.description}, '')) like ${p}`,
    );
    if (match) conds.push(match);
  }
  if (query.service) conds.push(eq(baselineDocuments.service, query.service));
  if (query.jurisdiction) conds.push(eq(baselineDocuments.jurisdiction, query.jurisdiction));
  if (query.appliesTo) conds.push(eq(baselineDocuments.appliesTo, query.appliesTo));
  const where = conds.length ? and(...conds) : undefined;
  const dir = query.sortOrder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(baselineDocuments)
      .where(where)
      .orderBy(dir(baselineDocuments.sortOrder), dir(baselineDocuments.slug))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(baselineDocuments).where(where),
  ]);
  return { items: rows.map(toBaselineDoc), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function rowBySlug(db: Db, slug: string): Promise<Row | null> {
  const [row] = await db.select().from(baselineDocuments).where(eq(baselineDocuments.slug, slug)).limit(1);
  return row ?? null;
}

/** One document, deleted ones included (staff see what they may restore). */
export async function getBaselineDoc(db: Db, slug: string): Promise<BaselineDoc> {
  const row = await rowBySlug(db, slug);
  if (!row) throw notFoundError();
  return toBaselineDoc(row);
}

/**
 * The active list (is_active, not deleted) in order, for the opening tasks of new work. `appliesTo` picks the
 * subjects; a document for a service or jurisdiction applies to it and to nothing else, one with none to all.
 */
export async function activeBaselineDocs(
  db: Db,
  filter: { appliesTo: readonly BaselineDoc['appliesTo'][]; service?: string | null; jurisdiction?: Jurisdiction | null },
): Promise<BaselineDoc[]> {
  if (filter.appliesTo.length === 0) return [];
  const rows = await db
    .select()
    .from(baselineDocuments)
    .where(
      and(
        isNull(baselineDocuments.deletedAt),
        eq(baselineDocuments.isActive, true),
        inArray(baselineDocuments.appliesTo, [...filter.appliesTo]),
        filter.service ? or(isNull(baselineDocuments.service), eq(baselineDocuments.service, filter.service)) : undefined,
        filter.jurisdiction ? or(isNull(baselineDocuments.jurisdiction), eq(baselineDocuments.jurisdiction, filter.jurisdiction)) : undefined,
      ),
    )
    .orderBy(asc(baselineDocuments.sortOrder), asc(baselineDocuments.slug));
  return rows.map(toBaselineDoc);
}

/** The export file: every live document (deleted ones left out), in list order. A read: no audit row (GETs never write). */
export async function exportBaselineDocs(db: Db): Promise<BaselineExportFile> {
  const rows = await db.select().from(baselineDocuments).where(isNull(baselineDocuments.deletedAt)).orderBy(asc(baselineDocuments.sortOrder), asc(baselineDocuments.slug));
  return {
    format: 'quayside.baseline-docs.v1',
    exportedAt: new Date().toISOString(),
    items: rows.map((r) => {
      const { id: _id, deletedAt: _d, createdAt: _c, updatedAt: _u, ...item } = toBaselineDoc(r);
      return item;
    }),
  };
}

/* ------------------------------------------------------------------ writes (admin) */

async function nextSortOrder(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${baselineDocuments.sortOrder})` }).from(baselineDocuments);
  return (row?.max ?? 0) + 10;
}

const columnsOf = (body: BaselineDocBody) => ({
  name: body.name,
  description: body.description ?? null,
  service: body.service,
  jurisdiction: body.jurisdiction,
  appliesTo: body.appliesTo,
  category: body.category,
  incomeSources: body.incomeSources,
  isRequired: body.isRequired,
  allowMultiple: body.allowMultiple,
  isActive: body.isActive,
});

export async function createBaselineDoc(db: Db, body: BaselineDocBody, actor: Actor, meta: Meta = {}): Promise<BaselineDoc> {
  try {
    return await db.transaction(async (tx) => {
      const sortOrder = body.sortOrder ?? (await nextSortOrder(tx));
      const [row] = await tx.insert(baselineDocuments).values({ slug: body.slug, ...columnsOf(body), sortOrder }).returning();
      if (!row) throw new Error('baseline document not created');
      await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'baseline.created', targetType: 'baseline_document', targetId: row.id, ip: meta.ip ?? null, meta: { slug: row.slug } });
      return toBaselineDoc(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(errs.slugTaken);
    throw err;
  }
}

export async function updateBaselineDoc(db: Db, slug: string, body: UpdateBaselineDocBody, actor: Actor, meta: Meta = {}): Promise<BaselineDoc> {
  return db.transaction(async (tx) => {
    const before = await rowBySlug(tx, slug);
    if (!before || before.deletedAt) throw notFoundError();
    const [row] = await tx
      .update(baselineDocuments)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(baselineDocuments.id, before.id))
      .returning();
    if (!row) throw notFoundError();
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'baseline.updated',
      targetType: 'baseline_document',
      targetId: row.id,
      ip: meta.ip ?? null,
      meta: { slug, changes: { ...body } },
    });
    return toBaselineDoc(row);
  });
}

/** Soft delete: the row stays (its slug taken) until restored. */
export async function deleteBaselineDoc(db: Db, slug: string, actor: Actor, meta: Meta = {}): Promise<BaselineDoc> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(baselineDocuments)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(baselineDocuments.slug, slug), isNull(baselineDocuments.deletedAt)))
      .returning();
    if (!row) throw notFoundError();
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'baseline.deleted', targetType: 'baseline_document', targetId: row.id, ip: meta.ip ?? null, meta: { slug } });
    return toBaselineDoc(row);
  });
}

export async function restoreBaselineDoc(db: Db, slug: string, actor: Actor, meta: Meta = {}): Promise<BaselineDoc> {
  return db.transaction(async (tx) => {
    const before = await rowBySlug(tx, slug);
    if (!before) throw notFoundError();
    if (!before.deletedAt) throw conflict(errs.notDeleted);
    const [row] = await tx.update(baselineDocuments).set({ deletedAt: null, updatedAt: new Date() }).where(eq(baselineDocuments.id, before.id)).returning();
    if (!row) throw notFoundError();
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'baseline.restored', targetType: 'baseline_document', targetId: row.id, ip: meta.ip ?? null, meta: { slug } });
    return toBaselineDoc(row);
  });
}

/**
 * The slugs in their new order take the first places (10, 20, ...); the documents not named keep their relative
 * order after them. Unknown slugs refuse the whole change.
 */
export async function reorderBaselineDocs(db: Db, slugs: readonly string[], actor: Actor, meta: Meta = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: baselineDocuments.id, slug: baselineDocuments.slug }).from(baselineDocuments).orderBy(asc(baselineDocuments.sortOrder), asc(baselineDocuments.slug));
    const known = new Set(all.map((r) => r.slug));
    const unknown = slugs.filter((s) => !known.has(s));
    if (unknown.length) throw badRequest(errs.unknownSlugs(unknown), { slugs: [errs.unknownSlugs(unknown)] });
    const named = new Set(slugs);
    const order = [...slugs, ...all.map((r) => r.slug).filter((s) => !named.has(s))];
    await setOrder(tx, order);
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'baseline.reordered', targetType: 'baseline_document', ip: meta.ip ?? null, meta: { slugs: [...slugs] } });
  });
}

async function setOrder(tx: Db, slugs: readonly string[]): Promise<void> {
  if (slugs.length === 0) return;
  const values = sql.join(
    slugs.map((s, i) => sql`(${s}::text, ${(i + 1) * 10}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${baselineDocuments} set sort_order = v.pos, updated_at = now() from (values ${values}) as v(slug, pos) where ${baselineDocuments.slug} = v.slug`);
}

/**
 * All or nothing: every item is checked first (400 naming each item and field, nothing saved); then, in one
 * transaction, known slugs are updated (and restored), new ones added, and the file's order becomes the list's
 * order, ahead of the documents the file does not name.
 */
export async function importBaselineDocs(db: Db, rawItems: readonly unknown[], actor: Actor, meta: Meta = {}): Promise<{ imported: number; created: number; updated: number }> {
  const parsed = importBaselineDocsBodySchema.safeParse({ items: rawItems });
  const fields: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    if (!(fields[key] ??= []).includes(message)) fields[key].push(message);
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(['items', ...issue.path.map(String)].join('.').replace(/^items\.items/, 'items'), issue.message);
  }
  // Repeated slugs are named even when other items fail (the schema's list check runs only on valid items).
  const seen = new Map<string, number>();
  rawItems.forEach((item, i) => {
    const slug = typeof item === 'object' && item !== null && 'slug' in item && typeof item.slug === 'string' ? item.slug.trim() : null;
    if (!slug) return;
    const first = seen.get(slug);
    if (first === undefined) seen.set(slug, i);
    else add(`items.${i}.slug`, `Duplicate slug "${slug}" (also item ${first + 1})`);
  });
  if (!parsed.success || Object.keys(fields).length) throw badRequest(errs.importInvalid, fields);
  const items = parsed.data.items;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: baselineDocuments.id, slug: baselineDocuments.slug }).from(baselineDocuments).where(inArray(baselineDocuments.slug, items.map((i) => i.slug)));
    const bySlug = new Map(existing.map((r) => [r.slug, r.id]));
    let created = 0;
    let updated = 0;
    for (const item of items) {
      const id = bySlug.get(item.slug);
      if (id) {
        await tx.update(baselineDocuments).set({ ...columnsOf(item), deletedAt: null, updatedAt: new Date() }).where(eq(baselineDocuments.id, id));
        updated += 1;
      } else {
        await tx.insert(baselineDocuments).values({ slug: item.slug, ...columnsOf(item), sortOrder: 0 });
        created += 1;
      }
    }
    const rest = await tx.select({ slug: baselineDocuments.slug }).from(baselineDocuments).orderBy(asc(baselineDocuments.sortOrder), asc(baselineDocuments.slug));
    const inFile = new Set(items.map((i) => i.slug));
    await setOrder(tx, [...items.map((i) => i.slug), ...rest.map((r) => r.slug).filter((s) => !inFile.has(s))]);
    await writeAudit(tx, { actorId: actor.id, actorRole: actor.role, action: 'baseline.imported', targetType: 'baseline_document', ip: meta.ip ?? null, meta: { items: items.length, created, updated } });
    return { imported: items.length, created, updated };
  });
}
