import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NriCheckoutSnapshot, NriQuote, NriSession } from '@quayside/contract/nri-onboarding';
import { authMessages, nriOnboardingMessages } from '@quayside/contract/messages';
import { seedServices } from '../../seed/seed';
import { auditLogs, mailOutbox, nriTaxSessions, oneTimeCodes, payments } from '../../db/schema/index';
import { signAccessToken } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lastOtp, uniqueEmail } from '../incorporation/test-helpers';

const MSG = nriOnboardingMessages.errors;
const S = nriOnboardingMessages.success;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
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
const sessionOf = (res: { json(): unknown }) => (res.json() as { session: NriSession }).session;

async function start(email = uniqueEmail('nri')): Promise<NriSession> {
  const res = await inject('POST', '/api/staging-nri/start', {
    fullName: 'Rohan Mehta',
    contactEmail: email,
    contactNumber: '+971 50 123 4567',
    countryCode: '+971',
  });
  expect(res.statusCode).toBe(201);
  return sessionOf(res);
}
async function verify(s: NriSession): Promise<void> {
  expect((await inject('POST', `/api/staging-nri/send-otp/${s.id}`)).statusCode).toBe(200);
  const res = await inject('POST', `/api/staging-nri/verify-otp/${s.id}`, {
    otp: await lastOtp(t.db, s.contactEmail),
  });
  expect(res.statusCode).toBe(200);
}
/** Every answer a complete application needs: a non-resident with interest and capital gains. */
const answers = {
  stayDurationData: {
    daysInIndia: 40,
    daysInIndia4Yrs: 200,
    citizenship: 'indian_citizen',
    situation: 'visiting',
    indianIncomeAboveThreshold: false,
    liableToTaxElsewhere: true,
    nonResidentYearsOfPreceding10: 10,
    daysInIndia7Yrs: 300,
  },
  identityData: {
    panStatus: 'available',
    panNumber: 'abcpe1234f',
    aadhaarStatus: 'available',
    aadhaarNumber: '2345 6789 0124',
    passportNumber: 'K1234567',
  },
  dob: '14/05/1987',
  gender: 'male',
  addressData: {
    streetAddress: 'Villa 12, Street 4, Al Barsha 2',
    city: 'Dubai',
    postalCode: '00000',
    country: 'AE',
  },
  jurisdictionOfResidence: 'AE',
  taxpayerIdentificationNumber: '100-2345-6789',
  incomeSources: ['interest', 'capital_gains'],
  deductions: ['section_80c'],
  filingType: 'original',
  declarationData: {
    accuracy: true,
    authorization: true,
    date: '2026-11-26',
    place: 'Dubai',
    signature: 'Rohan Mehta',
  },
};
async function readySession(extra: Record<string, unknown> = {}): Promise<NriSession> {
  const s = await start();
  await verify(s);
  const res = await inject('PUT', `/api/staging-nri/update/${s.id}`, { ...answers, ...extra, step: 7 });
  expect(res.statusCode).toBe(200);
  return sessionOf(res);
}

