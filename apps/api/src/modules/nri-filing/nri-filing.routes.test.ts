import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Document, Task, TaskDetailResponse, TaskSummary } from '@quayside/contract/client-area';
import type { ListInvoicesResponse } from '@quayside/contract/invoices';
import { clientMessages, nriClientMessages, preparerMessages } from '@quayside/contract/messages';
import { ITR_STAGES, type FilingArtifacts, type ItrStatus, type NriFiling, type NriPreparerSummary, type NriProfile } from '@quayside/contract/nri-area';
import type { AssignedUsersResponse, PreparerDashboard } from '@quayside/contract/preparer';
import { auditLogs, nriFilings, nriTaxSessions, notifications, roleAssignments, tasks, users } from '../../db/schema/index';
import { seedServices } from '../../seed/seed';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setDefaultNriPreparerId } from '../assignments/assignments.service';
import { signAccessToken } from '../auth/auth.service';
import { issueInvoice } from '../invoices/invoices.service';
import { FAKE_PDF, PDF, multipart } from '../client/client.test-helpers';
import { activeBaselineDocs } from '../baseline-docs/baseline-docs.service';
import { openNriFiling, openingTasksFor } from './nri-filing.service';

type U = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
let admin: U, preparerA: U, preparerB: U, preparerC: U, approver: U, nriX: U, nriY: U, client: U;
let filingX: string;

const E = nriClientMessages.errors;

