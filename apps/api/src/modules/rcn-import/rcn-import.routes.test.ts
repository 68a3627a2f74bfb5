import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RCN_COLUMNS, rcnImportMessages } from '@quayside/contract/rcn-import';
import { auditLogs, calendarEntries, companies, companyActivity, companyServices, mailOutbox, rcnImportJobs, rcnStagedRows, roleAssignments, users } from '../../db/schema/index';
import { seedServices } from '../../seed/seed';
import { createUser } from '../../test/factories';
import { multipartBody } from '../../test/route-table';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { runImportJob, type ImportWorkerDeps } from './rcn-import.service';

let t: TestApp;
let w: World;
let worker: ImportWorkerDeps;
const PREPARER = 'ledger.preparer@quayside.test';

const E = rcnImportMessages.errors;
const header = RCN_COLUMNS.join(',');
type Cells = Partial<Record<(typeof RCN_COLUMNS)[number], string>>;
const row = (n: number, over: Cells = {}) => {
  const base: Record<string, string> = {
    contact_name: `Contact ${n}`,
    contact_email: `contact${n}@client-book.test`,
    contact_phone: `+65 6100 ${String(1000 + n)}`,
    company_name: `Harbour ${n} Pte. Ltd.`,
    registration_number: `2019${String(n).padStart(5, '0')}K`,
    jurisdiction: 'SG',
    company_type: 'private_limited',
    incorporation_date: '2019-04-01',
    financial_year_end: '12-31',
    registered_address: `${n} Robinson Road, Singapore`,
    services: 'sg-company-secretary;bookkeeping',
    preparer_email: PREPARER,
    ...over,
  };
  return RCN_COLUMNS.map((c) => {
    const v = base[c] ?? '';
    return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',');
};
const csv = (rows: string[]) => Buffer.from([header, ...rows].join('\n') + '\n');

async function upload(data: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const { payload, headers } = multipartBody({}, [{ field: opts.field ?? 'file', filename: opts.filename ?? 'client-book.csv', type: opts.type ?? 'text/csv', data }]);
  return t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: { ...headers, ...w.auth(w.admin) }, payload });
}

async function uploadAndStart(data: Buffer, body: { useStaging?: boolean; invite?: boolean } = {}) {
  const up = await upload(data);
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json().job.id as string;
  const started = await t.app.inject({ method: 'POST', url: `/api/rcn/import-jobs/${id}/start`, headers: w.auth(w.admin), payload: body });
  expect(started.statusCode, started.body).toBe(202);
  return { id, started };
}

