import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRole } from '@quayside/contract/roles';
import type { Database } from '../../db/client';
import { roleAssignments } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import type { Actor } from '../auth/auth.service';
import { decide, listScopeOf, mayCreate, relationTo, type AccessRecord, type Decision, type Verb } from './access.service';

/**
 * The access rule as a table: every actor x record x verb, written out by hand. Each cell is one letter per verb
 * in the order read, write, manage, review, delete, administer: A allowed, F forbidden (sees it, may not do this:
 * 403), H hidden (may not see it: 404), L locked (the owner, on a company whose dashboard the admin locked: 403
 * with the locked text). A change in who may do what changes this table.
 */
const VERBS: Verb[] = ['read', 'write', 'manage', 'review', 'delete', 'administer'];
const LETTER: Record<Decision, string> = { allowed: 'A', forbidden: 'F', hidden: 'H', locked: 'L' };

type ActorName = 'admin' | 'preparerA' | 'preparerB' | 'approverA' | 'approverNone' | 'clientA' | 'clientB' | 'nriX';
type RecordName =
  | 'companyA'
  | 'companyNoPreparer'
  | 'clientAUser'
  | 'nriXUser'
  | 'documentA'
  | 'nriTask'
  | 'nriWorkNoRole'
  | 'invoiceA'
  | 'notificationA'
  | 'conversationA'
  | 'companyALocked'
  | 'documentALocked'
  | 'taskALocked'
  | 'actionALocked'
  | 'invoiceALocked'
  | 'approvalA'
  | 'articleA';

