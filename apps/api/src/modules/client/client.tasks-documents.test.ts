import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages } from '@quayside/contract/messages';
import type { Document, ListTasksResponse, TaskDetailResponse } from '@quayside/contract/client-area';
import { actions, documents, notifications, taskRequirements, tasks } from '../../db/schema/index';
import type { Actor } from '../auth/auth.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { FAKE_PDF, PDF, PNG, multipart } from './client.test-helpers';
import { reviewDocument } from '../documents/documents.service';
import { createTask, reviewTask } from '../tasks/tasks.service';

let t: TestApp;
let w: World;
let taskA: string;
let passportReq: string;
let bankReq: string;
let optionalReq: string;
let taskB: string;
let reqB: string;

const ok = clientMessages.success;
const actor = (u: World['preparerA']): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: u.role as Actor['role'], user: u });

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const a = await createTask(t.db, actor(w.preparerA), {
    companyId: w.companyA.id,
    title: 'KYC for the annual return',
    description: 'Upload the identity and bank documents.',
    dueDate: '2020-01-31',
    priority: 'high',
    requirements: [
      { name: 'Passport (all pages)', allowMultiple: true },
      { name: 'Bank statement' },
      { name: 'Utility bill', isRequired: false },
    ],
  });
  taskA = a.id;
  const reqs = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, taskA)).orderBy(taskRequirements.position);
  [passportReq, bankReq, optionalReq] = reqs.map((r) => r.id) as [string, string, string];
  const b = await createTask(t.db, actor(w.preparerB), { companyId: w.companyB.id, title: 'Bravo secret task', requirements: [{ name: 'Bravo doc' }] });
  taskB = b.id;
  const [rb] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, taskB));
  reqB = rb?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