describe('POST /api/staging-nri/start', () => {
  it('starts a session at step 1 and mails the resume link with the session id', async () => {
    const email = uniqueEmail('nri');
    const res = await inject('POST', '/api/staging-nri/start', {
      fullName: 'Rohan Mehta',
      contactEmail: ` ${email.toUpperCase()} `,
      contactNumber: '+971 50 123 4567',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; session: NriSession };
    expect(body.message).toBe(S.started);
    expect(body.session).toMatchObject({
      step: 1,
      contactEmail: email,
      isEmailVerified: false,
      isCompleted: false,
      isPaid: false,
      residencyStatus: null,
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.text).toContain(`http://127.0.0.1:9/nri-tax?session=${body.session.id}`);
  });
  it('refuses a bad e-mail and a missing name with the fields at fault', async () => {
    const res = await inject('POST', '/api/staging-nri/start', { contactEmail: 'nope', contactNumber: '12' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { fields: Record<string, string[]> }).fields).sort()).toEqual([
      'body.contactEmail',
      'body.contactNumber',
      'body.fullName',
    ]);
  });
});

describe('PUT /api/staging-nri/update/{sessionId}', () => {
  it('saves partial answers and the step, normalises dob and computes the residency with reasons', async () => {
    const s = await start();
    const res = await inject('PUT', `/api/staging-nri/update/${s.id}`, {
      step: 3,
      stayDurationData: answers.stayDurationData,
      dob: '14-05-1987',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; session: NriSession };
    expect(body.message).toBe(S.updated);
    expect(body.session).toMatchObject({ step: 3, dob: '1987-05-14', residencyStatus: 'non_resident' });
    expect(body.session.residencyReasons[0]).toContain('40 days');
    const [row] = await t.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, s.id));
    expect(row?.residencyStatus).toBe('non_resident');
  });
  it('refuses a PAN, an Aadhaar number and days out of bounds with their texts', async () => {
    const s = await start();
    const pan = await inject('PUT', `/api/staging-nri/update/${s.id}`, {
      identityData: { panNumber: 'ABCXE1234F' },
    });
    expect(pan.statusCode).toBe(400);
    expect(
      (pan.json() as { fields: Record<string, string[]> }).fields['body.identityData.panNumber'],
    ).toEqual([MSG.panEntity]);
    const aadhaar = await inject('PUT', `/api/staging-nri/update/${s.id}`, {
      identityData: { aadhaarNumber: '234567890125' },
    });
    expect(
      (aadhaar.json() as { fields: Record<string, string[]> }).fields['body.identityData.aadhaarNumber'],
    ).toEqual([MSG.aadhaarChecksum]);
    const days = await inject('PUT', `/api/staging-nri/update/${s.id}`, {
      stayDurationData: { daysInIndia: 367 },
    });
    expect(days.statusCode).toBe(400);
    const dob = await inject('PUT', `/api/staging-nri/update/${s.id}`, { dob: '31/02/1990' });
    expect((dob.json() as { fields: Record<string, string[]> }).fields['body.dob']).toEqual([MSG.dobFormat]);
  });
  it('asks for a new verification when the e-mail changes', async () => {
    const s = await start();
    await verify(s);
    const res = await inject('PUT', `/api/staging-nri/update/${s.id}`, {
      contactEmail: uniqueEmail('moved'),
    });
    expect(sessionOf(res).isEmailVerified).toBe(false);
  });
  it('answers 404 for an unknown session and 409 once submitted', async () => {
    expect(
      (await inject('PUT', '/api/staging-nri/update/00000000-0000-4000-8000-000000000000', { step: 2 }))
        .statusCode,
    ).toBe(404);
    const s = await readySession();
    await inject('POST', `/api/staging-nri/complete/${s.id}`);
    const res = await inject('PUT', `/api/staging-nri/update/${s.id}`, { step: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MSG.sessionCompleted });
  });
});

