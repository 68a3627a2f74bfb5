import { randomUUID } from 'node:crypto';
import {
  STAGED_COMPANY_FIELDS,
  type ApprovalDiffEntry,
  type PreparerCompanyUpdateBody,
  type StagedChanges,
  type StagedStatus,
} from '@quayside/contract/approvals';
import type { Company, Director, Shareholder } from '@quayside/contract/companies';
import type { TaskSummary } from '@quayside/contract/client-area';
import { approvalMessages, companyMessages } from '@quayside/contract/messages';
import { AppError } from '../../lib/errors';

/**
 * Staged changes (the approvals module's internal file): merging what a preparer sends into the draft, and the
 * diff of staged changes against the live record. Pure functions over the contract's StagedChanges.
 */

export const emptyChanges = (): StagedChanges => ({
  company: null,
  status: null,
  directors: { created: [], updated: [], deleted: [] },
  shareholders: { created: [], updated: [], deleted: [] },
});

/** Reads the jsonb of a row (an older or partial value is completed with empty parts). */
export function asChanges(raw: unknown): StagedChanges {
  const v = (raw ?? {}) as Partial<StagedChanges>;
  const e = emptyChanges();
  return {
    company: v.company ?? null,
    status: v.status ?? null,
    directors: { ...e.directors, ...(v.directors ?? {}) },
    shareholders: { ...e.shareholders, ...(v.shareholders ?? {}) },
  };
}

const defined = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const hasKeys = (o: Record<string, unknown> | null | undefined) => !!o && Object.keys(o).length > 0;

export function isEmptyChanges(c: StagedChanges): boolean {
  const part = (p: StagedChanges['directors'] | StagedChanges['shareholders']) => p.created.length + p.updated.length + p.deleted.length;
  return !hasKeys(c.company) && !hasKeys(c.status) && part(c.directors) === 0 && part(c.shareholders) === 0;
}

type PartInput = { created: Array<Record<string, unknown>>; updated: Array<Record<string, unknown> & { id: string }>; deleted: string[] };
type StagedPart = { created: Array<Record<string, unknown> & { id: string }>; updated: Array<Record<string, unknown> & { id: string }>; deleted: string[] };

/**
 * Merges one part's changes into what is staged. New people get an id of the draft's own; an update of a staged new
 * person changes it; an update of a live one merges with the update already staged; deleting a staged new person
 * drops it, deleting a live one stages its removal (and drops its staged update). Ids the company does not have
 * answer 404; an update of someone staged for removal answers 409.
 */
function mergePart(staged: StagedPart, input: PartInput, liveIds: ReadonlySet<string>, notFound: () => AppError, what: string): StagedPart {
  const out: StagedPart = {
    created: staged.created.map((x) => ({ ...x })),
    updated: staged.updated.map((x) => ({ ...x })),
    deleted: [...staged.deleted],
  };
  for (const body of input.created) out.created.push({ ...defined(body), id: randomUUID() });
  for (const { id, ...fields } of input.updated) {
    const patch = defined(fields);
    if (Object.keys(patch).length === 0) continue;
    const created = out.created.find((x) => x.id === id);
    if (created) {
      Object.assign(created, patch);
      continue;
    }
    if (!liveIds.has(id)) throw notFound();
    if (out.deleted.includes(id)) throw new AppError('INVALID_STATE', `This ${what} is staged for removal`);
    const updated = out.updated.find((x) => x.id === id);
    if (updated) Object.assign(updated, patch);
    else out.updated.push({ ...patch, id });
  }
  for (const id of input.deleted) {
    if (out.created.some((x) => x.id === id)) {
      out.created = out.created.filter((x) => x.id !== id);
      continue;
    }
    if (!liveIds.has(id)) throw notFound();
    out.updated = out.updated.filter((x) => x.id !== id);
    if (!out.deleted.includes(id)) out.deleted.push(id);
  }
  return out;
}

/**
 * The staged changes without those about people no longer on the record (removed since they were staged, by the
 * client or an admin): a draft never keeps a change that could not be applied.
 */
export function withoutStale(changes: StagedChanges, live: Company): StagedChanges {
  const c = asChanges(changes);
  const d = new Set(live.directors.map((x) => x.id));
  const s = new Set(live.shareholders.map((x) => x.id));
  return {
    ...c,
    directors: { ...c.directors, updated: c.directors.updated.filter((u) => d.has(u.id)), deleted: c.directors.deleted.filter((id) => d.has(id)) },
    shareholders: { ...c.shareholders, updated: c.shareholders.updated.filter((u) => s.has(u.id)), deleted: c.shareholders.deleted.filter((id) => s.has(id)) },
  };
}

/** The draft after the preparer's PUT /api/preparer/company/{id} (validated against the live record). */
export function mergeCompanyUpdate(current: StagedChanges, body: PreparerCompanyUpdateBody, live: Company): StagedChanges {
  const next = withoutStale(current, live);
  if (body.company) {
    const fields = defined(body.company);
    if (hasKeys(fields)) next.company = { ...(next.company ?? {}), ...fields };
  }
  if (body.directors) {
    next.directors = mergePart(
      next.directors as StagedPart,
      body.directors as PartInput,
      new Set(live.directors.map((d) => d.id)),
      () => new AppError('NOT_FOUND', companyMessages.errors.directorNotFound),
      'director',
    ) as StagedChanges['directors'];
  }
  if (body.shareholders) {
    next.shareholders = mergePart(
      next.shareholders as StagedPart,
      body.shareholders as PartInput,
      new Set(live.shareholders.map((s) => s.id)),
      () => new AppError('NOT_FOUND', companyMessages.errors.shareholderNotFound),
      'shareholder',
    ) as StagedChanges['shareholders'];
  }
  return next;
}