async function headersOf(u: U) {
  return { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, u, 3600)}` };
}

async function paidSession(userId: string | null, email: string, incomeSources: string[], emailVerifiedAt: Date | null = null) {
  const [s] = await t.db
    .insert(nriTaxSessions)
    .values({ fullName: 'Test NRI', contactEmail: email, isEmailVerified: true, emailVerifiedAt, isPaid: true, incomeSources, userId, identityData: { panNumber: 'ABCPM1234F' }, stayDurationData: { daysInIndia: 20 } })
    .returning();
  if (!s) throw new Error('no session');
  return s;
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

async function openTasksOf(headers: Record<string, string>) {
  const res = await get('/api/nri-client/tasks?onlyOpen=true', headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: TaskSummary[] }>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedServices(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  preparerA = await createUser(t.db, { role: 'preparer' });
  preparerB = await createUser(t.db, { role: 'preparer' });
  approver = await createUser(t.db, { role: 'approver' });
  nriX = await createUser(t.db, { role: 'nri_client', fullName: 'Rohan Mehta' });
  nriY = await createUser(t.db, { role: 'nri_client', fullName: 'Anita Rao' });
  client = await createUser(t.db, { role: 'client' });
  await t.db.insert(roleAssignments).values([
    { kind: 'preparer_nri', preparerId: preparerA.id, targetId: nriX.id },
    { kind: 'preparer_nri', preparerId: preparerB.id, targetId: nriY.id },
    { kind: 'preparer_approver', preparerId: preparerA.id, targetId: approver.id },
  ]);
  const paidAt = new Date('2026-11-20T10:00:00Z');
  const x = await openNriFiling(t.db, { session: await paidSession(nriX.id, nriX.email, ['salary', 'capital_gains']), paidAt });
  if (x.kind !== 'opened') throw new Error('no filing for X');
  filingX = x.filingId;
  await openNriFiling(t.db, { session: await paidSession(nriY.id, nriY.email, ['interest']), paidAt });
  await issueInvoice(t.db, { userId: nriX.id, currency: 'USD', paid: true, lines: [{ serviceId: 21, description: 'NRI return', unitPriceMinor: 19900 }] });
  // Made after the filings: assigned to nobody.
  preparerC = await createUser(t.db, { role: 'preparer' });
  for (const [k, u] of Object.entries({ admin, preparerA, preparerB, preparerC, approver, nriX, nriY, client })) auth[k] = await headersOf(u);
});

afterAll(async () => {
  await t.close();
});

describe('opening a filing on payment', () => {
  // The assessment year and the return type are the onboarding's rules (contract nri-onboarding, tested there).
  it('works out the documents from the answers (the onboarding income source keys) and the baseline list', async () => {
    // The list the migration starts every database with (the baseline-docs module's active NRI documents).
    const baseline = await activeBaselineDocs(t.db, { appliesTo: ['nri'], service: 'nri-tax', jurisdiction: 'IN' });
    const names = (sources: string[]) => openingTasksFor({ incomeSources: sources, assessmentYear: '2026-27', dueDate: '2026-12-20', baseline }).flatMap((x) => x.requirements.map((r) => r.name));
    expect(names(['salary'])).toEqual(['PAN card', 'Passport pages', 'Form 16/16A or Form 26AS/AIS', 'Bank statements']);
    expect(names(['capital_gains'])).toContain('Capital gains statements');
    expect(names(['property_sale'])).toContain('Capital gains statements');
    expect(names(['house_property'])).toContain('Rent receipts or lease agreement');
    expect(names(['salary', 'interest'])).not.toContain('Capital gains statements');
  });

  it('opens the filing with its opening tasks once, for the session, with the assigned preparer on the tasks', async () => {
    const [f] = await t.db.select().from(nriFilings).where(eq(nriFilings.id, filingX));
    expect(f).toMatchObject({ userId: nriX.id, assessmentYear: '2026-27', returnType: 'ITR-2', itrStatus: 'documents_pending', itrDraftStatus: 'none' });
    const own = await t.db.select().from(tasks).where(eq(tasks.userId, nriX.id));
    expect(own).toHaveLength(2);
    expect(own.every((x) => x.companyId === null && x.preparerId === preparerA.id)).toBe(true);
    const [session] = await t.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, f?.sessionId ?? ''));
    if (!session) throw new Error('no session');
    const again = await openNriFiling(t.db, { session, paidAt: new Date() });
    expect(again).toEqual({ kind: 'existing', userId: nriX.id, filingId: filingX });
    expect(await t.db.select().from(tasks).where(eq(tasks.userId, nriX.id))).toHaveLength(2);
  });

  it('opens a new nri_client account for a verified address, and none for an unverified one or an address that has an account', async () => {
    const email = `new.nri.${Date.now()}@example.com`;
    const opened = await openNriFiling(t.db, { session: await paidSession(null, email, ['salary']), paidAt: new Date() });
    expect(opened).toMatchObject({ kind: 'opened', isNewUser: true });
    // The least-loaded active preparer (preparer C has no NRI client yet) is assigned.
    if (opened.kind !== 'opened') throw new Error('not opened');
    expect(opened.preparerId).toBe(preparerC.id);
    const [unverified] = await t.db.insert(nriTaxSessions).values({ fullName: 'U', contactEmail: `u.${Date.now()}@example.com`, isPaid: true }).returning();
    if (!unverified) throw new Error('no session');
    expect(await openNriFiling(t.db, { session: unverified, paidAt: new Date() })).toEqual({ kind: 'no_account', reason: 'email_unverified' });
    expect(await openNriFiling(t.db, { session: await paidSession(null, client.email, ['salary']), paidAt: new Date() })).toEqual({ kind: 'no_account', reason: 'address_taken' });
    expect(await openNriFiling(t.db, { session: await paidSession(client.id, client.email, ['salary']), paidAt: new Date() })).toEqual({ kind: 'no_account', reason: 'account_not_nri' });
    // A verified address with no verification time (or one changed since) proves nothing about the account.
    expect(await openNriFiling(t.db, { session: await paidSession(null, nriX.email, ['salary']), paidAt: new Date() })).toEqual({ kind: 'no_account', reason: 'address_taken' });
    // Paying again for the same year from another session is a refund due, not a second filing.
    expect(await openNriFiling(t.db, { session: await paidSession(nriX.id, nriX.email, ['salary']), paidAt: new Date('2026-12-01T00:00:00Z') })).toMatchObject({ kind: 'year_taken' });
  });
});

describe('/api/nri-client: tasks and uploads', () => {
  it('lists open tasks and answers a task with its required documents', async () => {
    const open = await openTasksOf(auth.nriX ?? {});
    expect(open.map((x) => x.title).sort()).toEqual(['Identity documents for AY 2026-27', 'Income documents for AY 2026-27']);
    const income = open.find((x) => x.title.startsWith('Income'));
    const res = await get(`/api/nri-client/tasks/${income?.id}`, auth.nriX ?? {});
    expect(res.statusCode).toBe(200);
    const detail = res.json<TaskDetailResponse>();
    expect(detail.requiredDocuments.map((r) => r.name)).toEqual(['Form 16/16A or Form 26AS/AIS', 'Bank statements', 'Capital gains statements']);
    expect(detail.requiredDocuments.every((r) => r.status === 'Required' && r.uploadedDoc === null)).toBe(true);
  });

  it('uploads a file (field file) to a requirement, removes it again, and submits the task', async () => {
    const h = auth.nriX ?? {};
    const identity = (await openTasksOf(h)).find((x) => x.title.startsWith('Identity'));
    const detail = (await get(`/api/nri-client/tasks/${identity?.id}`, h)).json<TaskDetailResponse>();
    const passport = detail.requiredDocuments.find((r) => r.name === 'Passport pages');
    const url = `/api/nri-client/tasks/${identity?.id}/requirements/${passport?.id}/upload`;
    const up = async (content: Buffer, field = 'file') => {
      const mp = multipart([{ name: field, filename: 'passport.pdf', content, contentType: 'application/pdf' }]);
      return t.app.inject({ method: 'POST', url, headers: { ...h, ...mp.headers }, payload: mp.payload });
    };
    expect((await up(FAKE_PDF)).statusCode).toBe(415);
    expect((await up(PDF, 'document')).statusCode).toBe(400);
    const first = await up(PDF);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ message: string }>().message).toBe(nriClientMessages.success.documentUploaded);
    const second = await up(PDF);
    const doc = second.json<{ requirementId: string; uploadedDoc: Document }>().uploadedDoc;
    expect(doc.files).toHaveLength(2);
    expect(doc.url).toBeTruthy();
    const reread = (await get(`/api/nri-client/tasks/${identity?.id}`, h)).json<TaskDetailResponse>();
    const req = reread.requiredDocuments.find((r) => r.id === passport?.id);
    expect(req).toMatchObject({ status: 'Pending', uploadedDoc: { id: doc.id, status: 'Pending' } });

    // Another NRI client reaches none of it.
    expect((await get(`/api/nri-client/tasks/${identity?.id}`, auth.nriY ?? {})).statusCode).toBe(404);
    const stranger = multipart([{ name: 'file', filename: 'p.pdf', content: PDF, contentType: 'application/pdf' }]);
    expect((await t.app.inject({ method: 'POST', url, headers: { ...auth.nriY, ...stranger.headers }, payload: stranger.payload })).statusCode).toBe(404);
    const [f1, f2] = doc.files;
    const del = (fileId: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/nri-client/tasks/${identity?.id}/requirements/${passport?.id}/files/${fileId}`, headers });
    expect((await del(f1?.fileId ?? '', auth.nriY ?? {})).statusCode).toBe(404);
    const removed = await del(f1?.fileId ?? '', h);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: string; uploadedDoc: Document }>()).toMatchObject({ message: nriClientMessages.success.fileRemoved, uploadedDoc: { files: [{ fileId: f2?.fileId }] } });
    const last = await del(f2?.fileId ?? '', h);
    expect(last.json<{ uploadedDoc: Document | null }>().uploadedDoc).toBeNull();
    expect((await del(f2?.fileId ?? '', h)).statusCode).toBe(404);
    await up(PDF);

    const submit = await t.app.inject({ method: 'POST', url: `/api/nri-client/tasks/${identity?.id}/submit`, headers: h, payload: {} });
    expect(submit.statusCode).toBe(200);
    expect(submit.json<{ message: string; task: Task }>()).toMatchObject({ message: clientMessages.success.taskSubmitted, task: { status: 'InProgress' } });
    // The preparer is told.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, preparerA.id));
    expect(told.some((n) => n.title.startsWith('Task submitted'))).toBe(true);
    // Notices about NRI work open the NRI pages (the preparer's NRI task page).
    expect(told.filter((n) => n.title.startsWith('Document uploaded')).every((n) => n.link === `/dashboard/preparer/nri-tasks/${identity?.id}`)).toBe(true);
  });

  it('refuses other roles at the route', async () => {
    for (const who of ['client', 'preparerA', 'admin']) expect((await get('/api/nri-client/tasks', auth[who] ?? {})).statusCode, who).toBe(403);
    expect((await get('/api/nri-client/tasks', {})).statusCode).toBe(401);
  });
});