describe('GET /api/staging-nri/resume/{sessionId}', () => {
  it('answers the session with its answers, dob as YYYY-MM-DD', async () => {
    const s = await readySession();
    const res = await inject('GET', `/api/staging-nri/resume/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(sessionOf(res)).toMatchObject({
      step: 7,
      dob: '1987-05-14',
      gender: 'male',
      identityData: { panNumber: 'abcpe1234f' },
      incomeSources: ['interest', 'capital_gains'],
    });
  });
  it('answers only the state of a paid session', async () => {
    const s = await readySession();
    await t.db
      .update(nriTaxSessions)
      .set({ isCompleted: true, isPaid: true })
      .where(eq(nriTaxSessions.id, s.id));
    const resumed = sessionOf(await inject('GET', `/api/staging-nri/resume/${s.id}`));
    expect(resumed).toMatchObject({
      isPaid: true,
      fullName: '',
      contactEmail: '',
      identityData: {},
      dob: null,
      incomeSources: [],
    });
  });
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await inject('GET', '/api/staging-nri/resume/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/staging-nri/resume/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/staging-nri/send-otp/{id} and /verify-otp/{id}', () => {
  it('mails a hashed code through the one OTP service and verifies it with the spec texts', async () => {
    const s = await start();
    const sent = await inject('POST', `/api/staging-nri/send-otp/${s.id}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: S.otpSent,
      sentTo: `${s.contactEmail.slice(0, 1)}***@example.com`,
    });
    const code = await lastOtp(t.db, s.contactEmail);
    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, 'nri_onboarding'), eq(oneTimeCodes.subject, s.id)));
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(code);
    const res = await inject('POST', `/api/staging-nri/verify-otp/${s.id}`, { otp: code });
    expect(res.json()).toMatchObject({ message: S.emailVerified, session: { isEmailVerified: true } });
  });
  it('waits 60 s before a resend', async () => {
    const s = await start();
    expect((await inject('POST', `/api/staging-nri/send-otp/${s.id}`)).statusCode).toBe(200);
    expect((await inject('POST', `/api/staging-nri/send-otp/${s.id}`)).statusCode).toBe(429);
  });
  it('refuses a wrong code, and every code after five tries', async () => {
    const s = await start();
    await inject('POST', `/api/staging-nri/send-otp/${s.id}`);
    const code = await lastOtp(t.db, s.contactEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await inject('POST', `/api/staging-nri/verify-otp/${s.id}`, { otp: wrong });
    expect(first.statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await inject('POST', `/api/staging-nri/verify-otp/${s.id}`, { otp: wrong });
    const after = await inject('POST', `/api/staging-nri/verify-otp/${s.id}`, { otp: code });
    expect(after.statusCode).toBeGreaterThanOrEqual(400);
    expect(sessionOf(await inject('GET', `/api/staging-nri/resume/${s.id}`)).isEmailVerified).toBe(false);
  });
  it('refuses a malformed code and an already verified address', async () => {
    const s = await start();
    const malformed = await inject('POST', `/api/staging-nri/verify-otp/${s.id}`, { otp: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as { fields: Record<string, string[]> }).fields['body.otp']).toEqual([
      authMessages.errors.otpFormat,
    ]);
    await verify(s);
    expect((await inject('POST', `/api/staging-nri/send-otp/${s.id}`)).json()).toMatchObject({
      message: MSG.alreadyVerified,
    });
  });
});

describe('POST /api/staging-nri/resume-link/{id}', () => {
  it("mails the resume link to the session's own address", async () => {
    const s = await start();
    const res = await inject('POST', `/api/staging-nri/resume-link/${s.id}`);
    expect(res.json()).toMatchObject({ message: S.resumeLinkSent });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.contactEmail));
    expect(mails.filter((m) => m.text?.includes(`/nri-tax?session=${s.id}`))).toHaveLength(2);
  });
});

describe('POST /api/staging-nri/complete/{id}', () => {
  it('needs a verified e-mail', async () => {
    const s = await start();
    const res = await inject('POST', `/api/staging-nri/complete/${s.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MSG.emailNotVerified });
  });
  it('lists every missing answer', async () => {
    const s = await start();
    await verify(s);
    const res = await inject('POST', `/api/staging-nri/complete/${s.id}`);
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { fields: Record<string, string[]> }).fields;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'stayDurationData.daysInIndia',
        'identityData.passportNumber',
        'dob',
        'incomeSources',
        'declarationData.accuracy',
      ]),
    );
  });
  it('refuses a company PAN for an individual return', async () => {
    const s = await readySession({ identityData: { ...answers.identityData, panNumber: 'AAACQ1234Z' } });
    const res = await inject('POST', `/api/staging-nri/complete/${s.id}`);
    expect((res.json() as { fields: Record<string, string[]> }).fields['identityData.panNumber']).toEqual([
      MSG.panNotIndividual,
    ]);
  });
  it('submits a complete session with the spec text, with a drawn signature too', async () => {
    const s = await readySession({ declarationData: { ...answers.declarationData, signature: PNG } });
    const res = await inject('POST', `/api/staging-nri/complete/${s.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: S.completed, session: { isCompleted: true, step: 8 } });
  });
});