const upload = (user: World['clientA'], requirementId: string, parts: Parameters<typeof multipart>[0]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/client/tasks/requirements/${requirementId}/upload`, headers: { ...w.auth(user), ...headers }, payload });
};

describe('task assignment (system notifications and actions)', () => {
  it('tells the client and asks them to act when a task is assigned', async () => {
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientA.id));
    expect(notes.some((n) => n.title === 'New task: KYC for the annual return' && !n.isRead)).toBe(true);
    const acts = await t.db.select().from(actions).where(and(eq(actions.userId, w.clientA.id), eq(actions.taskId, taskA)));
    expect(acts).toHaveLength(1);
  });
});

describe('GET /api/client/tasks/assigned', () => {
  it('lists only the client\'s tasks with requirement counts and overdue flag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListTasksResponse;
    expect(body.items.map((i) => i.id)).toEqual([taskA]);
    expect(body.items[0]).toMatchObject({ status: 'Pending', requirementsTotal: 3, requirementsUploaded: 0, isOverdue: true, companyName: w.companyA.name, assignedBy: { id: w.preparerA.id } });
    expect(body.nextCursor).toBeNull();
  });

  it('pages with nextCursor and filters by status, openness and search', async () => {
    const extra = [];
    for (const title of ['Board resolution signing', 'Share register update']) {
      extra.push((await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title })).id);
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?limit=2', headers: w.auth(w.clientA) })).json() as ListTasksResponse;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned?limit=2&cursor=${first.nextCursor}`, headers: w.auth(w.clientA) })).json() as ListTasksResponse;
    expect(second.items.map((i) => i.id)).toEqual([taskA]);
    expect(second.nextCursor).toBeNull();
    const search = (await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?search=REGISTER', headers: w.auth(w.clientA) })).json() as ListTasksResponse;
    expect(search.items.map((i) => i.id)).toEqual([extra[1]]);
    const status = (await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?status=Completed', headers: w.auth(w.clientA) })).json() as ListTasksResponse;
    expect(status.items).toEqual([]);
    const open = (await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned?openOnly=true', headers: w.auth(w.clientA) })).json() as ListTasksResponse;
    expect(open.items).toHaveLength(3);
    for (const q of ['status=Done', 'limit=0', 'limit=51', 'cursor=%%%', 'openOnly=maybe', 'companyId=1']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned?${q}`, headers: w.auth(w.clientA) })).statusCode, q).toBe(400);
    }
  });

  it('is for clients only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned', headers: w.auth(w.preparerA) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/client/tasks/assigned' })).statusCode).toBe(401);
  });
});

describe('GET /api/client/tasks/assigned/:id', () => {
  it('gives the task with its required documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${taskA}`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TaskDetailResponse;
    expect(body.task).toMatchObject({ id: taskA, title: 'KYC for the annual return', priority: 'high' });
    expect(body.requiredDocuments.map((r) => [r.name, r.status, r.isRequired, r.allowMultiple, r.uploadedDoc])).toEqual([
      ['Passport (all pages)', 'Required', true, true, null],
      ['Bank statement', 'Required', true, false, null],
      ['Utility bill', 'Required', false, false, null],
    ]);
  });

  it('answers 404 for another client\'s task without its data', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${taskB}`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Bravo secret task');
  });
});

describe('POST /api/client/tasks/requirements/:id/upload', () => {
  it('answers "No files provided" without files, and for a request that is not multipart', async () => {
    const none = await upload(w.clientA, bankReq, [{ name: 'replace', value: 'false' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(clientMessages.errors.noFiles);
    const json = await t.app.inject({ method: 'POST', url: `/api/client/tasks/requirements/${bankReq}/upload`, headers: w.auth(w.clientA), payload: { document: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(clientMessages.errors.noFiles);
  });

  it('checks files by content (415) and refuses several files for a one-file requirement', async () => {
    const fake = await upload(w.clientA, bankReq, [{ name: 'document', filename: 'statement.pdf', content: FAKE_PDF, contentType: 'application/pdf' }]);
    expect(fake.statusCode).toBe(415);
    const two = await upload(w.clientA, bankReq, [
      { name: 'documents', filename: 'a.pdf', content: PDF },
      { name: 'documents', filename: 'b.pdf', content: PDF },
    ]);
    expect(two.statusCode).toBe(400);
    const stray = await upload(w.clientA, bankReq, [{ name: 'attachment', filename: 'a.pdf', content: PDF }]);
    expect(stray.statusCode).toBe(400);
    const [req] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.id, bankReq));
    expect(req?.status).toBe('Required');
  });

  it('uploads one file as document: "Document uploaded", the requirement becomes Pending, the task InProgress', async () => {
    const res = await upload(w.clientA, bankReq, [{ name: 'document', filename: 'statement.pdf', content: PDF, contentType: 'application/pdf' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; requirementId: string; uploadedDoc: Document };
    expect(body.message).toBe(ok.documentUploaded);
    expect(body.requirementId).toBe(bankReq);
    expect(body.uploadedDoc).toMatchObject({ name: 'Bank statement', status: 'Pending', purpose: 'requirement', taskId: taskA, companyId: w.companyA.id });
    expect(body.uploadedDoc.files).toHaveLength(1);
    expect(body.uploadedDoc.files[0]?.url).toContain('/api/files/signed?');
    const [req] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.id, bankReq));
    expect(req?.status).toBe('Pending');
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, taskA));
    expect(task?.status).toBe('InProgress');
    const prep = await t.db.select().from(notifications).where(eq(notifications.userId, w.preparerA.id));
    expect(prep.some((n) => n.title === 'Document uploaded: Bank statement')).toBe(true);
  });

  it('uploads a bundle as documents with page labels ("Document(s) uploaded"), appends, and replaces', async () => {
    const res = await upload(w.clientA, passportReq, [
      { name: 'documents', filename: 'passport-1.png', content: PNG, contentType: 'image/png' },
      { name: 'documents', filename: 'passport-2.pdf', content: PDF },
      { name: 'pageLabels', value: JSON.stringify(['Photo page', 'Back cover']) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ok.documentsUploaded);
    const doc = res.json().uploadedDoc as Document;
    expect(doc.files.map((f) => [f.name, f.pageLabel, f.position])).toEqual([
      ['passport-1.png', 'Photo page', 0],
      ['passport-2.pdf', 'Back cover', 1],
    ]);
    const more = await upload(w.clientA, passportReq, [{ name: 'document', filename: 'visa.png', content: PNG }, { name: 'pageLabels', value: 'Visa page' }]);
    const grown = more.json().uploadedDoc as Document;
    expect(grown.id).toBe(doc.id);
    expect(grown.files.map((f) => f.pageLabel)).toEqual(['Photo page', 'Back cover', 'Visa page']);
    const replaced = await upload(w.clientA, passportReq, [{ name: 'documents', filename: 'scan.pdf', content: PDF }, { name: 'replace', value: 'true' }]);
    expect((replaced.json().uploadedDoc as Document).files.map((f) => f.name)).toEqual(['scan.pdf']);
    const bad = await upload(w.clientA, passportReq, [{ name: 'document', filename: 'x.pdf', content: PDF }, { name: 'pageLabels', value: '["a", "b"]' }]);
    expect(bad.statusCode).toBe(400);
    const badJson = await upload(w.clientA, passportReq, [{ name: 'document', filename: 'x.pdf', content: PDF }, { name: 'pageLabels', value: '[oops' }]);
    expect(badJson.statusCode).toBe(400);
    const nulLabel = await upload(w.clientA, passportReq, [{ name: 'document', filename: 'x.pdf', content: PDF }, { name: 'pageLabels', value: JSON.stringify(['a\u0000']) }]);
    expect(nulLabel.statusCode).toBe(400);
  });

  it('joins two simultaneous first uploads to the same requirement into one document', async () => {
    const task = await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title: 'Double click', requirements: [{ name: 'Scans', allowMultiple: true }] });
    const [req] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, task.id));
    if (!req) throw new Error('requirement missing');
    const [a, b] = await Promise.all([
      upload(w.clientA, req.id, [{ name: 'document', filename: 'one.pdf', content: PDF }]),
      upload(w.clientA, req.id, [{ name: 'document', filename: 'two.pdf', content: PDF }]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const docs = await t.db.select().from(documents).where(eq(documents.requirementId, req.id));
    expect(docs).toHaveLength(1);
    expect(((b.json().uploadedDoc as Document).files.length + (a.json().uploadedDoc as Document).files.length)).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for another client\'s requirement and stores nothing', async () => {
    const res = await upload(w.clientA, reqB, [{ name: 'document', filename: 'a.pdf', content: PDF }]);
    expect(res.statusCode).toBe(404);
    const docs = await t.db.select().from(documents).where(eq(documents.requirementId, reqB));
    expect(docs).toHaveLength(0);
  });
});

describe('POST /api/client/tasks/assigned/:id/complete and /submit', () => {
  it('marks the task complete (pending review) once the required documents are in', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskA}/complete`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.taskCompleted, task: { id: taskA, status: 'complete (pending review)' } });
    const again = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskA}/complete`, headers: w.auth(w.clientA) });
    expect(again.statusCode).toBe(409);
  });

  it('submits for review with the default message; the task shows InProgress', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskA}/submit`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.taskSubmitted, task: { status: 'InProgress', submissionMessage: 'Task submitted for review' } });
    const withText = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskA}/submit`, headers: w.auth(w.clientA), payload: { message: 'All pages attached.' } });
    expect(withText.json().task.submissionMessage).toBe('All pages attached.');
    const tooLong = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskA}/submit`, headers: w.auth(w.clientA), payload: { message: 'x'.repeat(1001) } });
    expect(tooLong.statusCode).toBe(400);
    const nul = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskA}/submit`, headers: w.auth(w.clientA), payload: { message: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
  });

  it('refuses completing while required documents are missing, and another client\'s task', async () => {
    const fresh = await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title: 'Needs a file', requirements: [{ name: 'Signed resolution' }] });
    const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${fresh.id}/complete`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(clientMessages.errors.taskMissingDocuments(1));
    expect((await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskB}/complete`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${taskB}/submit`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
  });

  it('refuses changes once staff closed the task', async () => {
    const closed = await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title: 'Closed soon' });
    // An admin's approve closes the task (a preparer's waits for the approver: AwaitingApproval).
    await reviewTask(t.db, actor(w.admin), closed.id, { action: 'approve' });
    const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${closed.id}/submit`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(clientMessages.errors.taskClosed);
  });

  it('refuses changes while the task waits for the approver (AwaitingApproval)', async () => {
    const gated = await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title: 'Waiting for approval' });
    const reviewed = await reviewTask(t.db, actor(w.preparerA), gated.id, { action: 'approve' });
    expect(reviewed.status).toBe('AwaitingApproval');
    for (const step of ['submit', 'complete']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/client/tasks/assigned/${gated.id}/${step}`, headers: w.auth(w.clientA) });
      expect(res.statusCode, step).toBe(409);
      expect(res.json().message).toBe(clientMessages.errors.taskAwaitingApproval);
    }
  });
});