/** The draft after a staged status change (each field sent replaces the staged one). */
export function mergeStatus(current: StagedChanges, body: StagedStatus): StagedChanges {
  const next = asChanges(current);
  next.status = { ...(next.status ?? {}), ...defined(body) };
  return next;
}

/**
 * A returned request's changes back in the draft: the draft (newer) wins field by field; people created in either
 * are kept; a removal staged in either holds (and drops the other's update of that person).
 */
export function mergeReturned(older: StagedChanges, newer: StagedChanges): StagedChanges {
  const o = asChanges(older);
  const n = asChanges(newer);
  const part = (a: StagedPart, b: StagedPart): StagedPart => {
    const deleted = [...new Set([...a.deleted, ...b.deleted])];
    const updated: StagedPart['updated'] = [];
    for (const u of [...a.updated, ...b.updated]) {
      if (deleted.includes(u.id)) continue;
      const seen = updated.find((x) => x.id === u.id);
      if (seen) Object.assign(seen, u);
      else updated.push({ ...u });
    }
    return { created: [...a.created, ...b.created], updated, deleted };
  };
  const company = hasKeys(o.company) || hasKeys(n.company) ? { ...(o.company ?? {}), ...(n.company ?? {}) } : null;
  const status = hasKeys(o.status) || hasKeys(n.status) ? { ...(o.status ?? {}), ...(n.status ?? {}) } : null;
  return {
    company,
    status,
    directors: part(o.directors as StagedPart, n.directors as StagedPart) as StagedChanges['directors'],
    shareholders: part(o.shareholders as StagedPart, n.shareholders as StagedPart) as StagedChanges['shareholders'],
  };
}

/* ------------------------------------------------------------------ the diff */

const DIRECTOR_FIELDS = ['fullName', 'email', 'phone', 'nationality', 'idType', 'idNumber', 'dateOfBirth', 'address', 'isNominee'] as const;
const SHAREHOLDER_FIELDS = ['type', 'fullName', 'email', 'nationality', 'idNumber', 'address', 'shares', 'shareClass'] as const;
const STATUS_FIELDS = ['status', 'incorporationStatus', 'statusRemarks'] as const;

const norm = (v: unknown) => (v === undefined ? null : v);

function fieldsChanged(before: Record<string, unknown> | null, after: Record<string, unknown>, keys: readonly string[]) {
  return keys
    .filter((k) => k in after && after[k] !== undefined && norm(before?.[k]) !== norm(after[k]))
    .map((k) => ({ field: k, before: norm(before?.[k]), after: norm(after[k]) }));
}

function partDiff<P extends Director | Shareholder>(
  entity: 'director' | 'shareholder',
  part: StagedPart,
  live: P[],
  keys: readonly string[],
): ApprovalDiffEntry[] {
  const out: ApprovalDiffEntry[] = [];
  const byId = new Map(live.map((p) => [p.id, p as unknown as Record<string, unknown>]));
  for (const c of part.created) {
    out.push({ entity, entityId: c.id, label: String(c.fullName ?? ''), change: 'created', fields: fieldsChanged(null, c, keys) });
  }
  for (const u of part.updated) {
    const before = byId.get(u.id) ?? null;
    const fields = fieldsChanged(before, u, keys);
    if (fields.length) out.push({ entity, entityId: u.id, label: String(before?.fullName ?? u.fullName ?? ''), change: 'updated', fields });
  }
  for (const id of part.deleted) {
    const before = byId.get(id) ?? null;
    out.push({
      entity,
      entityId: id,
      label: String(before?.fullName ?? ''),
      change: 'deleted',
      fields: before ? keys.filter((k) => norm(before[k]) !== null).map((k) => ({ field: k, before: before[k], after: null })) : [],
    });
  }
  return out;
}

/** What the staged changes (and the tasks) would change in the live record, record by record. */
export function diffOf(changes: StagedChanges, live: Company, tasks: readonly TaskSummary[] = []): ApprovalDiffEntry[] {
  const c = asChanges(changes);
  const out: ApprovalDiffEntry[] = [];
  const liveRecord = live as unknown as Record<string, unknown>;
  if (c.company) {
    const fields = fieldsChanged(liveRecord, c.company, STAGED_COMPANY_FIELDS);
    if (fields.length) out.push({ entity: 'company', entityId: live.id, label: live.name, change: 'updated', fields });
  }
  if (c.status) {
    const fields = fieldsChanged(liveRecord, c.status, STATUS_FIELDS);
    if (fields.length) out.push({ entity: 'status', entityId: live.id, label: live.name, change: 'updated', fields });
  }
  out.push(...partDiff('director', c.directors as StagedPart, live.directors, DIRECTOR_FIELDS));
  out.push(...partDiff('shareholder', c.shareholders as StagedPart, live.shareholders, SHAREHOLDER_FIELDS));
  for (const t of tasks) {
    out.push({ entity: 'task', entityId: t.id, label: t.title, change: 'completed', fields: [{ field: 'status', before: t.status, after: 'Completed' }] });
  }
  return out;
}

export const nothingToSend = () => new AppError('INVALID_STATE', approvalMessages.errors.nothingToSend);