describe('GET /api/staging-nri/quote', () => {
  it('prices the lines from the catalogue by the answers', async () => {
    const s = await readySession();
    const res = await inject('GET', `/api/staging-nri/quote?sessionId=${s.id}`);
    expect(res.statusCode).toBe(200);
    const { quote } = res.json() as { quote: NriQuote };
    expect(quote).toMatchObject({
      sessionId: s.id,
      returnType: 'ITR-2',
      currency: 'USD',
      totalMinor: 19900 + 34900,
      taxMinor: 0,
    });
    expect(quote.lines.map((l) => l.serviceId)).toEqual([21, 22]);
  });
  it('files ITR-3 with business income and adds DTAA relief, Schedule FA for an ROR and a revised return', async () => {
    const s = await readySession({
      incomeSources: ['business'],
      deductions: ['dtaa_relief'],
      filingType: 'revised',
      stayDurationData: {
        ...answers.stayDurationData,
        daysInIndia: 200,
        daysInIndia4Yrs: 1000,
        nonResidentYearsOfPreceding10: 0,
        daysInIndia7Yrs: 2000,
        situation: 'other',
      },
    });
    const { quote } = (await inject('GET', `/api/staging-nri/quote?sessionId=${s.id}`)).json() as {
      quote: NriQuote;
    };
    expect(quote.returnType).toBe('ITR-3');
    expect(quote.lines.map((l) => l.serviceId)).toEqual([21, 24, 25, 26, 27]);
  });
  it('answers 400 "Empty quote" without income sources, 404 for an unknown session', async () => {
    const s = await start();
    const res = await inject('GET', `/api/staging-nri/quote?sessionId=${s.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MSG.emptyQuote });
    expect(
      (await inject('GET', '/api/staging-nri/quote?sessionId=00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await inject('GET', '/api/staging-nri/quote')).statusCode).toBe(400);
  });
});

describe('GET /api/staging-nri/checkout-snapshot', () => {
  it('needs a submitted session', async () => {
    const s = await readySession();
    const res = await inject('GET', `/api/staging-nri/checkout-snapshot?sessionId=${s.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MSG.notCompleted });
  });
  it('freezes the lines, totals and facts, and the payment charges exactly its total', async () => {
    const s = await readySession();
    await inject('POST', `/api/staging-nri/complete/${s.id}`);
    const res = await inject('GET', `/api/staging-nri/checkout-snapshot?sessionId=${s.id}`);
    expect(res.statusCode).toBe(200);
    const { snapshot } = res.json() as { snapshot: NriCheckoutSnapshot };
    expect(snapshot).toMatchObject({
      sessionId: s.id,
      fullName: 'Rohan Mehta',
      residencyStatus: 'non_resident',
      incomeSources: ['interest', 'capital_gains'],
      isPaid: false,
    });
    const order = await inject('POST', '/api/payment/create-nri-order', { sessionId: s.id });
    expect(order.statusCode).toBe(201);
    const [payment] = await t.db.select().from(payments).where(eq(payments.referenceId, s.id));
    expect(payment?.amountMinor).toBe(snapshot.totalMinor);
  });
  it('will not open an order for a session not submitted', async () => {
    const s = await readySession();
    expect((await inject('POST', '/api/payment/create-nri-order', { sessionId: s.id })).statusCode).toBe(409);
  });
});

