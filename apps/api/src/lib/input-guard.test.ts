import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages } from '@quayside/contract/messages';
import { seedDemo } from '../seed/seed';
import { contactMessages, paymentEvents } from '../db/schema/index';
import { buildTestEvent, signTestPayload, TEST_SIGNATURE_HEADER } from '../modules/payments/providers/test-provider';
import { demoIdentities } from '../test/route-table';
import { createTestApp, type TestApp } from '../test/test-app';
import { findUnstorableText, inputRefusedByDatabase, withoutNulCharacters } from './input-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
});
afterAll(async () => {
  await t.close();
});

const requestWith = (parts: { params?: unknown; query?: unknown; body?: unknown }) =>
  ({ params: parts.params ?? {}, query: parts.query ?? {}, body: parts.body }) as unknown as FastifyRequest;

/** The error PostgreSQL (or PGlite) really raises for a query, as the route would have met it. */
async function dbError(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await t.db.execute(query);
  } catch (err) {
    return err;
  }
  throw new Error('the query was expected to fail');
}

describe('the NUL guard (every route)', () => {
  it('answers 400 naming the query parameter, for a route whose schema takes any text', async () => {
    const { admin } = await demoIdentities(t.db, t.deps.config.jwtSecret);
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/list?q=a%00b', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `querystring.q: ${inputMessages.notAllowedCharacter}`,
      code: 'VALIDATION_FAILED',
      fields: { 'querystring.q': [inputMessages.notAllowedCharacter] },
    });
  });

  it('answers 400 for a path param and for a nested body field, and stores nothing', async () => {
    const param = await t.app.inject({ method: 'GET', url: '/api/article/published/title/a%00b' });
    expect(param.statusCode).toBe(400);
    expect(param.json().fields).toEqual({ 'params.slugOrId': [inputMessages.notAllowedCharacter] });

    const before = await t.db.$count(contactMessages);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'Nadia Karim',
        email: 'nadia@example.com',
        company: 'Karim\u0000Holdings',
        topic: 'incorporation',
        message: 'We would like to incorporate a holding company in Singapore this quarter.',
        consent: true,
      },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields).toEqual({ 'body.company': [inputMessages.notAllowedCharacter] });
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  it('finds a NUL in an object key and deep inside nesting without overflowing', () => {
    expect(findUnstorableText(requestWith({ body: { list: [{ ok: 'x' }, { ['bad\u0000key']: 1 }] } }))).toBe('body.list.1.bad\\u0000key');
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findUnstorableText(requestWith({ body: deep }))).toMatch(/^body\.0\.0\./);
    expect(findUnstorableText(requestWith({ query: { q: 'clean' }, body: { n: 1, b: true, z: null } }))).toBeNull();
  });
});

describe('multipart bodies (lib/multipart)', () => {
  it('answers 400, not 500, to a multipart body without a boundary or cut off', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/careers/applications',
      headers: { 'content-type': 'multipart/form-data' },
      payload: '--x\r\n',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: inputMessages.malformedUpload, code: 'VALIDATION_FAILED' });

    const cutOff = await t.app.inject({
      method: 'POST',
      url: '/api/careers/applications',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(cutOff.statusCode).toBe(400);
    expect(cutOff.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 400 naming the text field that holds a NUL', async () => {
    const boundary = 'nulfield';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/careers/applications',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\ncontent-disposition: form-data; name="fullName"\r\n\r\nA\u0000B\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ fullName: [inputMessages.notAllowedCharacter] });
  });
});

describe('database refusals of values the request sent', () => {
  it('become a 400 naming the field when the refused value is in the request', async () => {
    const err = await dbError(sql`select ${'2026-02-30'}::date`);
    const refused = inputRefusedByDatabase(err, requestWith({ body: { company: { incorporationDate: '2026-02-30' } } }));
    expect(refused?.statusCode).toBe(400);
    expect(refused?.extra.fields).toEqual({ 'body.company.incorporationDate': [inputMessages.invalidValue] });

    const range = await dbError(sql`select ${2147483648}::int`);
    expect(inputRefusedByDatabase(range, requestWith({ body: { shares: 2147483648 } }))?.extra.fields).toEqual({
      'body.shares': [inputMessages.invalidValue],
    });
    const uuid = await dbError(sql`select ${'abc'}::uuid`);
    expect(inputRefusedByDatabase(uuid, requestWith({ params: { id: 'abc' } }))?.extra.fields).toEqual({ 'params.id': [inputMessages.invalidValue] });
  });

  it('stay a 500 when the value did not come from the request, or the error is not about a value', async () => {
    const err = await dbError(sql`select ${'not-a-uuid'}::uuid`);
    expect(inputRefusedByDatabase(err, requestWith({ body: { other: 'abc' } }))).toBeNull();
    const missing = await dbError(sql`select * from no_such_table`);
    expect(inputRefusedByDatabase(missing, requestWith({ query: { q: 'no_such_table' } }))).toBeNull();
    expect(inputRefusedByDatabase(new Error('boom'), requestWith({}))).toBeNull();
  });
});

describe('signed provider events (payment webhook)', () => {
  it('settles an event whose text holds NUL characters, storing it without them', async () => {
    const event = buildTestEvent({
      type: 'payment.failed',
      orderId: 'tpo_unknownorder0001',
      reference: 'a0c2b0a4-5b4e-4f47-9a51-1f4c3b1f0e11',
      amountMinor: 1000,
      currency: 'USD',
      failureReason: 'Card holder "Ana\u0000 Lee" declined',
    });
    const body = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(t.deps.config.testPaymentSecret, body) },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(paymentEvents);
    const stored = rows.find((r) => r.eventId === event.id);
    expect(JSON.stringify(stored?.payload)).toContain('Card holder \\"Ana Lee\\" declined');
  });

  it('withoutNulCharacters cleans strings and keys at any depth and keeps everything else', () => {
    const date = new Date(0);
    expect(withoutNulCharacters({ ['k\u0000']: ['a\u0000b', 1, null, { d: date, t: true }] })).toEqual({ k: ['ab', 1, null, { d: date, t: true }] });
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = { n: deep };
    let cleaned = withoutNulCharacters(deep) as { n?: unknown } | string;
    while (typeof cleaned === 'object' && cleaned.n !== undefined) cleaned = cleaned.n as { n?: unknown } | string;
    expect(cleaned).toBe('x');
  });
});
