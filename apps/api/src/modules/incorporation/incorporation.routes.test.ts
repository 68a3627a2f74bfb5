import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncorporationSession } from '@quayside/contract/incorporation';
import { authMessages, fileMessages, incorporationMessages } from '@quayside/contract/messages';
import { seedServices } from '../../seed/seed';
import { auditLogs, companies, incorporationFiles, incorporationSessions, mailOutbox, storedFiles } from '../../db/schema/index';
import { normalizeCompanyName } from '../../lib/company-name';
import { signAccessToken } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  EXE_BYTES,
  JPEG_1PX,
  PNG_1PX,
  completeDetails,
  createReadySession,
  lastOtp,
  samplePdf,
  startSession,
  uniqueEmail,
  uniqueName,
  upload,
  verifyEmail,
} from './test-helpers';
import { reconcileFiles } from './incorporation.files';

const MSG = incorporationMessages.errors;
let t: TestApp;
let adminToken: string;
let clientToken: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });
  await seedServices(t.db);
  const admin = await createUser(t.db, { role: 'admin' });
  const client = await createUser(t.db, { role: 'client' });
  adminToken = await signAccessToken(t.deps.config.jwtSecret, admin, 900);
  clientToken = await signAccessToken(t.deps.config.jwtSecret, client, 900);
});
afterAll(async () => {
  await t.close();
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const sessionOf = (res: { json(): unknown }) => (res.json() as { session: IncorporationSession }).session;

describe('POST /api/incorporation/start', () => {
  it('starts a session at step 1 with the spec text and mails a resume link', async () => {
    const email = uniqueEmail();
    const res = await inject('POST', '/api/incorporation/start', {
      fullName: 'Arjun Mehta',
      contactEmail: `  ${email.toUpperCase()} `,
      contactNumber: '+91 98765 43210',
      countryCode: '+91',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Session started');
    const session = sessionOf(res);
    expect(session).toMatchObject({
      fullName: 'Arjun Mehta',
      contactEmail: email,
      contactNumber: '+91 98765 43210',
      countryCode: '+91',
      currentStep: 1,
      status: 'in_progress',
      isEmailVerified: false,
      isPaid: false,
      isCompleted: false,
      companyName: null,
      companyName_optional: null,
      registrationDate: null,
      directorData: [],
      shareholderData: [],
      servicesSelected: [],
      companyDetails: null,
      useNomineeDirector: false,
      paymentStatus: null,
    });
    // The quote always carries the fixed incorporation package (service 4).
    expect(session.quote?.lines.map((l) => l.serviceId)).toEqual([4]);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.text).toContain(`/incorporate?session=${session.id}`);
  });

  it('answers 400 with the fields at fault and stores nothing', async () => {
    const before = (await t.db.select().from(incorporationSessions)).length;
    const res = await inject('POST', '/api/incorporation/start', { fullName: '', contactEmail: 'not-an-email', contactNumber: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['body.fullName', 'body.contactEmail', 'body.contactNumber']),
    );
    expect((await t.db.select().from(incorporationSessions)).length).toBe(before);
  });
});

describe('POST /api/incorporation/check-name', () => {
  it('answers data.available for a free name', async () => {
    const res = await inject('POST', '/api/incorporation/check-name', { companyName: `${uniqueName('Bluewater Ventures')} Pte. Ltd.` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ available: true });
  });

  it('finds an existing company ignoring case, punctuation, spacing and legal suffixes', async () => {
    await t.db.insert(companies).values({ name: 'Harbourline Trading Pte. Ltd.', normalizedName: normalizeCompanyName('Harbourline Trading Pte. Ltd.'), jurisdiction: 'SG' });
    for (const variant of ['harbourline-trading private limited', 'HARBOURLINE TRADING LLC', 'Harbour Line Trading FZE', 'harbourline  trading']) {
      const res = await inject('POST', '/api/incorporation/check-name', { companyName: variant });
      expect(res.json().data, variant).toMatchObject({
        available: false,
        reason: MSG.nameTaken,
        normalized: 'harbourlinetrading',
      });
    }
  });

  it("answers taken without echoing another client's stored name, on the check and on save", async () => {
    const stored = 'Quillfeather Maritime Pte. Ltd.';
    await t.db.insert(companies).values({ name: stored, normalizedName: normalizeCompanyName(stored), jurisdiction: 'SG' });
    const check = await inject('POST', '/api/incorporation/check-name', { companyName: 'QUILL FEATHER maritime llc' });
    expect(check.statusCode).toBe(200);
    const data = check.json().data as { available: boolean; reason?: string; normalized: string };
    expect(data.available).toBe(false);
    expect(data.reason).toBe(MSG.nameTaken);
    expect(JSON.stringify(check.json())).not.toContain('Quillfeather');
    const s = await startSession(t);
    const save = await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: 'Quill-Feather Maritime Private Limited' });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toMatchObject({ code: 'NAME_UNAVAILABLE', message: MSG.nameTaken });
    expect(save.body).not.toContain('Quillfeather');
  });

  it('refuses restricted words and names too short', async () => {
    const bank = await inject('POST', '/api/incorporation/check-name', { companyName: 'Lion City Bank Pte Ltd' });
    expect(bank.json().data).toMatchObject({ available: false, reason: MSG.nameRestricted('bank', 'the Monetary Authority of Singapore') });
    const short = await inject('POST', '/api/incorporation/check-name', { companyName: 'AB Pte. Ltd.' });
    expect(short.json().data).toMatchObject({ available: false, reason: MSG.nameTooShort });
    // A restricted word only counts as a whole word.
    const ok = await inject('POST', '/api/incorporation/check-name', { companyName: `${uniqueName('Riverbank Studios')} LLC` });
    expect(ok.json().data.available).toBe(true);
  });

  it("judges words by the registry's own list (ACRA's and the MCA's), and refuses offensive names without echoing them", async () => {
    const check = (companyName: string, jurisdiction?: string) =>
      inject('POST', '/api/incorporation/check-name', { companyName, ...(jurisdiction ? { jurisdiction } : {}) });
    // "Architects" needs Singapore's Board of Architects; India's registry has no such rule.
    const sg = await check(`${uniqueName('Harbour')} Architects`, 'SG');
    expect(sg.json().data).toMatchObject({ available: false, reason: MSG.nameRestricted('architects', 'the Board of Architects') });
    expect((await check(`${uniqueName('Harbour')} Architects`, 'IN')).json().data.available).toBe(true);
    // "Bureau" and "Nidhi" are among the MCA's words (rule 8B).
    const bureau = await check(`${uniqueName('Lakshmi')} Bureau`, 'IN');
    expect(bureau.json().data.reason).toBe(MSG.nameRestricted('bureau', 'the Central Government (Companies (Incorporation) Rules 2014, rule 8B)'));
    expect((await check(`${uniqueName('Lakshmi')} Nidhi`, 'IN')).json().data.reason).toContain('restricted word "nidhi"');
    const rude = await check('Shit Happens Trading', 'SG');
    expect(rude.json().data).toMatchObject({ available: false, reason: MSG.nameOffensive });
    expect(rude.json().data.reason).not.toContain('Shit');
    // The wizard's save refuses them too, with the same text.
    const s = await startSession(t);
    const save = await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: 'Shit Happens Trading' });
    expect(save.statusCode).toBe(400);
    expect(save.json().fields['body.companyName']).toEqual([MSG.nameOffensive]);
  });

  it("is held by another verified open application, but not for that application's own check", async () => {
    const name = `${uniqueName('Sunrise Analytics')} Pte. Ltd.`;
    const s = await startSession(t);
    await verifyEmail(t, s);
    expect((await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: name })).statusCode).toBe(200);
    const other = await inject('POST', '/api/incorporation/check-name', { companyName: name.replace(' Pte. Ltd.', ' Private Limited') });
    expect(other.json().data).toMatchObject({ available: false, reason: MSG.nameReserved });
    const own = await inject('POST', '/api/incorporation/check-name', { companyName: name, sessionId: s.id });
    expect(own.json().data.available).toBe(true);
    // And another application cannot save it.
    const s2 = await startSession(t);
    const clash = await inject('PUT', `/api/incorporation/update/${s2.id}`, { companyName: name });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'NAME_UNAVAILABLE', message: MSG.nameReserved });
  });

  it('answers 400 for a missing name', async () => {
    const res = await inject('POST', '/api/incorporation/check-name', { companyName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.nameRequired);
  });
});