describe('documents: final upload, replace, remove a file, delete, download', () => {
  let finalDoc: Document;

  it('POST /api/client/upload-final-doc stores a final document for the client\'s company', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'Signed resolution.pdf', content: PDF }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/client/upload-final-doc', headers: { ...w.auth(w.clientA), ...headers }, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ok.finalUploaded);
    finalDoc = res.json().document;
    expect(finalDoc).toMatchObject({ name: 'Signed resolution', purpose: 'final', companyId: w.companyA.id, status: 'Pending' });
    const foreign = multipart([{ name: 'file', filename: 'x.pdf', content: PDF }, { name: 'companyId', value: w.companyB.id }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/client/upload-final-doc', headers: { ...w.auth(w.clientA), ...foreign.headers }, payload: foreign.payload })).statusCode).toBe(404);
    const empty = multipart([{ name: 'name', value: 'Nothing' }]);
    const none = await t.app.inject({ method: 'POST', url: '/api/client/upload-final-doc', headers: { ...w.auth(w.clientA), ...empty.headers }, payload: empty.payload });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(clientMessages.errors.noFiles);
  });

  it('GET /api/client/documents lists the client\'s own documents, paged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/client/documents?limit=2', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Document[]; nextCursor: string | null };
    expect(body.items).toHaveLength(2);
    expect(body.items.every((d) => d.ownerId === w.clientA.id)).toBe(true);
    expect(body.nextCursor).not.toBeNull();
    const finals = (await t.app.inject({ method: 'GET', url: '/api/client/documents?purpose=final', headers: w.auth(w.clientA) })).json() as { items: Document[] };
    expect(finals.items.map((d) => d.id)).toEqual([finalDoc.id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/client/documents?companyId=${w.companyB.id}`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
  });

  it('downloads a file through its signed, expiring URL; a tampered link is refused', async () => {
    const url = new URL(finalDoc.files[0]?.url ?? '');
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    url.searchParams.set('sig', '0'.repeat(64));
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    const fresh = await t.app.inject({ method: 'GET', url: `/api/client/documents/${finalDoc.id}/files/${finalDoc.files[0]?.fileId}/url`, headers: w.auth(w.clientA) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().url).toContain('sig=');
    expect((await t.app.inject({ method: 'GET', url: `/api/client/documents/${finalDoc.id}/files/${finalDoc.files[0]?.fileId}/url`, headers: w.auth(w.clientB) })).statusCode).toBe(404);
  });

  it('PUT /api/client/replace-document/:id replaces the files ("Document replaced")', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'resolution-v2.png', content: PNG }]);
    const res = await t.app.inject({ method: 'PUT', url: `/api/client/replace-document/${finalDoc.id}`, headers: { ...w.auth(w.clientA), ...headers }, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ok.documentReplaced, document: { id: finalDoc.id, files: [{ name: 'resolution-v2.png' }] } });
    const other = multipart([{ name: 'file', filename: 'x.pdf', content: PDF }]);
    expect((await t.app.inject({ method: 'PUT', url: `/api/client/replace-document/${finalDoc.id}`, headers: { ...w.auth(w.clientB), ...other.headers }, payload: other.payload })).statusCode).toBe(404);
  });

  it('DELETE /api/client/documents/:docId/files/:fileId removes one file, never the last', async () => {
    const up = await upload(w.clientA, passportReq, [{ name: 'documents', filename: 'p1.pdf', content: PDF }, { name: 'documents', filename: 'p2.pdf', content: PDF }, { name: 'replace', value: 'true' }]);
    const doc = up.json().uploadedDoc as Document;
    const [first, second] = doc.files;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/client/documents/${doc.id}/files/${first?.fileId}`, headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ok.fileRemoved);
    expect((res.json().document as Document).files.map((f) => f.fileId)).toEqual([second?.fileId]);
    const last = await t.app.inject({ method: 'DELETE', url: `/api/client/documents/${doc.id}/files/${second?.fileId}`, headers: w.auth(w.clientA) });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(clientMessages.errors.lastFileInBundle);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/documents/${doc.id}/files/${second?.fileId}`, headers: w.auth(w.clientB) })).statusCode).toBe(404);
  });

  it('DELETE /api/client/document/:id soft-deletes (answer id, deleted) and the requirement is Required again', async () => {
    const up = await upload(w.clientA, optionalReq, [{ name: 'document', filename: 'bill.pdf', content: PDF }]);
    const doc = up.json().uploadedDoc as Document;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/document/${doc.id}`, headers: w.auth(w.clientB) })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/client/document/${doc.id}`, headers: w.auth(w.clientA) });
    expect(res.json()).toEqual({ message: ok.documentDeleted, id: doc.id, deleted: true });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [req] = await t.db.select().from(taskRequirements).where(eq(taskRequirements.id, optionalReq));
    expect(req?.status).toBe('Required');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/document/${doc.id}`, headers: w.auth(w.clientA) })).statusCode).toBe(404);
  });

  it('staff review: a rejection tells the client and asks for a new upload; an approved document is locked', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/client/tasks/assigned/${taskA}`, headers: w.auth(w.clientA) })).json() as TaskDetailResponse;
    const bank = detail.requiredDocuments.find((r) => r.id === bankReq)?.uploadedDoc;
    if (!bank) throw new Error('bank statement missing');
    const unreadBefore = (await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: w.auth(w.clientA) })).json().unreadCount as number;
    await expect(reviewDocument({ db: t.db, storage: t.deps.storage }, actor(w.preparerB), bank.id, { approve: true })).rejects.toMatchObject({ statusCode: 404 });
    await expect(reviewDocument({ db: t.db, storage: t.deps.storage }, actor(w.preparerA), bank.id, { approve: false })).rejects.toMatchObject({ statusCode: 400 });
    const rejected = await reviewDocument({ db: t.db, storage: t.deps.storage }, actor(w.preparerA), bank.id, { approve: false, reason: 'The statement is older than 3 months' });
    expect(rejected.status).toBe('Rejected');
    const after = (await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: w.auth(w.clientA) })).json();
    expect(after.unreadCount).toBe(unreadBefore + 1);
    expect(after.items[0]).toMatchObject({ title: 'Document rejected: Bank statement', isRead: false });
    const centre = (await t.app.inject({ method: 'GET', url: '/api/client/actions', headers: w.auth(w.clientA) })).json();
    expect(centre.actions.some((a: { title: string; clientAck: boolean }) => a.title === 'Upload "Bank statement" again' && !a.clientAck)).toBe(true);
    const reup = await upload(w.clientA, bankReq, [{ name: 'document', filename: 'new.pdf', content: PDF }]);
    expect(reup.json().uploadedDoc).toMatchObject({ id: bank.id, status: 'Pending', rejectionReason: null });
    await reviewDocument({ db: t.db, storage: t.deps.storage }, actor(w.preparerA), bank.id, { approve: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/client/document/${bank.id}`, headers: w.auth(w.clientA) })).statusCode).toBe(409);
    expect((await upload(w.clientA, bankReq, [{ name: 'document', filename: 'again.pdf', content: PDF }])).statusCode).toBe(409);
  });
});