describe('admin staging: GET /api/staging-nri/admin/staging, GET/PUT /admin/staging/{id}, DELETE /delete/{id}', () => {
  it('lists sessions newest first with filters and pages', async () => {
    const a = await start(uniqueEmail('listed'));
    const b = await readySession();
    await inject('POST', `/api/staging-nri/complete/${b.id}`);
    const all = await inject('GET', '/api/staging-nri/admin/staging?limit=1', undefined, adminToken);
    expect(all.statusCode).toBe(200);
    const page = all.json() as {
      sessions: Array<{ id: string }>;
      nextCursor: string | null;
      hasMore: boolean;
    };
    expect(page.sessions).toHaveLength(1);
    expect(page.hasMore).toBe(true);
    const next = (
      await inject(
        'GET',
        `/api/staging-nri/admin/staging?limit=1&cursor=${encodeURIComponent(page.nextCursor ?? '')}`,
        undefined,
        adminToken,
      )
    ).json() as { sessions: Array<{ id: string }> };
    expect(next.sessions[0]?.id).not.toBe(page.sessions[0]?.id);
    const found = (
      await inject(
        'GET',
        `/api/staging-nri/admin/staging?q=${encodeURIComponent(a.contactEmail)}`,
        undefined,
        adminToken,
      )
    ).json() as { sessions: Array<{ id: string }> };
    expect(found.sessions.map((s) => s.id)).toEqual([a.id]);
    const completed = (
      await inject('GET', '/api/staging-nri/admin/staging?state=completed&limit=100', undefined, adminToken)
    ).json() as { sessions: Array<{ id: string; isCompleted: boolean }> };
    expect(completed.sessions.some((s) => s.id === b.id)).toBe(true);
    expect(completed.sessions.every((s) => s.isCompleted)).toBe(true);
    const unverified = (
      await inject(
        'GET',
        '/api/staging-nri/admin/staging?isEmailVerified=false&limit=100',
        undefined,
        adminToken,
      )
    ).json() as { sessions: Array<{ id: string }> };
    expect(unverified.sessions.some((s) => s.id === b.id)).toBe(false);
  });
  it('answers a session whose stored answers no longer fit the form, leaving those out', async () => {
    const [row] = await t.db
      .insert(nriTaxSessions)
      .values({
        fullName: 'Old Form',
        contactEmail: uniqueEmail('old'),
        step: 12,
        residencyStatus: 'Non-resident',
        gender: 'unknown',
        incomeSources: ['Rent from house property', 'interest'],
        identityData: { panStatus: 'have' },
      })
      .returning();
    const res = await inject('GET', `/api/staging-nri/admin/staging/${row?.id}`, undefined, adminToken);
    expect(res.statusCode).toBe(200);
    expect(sessionOf(res)).toMatchObject({
      step: 8,
      gender: null,
      incomeSources: ['interest'],
      identityData: {},
    });
    const list = await inject(
      'GET',
      `/api/staging-nri/admin/staging?q=${encodeURIComponent('Old Form')}`,
      undefined,
      adminToken,
    );
    expect(list.json()).toMatchObject({ sessions: [{ residencyStatus: null, step: 8 }] });
  });
  it('is for the admin only', async () => {
    expect((await inject('GET', '/api/staging-nri/admin/staging')).statusCode).toBe(401);
    expect((await inject('GET', '/api/staging-nri/admin/staging', undefined, clientToken)).statusCode).toBe(
      403,
    );
  });
  it('reads and edits one session with an audit row, even after payment for reading', async () => {
    const s = await readySession();
    await inject('POST', `/api/staging-nri/complete/${s.id}`);
    const edited = await inject(
      'PUT',
      `/api/staging-nri/admin/staging/${s.id}`,
      { fullName: 'Rohan K Mehta' },
      adminToken,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: S.updated, session: { fullName: 'Rohan K Mehta' } });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'nri.staging.updated'), eq(auditLogs.targetId, s.id)));
    expect(audit).toHaveLength(1);
    await t.db.update(nriTaxSessions).set({ isPaid: true }).where(eq(nriTaxSessions.id, s.id));
    const read = await inject('GET', `/api/staging-nri/admin/staging/${s.id}`, undefined, adminToken);
    expect(sessionOf(read)).toMatchObject({ fullName: 'Rohan K Mehta', isPaid: true, dob: '1987-05-14' });
    expect(
      (
        await inject(
          'GET',
          '/api/staging-nri/admin/staging/00000000-0000-4000-8000-000000000000',
          undefined,
          adminToken,
        )
      ).statusCode,
    ).toBe(404);
  });
  it('deletes an unpaid session with an audit row and keeps a paid one', async () => {
    const s = await start();
    const res = await inject('DELETE', `/api/staging-nri/delete/${s.id}`, undefined, adminToken);
    expect(res.json()).toMatchObject({ message: S.deleted, id: s.id, deleted: true });
    expect(await t.db.select().from(nriTaxSessions).where(eq(nriTaxSessions.id, s.id))).toHaveLength(0);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'nri.staging.deleted'), eq(auditLogs.targetId, s.id)));
    expect(audit).toHaveLength(1);
    expect(
      (await inject('DELETE', `/api/staging-nri/delete/${s.id}`, undefined, adminToken)).statusCode,
    ).toBe(404);
    const paid = await start();
    await t.db.update(nriTaxSessions).set({ isPaid: true }).where(eq(nriTaxSessions.id, paid.id));
    expect(
      (await inject('DELETE', `/api/staging-nri/delete/${paid.id}`, undefined, adminToken)).statusCode,
    ).toBe(409);
    expect(
      (await inject('DELETE', `/api/staging-nri/delete/${paid.id}`, undefined, clientToken)).statusCode,
    ).toBe(403);
  });
});