describe('GET /api/incorporation/service-details', () => {
  it('answers the services asked for, in order, leaving unknown ids out', async () => {
    const res = await inject('GET', '/api/incorporation/service-details?ids=4,5,999,1');
    expect(res.statusCode).toBe(200);
    expect(res.json().services.map((s: { id: number }) => s.id)).toEqual([4, 5, 1]);
    expect(res.json().fixedServiceId).toBe(4);
    expect(res.json().services[0]).toMatchObject({ priceMinor: 125000, currency: 'USD', billing: 'one_off' });
  });

  it('answers 400 for ids that are not a comma list of numbers', async () => {
    for (const q of ['ids=', 'ids=4;drop table services', 'ids=a,b', '']) {
      const res = await inject('GET', `/api/incorporation/service-details?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('PUT /api/incorporation/update/{id}', () => {
  it('saves any subset of the fields with "Step updated"', async () => {
    const s = await startSession(t);
    const date = `${new Date().getUTCFullYear() + 1}-09-01`;
    const res = await inject('PUT', `/api/incorporation/update/${s.id}`, {
      currentStep: 3,
      companyName: 'Northwind Robotics Pte. Ltd.',
      companyName_optional: 'Northwind Automation Pte. Ltd.',
      registrationDate: date,
      companyDetails: { jurisdiction: 'SG', companyType: 'private_limited' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Step updated');
    expect(sessionOf(res)).toMatchObject({
      currentStep: 3,
      companyName: 'Northwind Robotics Pte. Ltd.',
      companyName_optional: 'Northwind Automation Pte. Ltd.',
      registrationDate: date,
      companyDetails: { jurisdiction: 'SG', companyType: 'private_limited' },
      fullName: s.fullName,
    });
    // The server prices the quote with Singapore GST.
    expect(sessionOf(res).quote).toMatchObject({ taxRateBp: 900, taxLabel: 'GST 9%', subtotalMinor: 125000, taxMinor: 11250, totalMinor: 136250 });
  });

  it('rejects a step outside the wizard, unknown services and services of another jurisdiction', async () => {
    const s = await startSession(t);
    expect((await inject('PUT', `/api/incorporation/update/${s.id}`, { currentStep: 0 })).statusCode).toBe(400);
    expect((await inject('PUT', `/api/incorporation/update/${s.id}`, { currentStep: 99 })).statusCode).toBe(400);
    const unknown = await inject('PUT', `/api/incorporation/update/${s.id}`, { servicesSelected: [4, 999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.unknownService('999'));
    await inject('PUT', `/api/incorporation/update/${s.id}`, { companyDetails: { jurisdiction: 'AE' } });
    const wrong = await inject('PUT', `/api/incorporation/update/${s.id}`, { servicesSelected: [5] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.wrongJurisdictionService('Company secretary (Singapore)', 'Singapore'));
  });

  it('drops services of the old jurisdiction when the company moves', async () => {
    const s = await startSession(t);
    await inject('PUT', `/api/incorporation/update/${s.id}`, { companyDetails: { jurisdiction: 'SG' }, servicesSelected: [5, 6] });
    const res = await inject('PUT', `/api/incorporation/update/${s.id}`, { companyDetails: { jurisdiction: 'IN' } });
    expect(sessionOf(res).servicesSelected).toEqual([6]);
    expect(sessionOf(res).quote?.taxLabel).toBe('GST 18%');
  });

  it('asks for a new verification when the contact e-mail changes', async () => {
    const s = await startSession(t);
    await verifyEmail(t, s);
    expect(sessionOf(await inject('GET', `/api/incorporation/resume/${s.id}`)).isEmailVerified).toBe(true);
    const res = await inject('PUT', `/api/incorporation/update/${s.id}`, { contactEmail: uniqueEmail('new') });
    expect(sessionOf(res).isEmailVerified).toBe(false);
  });

  it('checks the alternative name like the first: taken, restricted, or the same as the first (issue 12 item 4)', async () => {
    const stored = `${uniqueName('Tidewater Freight')} Pte. Ltd.`;
    await t.db.insert(companies).values({ name: stored, normalizedName: normalizeCompanyName(stored), jurisdiction: 'SG' });
    const s = await startSession(t);
    const first = `${uniqueName('Bluewater Freight')} Pte. Ltd.`;
    const taken = await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: first, companyName_optional: stored.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'NAME_UNAVAILABLE', message: MSG.alternativeTaken(MSG.nameTaken) });
    expect(taken.json().fields['body.companyName_optional']).toEqual([MSG.nameTaken]);
    const restricted = await inject('PUT', `/api/incorporation/update/${s.id}`, {
      companyName: first,
      companyName_optional: 'Bluewater Insurance',
      companyDetails: { jurisdiction: 'SG' },
    });
    expect(restricted.statusCode).toBe(400);
    expect(restricted.json().fields['body.companyName_optional']).toEqual([MSG.nameRestricted('insurance', 'the Monetary Authority of Singapore')]);
    const same = await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: first, companyName_optional: first.toLowerCase() });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields['body.companyName_optional']).toEqual([MSG.alternativeSameAsFirst]);
    // Nothing of the refused saves was kept; a free alternative is.
    const free = `${uniqueName('Bluewater Logistics')} Pte. Ltd.`;
    const ok = await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: first, companyName_optional: free });
    expect(ok.statusCode).toBe(200);
    expect(sessionOf(ok)).toMatchObject({ companyName: first, companyName_optional: free });
  });

  it('refuses a preferred registration date in the past, and one that has passed by the time of paying', async () => {
    const s = await createReadySession(t);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const past = await inject('PUT', `/api/incorporation/update/${s.id}`, { registrationDate: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields['body.registrationDate']).toEqual([MSG.registrationDatePast]);
    expect((await inject('PUT', `/api/incorporation/update/${s.id}`, { registrationDate: today })).statusCode).toBe(200);
    // A date chosen earlier that has passed since: the application cannot be paid until it is chosen again.
    await t.db.update(incorporationSessions).set({ registrationDate: yesterday }).where(eq(incorporationSessions.id, s.id));
    const complete = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(complete.statusCode).toBe(400);
    expect(complete.json().fields.registrationDate).toEqual([MSG.registrationDatePast]);
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    const missing = await inject('PUT', '/api/incorporation/update/7d1f5b59-5d6e-4a55-9a36-3f7e0f0b9c11', { currentStep: 2 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.sessionNotFound);
    const bad = await inject('PUT', "/api/incorporation/update/1' or '1'='1", { currentStep: 2 });
    expect(bad.statusCode).toBe(400);
  });

  it('never answers 500 for hostile bodies', async () => {
    const s = await startSession(t);
    const bodies: unknown[] = [
      { directorData: 'x' },
      { directorData: [{ fullName: 'a'.repeat(10_000) }] },
      { directorData: Array.from({ length: 25 }, () => ({})) },
      { shareholderData: [{ shares: -5 }] },
      { shareholderData: [{ shares: 1.5 }] },
      { companyDetails: { jurisdiction: 'US' } },
      { companyDetails: { shareCapital: { issuedShares: 'lots' } } },
      { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
      { servicesSelected: ['1; drop table services'] },
      { directorData: [{ files: { passport: { fileId: 'not-a-uuid', name: 'x' } } }] },
    ];
    for (const body of bodies) {
      const res = await inject('PUT', `/api/incorporation/update/${s.id}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    const raw = await t.app.inject({ method: 'PUT', url: `/api/incorporation/update/${s.id}`, headers: { 'content-type': 'application/json' }, payload: '{"currentStep": 2,' });
    expect(raw.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('POST /api/incorporation/upload-file/{id}', () => {
  it('stores a PDF, JPEG or PNG and answers a signed, expiring url', async () => {
    const s = await startSession(t);
    const pdf = await samplePdf();
    const res = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'passport.pdf', contentType: 'application/pdf', data: pdf });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { url: string; expiresAt: string; file: { fileId: string; mimeType: string; roleType: string; index: number; fileType: string } };
    expect(body.url).toMatch(/\/api\/files\/signed\?key=.+&expires=\d+&sig=[a-f0-9]{64}/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.file).toMatchObject({ roleType: 'director', index: 0, fileType: 'passport', mimeType: 'application/pdf' });
    // The url downloads the same bytes.
    const download = await t.app.inject({ method: 'GET', url: body.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    // A tampered signature does not.
    // (Flip the first hex digit: writing a fixed digit would change nothing one time in sixteen.)
    const tamperedUrl = body.url.replace(/^https?:\/\/[^/]+/, '').replace(/sig=([a-f0-9])/, (_m, d: string) => `sig=${d === '0' ? '1' : '0'}`);
    const tampered = await t.app.inject({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBe(403);

    const jpg = await upload(t, s.id, { roleType: 'shareholder', index: 1, fileType: 'proofOfAddress' }, { filename: 'bill.jpeg', contentType: 'image/jpeg', data: JPEG_1PX });
    expect(jpg.statusCode).toBe(201);
    expect(jpg.json().file.mimeType).toBe('image/jpeg');
    const png = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'photo' }, { filename: 'me.png', contentType: 'image/png', data: PNG_1PX });
    expect(png.statusCode).toBe(201);

    // The session lists the files keyed by roleType, index and fileType, and carries them on the entries.
    await inject('PUT', `/api/incorporation/update/${s.id}`, { directorData: [{ fullName: 'Mei Ling Tan' }] });
    const resumed = sessionOf(await inject('GET', `/api/incorporation/resume/${s.id}`));
    expect(resumed.uploadedFiles.map((f) => `${f.roleType}:${f.index}:${f.fileType}`).sort()).toEqual(
      ['director:0:passport', 'director:0:photo', 'shareholder:1:proofOfAddress'].sort(),
    );
    expect(resumed.directorData[0]?.files?.passport).toMatchObject({ fileId: body.file.fileId, name: 'passport.pdf' });
    expect(resumed.directorData[0]?.files?.passport?.url).toContain('/api/files/signed');
  });

  it('refuses an .exe renamed .pdf with a clear message', async () => {
    const s = await startSession(t);
    const res = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'passport.pdf', contentType: 'application/pdf', data: EXE_BYTES });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: fileMessages.mismatch('PDF, JPEG, PNG') });
    const txt = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('hello') });
    expect(txt.statusCode).toBe(415);
    expect(txt.json().message).toBe(fileMessages.unsupportedType('PDF, JPEG, PNG'));
    expect(await t.db.select().from(incorporationFiles).where(eq(incorporationFiles.sessionId, s.id))).toHaveLength(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const s = await startSession(t);
    const big = Buffer.concat([await samplePdf(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const res = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'big.pdf', contentType: 'application/pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: fileMessages.tooLarge(10) });
  });

  it('validates roleType, index and fileType, and needs a file', async () => {
    const s = await startSession(t);
    const pdf = await samplePdf();
    const file = { filename: 'p.pdf', contentType: 'application/pdf', data: pdf };
    const role = await upload(t, s.id, { roleType: 'auditor', index: 0, fileType: 'passport' }, file);
    expect(role.statusCode).toBe(400);
    expect(role.json().fields.roleType).toBeDefined();
    expect((await upload(t, s.id, { roleType: 'director', index: -1, fileType: 'passport' }, file)).statusCode).toBe(400);
    expect((await upload(t, s.id, { roleType: 'director', index: 'x', fileType: 'passport' }, file)).statusCode).toBe(400);
    expect((await upload(t, s.id, { roleType: 'director', index: 25, fileType: 'passport' }, file)).statusCode).toBe(400);
    expect((await upload(t, s.id, { roleType: 'director', index: 0, fileType: '../../etc/passwd' }, file)).statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/incorporation/upload-file/${s.id}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="roleType"\r\n\r\ndirector\r\n--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(fileMessages.missing);
    const json = await inject('POST', `/api/incorporation/upload-file/${s.id}`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const missing = await upload(t, '6b0d7a43-9f0e-4a55-9a36-3f7e0f0b9c11', { roleType: 'director', index: 0, fileType: 'passport' }, file);
    expect(missing.statusCode).toBe(404);
  });

  it('replaces the earlier file of the same person and type', async () => {
    const s = await startSession(t);
    const first = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'old.pdf', contentType: 'application/pdf', data: await samplePdf('old') });
    const second = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'new.png', contentType: 'image/png', data: PNG_1PX });
    expect(second.statusCode).toBe(201);
    const rows = await t.db.select().from(incorporationFiles).where(eq(incorporationFiles.sessionId, s.id));
    expect(rows.map((r) => r.fileId)).toEqual([second.json().file.fileId]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, first.json().file.fileId))).toHaveLength(0);
  });

  it('moves files with their person when the list changes, and drops files of removed people', async () => {
    const s = await startSession(t);
    const pdf = await samplePdf();
    await inject('PUT', `/api/incorporation/update/${s.id}`, { directorData: [{ fullName: 'First' }, { fullName: 'Second' }] });
    const a = (await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'a.pdf', contentType: 'application/pdf', data: pdf })).json().file.fileId as string;
    const b = (await upload(t, s.id, { roleType: 'director', index: 1, fileType: 'passport' }, { filename: 'b.pdf', contentType: 'application/pdf', data: pdf })).json().file.fileId as string;
    // The first director is removed; the second (sent back with its files) becomes index 0.
    const current = sessionOf(await inject('GET', `/api/incorporation/resume/${s.id}`));
    const res = await inject('PUT', `/api/incorporation/update/${s.id}`, { directorData: [current.directorData[1]] });
    const after = sessionOf(res);
    expect(after.directorData).toHaveLength(1);
    expect(after.directorData[0]?.fullName).toBe('Second');
    expect(after.directorData[0]?.files?.passport?.fileId).toBe(b);
    expect(after.uploadedFiles.map((f) => f.fileId)).toEqual([b]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, a))).toHaveLength(0);
    // Saving the entries without their files keeps the files where they are.
    const kept = sessionOf(await inject('PUT', `/api/incorporation/update/${s.id}`, { directorData: [{ fullName: 'Second', nationality: 'Indian' }] }));
    expect(kept.directorData[0]?.files?.passport?.fileId).toBe(b);
  });
});