const getJob = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/rcn/import-jobs/${id}`, headers: w.auth(w.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { job: { status: string; counts: Record<string, number>; startedAt: string | null; finishedAt: string | null }; errors: Array<{ line: number; column: string | null; reason: string }> };
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  await seedServices(t.db);
  await createUser(t.db, { role: 'preparer', email: PREPARER, fullName: 'Lena Ledger' });
  worker = { database: t.deps.database, storage: t.deps.storage, mailer: t.deps.mailer, publicUrl: t.deps.config.publicUrl };
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/rcn/import', () => {
  it('stores the file and answers the queued job with the spec text', async () => {
    const res = await upload(csv([row(900)]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'CSV uploaded. Job queued.', job: { status: 'queued', fileName: 'client-book.csv', counts: { total: 1, done: 0, failed: 0 }, startedAt: null } });
    const [stored] = await t.db.select().from(rcnImportJobs).where(eq(rcnImportJobs.id, res.json().job.id));
    expect((await t.deps.storage.get(stored?.fileKey ?? '')).toString()).toContain(header);
    const [audit] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'rcn.import.uploaded'), eq(auditLogs.targetId, res.json().job.id)));
    expect(audit?.actorId).toBe(w.admin.id);
  });

  it('refuses no file, two files, a file in another field and extra fields, each with a clear text, storing nothing', async () => {
    const before = await t.db.select({ n: count() }).from(rcnImportJobs);
    const none = multipartBody({}, []);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: { ...none.headers, ...w.auth(w.admin) }, payload: none.payload });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(E.noFile);

    const two = multipartBody({}, [
      { field: 'file', filename: 'a.csv', type: 'text/csv', data: csv([row(1)]) },
      { field: 'file', filename: 'b.csv', type: 'text/csv', data: csv([row(2)]) },
    ]);
    const twoFiles = await t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: { ...two.headers, ...w.auth(w.admin) }, payload: two.payload });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toBe(E.tooManyFiles);

    const wrong = await upload(csv([row(1)]), { field: 'csv' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(E.wrongField('csv'));

    const extra = multipartBody({ note: 'hello' }, [{ field: 'file', filename: 'a.csv', type: 'text/csv', data: csv([row(1)]) }]);
    const withField = await t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: { ...extra.headers, ...w.auth(w.admin) }, payload: extra.payload });
    expect(withField.statusCode).toBe(400);
    expect(withField.json().message).toBe(E.unexpectedField('note'));

    const json = await t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: w.auth(w.admin), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(E.notMultipart);

    const pdf = await upload(Buffer.from('%PDF-1.4\n%\u0000\u0001binary'), { filename: 'scan.pdf', type: 'application/pdf' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(E.notCsv);

    const badHeader = await upload(Buffer.from('name,email\nA,a@b.test\n'));
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().message).toContain('The header row does not match the import columns; missing: contact_name');

    for (const filename of ['a.pdf', 'a.csv']) {
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/rcn/import',
        headers: { 'content-type': 'multipart/form-data; boundary=b', ...w.auth(w.admin) },
        payload: `--b\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\n\r\n${header}\n`,
      });
      expect(cut.statusCode, filename).toBeGreaterThanOrEqual(400);
      expect(cut.statusCode, filename).toBeLessThan(500);
    }

    const after = await t.db.select({ n: count() }).from(rcnImportJobs);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('is for admins only', async () => {
    for (const who of [w.preparerA, w.approver, w.clientA]) {
      const { payload, headers } = multipartBody({}, [{ field: 'file', filename: 'a.csv', type: 'text/csv', data: csv([row(1)]) }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/rcn/import', headers: { ...headers, ...w.auth(who) }, payload });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/rcn/import-jobs/{id}/start and the worker', () => {
  it('a 10-row file with 3 bad rows: 7 loaded, the 3 reported with their lines and reasons', async () => {
    const rows = [
      row(1),
      row(2, { contact_email: 'not-an-email' }),
      row(3),
      row(4, { jurisdiction: 'UK' }),
      row(5),
      row(6),
      row(7, { preparer_email: 'nobody@quayside.test', incorporation_date: '2019-02-30' }),
      row(8),
      row(9),
      row(10, { services: 'sg-company-secretary;sg-gst' }),
    ];
    const { id, started } = await uploadAndStart(csv(rows));
    expect(started.json()).toMatchObject({ message: 'Job started', job: { status: 'Processing' } });
    expect(started.json().job.startedAt).not.toBeNull();
    // The request only queued the work: pg-boss holds the job.
    const queued = (await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'rcn-import' and data->>'jobId' = ${id}`)) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(1);
    expect((await getJob(id)).job.status).toBe('Processing');

    expect(await runImportJob(worker, id)).toBe('worked');
    const { job, errors } = await getJob(id);
    expect(job.status).toBe('Completed');
    expect(job.counts).toMatchObject({ total: 10, processed: 10, done: 7, failed: 3, existing: 0 });
    expect(job.finishedAt).not.toBeNull();
    expect(errors).toEqual([
      { line: 3, column: 'contact_email', reason: 'Not a valid e-mail address' },
      { line: 5, column: 'jurisdiction', reason: 'Must be one of SG, AE, IN' },
      { line: 8, column: 'incorporation_date', reason: 'Invalid ISO date' },
    ]);

    const loaded = await t.db.select().from(companies).where(sql`${companies.registrationNumber} like '2019%K'`);
    expect(loaded.map((c) => c.name).sort()).toEqual(['Harbour 1', 'Harbour 3', 'Harbour 5', 'Harbour 6', 'Harbour 8', 'Harbour 9', 'Harbour 10'].map((n) => `${n} Pte. Ltd.`).sort());
    const first = loaded.find((c) => c.name === 'Harbour 1 Pte. Ltd.');
    if (!first) throw new Error('company missing');
    const [owner] = await t.db.select().from(users).where(eq(users.id, first.ownerId ?? ''));
    expect(owner).toMatchObject({ email: 'contact1@client-book.test', fullName: 'Contact 1', role: 'client', passwordHash: null, phone: '+65 6100 1001' });
    const [preparer] = await t.db.select().from(users).where(eq(users.email, PREPARER));
    expect(first).toMatchObject({ preparerId: preparer?.id, jurisdiction: 'SG', status: 'active', incorporationStatus: 'incorporated', registeredAddress: '1 Robinson Road, Singapore' });
    const assignment = await t.db.select().from(roleAssignments).where(and(eq(roleAssignments.kind, 'preparer_client'), eq(roleAssignments.targetId, first.ownerId ?? '')));
    expect(assignment.map((a) => a.preparerId)).toEqual([preparer?.id]);
    const services = await t.db.select().from(companyServices).where(eq(companyServices.companyId, first.id));
    expect(services).toHaveLength(2);
    const entries = await t.db.select({ n: count() }).from(calendarEntries).where(eq(calendarEntries.companyId, first.id));
    expect(entries[0]?.n).toBeGreaterThan(0);
    expect(first.complianceSyncedOn).not.toBeNull();
    // Imported rows get time-ordered ids (UUID version 7), so their indexes grow at the right edge.
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/;
    expect(first.id).toMatch(v7);
    expect(owner?.id).toMatch(v7);
    const entryIds = await t.db.select({ id: calendarEntries.id }).from(calendarEntries).where(eq(calendarEntries.companyId, first.id));
    expect(entryIds.every((e) => v7.test(e.id))).toBe(true);
    const activity = await t.db.select().from(companyActivity).where(and(eq(companyActivity.companyId, first.id), eq(companyActivity.action, 'company.imported')));
    expect(activity).toHaveLength(1);
    // No invitation unless asked.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'contact1@client-book.test'));
    expect(mails).toHaveLength(0);
    expect(await t.db.select().from(rcnStagedRows).where(eq(rcnStagedRows.jobId, id))).toHaveLength(0);

    // The rejected row 7 (two reasons) is in the errors CSV with both.
    const csvRes = await t.app.inject({ method: 'GET', url: `/api/rcn/import-jobs/${id}/errors.csv`, headers: w.auth(w.admin) });
    expect(csvRes.statusCode).toBe(200);
    expect(csvRes.headers['content-type']).toContain('text/csv');
    expect(csvRes.body.trim().split('\n')).toEqual([
      'line,column,reason',
      '3,contact_email,Not a valid e-mail address',
      '5,jurisdiction,"Must be one of SG, AE, IN"',
      '8,incorporation_date,Invalid ISO date',
    ]);
  });

  it('reports a staff e-mail as contact, an unknown preparer and an unknown service', async () => {
    const { id } = await uploadAndStart(
      csv([row(20, { contact_email: w.preparerA.email }), row(21, { preparer_email: w.clientA.email }), row(22, { services: 'moon-base' })]),
    );
    await runImportJob(worker, id);
    const { job, errors } = await getJob(id);
    expect(job.counts).toMatchObject({ done: 0, failed: 3 });
    expect(errors).toEqual([
      { line: 2, column: 'contact_email', reason: rcnImportMessages.rows.staffContact },
      { line: 3, column: 'preparer_email', reason: rcnImportMessages.rows.unknownPreparer(w.clientA.email) },
      { line: 4, column: 'services', reason: 'Unknown service "moon-base"' },
    ]);
  });

  it('a second start is refused; an unknown job is a 404', async () => {
    const { id } = await uploadAndStart(csv([row(30)]));
    const again = await t.app.inject({ method: 'POST', url: `/api/rcn/import-jobs/${id}/start`, headers: w.auth(w.admin), payload: { useStaging: false } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(E.notStartable('Processing'));
    const missing = await t.app.inject({ method: 'GET', url: '/api/rcn/import-jobs/00000000-0000-4000-8000-000000000000', headers: w.auth(w.admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(E.jobNotFound);
    await runImportJob(worker, id);
  });

  it('re-importing a file duplicates no company, account or assignment; invites are mailed only when asked', async () => {
    const rows = [row(40), row(41), row(42, { contact_email: 'contact40@client-book.test' }), row(40, { company_name: 'Renamed 40 Pte. Ltd.' })];
    const first = await uploadAndStart(csv(rows), { invite: true });
    await runImportJob(worker, first.id);
    const one = await getJob(first.id);
    // Row 5 repeats row 2's registration number: one company, the row counted as existing.
    expect(one.job.counts).toMatchObject({ done: 4, failed: 0, existing: 1 });
    const invites = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, ['contact40@client-book.test', 'contact41@client-book.test']));
    expect(invites).toHaveLength(2);
    expect(invites[0]?.text).toContain('/reset-password?token=');

    const second = await uploadAndStart(csv(rows));
    await runImportJob(worker, second.id);
    const two = await getJob(second.id);
    expect(two.job.counts).toMatchObject({ done: 4, failed: 0, existing: 4 });
    const regs = ['201900040K', '201900041K', '201900042K'];
    const found = await t.db.select().from(companies).where(inArray(companies.registrationNumber, regs));
    expect(found).toHaveLength(3);
    expect(found.find((c) => c.registrationNumber === '201900040K')?.name).toBe('Harbour 40 Pte. Ltd.');
    const accounts = await t.db.select().from(users).where(inArray(users.email, ['contact40@client-book.test', 'contact41@client-book.test']));
    expect(accounts).toHaveLength(2);
    const assigned = await t.db.select().from(roleAssignments).where(inArray(roleAssignments.targetId, accounts.map((a) => a.id)));
    expect(assigned).toHaveLength(2);
    expect((await t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, ['contact40@client-book.test', 'contact41@client-book.test'])))).toHaveLength(2);
  });

  it('with useStaging the rows wait in staging for review, and promote merges them', async () => {
    const { id, started } = await uploadAndStart(csv([row(50), row(51), row(52, { jurisdiction: '' })]), { useStaging: true });
    expect(started.json().job.useStaging).toBe(true);
    await runImportJob(worker, id);
    let { job } = await getJob(id);
    expect(job.status).toBe('Staged');
    expect(job.counts).toMatchObject({ staged: 2, done: 0, failed: 1 });
    expect(await t.db.select().from(companies).where(inArray(companies.registrationNumber, ['201900050K', '201900051K']))).toHaveLength(0);

    const staged = await t.app.inject({ method: 'GET', url: `/api/rcn/import-jobs/${id}/staged-rows?limit=1`, headers: w.auth(w.admin) });
    expect(staged.statusCode).toBe(200);
    expect(staged.json()).toMatchObject({ rows: [{ line: 2, companyName: 'Harbour 50 Pte. Ltd.', registrationNumber: '201900050K', services: ['sg-company-secretary', 'bookkeeping'] }], nextCursor: 2 });
    const page2 = await t.app.inject({ method: 'GET', url: `/api/rcn/import-jobs/${id}/staged-rows?limit=1&cursor=2`, headers: w.auth(w.admin) });
    expect(page2.json()).toMatchObject({ rows: [{ line: 3 }], nextCursor: null });

    const promote = await t.app.inject({ method: 'POST', url: `/api/rcn/import-jobs/${id}/promote`, headers: w.auth(w.admin) });
    expect(promote.statusCode, promote.body).toBe(202);
    expect(promote.json()).toMatchObject({ message: 'Staged rows promoted', job: { status: 'Promoting' } });
    await runImportJob(worker, id);
    ({ job } = await getJob(id));
    expect(job.status).toBe('Completed');
    expect(job.counts).toMatchObject({ staged: 0, done: 2, failed: 1 });
    expect(await t.db.select().from(companies).where(inArray(companies.registrationNumber, ['201900050K', '201900051K']))).toHaveLength(2);
    expect(await t.db.select().from(rcnStagedRows).where(eq(rcnStagedRows.jobId, id))).toHaveLength(0);
    const again = await t.app.inject({ method: 'POST', url: `/api/rcn/import-jobs/${id}/promote`, headers: w.auth(w.admin) });
    expect(again.statusCode).toBe(409);
  });

  it('reports a row with the wrong number of fields or a broken quote, one error a line, and carries on', async () => {
    const broken = row(62).replace('Contact 62', '"Contact "62" broken');
    const data = Buffer.from([header, row(60), 'only,three,cells', row(61), broken, row(63)].join('\n') + '\n');
    const { id } = await uploadAndStart(data);
    await runImportJob(worker, id);
    const { job, errors } = await getJob(id);
    expect(errors.map((e) => [e.line, e.reason])).toEqual([
      [3, rcnImportMessages.rows.badCsvRow],
      [5, rcnImportMessages.rows.badCsvRow],
    ]);
    expect(job.counts).toMatchObject({ processed: 5, done: 3, failed: 2 });
  });

  it('loads the sample file shipped in docs/samples', async () => {
    const sample = readFileSync(join(__dirname, '../../../../../docs/samples/rcn-import-sample.csv'));
    await createUser(t.db, { role: 'preparer', email: 'preparer@quayside.test', fullName: 'Priya Sharma' });
    const { id } = await uploadAndStart(sample);
    await runImportJob(worker, id);
    const { job, errors } = await getJob(id);
    expect(errors).toEqual([]);
    expect(job.counts).toMatchObject({ total: 15, done: 15, failed: 0, existing: 0 });
  });
});

describe('GET /api/rcn/import-jobs', () => {
  it('lists jobs newest first with keyset paging', async () => {
    const page1 = await t.app.inject({ method: 'GET', url: '/api/rcn/import-jobs?limit=2', headers: w.auth(w.admin) });
    expect(page1.statusCode).toBe(200);
    const body = page1.json() as { jobs: Array<{ id: string; createdAt: string }>; nextCursor: string };
    expect(body.jobs).toHaveLength(2);
    expect(body.nextCursor).toBeTruthy();
    const page2 = await t.app.inject({ method: 'GET', url: `/api/rcn/import-jobs?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`, headers: w.auth(w.admin) });
    const ids2 = (page2.json().jobs as Array<{ id: string }>).map((j) => j.id);
    expect(ids2.some((id) => body.jobs.some((j) => j.id === id))).toBe(false);
    expect((body.jobs[0]?.createdAt ?? '') >= (body.jobs[1]?.createdAt ?? '')).toBe(true);
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/rcn/import-jobs', headers: w.auth(w.preparerA) });
    expect(forbidden.statusCode).toBe(403);
  });
});
