import { companyMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/auth.service';
import { approverPreparerIds, preparersOfUser } from '../assignments/assignments.service';

/**
 * Who may do what, in one place for every role. Services ask it before they read or write a record; routes
 * only state which roles may call them.
 *
 * The actor's relation to a record comes first:
 * - admin: every record (but not another user's notifications);
 * - owner: the client or NRI client the record belongs to;
 * - preparer: through assignments: the preparer of the record's company, or (work with no company, such as an
 *   NRI filing) a preparer assigned to its owner (preparer_client / preparer_nri);
 * - approver: above that preparer (preparer_approver);
 * - participant: one of the two people of a conversation.
 * Then the verb: a relation that may not read the record does not learn it exists (404); one that may read it
 * but not do this answers 403.
 *
 * One state is decided here too, because it cuts across every kind of record: a company whose dashboard the admin
 * locked. Its owner still reads everything of it, but may not write or delete anything of it (the company, its
 * people and services, its documents, tasks and actions): 403 with the locked text, whatever module asks. Staff
 * work on as before. Paying an invoice stays open: the lock stops changes, not settling what is owed.
 * Other state (an edit flag turned off, an approved document, a closed task) is the owning module's rule, checked
 * after this one.
 */
export type Verb =
  /** see it */
  | 'read'
  /** change it as its owner would (details, uploads, completing a task) */
  | 'write'
  /** staff work on it (status, edit flags, tasks and actions for it, uploads for the client) */
  | 'manage'
  /** approve or reject it */
  | 'review'
  | 'delete'
  /** platform administration (reassign the preparer) */
  | 'administer';

export type Relation = 'admin' | 'owner' | 'preparer' | 'approver' | 'participant';

/** The staffing of a company, its owner (client) and its preparer, and whether the admin locked its dashboard. */
export type CompanyRef = { ownerId: string | null; preparerId: string | null; dashboardLocked: boolean };

export type AccessRecord =
  | ({ kind: 'company' } & CompanyRef)
  /** A client or NRI client user as a record (their profile, their filing). */
  | { kind: 'user'; userId: string; role: Role }
  /** Work that belongs to a user and, usually, to one of their companies. */
  | { kind: 'document' | 'task' | 'invoice' | 'action' | 'insight'; ownerId: string | null; company: CompanyRef | null; ownerRole?: Role }
  | { kind: 'notification'; ownerId: string }
  | { kind: 'conversation'; userA: string; userB: string }
  /** A preparer's work sent for approval (the approvals module): the preparer's, and the approvers' above them. */
  | { kind: 'approval'; preparerId: string }
  /** A blog article (draft or published; the public reads of published ones ask nobody). */
  | { kind: 'article'; id: string }
  /** A bulk client-book import (rcn-import): the platform's data, the admin's alone. */
  | { kind: 'import_job' };

export type RecordKind = AccessRecord['kind'];

type Rules = Record<Verb, readonly Relation[]>;
const NONE: readonly Relation[] = [];
const ALL_SIDES: readonly Relation[] = ['admin', 'owner', 'preparer', 'approver'];

const WORK: Rules = {
  read: ALL_SIDES,
  write: ['admin', 'owner', 'preparer'],
  manage: ['admin', 'preparer'],
  review: ['admin', 'preparer', 'approver'],
  delete: ['admin', 'owner', 'preparer'],
  administer: ['admin'],
};

/** The rule table: which relations may do each verb to each kind of record. Its test walks every cell. */
export const ACCESS_RULES: Record<RecordKind, Rules> = {
  company: { ...WORK, delete: ['admin', 'owner'] },
  user: { ...WORK, delete: ['admin'] },
  document: WORK,
  task: WORK,
  action: WORK,
  insight: { ...WORK, write: ['admin', 'preparer'], delete: ['admin', 'preparer'] },
  invoice: { read: ALL_SIDES, write: ['admin', 'owner'], manage: ['admin'], review: ['admin'], delete: ['admin'], administer: ['admin'] },
  notification: { read: ['owner'], write: ['owner'], manage: NONE, review: NONE, delete: ['owner'], administer: NONE },
  conversation: { read: ['admin', 'participant'], write: ['participant'], manage: NONE, review: NONE, delete: ['admin'], administer: ['admin'] },
  // Four eyes: the preparer stages and sends their work but never decides on it; the approver above them decides.
  approval: { read: ['admin', 'preparer', 'approver'], write: ['admin', 'preparer'], manage: ['admin', 'preparer'], review: ['admin', 'approver'], delete: ['admin'], administer: ['admin'] },
  // Articles are the firm's voice: admins author, edit, publish and delete them; other roles read the blog.
  article: { read: ['admin'], write: ['admin'], manage: ['admin'], review: ['admin'], delete: ['admin'], administer: ['admin'] },
  import_job: { read: ['admin'], write: ['admin'], manage: ['admin'], review: ['admin'], delete: ['admin'], administer: ['admin'] },
};

/**
 * Facts about the actor read once and reused while one request decides several records (a list): the
 * preparers an approver sits above.
 */
export type AccessContext = { approverPreparers?: Promise<string[]> };

function preparersUnder(db: Db, actor: Actor, ctx: AccessContext): Promise<string[]> {
  ctx.approverPreparers ??= approverPreparerIds(db, actor.id);
  return ctx.approverPreparers;
}

async function staffRelationToCompany(db: Db, actor: Actor, company: CompanyRef, ctx: AccessContext): Promise<Relation | null> {
  if (!company.preparerId) return null;
  if (actor.role === 'preparer') return company.preparerId === actor.id ? 'preparer' : null;
  if (actor.role === 'approver') return (await preparersUnder(db, actor, ctx)).includes(company.preparerId) ? 'approver' : null;
  return null;
}

async function staffRelationToUser(db: Db, actor: Actor, userId: string, role: Role | undefined, ctx: AccessContext): Promise<Relation | null> {
  if (actor.role !== 'preparer' && actor.role !== 'approver') return null;
  // A record that does not say its owner's role (a task or document with no company: an NRI client's work, or a
  // client's) is reached through either assignment; each assignment kind only ever names users of its role.
  const kinds = role === 'nri_client' ? (['preparer_nri'] as const) : role ? (['preparer_client'] as const) : (['preparer_client', 'preparer_nri'] as const);
  const preparers = (await Promise.all(kinds.map((k) => preparersOfUser(db, userId, k)))).flat();
  if (actor.role === 'preparer') return preparers.includes(actor.id) ? 'preparer' : null;
  const under = await preparersUnder(db, actor, ctx);
  return preparers.some((p) => under.includes(p)) ? 'approver' : null;
}

/** The actor's relation to the record, or null when they have none. */
export async function relationTo(db: Db, actor: Actor, record: AccessRecord, ctx: AccessContext = {}): Promise<Relation | null> {
  switch (record.kind) {
    case 'notification':
      return record.ownerId === actor.id ? 'owner' : actor.role === 'admin' ? 'admin' : null;
    case 'conversation':
      if (record.userA === actor.id || record.userB === actor.id) return 'participant';
      return actor.role === 'admin' ? 'admin' : null;
    case 'import_job':
      return actor.role === 'admin' ? 'admin' : null;
    case 'approval':
      if (actor.role === 'admin') return 'admin';
      if (actor.role === 'preparer') return record.preparerId === actor.id ? 'preparer' : null;
      if (actor.role === 'approver') return (await preparersUnder(db, actor, ctx)).includes(record.preparerId) ? 'approver' : null;
      return null;
    case 'article':
      return actor.role === 'admin' ? 'admin' : null;
    case 'company':
      if (actor.role === 'admin') return 'admin';
      if (record.ownerId && record.ownerId === actor.id) return 'owner';
      return staffRelationToCompany(db, actor, record, ctx);
    case 'user':
      if (actor.role === 'admin') return 'admin';
      if (record.userId === actor.id) return 'owner';
      return staffRelationToUser(db, actor, record.userId, record.role, ctx);
    default:
      if (actor.role === 'admin') return 'admin';
      if (record.ownerId && record.ownerId === actor.id) return 'owner';
      if (record.company) return staffRelationToCompany(db, actor, record.company, ctx);
      return record.ownerId ? staffRelationToUser(db, actor, record.ownerId, record.ownerRole, ctx) : null;
  }
}

export type Decision = 'allowed' | 'hidden' | 'forbidden' | 'locked';

/** The verbs a locked dashboard takes from the company's owner, and the kinds of record it covers. */
const LOCKED_VERBS: ReadonlySet<Verb> = new Set(['write', 'delete']);
const LOCKABLE_KINDS: ReadonlySet<RecordKind> = new Set(['company', 'document', 'task', 'action', 'insight']);

/** The company a record belongs to, when its kind follows the company's dashboard lock. */
function lockingCompany(record: AccessRecord): CompanyRef | null {
  if (!LOCKABLE_KINDS.has(record.kind)) return null;
  if (record.kind === 'company') return record;
  return 'company' in record ? record.company : null;
}

/**
 * allowed; hidden (may not even see it: answer 404); forbidden (sees it, may not do this: answer 403); locked (the
 * owner, on a company whose dashboard the admin locked: answer 403 with the locked text).
 */
export async function decide(db: Db, actor: Actor, verb: Verb, record: AccessRecord, ctx: AccessContext = {}): Promise<Decision> {
  const relation = await relationTo(db, actor, record, ctx);
  const rules = ACCESS_RULES[record.kind];
  if (!relation || !rules.read.includes(relation)) return 'hidden';
  if (!rules[verb].includes(relation)) return 'forbidden';
  if (relation === 'owner' && LOCKED_VERBS.has(verb) && lockingCompany(record)?.dashboardLocked) return 'locked';
  return 'allowed';
}

/** The 403 of a locked dashboard (the same words whichever record the client tried to change). */
export const dashboardLockedError = () => new AppError('EDIT_LOCKED', companyMessages.errors.dashboardLocked);

export async function may(db: Db, actor: Actor, verb: Verb, record: AccessRecord, ctx: AccessContext = {}): Promise<boolean> {
  return (await decide(db, actor, verb, record, ctx)) === 'allowed';
}

/** Why an actor who sees a record may not do this to it: the 403 a service answers (overridable per call). */
export function defaultForbidden(actor: Actor, verb: Verb): AppError {
  if (verb === 'delete') return new AppError('FORBIDDEN', companyMessages.errors.deleteAdminOnly);
  if (actor.role === 'approver') return new AppError('FORBIDDEN', companyMessages.errors.approverReadOnly);
  return new AppError('FORBIDDEN', companyMessages.errors.staffOnly);
}

export type AssertOptions = {
  /** The 404 for this kind of record, in the catalogue's words. */
  notFound: () => AppError;
  /** The 403; by default the approver's read-only text, else the staff-only text. */
  forbidden?: (actor: Actor, verb: Verb) => AppError;
  /** Answer 404 even when the actor sees the record (a call that must not tell them it exists). */
  hideForbidden?: boolean;
  ctx?: AccessContext;
};

/** Throws the 404 or 403 unless the actor may do `verb` to the record. */
export async function assertMay(db: Db, actor: Actor, verb: Verb, record: AccessRecord, opts: AssertOptions): Promise<void> {
  const decision = await decide(db, actor, verb, record, opts.ctx ?? {});
  if (decision === 'allowed') return;
  if (decision === 'hidden') throw opts.notFound();
  if (decision === 'locked') throw dashboardLockedError();
  if (opts.hideForbidden) throw opts.notFound();
  throw (opts.forbidden ?? defaultForbidden)(actor, verb);
}

/** Which roles may create each kind of record (before there is a record to relate to). */
export const CREATE_RULES: Partial<Record<RecordKind, readonly Role[]>> = {
  company: ['admin', 'preparer', 'client'],
  task: ['admin', 'preparer'],
  action: ['admin', 'preparer'],
  insight: ['admin', 'preparer'],
  article: ['admin'],
  import_job: ['admin'],
};

export function mayCreate(actor: Actor, kind: RecordKind): boolean {
  return (CREATE_RULES[kind] ?? []).includes(actor.role);
}

/** Throws the 403 unless the actor's role may create this kind of record. */
export function assertMayCreate(actor: Actor, kind: RecordKind, forbidden: (actor: Actor, verb: Verb) => AppError = defaultForbidden): void {
  if (!mayCreate(actor, kind)) throw forbidden(actor, 'write');
}

/**
 * Which companies (and their work) a list shows this actor: all, those they own, those of some preparers, or
 * none. Owners turn it into their own SQL condition.
 */
export type ListScope = { kind: 'all' } | { kind: 'owner'; userId: string } | { kind: 'preparers'; preparerIds: string[] } | { kind: 'none' };

export async function listScopeOf(db: Db, actor: Actor, ctx: AccessContext = {}): Promise<ListScope> {
  switch (actor.role) {
    case 'admin':
      return { kind: 'all' };
    case 'preparer':
      return { kind: 'preparers', preparerIds: [actor.id] };
    case 'approver': {
      const ids = await preparersUnder(db, actor, ctx);
      return ids.length ? { kind: 'preparers', preparerIds: ids } : { kind: 'none' };
    }
    case 'client':
    case 'nri_client':
      return { kind: 'owner', userId: actor.id };
    default:
      return { kind: 'none' };
  }
}