describe('reconcileFiles', () => {
  const at = (ms: number) => new Date(1_800_000_000_000 + ms);
  const f = (fileId: string, roleType: 'director' | 'shareholder', personIndex: number, fileType: string, ms: number) => ({ fileId, roleType, personIndex, fileType, createdAt: at(ms) });
  const ref = (fileId: string) => ({ fileId, name: 'x.pdf' });

  it('moves claimed files, keeps unclaimed ones in place, and lets a claimed file win its slot', () => {
    const files = [f('a', 'director', 0, 'passport', 2), f('b', 'director', 1, 'passport', 1), f('c', 'shareholder', 0, 'passport', 0)];
    const plan = reconcileFiles(files, { director: [{ files: { passport: ref('b') } }] });
    expect(plan.moves).toEqual([{ fileId: 'b', roleType: 'director', index: 0, fileType: 'passport' }]);
    expect(plan.remove).toEqual(['a']);
  });

  it('drops files beyond the end of a shortened list and leaves lists not sent alone', () => {
    const files = [f('a', 'director', 0, 'passport', 0), f('b', 'director', 2, 'passport', 0), f('c', 'shareholder', 5, 'passport', 0)];
    expect(reconcileFiles(files, { director: [{}, {}] })).toEqual({ moves: [], remove: ['b'] });
  });
});