describe('/api/nri-client: actions, details, documents, invoices', () => {
  it('lists actions (limit) and acknowledges one; not another client', async () => {
    const res = await get('/api/nri-client/actions?limit=1', auth.nriX ?? {});
    const body = res.json<{ items: Action[]; unacknowledgedCount: number }>();
    expect(body.items).toHaveLength(1);
    expect(body.unacknowledgedCount).toBe(2);
    const id = body.items[0]?.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/nri-client/actions/${id}/ack`, headers: auth.nriY })).statusCode).toBe(404);
    const ack = await t.app.inject({ method: 'POST', url: `/api/nri-client/actions/${id}/ack`, headers: auth.nriX });
    expect(ack.json<{ message: string; action: Action }>()).toMatchObject({ message: nriClientMessages.success.actionAcknowledged, action: { clientAck: true } });
    expect((await get('/api/nri-client/actions', auth.nriX ?? {})).json<{ unacknowledgedCount: number }>().unacknowledgedCount).toBe(1);
  });

  it('answers the details and updates them only while the preparer allows it', async () => {
    const details = (await get('/api/nri-client/details', auth.nriX ?? {})).json<{ profile: NriProfile }>().profile;
    expect(details).toMatchObject({ userId: nriX.id, fullName: 'Rohan Mehta', canEditProfile: true, identity: { panNumber: 'ABCPM1234F' }, stayDuration: { daysInIndia: 20 } });
    const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/nri-client/update', headers: auth.nriX, payload: payload as object });
    const toggle = (canEditProfile: boolean) => t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/profile`, headers: auth.preparerA, payload: { canEditProfile } });
    const lock = await toggle(false);
    expect(lock.statusCode).toBe(200);
    expect(lock.json<{ message: string; profile: NriProfile }>()).toMatchObject({ message: preparerMessages.success.updated, profile: { canEditProfile: false } });
    // The same flag as the admin's user edit (users.can_edit_profile): the account's profile says so too.
    const me = (await get('/api/auth/profile', auth.nriX ?? {})).json<{ user: { canEditProfile: boolean } }>();
    expect(me.user.canEditProfile).toBe(false);
    const locked = await put({ contactNumber: '+44 7700 900999' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json<{ message: string }>().message).toBe(E.profileLocked);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, nriX.id));
    expect(told.some((n) => n.title === 'Your details are locked')).toBe(true);
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await put({ identity: { panNumber: 'bad' } })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    const changed = await put({ contactNumber: '+44 7700 900999', address: { city: 'Leeds' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ message: string; profile: NriProfile }>()).toMatchObject({ message: nriClientMessages.success.updated, profile: { contactNumber: '+44 7700 900999', address: { city: 'Leeds' }, canEditProfile: true } });
    // The preparer corrects the name: the account's name changes with it.
    const renamed = await t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/profile`, headers: auth.admin, payload: { fullName: 'Rohan Mehta' } });
    expect(renamed.json<{ profile: NriProfile }>().profile.fullName).toBe('Rohan Mehta');
  });

  it("lists the client's own documents and invoices only", async () => {
    const docs = (await get('/api/nri-client/documents', auth.nriX ?? {})).json<{ items: Document[] }>().items;
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.ownerId === nriX.id)).toBe(true);
    expect((await get('/api/nri-client/documents', auth.nriY ?? {})).json<{ items: Document[] }>().items).toHaveLength(0);
    expect((await get('/api/nri-client/invoices', auth.nriX ?? {})).json<ListInvoicesResponse>().invoices).toHaveLength(1);
    expect((await get('/api/nri-client/invoices', auth.nriY ?? {})).json<ListInvoicesResponse>().invoices).toHaveLength(0);
  });
});

describe('ITR status, artifacts and the draft decision', () => {
  it('answers the status map in the documented order', async () => {
    const s = (await get('/api/nri-client/itr/status', auth.nriX ?? {})).json<ItrStatus>();
    expect(s.statusMap.map((x) => x.key)).toEqual([...ITR_STAGES]);
    expect(s).toMatchObject({ itrStatus: 'documents_pending', itrDraftStatus: 'none', filingId: filingX, assessmentYear: '2026-27' });
    expect(s.statusMap[0]).toMatchObject({ label: 'Documents pending', reached: true, current: true });
    expect(s.statusMap[1]).toMatchObject({ reached: false, reachedAt: null });
  });

  // Issue 19: the return dates by form, under the Act of the year. AY 2026-27 (FY 2025-26, 1961 Act as amended by
  // the Finance Act 2026): ITR-2 by 31 July 2026, belated by 31 December 2026, revised by 31 December 2026.
  it('answers the return dates of the filing by its form, citing the Act of the year', async () => {
    const s = (await get('/api/nri-client/itr/status', auth.nriX ?? {})).json<ItrStatus>();
    const due = s.returnType === 'ITR-2' ? '2026-07-31' : '2026-08-31';
    expect(s.returnDates).toMatchObject({ dueDate: due, belatedBy: '2026-12-31', revisedBy: '2026-12-31', act: 'Income-tax Act, 1961' });
  });

  it('lets the preparer move the stage (audit, the client told) and refuses the same stage', async () => {
    const post = (headers: Record<string, string> | undefined, payload: object) => t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/status`, headers, payload });
    expect((await post(auth.approver, { itrStatus: 'documents_collected' })).statusCode).toBe(403);
    expect((await post(auth.preparerB, { itrStatus: 'documents_collected' })).statusCode).toBe(404);
    expect((await post(auth.preparerA, { itrStatus: 'not_a_stage' })).statusCode).toBe(400);
    const res = await post(auth.preparerA, { itrStatus: 'documents_collected', statusRemarks: 'All documents in' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string; status: ItrStatus }>()).toMatchObject({ message: preparerMessages.success.statusUpdated, status: { itrStatus: 'documents_collected', statusRemarks: 'All documents in' } });
    expect((await post(auth.preparerA, { itrStatus: 'documents_collected' })).statusCode).toBe(409);
    expect(await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'nri.status_updated'), eq(auditLogs.targetId, filingX)))).toHaveLength(1);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, nriX.id));
    expect(told.some((n) => n.title.includes('Documents collected'))).toBe(true);
    const status = (await get(`/api/nri-preparer/${nriX.id}/status`, auth.approver ?? {})).json<{ status: ItrStatus; updatedAt: string }>();
    expect(status.status.statusMap[1]).toMatchObject({ reached: true, current: true });
    expect(status.status.statusMap[1]?.reachedAt).toBeTruthy();
    expect(status.updatedAt).toBe(status.status.updatedAt);
  });

  it('takes a draft computation from the preparer, which the client approves with their typed name', async () => {
    const decide = (payload: object, headers = auth.nriX) => t.app.inject({ method: 'POST', url: '/api/nri-client/filing-artifacts/draft/decide', headers, payload });
    expect((await decide({ action: 'approve', fullName: 'Rohan Mehta' })).json<{ message: string }>().message).toBe(E.noDraft);
    const mp = multipart([
      { name: 'kind', value: 'draft_computation' },
      { name: 'file', filename: 'draft.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    const up = await t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/documents`, headers: { ...auth.preparerA, ...mp.headers }, payload: mp.payload });
    expect(up.statusCode).toBe(201);
    const uploaded = up.json<{ document: Document; filing: NriFiling }>();
    expect(uploaded.filing).toMatchObject({ itrDraftStatus: 'awaiting_decision', itrStatus: 'draft_prepared' });
    const artifacts = (await get('/api/nri-client/filing-artifacts', auth.nriX ?? {})).json<FilingArtifacts>();
    expect(artifacts).toMatchObject({ filingId: filingX, itrDraftStatus: 'awaiting_decision', draftComputation: { id: uploaded.document.id, name: 'Draft computation' }, acknowledgement: null });
    expect(artifacts.draftComputation?.files[0]?.url).toBeTruthy();
    const [notice] = await t.db.select().from(notifications).where(and(eq(notifications.userId, nriX.id), eq(notifications.title, 'Draft computation ready')));
    expect(notice?.link).toBe('/dashboard/nri/filing');
    expect((await get('/api/nri-client/filing-artifacts', auth.nriY ?? {})).json<FilingArtifacts>().draftComputation).toBeNull();

    expect((await decide({ action: 'request_changes', fullName: 'Rohan Mehta' })).statusCode).toBe(400);
    const wrongName = await decide({ action: 'approve', fullName: 'Someone Else' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json<{ message: string }>().message).toBe(E.signatureMismatch);
    const changes = await decide({ action: 'request_changes', fullName: 'rohan  MEHTA', reason: 'The rent is wrong' });
    expect(changes.json<{ filing: NriFiling }>().filing).toMatchObject({ itrDraftStatus: 'changes_requested', draftDecision: { action: 'request_changes', reason: 'The rent is wrong' } });
    expect((await decide({ action: 'approve', fullName: 'Rohan Mehta' })).statusCode).toBe(409);

    // A new draft asks again; approving it moves the filing to draft_approved.
    const mp2 = multipart([
      { name: 'kind', value: 'draft_computation' },
      { name: 'file', filename: 'draft2.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    await t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/documents`, headers: { ...auth.preparerA, ...mp2.headers }, payload: mp2.payload });
    const approved = await decide({ action: 'approve', fullName: 'Rohan Mehta' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ message: string; filing: NriFiling }>()).toMatchObject({ message: nriClientMessages.success.draftDecision, filing: { itrDraftStatus: 'approved', itrStatus: 'draft_approved', draftDecision: { action: 'approve', reason: null } } });
    expect((await get('/api/nri-client/itr/status', auth.nriX ?? {})).json<ItrStatus>().itrDraftStatus).toBe('approved');
  });

  it('makes an uploaded acknowledgement the filed return', async () => {
    const mp = multipart([
      { name: 'kind', value: 'acknowledgement' },
      { name: 'file', filename: 'itr-v.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    const up = await t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/documents`, headers: { ...auth.admin, ...mp.headers }, payload: mp.payload });
    expect(up.statusCode).toBe(201);
    const current = (await get(`/api/nri-preparer/${nriX.id}/filing/current`, auth.approver ?? {})).json<{ filing: NriFiling; acknowledgement: Document }>();
    expect(current.filing.itrStatus).toBe('filed');
    expect(current.acknowledgement.name).toBe('ITR acknowledgement');
  });
});

describe('/api/nri-preparer scope', () => {
  const reads = ['summary', 'status', 'documents', 'actions', 'filing/current'];

  it('lets the assigned preparer, the approver above them and the admin read; 404 for anyone else', async () => {
    for (const who of ['preparerA', 'approver', 'admin']) {
      for (const part of reads) expect((await get(`/api/nri-preparer/${nriX.id}/${part}`, auth[who] ?? {})).statusCode, `${who} ${part}`).toBe(200);
    }
    for (const who of ['preparerB', 'preparerC']) {
      for (const part of reads) expect((await get(`/api/nri-preparer/${nriX.id}/${part}`, auth[who] ?? {})).statusCode, `${who} ${part}`).toBe(404);
    }
    // A client (not an NRI client) by id, and an unknown id: the same 404.
    expect((await get(`/api/nri-preparer/${client.id}/summary`, auth.admin ?? {})).statusCode).toBe(404);
    expect((await get('/api/nri-preparer/00000000-0000-4000-8000-000000000000/summary', auth.admin ?? {})).statusCode).toBe(404);
    for (const who of ['nriX', 'client']) expect((await get(`/api/nri-preparer/${nriX.id}/summary`, auth[who] ?? {})).statusCode).toBe(403);
  });

  it('answers the summary', async () => {
    const s = (await get(`/api/nri-preparer/${nriX.id}/summary`, auth.preparerA ?? {})).json<{ summary: NriPreparerSummary }>().summary;
    expect(s.client.id).toBe(nriX.id);
    expect(s.preparer?.id).toBe(preparerA.id);
    expect(s.filing?.id).toBe(filingX);
    expect(s.openTasks.length).toBeGreaterThan(0);
  });

  it('sends and acknowledges actions; the approver only reads', async () => {
    const url = `/api/nri-preparer/${nriX.id}/actions`;
    expect((await t.app.inject({ method: 'POST', url, headers: auth.approver, payload: { title: 'x', message: 'y' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: auth.preparerC, payload: { title: 'x', message: 'y' } })).statusCode).toBe(404);
    const sent = await t.app.inject({ method: 'POST', url, headers: auth.preparerA, payload: { title: 'Send your Form 16', message: 'Please upload it', type: 'request' } });
    expect(sent.statusCode).toBe(201);
    const action = sent.json<{ message: string; action: Action }>();
    expect(action.message).toBe(preparerMessages.success.actionSent);
    const mine = (await get('/api/nri-client/actions', auth.nriX ?? {})).json<{ items: Action[] }>().items;
    expect(mine.some((a) => a.id === action.action.id)).toBe(true);
    const ackUrl = `${url}/${action.action.id}/ack`;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/nri-preparer/${nriY.id}/actions/${action.action.id}/ack`, headers: auth.admin })).statusCode).toBe(404);
    const ack = await t.app.inject({ method: 'PATCH', url: ackUrl, headers: auth.preparerA });
    expect(ack.json<{ message: string; action: Action }>()).toMatchObject({ message: preparerMessages.success.actionAcknowledged, action: { clientAck: true } });
  });

  it('creates a task with required documents for the NRI client (designed); the approver only reads, another preparer gets 404', async () => {
    const url = `/api/nri-preparer/${nriY.id}/tasks`;
    const body = { title: 'Foreign tax credit papers', dueDate: '2027-01-15', requiredDocuments: [{ name: 'Tax residency certificate' }, { name: 'Form 67', isRequired: false }] };
    expect((await t.app.inject({ method: 'POST', url, headers: auth.preparerA, payload: body })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/nri-preparer/${nriX.id}/tasks`, headers: auth.approver, payload: body })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url, headers: auth.preparerB, payload: { ...body, dueDate: 'soon' } });
    expect(bad.statusCode).toBe(400);
    const before = await t.db.select().from(tasks).where(eq(tasks.userId, nriY.id));

    const res = await t.app.inject({ method: 'POST', url, headers: auth.preparerB, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ message: string; task: Task }>();
    expect(created).toMatchObject({ message: preparerMessages.success.taskCreated, task: { title: 'Foreign tax credit papers', companyId: null, dueDate: '2027-01-15' } });
    expect(await t.db.select().from(tasks).where(eq(tasks.userId, nriY.id))).toHaveLength(before.length + 1);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, created.task.id));
    expect(row?.preparerId).toBe(preparerB.id);

    // The NRI client sees it with its required documents, and is told.
    const detail = await get(`/api/nri-client/tasks/${created.task.id}`, auth.nriY ?? {});
    expect(detail.json<TaskDetailResponse>().requiredDocuments.map((r) => [r.name, r.isRequired])).toEqual([
      ['Tax residency certificate', true],
      ['Form 67', false],
    ]);
    expect((await get(`/api/nri-client/tasks/${created.task.id}`, auth.nriX ?? {})).statusCode).toBe(404);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, nriY.id));
    expect(notices.some((n) => n.title === 'New task: Foreign tax credit papers' && n.link === `/dashboard/nri/tasks/${created.task.id}`)).toBe(true);
  });

  it('reviews an NRI task (approve completes it: no approval request for work with no company)', async () => {
    const [task] = await t.db.select().from(tasks).where(and(eq(tasks.userId, nriX.id), eq(tasks.status, 'InProgress')));
    const details = await get(`/api/nri-preparer/tasks/${task?.id}/details`, auth.approver ?? {});
    expect(details.statusCode).toBe(200);
    expect(details.json<TaskDetailResponse>().requiredDocuments.length).toBe(2);
    expect((await get(`/api/nri-preparer/tasks/${task?.id}/details`, auth.preparerC ?? {})).statusCode).toBe(404);
    const review = (headers: Record<string, string> | undefined, q: string) => t.app.inject({ method: 'PUT', url: `/api/nri-preparer/tasks/${task?.id}/review?${q}`, headers });
    expect((await review(auth.preparerA, 'action=return')).statusCode).toBe(400);
    expect((await review(auth.preparerB, 'action=approve')).statusCode).toBe(404);
    const res = await review(auth.preparerA, 'action=approve');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string; task: Task }>()).toMatchObject({ message: preparerMessages.success.taskReviewed, task: { status: 'Completed' } });
  });

  it("puts the NRI client's uploads waiting for review on the assigned preparer's dashboard only", async () => {
    const waiting = async (who: string) =>
      (await get('/api/preparer/dashboard', auth[who] ?? {})).json<{ dashboard: PreparerDashboard }>().dashboard.documentsAwaitingVerification.items;
    expect((await waiting('preparerA')).some((d) => d.ownerId === nriX.id)).toBe(true);
    expect((await waiting('preparerC')).some((d) => d.ownerId === nriX.id)).toBe(false);
  });

  it('lists the NRI clients among the assigned users and in the assignment tree', async () => {
    const users = (await get('/api/preparer/assigned-users', auth.preparerA ?? {})).json<AssignedUsersResponse>();
    expect(users.nris.map((n) => n.id)).toEqual([nriX.id]);
    const tree = await get(`/api/admin/assignment-tree?approverId=${approver.id}`, auth.admin ?? {});
    expect(tree.statusCode).toBe(200);
    expect(JSON.stringify(tree.json())).toContain(nriX.id);
  });
});

