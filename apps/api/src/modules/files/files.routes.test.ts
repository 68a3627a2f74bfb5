import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages, fileMessages } from '@quayside/contract/messages';
import type { Document } from '@quayside/contract/client-area';
import { storedFiles, taskRequirements } from '../../db/schema/index';
import { newStorageKey } from '../../lib/storage';
import { PDF, PNG, multipart, type Part } from '../client/client.test-helpers';
import { asActor, createWorld, type World } from '../companies/companies.test-helpers';
import { createTask } from '../tasks/tasks.service';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let w: World;
let bundleReq: string;
let singleReq: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const task = await createTask(t.db, asActor(w.preparerA), {
    companyId: w.companyA.id,
    title: 'Identity documents',
    requirements: [{ name: 'Passport (all pages)', allowMultiple: true }, { name: 'Proof of address' }],
  });
  const reqs = await t.db.select().from(taskRequirements).where(eq(taskRequirements.taskId, task.id)).orderBy(taskRequirements.position);
  [bundleReq, singleReq] = reqs.map((r) => r.id) as [string, string];
});
afterAll(async () => {
  await t.close();
});

const upload = async (requirementId: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/client/tasks/requirements/${requirementId}/upload`, headers: { ...w.auth(w.clientA), ...headers }, payload });
};
const uploadDoc = async (requirementId: string, parts: Part[]): Promise<Document> => {
  const res = await upload(requirementId, parts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().uploadedDoc as Document;
};
/** Opens a signed link as a browser would (no credentials: the link is the credential). */
const open = (link: string | URL) => {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};
const linkOf = (doc: Document, i = 0) => doc.files[i]?.url ?? '';

describe('GET /api/files/signed', () => {
  it('serves a live file under its signed name', async () => {
    const doc = await uploadDoc(singleReq, [{ name: 'document', filename: 'utility-bill.pdf', content: PDF }]);
    const res = await open(linkOf(doc));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="utility-bill.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a link whose download name was changed, added or removed', async () => {
    const doc = await uploadDoc(singleReq, [{ name: 'document', filename: 'statement.pdf', content: PDF }]);
    const renamed = new URL(linkOf(doc));
    renamed.searchParams.set('name', 'invoice-paid.html');
    const unnamed = new URL(linkOf(doc));
    unnamed.searchParams.delete('name');
    for (const url of [renamed, unnamed]) {
      const res = await open(url);
      expect(res.statusCode, url.search).toBe(403);
      expect(res.json()).toEqual({ message: fileMessages.linkInvalid, code: 'FORBIDDEN' });
    }
    const later = new URL(linkOf(doc));
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await open(later)).statusCode).toBe(403);
  });

  it('refuses the links of a deleted document\'s files', async () => {
    const doc = await uploadDoc(bundleReq, [
      { name: 'documents', filename: 'page-1.pdf', content: PDF },
      { name: 'documents', filename: 'page-2.png', content: PNG },
    ]);
    expect((await open(linkOf(doc, 1))).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/client/document/${doc.id}`, headers: w.auth(w.clientA) });
    expect(del.statusCode).toBe(200);
    for (const link of [linkOf(doc, 0), linkOf(doc, 1)]) {
      const res = await open(link);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: fileMessages.unavailable, code: 'NOT_FOUND' });
    }
  });

  it('refuses the link of a file removed from its bundle, and of files a new upload replaced; the others still open', async () => {
    const doc = await uploadDoc(bundleReq, [
      { name: 'documents', filename: 'front.pdf', content: PDF },
      { name: 'documents', filename: 'back.pdf', content: PDF },
    ]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/client/documents/${doc.id}/files/${doc.files[0]?.fileId}`, headers: w.auth(w.clientA) });
    expect(removed.statusCode).toBe(200);
    expect((await open(linkOf(doc, 0))).statusCode).toBe(404);
    expect((await open(linkOf(doc, 1))).statusCode).toBe(200);

    const replaced = await uploadDoc(bundleReq, [{ name: 'documents', filename: 'rescan.pdf', content: PDF }, { name: 'replace', value: 'true' }]);
    expect(replaced.id).toBe(doc.id);
    expect((await open(linkOf(doc, 1))).statusCode).toBe(404);
    expect((await open(linkOf(replaced))).statusCode).toBe(200);
  });

  it('refuses the link of a file PUT /api/client/replace-document replaced', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'resolution.pdf', content: PDF }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/client/upload-final-doc', headers: { ...w.auth(w.clientA), ...headers }, payload });
    expect(created.statusCode).toBe(201);
    const doc = created.json().document as Document;
    const next = multipart([{ name: 'file', filename: 'resolution-signed.png', content: PNG }]);
    const res = await t.app.inject({ method: 'PUT', url: `/api/client/replace-document/${doc.id}`, headers: { ...w.auth(w.clientA), ...next.headers }, payload: next.payload });
    expect(res.statusCode).toBe(200);
    expect((await open(linkOf(doc))).statusCode).toBe(404);
    expect((await open(linkOf(res.json().document as Document))).statusCode).toBe(200);
  });

  it('refuses a validly signed link to bytes the platform keeps no file record for', async () => {
    const key = newStorageKey('documents', 'pdf');
    await t.deps.storage.put(key, PDF, 'application/pdf');
    const res = await open(await t.deps.storage.signedUrl(key, { downloadName: 'orphan.pdf' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: fileMessages.unavailable, code: 'NOT_FOUND' });
  });
});

describe('uploads: a PDF is checked by parsing it', () => {
  const html = Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n');

  it('refuses a file that starts with %PDF- but is HTML (415), storing nothing', async () => {
    const before = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const res = await upload(singleReq, [{ name: 'document', filename: 'statement.pdf', content: html, contentType: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: fileMessages.mismatch('PDF, JPEG, PNG'), code: 'UNSUPPORTED_MEDIA_TYPE' });
    const named = await upload(singleReq, [{ name: 'document', filename: 'page.html', content: html }]);
    expect(named.statusCode).toBe(415);
    expect(named.json().message).toBe(fileMessages.unsupportedType('PDF, JPEG, PNG'));
    expect((await t.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(before);
  });

  it('accepts a real PDF written by a PDF library', async () => {
    const made = await PDFDocument.create();
    made.addPage([300, 400]);
    const bytes = Buffer.from(await made.save());
    const res = await upload(singleReq, [{ name: 'document', filename: 'made.pdf', content: bytes }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(clientMessages.success.documentUploaded);
  });
});