describe('POST /api/incorporation/send-otp/{id} and verify-otp/{id}', () => {
  it('mails a code with "OTP sent" and verifies it with "OTP verified"', async () => {
    const s = await startSession(t);
    const sent = await inject('POST', `/api/incorporation/send-otp/${s.id}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'OTP sent', sentTo: `${s.contactEmail.slice(0, 1)}***@example.com` });
    const otp = await lastOtp(t.db, s.contactEmail);
    const wrong = await inject('POST', `/api/incorporation/verify-otp/${s.id}`, { otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(authMessages.errors.otpInvalid);
    const ok = await inject('POST', `/api/incorporation/verify-otp/${s.id}`, { otp });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('OTP verified');
    expect(sessionOf(ok).isEmailVerified).toBe(true);
    const again = await inject('POST', `/api/incorporation/send-otp/${s.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.alreadyVerified);
  });

  it('asks the visitor to wait before a second code, and checks the code format', async () => {
    const s = await startSession(t);
    await inject('POST', `/api/incorporation/send-otp/${s.id}`);
    const soon = await inject('POST', `/api/incorporation/send-otp/${s.id}`);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(authMessages.errors.otpResendWait);
    expect((await inject('POST', `/api/incorporation/verify-otp/${s.id}`, { otp: '12ab' })).statusCode).toBe(400);
  });

  it("does not accept another session's code", async () => {
    const a = await startSession(t);
    const b = await startSession(t);
    await inject('POST', `/api/incorporation/send-otp/${a.id}`);
    const otp = await lastOtp(t.db, a.contactEmail);
    const res = await inject('POST', `/api/incorporation/verify-otp/${b.id}`, { otp });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/incorporation/complete', () => {
  it('needs the e-mail verified first', async () => {
    const s = await startSession(t);
    const res = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: MSG.emailNotVerified });
  });

  it('lists every missing detail by field', async () => {
    const s = await startSession(t);
    await verifyEmail(t, s);
    const res = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string[]>;
    expect(fields.companyName).toEqual([MSG.nameRequired]);
    expect(fields.directorData).toEqual([MSG.directorsRequired]);
    expect(fields.shareholderData).toEqual([MSG.shareholdersRequired]);
    expect(fields['companyDetails.jurisdiction']).toBeDefined();
  });

  it("refuses shareholders' shares that do not add up to the shares issued", async () => {
    const s = await startSession(t);
    await verifyEmail(t, s);
    const details = completeDetails(s.contactEmail, { issuedShares: 10000, shares: 9000 });
    await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: `${uniqueName()} Pte. Ltd.`, ...details });
    const res = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.shareholderData).toContain(MSG.sharesMismatch(9000, 10000));
  });

  it('needs the KYC files and a Singapore-resident director (or the nominee service)', async () => {
    const s = await startSession(t);
    await verifyEmail(t, s);
    const details = completeDetails(s.contactEmail);
    const director = { ...details.directorData[0], isResident: false };
    await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: `${uniqueName()} Pte. Ltd.`, ...details, directorData: [director] });
    const res = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    const fields = res.json().fields as Record<string, string[]>;
    expect(fields['directorData.0.files.passport']).toEqual([MSG.missingFile('director', 1, 'passport')]);
    expect(fields['directorData.0.files.proofOfAddress']).toBeDefined();
    expect(fields.directorData).toContain(MSG.residentDirectorRequired);
    const nominee = await inject('PUT', `/api/incorporation/update/${s.id}`, { useNomineeDirector: true });
    // The nominee director service joins the quote.
    expect(sessionOf(nominee).quote?.lines.map((l) => l.serviceId)).toContain(2);
    const again = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(again.json().fields.directorData ?? []).not.toContain(MSG.residentDirectorRequired);
  });

  it('asks an NRIC holder for the NRIC front and back, not a passport (issue 12 item 6)', async () => {
    // A ready application of a passport holder, whose director then says they hold an NRIC.
    const s = await createReadySession(t);
    const director = { ...s.directorData[0], idType: 'nric', idNumber: 'S8712345B' };
    await inject('PUT', `/api/incorporation/update/${s.id}`, { directorData: [director] });
    const res = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string[]>;
    expect(fields['directorData.0.files.nricFront']).toEqual([MSG.missingFile('director', 1, 'NRIC (front)')]);
    expect(fields['directorData.0.files.nricBack']).toEqual([MSG.missingFile('director', 1, 'NRIC (back)')]);
    expect(fields['directorData.0.files.passport']).toBeUndefined();
    // Nor can it be paid.
    const order = await inject('POST', '/api/payment/create-incorporation-order', { sessionId: s.id });
    expect(order.statusCode).toBe(400);
    // With the NRIC's two sides it is ready (the passport uploaded earlier is not needed).
    for (const fileType of ['nricFront', 'nricBack']) {
      const up = await upload(t, s.id, { roleType: 'director', index: 0, fileType }, { filename: `${fileType}.png`, contentType: 'image/png', data: PNG_1PX });
      expect(up.statusCode).toBe(201);
    }
    const ready = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(ready.statusCode).toBe(402);
  });

  it('answers 402 while the application is ready but unpaid', async () => {
    const s = await createReadySession(t);
    const res = await inject('POST', '/api/incorporation/complete', { sessionId: s.id });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUIRED', message: MSG.paymentRequired });
  });
});