const TABLE: Record<RecordName, Record<ActorName, string>> = {
  // Client A's company, worked on by preparer A (under approver A).
  companyA: { admin: 'AAAAAA', preparerA: 'AAAAFF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'AAFFAF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // A company nobody prepares yet: only its owner and admins.
  companyNoPreparer: { admin: 'AAAAAA', preparerA: 'HHHHHH', preparerB: 'HHHHHH', approverA: 'HHHHHH', approverNone: 'HHHHHH', clientA: 'AAFFAF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Client A as a person (preparer A is assigned to them: preparer_client).
  clientAUser: { admin: 'AAAAAA', preparerA: 'AAAAFF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'AAFFFF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // NRI client X (preparer A is assigned to them: preparer_nri).
  nriXUser: { admin: 'AAAAAA', preparerA: 'AAAAFF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'HHHHHH', clientB: 'HHHHHH', nriX: 'AAFFFF' },
  // A document of client A's company.
  documentA: { admin: 'AAAAAA', preparerA: 'AAAAAF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'AAFFAF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Work with no company: an NRI filing task of X, reached through the preparer_nri assignment.
  nriTask: { admin: 'AAAAAA', preparerA: 'AAAAAF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'HHHHHH', clientB: 'HHHHHH', nriX: 'AAFFAF' },
  // The same work as the tasks and documents modules describe it (no owner role): reached through either assignment.
  nriWorkNoRole: { admin: 'AAAAAA', preparerA: 'AAAAAF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'HHHHHH', clientB: 'HHHHHH', nriX: 'AAFFAF' },
  // An invoice of client A's company: staff read it; only its owner (and admins) pay it.
  invoiceA: { admin: 'AAAAAA', preparerA: 'AFFFFF', preparerB: 'HHHHHH', approverA: 'AFFFFF', approverNone: 'HHHHHH', clientA: 'AAFFFF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Client A's notification: theirs alone, not even an admin's.
  notificationA: { admin: 'HHHHHH', preparerA: 'HHHHHH', preparerB: 'HHHHHH', approverA: 'HHHHHH', approverNone: 'HHHHHH', clientA: 'AAFFAF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Client A talking to preparer A: the two of them; admins read every conversation.
  conversationA: { admin: 'AFFFAA', preparerA: 'AAFFFF', preparerB: 'HHHHHH', approverA: 'HHHHHH', approverNone: 'HHHHHH', clientA: 'AAFFFF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Company A with its dashboard locked by the admin: its owner reads but writes and deletes nothing of it; staff
  // are unchanged.
  companyALocked: { admin: 'AAAAAA', preparerA: 'AAAAFF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'ALFFLF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  documentALocked: { admin: 'AAAAAA', preparerA: 'AAAAAF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'ALFFLF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  taskALocked: { admin: 'AAAAAA', preparerA: 'AAAAAF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'ALFFLF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  actionALocked: { admin: 'AAAAAA', preparerA: 'AAAAAF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'ALFFLF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Paying stays open: the lock stops changes, not settling what is owed.
  invoiceALocked: { admin: 'AAAAAA', preparerA: 'AFFFFF', preparerB: 'HHHHHH', approverA: 'AFFFFF', approverNone: 'HHHHHH', clientA: 'AAFFFF', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // Preparer A's work sent for approval: preparer A stages and sends it but never decides on it (four eyes); the
  // approver above them reviews it; clients never see it.
  approvalA: { admin: 'AAAAAA', preparerA: 'AAAFFF', preparerB: 'HHHHHH', approverA: 'AFFAFF', approverNone: 'HHHHHH', clientA: 'HHHHHH', clientB: 'HHHHHH', nriX: 'HHHHHH' },
  // A blog article (draft): admins author; nobody else sees drafts (the published blog is public, asking nobody).
  articleA: { admin: 'AAAAAA', preparerA: 'HHHHHH', preparerB: 'HHHHHH', approverA: 'HHHHHH', approverNone: 'HHHHHH', clientA: 'HHHHHH', clientB: 'HHHHHH', nriX: 'HHHHHH' },
};

let database: Database;
let drop: () => Promise<void>;
const actors = {} as Record<ActorName, Actor>;
const records = {} as Record<RecordName, AccessRecord>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const db = database.db;
  const make = async (name: ActorName, role: string) => {
    const user = await createUser(db, { role, fullName: name });
    actors[name] = { id: user.id, email: user.email, fullName: user.fullName, role: normalizeRole(user.role), user };
  };
  await make('admin', 'Admin'); // roles compare case-insensitively
  await make('preparerA', 'preparer');
  await make('preparerB', 'preparer');
  await make('approverA', 'approver');
  await make('approverNone', 'approver');
  await make('clientA', 'client');
  await make('clientB', 'client');
  await make('nriX', 'nri_client');
  const { preparerA, approverA, clientA, nriX } = actors;
  await db.insert(roleAssignments).values([
    { kind: 'preparer_approver', preparerId: preparerA.id, targetId: approverA.id },
    { kind: 'preparer_client', preparerId: preparerA.id, targetId: clientA.id },
    { kind: 'preparer_nri', preparerId: preparerA.id, targetId: nriX.id },
  ]);
  const companyA = { ownerId: clientA.id, preparerId: preparerA.id, dashboardLocked: false };
  const locked = { ...companyA, dashboardLocked: true };
  Object.assign(records, {
    companyA: { kind: 'company', ...companyA },
    companyNoPreparer: { kind: 'company', ownerId: clientA.id, preparerId: null, dashboardLocked: false },
    clientAUser: { kind: 'user', userId: clientA.id, role: 'client' },
    nriXUser: { kind: 'user', userId: nriX.id, role: 'nri_client' },
    documentA: { kind: 'document', ownerId: clientA.id, company: companyA },
    nriTask: { kind: 'task', ownerId: nriX.id, company: null, ownerRole: 'nri_client' },
    nriWorkNoRole: { kind: 'document', ownerId: nriX.id, company: null },
    invoiceA: { kind: 'invoice', ownerId: clientA.id, company: companyA },
    notificationA: { kind: 'notification', ownerId: clientA.id },
    conversationA: { kind: 'conversation', userA: clientA.id, userB: preparerA.id },
    companyALocked: { kind: 'company', ...locked },
    documentALocked: { kind: 'document', ownerId: clientA.id, company: locked },
    taskALocked: { kind: 'task', ownerId: clientA.id, company: locked },
    actionALocked: { kind: 'action', ownerId: clientA.id, company: locked },
    invoiceALocked: { kind: 'invoice', ownerId: clientA.id, company: locked },
    approvalA: { kind: 'approval', preparerId: preparerA.id },
    articleA: { kind: 'article', id: '00000000-0000-4000-8000-000000000001' },
  } satisfies Record<RecordName, AccessRecord>);
});

afterAll(async () => {
  await drop();
});

describe('access: decide(actor, verb, record)', () => {
  for (const [recordName, row] of Object.entries(TABLE) as Array<[RecordName, Record<ActorName, string>]>) {
    for (const [actorName, expected] of Object.entries(row) as Array<[ActorName, string]>) {
      it(`${actorName} on ${recordName}: ${expected}`, async () => {
        const got = [];
        for (const verb of VERBS) got.push(LETTER[await decide(database.db, actors[actorName], verb, records[recordName])]);
        expect(got.join('')).toBe(expected);
      });
    }
  }

  it('names the relation it decided on', async () => {
    const db = database.db;
    expect(await relationTo(db, actors.approverA, records.documentA)).toBe('approver');
    expect(await relationTo(db, actors.preparerA, records.nriTask)).toBe('preparer');
    expect(await relationTo(db, actors.preparerB, records.companyA)).toBeNull();
    expect(await relationTo(db, actors.admin, records.notificationA)).toBe('admin');
  });
});

describe('access: who may create, and what a list shows', () => {
  it('lets only the roles of the create table create', () => {
    expect(mayCreate(actors.clientA, 'company')).toBe(true);
    expect(mayCreate(actors.approverA, 'company')).toBe(false);
    expect(mayCreate(actors.preparerA, 'task')).toBe(true);
    expect(mayCreate(actors.clientA, 'task')).toBe(false);
    expect(mayCreate(actors.nriX, 'company')).toBe(false);
    expect(mayCreate(actors.admin, 'article')).toBe(true);
    expect(mayCreate(actors.approverA, 'article')).toBe(false);
  });

  it('scopes lists: admin all, owners their own, preparers theirs, approvers their preparers, an approver with none nothing', async () => {
    const db = database.db;
    expect(await listScopeOf(db, actors.admin)).toEqual({ kind: 'all' });
    expect(await listScopeOf(db, actors.clientA)).toEqual({ kind: 'owner', userId: actors.clientA.id });
    expect(await listScopeOf(db, actors.nriX)).toEqual({ kind: 'owner', userId: actors.nriX.id });
    expect(await listScopeOf(db, actors.preparerB)).toEqual({ kind: 'preparers', preparerIds: [actors.preparerB.id] });
    expect(await listScopeOf(db, actors.approverA)).toEqual({ kind: 'preparers', preparerIds: [actors.preparerA.id] });
    expect(await listScopeOf(db, actors.approverNone)).toEqual({ kind: 'none' });
  });
});