// Last: it adds preparers and NRI clients, which would change the other tests' least-loaded picks and lists.
describe("the admin's default NRI preparer", () => {
  it("assigns a new NRI client to the admin's default preparer while that account can work, else to the least loaded", async () => {
    const named = await createUser(t.db, { role: 'preparer' });
    await setDefaultNriPreparerId(t.db, named.id, admin.id);
    const first = await openNriFiling(t.db, { session: await paidSession(null, `nri-default-${Date.now()}@example.com`, ['salary']), paidAt: new Date() });
    expect(first).toMatchObject({ kind: 'opened', preparerId: named.id });
    await t.db.update(users).set({ isSuspended: true }).where(eq(users.id, named.id));
    const second = await openNriFiling(t.db, { session: await paidSession(null, `nri-default2-${Date.now()}@example.com`, ['salary']), paidAt: new Date() });
    expect(second.kind).toBe('opened');
    expect(second.kind === 'opened' ? second.preparerId : null).not.toBe(named.id);
    expect(second.kind === 'opened' ? second.preparerId : null).not.toBeNull();
    await setDefaultNriPreparerId(t.db, null, admin.id);
  });
});

// Also last: the filings it opens take the least-loaded preparer, which would change the lists above.
describe('a paid session whose address already has an account (incorporation\'s fresh-proof rule)', () => {
  const orderedAt = new Date('2026-11-25T12:00:00Z');
  const hoursBefore = (h: number) => new Date(orderedAt.getTime() - h * 3_600_000);

  it('joins the NRI client\'s account when the e-mail code was checked within a day before the order', async () => {
    const returning = await createUser(t.db, { role: 'nri_client', fullName: 'Returning Client' });
    const session = await paidSession(null, returning.email, ['salary'], hoursBefore(2));
    const opened = await openNriFiling(t.db, { session, paidAt: new Date(orderedAt.getTime() + 3_600_000), orderedAt });
    expect(opened).toMatchObject({ kind: 'opened', userId: returning.id, isNewUser: false });
    const [f] = await t.db.select().from(nriFilings).where(eq(nriFilings.sessionId, session.id));
    expect(f?.userId).toBe(returning.id);
  });

  it('stays without an account for an older proof, one made after the order, or an account that is not an active NRI client\'s', async () => {
    const stale = await createUser(t.db, { role: 'nri_client' });
    expect(await openNriFiling(t.db, { session: await paidSession(null, stale.email, ['salary'], hoursBefore(25)), paidAt: orderedAt, orderedAt })).toEqual({ kind: 'no_account', reason: 'address_taken' });
    expect(await openNriFiling(t.db, { session: await paidSession(null, stale.email, ['salary'], hoursBefore(-1)), paidAt: orderedAt, orderedAt })).toEqual({ kind: 'no_account', reason: 'address_taken' });
    expect(await openNriFiling(t.db, { session: await paidSession(null, client.email, ['salary'], hoursBefore(1)), paidAt: orderedAt, orderedAt })).toEqual({ kind: 'no_account', reason: 'account_not_nri' });
    const blocked = await createUser(t.db, { role: 'nri_client' });
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.id));
    expect(await openNriFiling(t.db, { session: await paidSession(null, blocked.email, ['salary'], hoursBefore(1)), paidAt: orderedAt, orderedAt })).toEqual({ kind: 'no_account', reason: 'account_not_nri' });
    expect(await t.db.select().from(nriFilings).where(eq(nriFilings.userId, stale.id))).toHaveLength(0);
  });
});