describe('GET /api/incorporation/resume/{id}', () => {
  it('brings the visitor back to their step with their data', async () => {
    const s = await createReadySession(t, { servicesSelected: [1, 5, 8] });
    await inject('PUT', `/api/incorporation/update/${s.id}`, { currentStep: 5 });
    const res = await inject('GET', `/api/incorporation/resume/${s.id}`);
    expect(res.statusCode).toBe(200);
    const resumed = sessionOf(res);
    expect(resumed.currentStep).toBe(5);
    expect(resumed.companyName).toBe(s.companyName);
    expect(resumed.directorData[0]).toMatchObject({ fullName: 'Mei Ling Tan', isResident: true });
    expect(Object.keys(resumed.directorData[0]?.files ?? {}).sort()).toEqual(['passport', 'proofOfAddress']);
    expect(resumed.servicesSelected).toEqual([1, 5, 8]);
    expect(resumed.isEmailVerified).toBe(true);
  });

  it('answers 404 for an id that is not a session', async () => {
    const res = await inject('GET', '/api/incorporation/resume/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.sessionNotFound);
  });
});

describe('admin: /api/incorporation/admin/staging and /delete/{id}', () => {
  it('needs an admin', async () => {
    const s = await startSession(t);
    for (const [method, url] of [
      ['GET', '/api/incorporation/admin/staging'],
      ['GET', `/api/incorporation/admin/staging/${s.id}`],
      ['PUT', `/api/incorporation/admin/staging/${s.id}`],
      ['DELETE', `/api/incorporation/delete/${s.id}`],
    ] as const) {
      const body = method === 'PUT' ? { currentStep: 2 } : undefined;
      expect((await inject(method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await inject(method, url, body, clientToken)).statusCode, `${method} ${url} client`).toBe(403);
    }
  });

  it('lists staging sessions newest first with cursor paging and search', async () => {
    const tag = uniqueName('Kestrel');
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await startSession(t, uniqueEmail(`kestrel${i}`));
      await inject('PUT', `/api/incorporation/update/${s.id}`, { companyName: `${tag} ${i} Pte. Ltd.` });
      made.push(s.id);
    }
    const first = await inject('GET', `/api/incorporation/admin/staging?limit=2&q=${encodeURIComponent(tag)}`, undefined, adminToken);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { stagingCompanies: Array<{ id: string; companyName: string; fileCount: number }>; nextCursor: string; hasMore: boolean };
    expect(page1.stagingCompanies.map((x) => x.id)).toEqual([made[2], made[1]]);
    expect(page1.hasMore).toBe(true);
    const second = await inject('GET', `/api/incorporation/admin/staging?limit=2&q=${encodeURIComponent(tag)}&cursor=${page1.nextCursor}`, undefined, adminToken);
    expect(second.json().stagingCompanies.map((x: { id: string }) => x.id)).toEqual([made[0]]);
    expect(second.json().hasMore).toBe(false);
    const bad = await inject('GET', '/api/incorporation/admin/staging?cursor=garbage', undefined, adminToken);
    expect(bad.statusCode).toBe(400);
  });

  it('opens, edits (audited) and deletes a session with its files', async () => {
    const s = await startSession(t);
    const up = await upload(t, s.id, { roleType: 'director', index: 0, fileType: 'passport' }, { filename: 'p.pdf', contentType: 'application/pdf', data: await samplePdf() });
    const one = await inject('GET', `/api/incorporation/admin/staging/${s.id}`, undefined, adminToken);
    expect(one.statusCode).toBe(200);
    expect(sessionOf(one).uploadedFiles).toHaveLength(1);
    const edit = await inject('PUT', `/api/incorporation/admin/staging/${s.id}`, { contactNumber: '+65 6000 0000', currentStep: 4 }, adminToken);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().message).toBe('Updated successfully');
    expect(sessionOf(edit)).toMatchObject({ contactNumber: '+65 6000 0000', currentStep: 4 });
    const del = await inject('DELETE', `/api/incorporation/delete/${s.id}`, undefined, adminToken);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Deleted successfully', id: s.id, deleted: true });
    expect((await inject('GET', `/api/incorporation/resume/${s.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, up.json().file.fileId))).toHaveLength(0);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, s.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['incorporation.staging.deleted', 'incorporation.staging.updated']);
    expect((await inject('DELETE', `/api/incorporation/delete/${s.id}`, undefined, adminToken)).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('limits starting sessions per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENABLED: true, PUBLIC_URL: 'http://127.0.0.1:9' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/incorporation/start',
          payload: { fullName: 'Rate Test', contactEmail: uniqueEmail('rate'), contactNumber: '+65 9123 4567' },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
      }
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
