import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@quayside/contract/roles';
import { seedDemo } from '../seed/seed';
import { buildTestEvent, signTestPayload, TEST_SIGNATURE_HEADER } from '../modules/payments/providers/test-provider';
import { createReadySession, startSession } from '../modules/incorporation/test-helpers';
import { companyServices, services } from '../db/schema/index';
import { insertCompany } from '../modules/companies/companies.test-helpers';
import { createUser } from './factories';
import { createTestApp, type TestApp } from './test-app';
import {
  demoIdentities,
  describeRequest,
  errorShapeProblem,
  fillPath,
  listRoutes,
  multipartBody,
  openApiOperations,
  ownedRecords,
  OWNED_ROUTES,
  paramsFor,
  queryFor,
  routeKey,
  sampleOf,
  seededRng,
  TINY_PDF,
  UPLOAD_ROUTES,
  type Identity,
  type Operation,
  type Owned,
  type Rng,
  type RouteEntry,
  type Sent,
} from './route-table';

/**
 * Hostile input against every route that takes a body, a query or path params: wrong JSON types, 100 kB strings,
 * NUL characters, deep nesting, arrays for objects, bad numbers and dates, malformed cursors, SQL- and HTML-ish
 * text, invalid ids, wrong content types, empty and oversized bodies. Whatever is sent, the answer is never a 5xx,
 * and on /api paths a failure is a JSON {message, code}. Each case starts from a well-formed request (valid sample
 * body, real records of the demo data where the route names one) with one part made hostile, so a value the
 * schema lets through travels on into the service and the database.
 *
 * Reproducible: the cases come from a seeded RNG (FUZZ_SEED overrides the seed to explore further).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260214);
/** Per route: how many body fields get hostile values, and how many values each. Bounds the run (2 cores, <1 min). */
const FIELDS_PER_ROUTE = 14;
const VALUES_PER_FIELD = 5;

const KB = 1024;
const HUGE = 'Q'.repeat(100 * KB);
const deepObject = (depth: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) v = { nested: v };
  return v;
};
const deepArray = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < depth; i += 1) v = [v];
  return v;
};
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** Values of the wrong type or shape, or of the right type but hostile content, for one JSON field. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.5,
  '',
  '   ',
  'a\u0000b',
  '\u0000',
  HUGE,
  '0000-00-00',
  '2026-02-30',
  '2026-13-45T25:61:61Z',
  '-000001-01-01',
  "' OR '1'='1' --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '\uD800\uDFFF\uFFFF',
  '\u202Eevil\u200B',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  [],
  [null],
  ['x', 1, {}],
  {},
  { $gt: '' },
  deepObject(40),
  deepArray(40),
];

/** Values for one query parameter or path segment (always text on the wire). */
const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(8 * KB),
  HUGE,
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '0000-00-00',
  '2026-02-30',
  '9999-99-99',
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\uD800',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '6fa459ea-ee8a-3ca4-894e-db77e160355e',
  '6fa459ea-ee8a-4ca4-894e-db77e160355e-extra',
];

/** Cursors that are not ours: garbage, and well-encoded ones carrying impossible values. */
const HOSTILE_CURSORS: readonly string[] = [
  'garbage',
  '!!!',
  '=',
  b64('not json'),
  b64(null),
  b64({}),
  b64([]),
  b64([1, 2]),
  b64(['2026-02-30 10:00:00+00', '6fa459ea-ee8a-4ca4-894e-db77e160355e']),
  b64(['0000-00-00 00:00:00+00', '6fa459ea-ee8a-4ca4-894e-db77e160355e']),
  b64(['2026-01-01 24:00:00+00', '6fa459ea-ee8a-4ca4-894e-db77e160355e']),
  b64(['294277-01-01 00:00:00+00', '6fa459ea-ee8a-4ca4-894e-db77e160355e']),
  b64(['2026-01-01 10:00:00+00', 'not-a-uuid']),
  b64(['2026-01-01 10:00:00+00', "' OR 1=1 --"]),
  b64(['2026-01-01 10:00:00+00\u0000', '6fa459ea-ee8a-4ca4-894e-db77e160355e']),
  b64({ ts: '2026-01-01', id: 1, __proto__: { admin: true } }),
  b64('{"__proto__":{"polluted":true}}'),
  b64('[9e999,-1]'),
  b64(['x'.repeat(5000), 'y']),
  b64([-1, 'x']),
  b64(['2026-01-01T10:00:00.000Z', '6fa459ea-ee8a-4ca4-894e-db77e160355e', 'extra']),
];

/** Whole-body cases: [content-type, payload, label]. */
const RAW_BODIES: readonly [string | null, string | Buffer, string][] = [
  ['application/json', '', 'empty JSON body'],
  ['application/json', '{', 'truncated JSON'],
  ['application/json', '{"a":NaN}', 'NaN in JSON'],
  ['application/json', 'null', 'JSON null'],
  ['application/json', '[]', 'array for object'],
  ['application/json', '[{}]', 'array of objects for object'],
  ['application/json', '"text"', 'string for object'],
  ['application/json', '12345', 'number for object'],
  ['application/json', 'true', 'boolean for object'],
  ['application/json', '{"__proto__":{"polluted":true}}', 'prototype poisoning'],
  ['application/json', '{"constructor":{"prototype":{"polluted":true}}}', 'constructor poisoning'],
  ['application/json', '{"a":1,"a":2}', 'duplicate keys'],
  ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'arrays nested 20,000 deep'],
  ['application/json', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 'objects nested 20,000 deep'],
  ['application/json', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), 'invalid UTF-8'],
  ['application/json; charset=utf-16', '{}', 'unsupported charset'],
  ['application/json', `{"x":"${'A'.repeat(1024 * 1024 + 10)}"}`, 'over the 1 MB limit'],
  ['text/plain', '{"a":1}', 'JSON sent as text/plain'],
  ['application/x-www-form-urlencoded', 'a=1&b[c]=2', 'form-encoded'],
  ['application/xml', '<a>1</a>', 'XML'],
  ['multipart/form-data', '--x\r\n', 'multipart without boundary'],
  ['multipart/form-data; boundary=', '--\r\n', 'multipart with an empty boundary'],
  [`multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\n`, 'multipart with a 300-character boundary'],
  ['multipart/form-data; boundary=zz', '--zz\r\ncontent-disposition: form-data\r\n\r\nx\r\n--zz--\r\n', 'multipart part without a name'],
  ['multipart/form-data; boundary=zz', '--zz\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n', 'multipart for JSON'],
  ['application/octet-stream', Buffer.from([0, 1, 2, 3, 255]), 'binary'],
  [null, 'plain words', 'no content type'],
  ['application/json', '\u0000', 'a NUL byte'],
];

let t: TestApp;
let routes: RouteEntry[];
let ops: Map<string, Operation>;
let roles: Record<Role, Identity>;
let owned: Owned;
let sessionId: string;
let readySessionId: string;
let nriSessionId: string;
let freeServiceId: string;
/** The admin's company controls act on a company of its own, so locking it leaves the demo client's writes open. */
let adminCompanyId: string;
let payment: { id: string; orderId: string };
let sent = 0;
const failures: string[] = [];
/** Answers by route and status, written to FUZZ_REPORT (a file path) when set; the run prints nothing itself. */
const tally = new Map<string, Map<number, number>>();
const baseAnswers = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
  // DELETE routes last (the deepest paths first), so the records the other routes name exist while they are fuzzed.
  const deleteRank = (r: RouteEntry) => (r.method === 'DELETE' ? 1000 - r.url.split('/').length : 0);
  routes = listRoutes(t.app).sort((a, b) => deleteRank(a) - deleteRank(b));
  ops = await openApiOperations(t.app);
  roles = await demoIdentities(t.db, t.deps.config.jwtSecret);
  owned = await ownedRecords(t.db);
  // An application in progress for the onboarding routes, and one ready to pay for the payment routes.
  sessionId = (await startSession(t, 'fuzz.tester@example.com')).id;
  readySessionId = (await createReadySession(t)).id;
  const nri = await t.app.inject({
    method: 'POST',
    url: '/api/staging-nri/start',
    payload: { fullName: 'Fuzz Tester', contactEmail: 'fuzz.nri@example.com', contactNumber: '+971 50 123 4567' },
  });
  if (nri.statusCode !== 201) throw new Error(`could not start an NRI session: ${nri.body}`);
  nriSessionId = nri.json<{ session: { id: string } }>().session.id;
  const onCompany = new Set((await t.db.select().from(companyServices).where(eq(companyServices.companyId, owned.company))).map((r) => r.serviceId));
  const free = (await t.db.select({ id: services.id }).from(services)).find((r) => !onCompany.has(r.id));
  if (!free) throw new Error('every catalogue service is already on the demo company');
  freeServiceId = String(free.id);
  const sideClient = await createUser(t.db, { role: 'client', fullName: 'Fuzz Side Client' });
  adminCompanyId = (await insertCompany(t.db, { name: 'Fuzz Side Holdings Pte. Ltd.', ownerId: sideClient.id })).id;
  // A real order on the test provider, for the checkout and status routes.
  const order = await t.app.inject({ method: 'POST', url: '/api/payment/create-incorporation-order', payload: { sessionId: readySessionId } });
  if (order.statusCode !== 201) throw new Error(`could not create an order: ${order.body}`);
  const created = order.json<{ payment: { id: string }; checkout: { orderId: string } }>();
  payment = { id: created.payment.id, orderId: created.checkout.orderId };
});

afterAll(async () => {
  await t.close();
  const report = process.env.FUZZ_REPORT;
  if (report) {
    const lines = [...tally].map(
      ([route, counts]) =>
        `${route}\t${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`).join(' ')}\twell-formed: ${baseAnswers.get(route) ?? '-'}`,
    );
    writeFileSync(report, `seed ${SEED}, ${sent} requests\n${lines.join('\n')}\n`);
  }
});

/**
 * Who sends the fuzz to a route: someone it lets in, so that the input reaches the service. Public routes: nobody.
 * Routes on the client's own records: the demo client (their owner). Every other protected route: the admin.
 * (Which routes need a token is the OpenAPI document's word, checked against the rules by route-matrix.test.ts.)
 */
function callerFor(route: RouteEntry): Identity | null {
  if (!ops.get(routeKey(route))?.secured) return null;
  const url = route.url;
  const clientsOwn =
    url.startsWith('/api/client/') ||
    url.startsWith('/api/invoices') ||
    url === '/api/payment/create-invoice-order' ||
    // The owner's own request (staff cancel through DELETE).
    url === '/api/companies/:id/services/:serviceId/cancellation' ||
    // The client's own chatbot session (staff take it under /api/chatbot/agent).
    (url.startsWith('/api/chatbot/') && !url.startsWith('/api/chatbot/agent/')) ||
    // The AML/KYC survey is filled by the company's people (staff request and read it).
    url === '/api/kyc-aml/company/:id/survey/draft' ||
    url === '/api/kyc-aml/survey/:id/submit';
  if (url.startsWith('/api/nri-client/')) return roles.nri_client;
  return clientsOwn ? roles.client : roles.admin;
}

/** Real records for the route's params where the demo data has one, random well-formed ids otherwise. */
function baseParams(route: RouteEntry, rng: Rng): Record<string, string> {
  const random = paramsFor(route, ops.get(routeKey(route)), rng);
  const ownedParams = OWNED_ROUTES[route.url]?.(owned).params ?? {};
  const session: Record<string, string> = /^\/api\/incorporation\/.*:id/.test(route.url)
    ? { id: sessionId }
    : route.url.startsWith('/api/staging-nri/')
      ? { id: nriSessionId, sessionId: nriSessionId }
      : {};
  // Adding a service the company already has is a 409 before anything else is looked at.
  const service: Record<string, string> = routeKey(route) === 'POST /api/companies/:id/services/:serviceId' ? { serviceId: freeServiceId } : {};
  const pay: Record<string, string> = route.url.startsWith('/api/payment/')
    ? Object.fromEntries(Object.keys(random).map((k) => [k, k === 'orderId' ? payment.orderId : payment.id]))
    : {};
  // The admin's incorporation calls take a company id: the demo company, so the fuzz reaches the service.
  const incorporation: Record<string, string> = route.url.startsWith('/api/admin/incorporation/:id') ? { id: owned.company } : {};
  const adminCompany: Record<string, string> = route.url.startsWith('/api/admin/company/:id') ? { id: adminCompanyId } : {};
  return { ...random, ...ownedParams, ...session, ...service, ...pay, ...incorporation, ...adminCompany };
}

/** Body fields that name a record get a real one, so that the rest of the body is judged too. */
function withRealIds(route: RouteEntry, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const real: Record<string, string> = {
    sessionId: route.url.startsWith('/api/payment/') || route.url === '/api/incorporation/complete' ? readySessionId : sessionId,
    invoiceId: owned.invoice,
    companyId: owned.company,
    ownerId: owned.clientId,
    preparerId: owned.preparerId,
    // Admin assignments: the demo client (assigning the demo preparer again changes nothing).
    clientId: owned.clientId,
    // Reassigning a company's preparer: to the demo preparer.
    newPreparerId: owned.preparerId,
  };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k in real ? real[k] : v]));
}

/** Paths to every value of a sample body (objects and first array items), e.g. ["directorData", 0, "email"]. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [prefix, ...(value.length ? leafPaths(value[0], [...prefix, 0]) : [])].filter((p) => p.length > 0);
  }
  if (value && typeof value === 'object') {
    return [prefix, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...prefix, k]))].filter((p) => p.length > 0);
  }
  return [prefix];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * One request. `expect` names the only status it may get (the surrogate cases: always refused with 400); `anonymous`
 * sends it as is, without the caller's token (the header cases that bring their own Authorization).
 */
type Case = { label: string; request: InjectOptions; expect?: number; anonymous?: boolean };

/** Lone UTF-16 surrogates (half a pair): not text in any encoding, so the input guard refuses them on every route. */
const LONE_SURROGATES: readonly string[] = ['\uD800', 'Harbour \uDBFF Ltd', 'x\uDC00y', '\uDFFF'];

/** Hostile headers every route meets, with the caller's token unless they bring their own. */
const HOSTILE_HEADERS: readonly [Record<string, string>, string, boolean][] = [
  [{ authorization: `Bearer ${'x'.repeat(40)}.${'y'.repeat(40)}.${'z'.repeat(40)}` }, 'forged bearer token', true],
  [{ authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' }, 'unsigned (alg none) token', true],
  [{ authorization: 'Basic YWRtaW46YWRtaW4=' }, 'basic credentials', true],
  [{ authorization: `Bearer ${'A'.repeat(8 * KB)}` }, '8 kB bearer token', true],
  [{ cookie: `qs_refresh=${'r'.repeat(4 * KB)}; qs_refresh=other` }, 'oversized and repeated refresh cookie', false],
  [{ 'x-forwarded-for': '999.999.999.999, <script>, ::ffff:1.2.3.4, unknown' }, 'garbage X-Forwarded-For', false],
  [{ 'x-request-id': '../../etc/passwd; drop table' }, 'hostile request id', false],
  [{ 'accept-encoding': 'gzip;q=2, br;q=nan, *;q=-1', accept: 'text/html;q=abc, */*' }, 'malformed accept headers', false],
  [{ 'if-none-match': '*', 'if-modified-since': 'yesterday', range: 'bytes=999999999-0' }, 'conditional and range garbage', false],
  [{ 'user-agent': 'U'.repeat(8 * KB), referer: 'javascript:alert(1)', origin: 'null' }, 'huge user agent, script referer, null origin', false],
];

/** The well-formed request every case of a route starts from, and the route's seeded stream for the cases. */
function startOf(route: RouteEntry, index: number) {
  const rng = seededRng(SEED + index * 7919);
  const op = ops.get(routeKey(route));
  const upload = UPLOAD_ROUTES[routeKey(route)];
  const method = route.method as InjectOptions['method'];
  const params = baseParams(route, rng);
  const query = { ...queryFor(op, rng, 'full'), ...(OWNED_ROUTES[route.url]?.(owned).query ?? {}) };
  const body = op?.body ? withRealIds(route, sampleOf(op.body, rng, 'full')) : undefined;
  const base = (over: Partial<InjectOptions> = {}): InjectOptions => ({
    method,
    url: fillPath(route.url, params),
    query,
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    ...over,
  });
  const uploadFields = upload ? { ...upload.fields, ...(route.url.endsWith('upload-final-doc') ? { companyId: owned.company } : {}) } : {};
  return { rng, op, upload, uploadFields, params, query, body, base };
}

/** The unmodified well-formed request (for the report: how deep a route's cases can go). */
function wellFormedFor(route: RouteEntry, index: number): InjectOptions {
  const { upload, uploadFields, base } = startOf(route, index);
  if (!upload) return base();
  const { payload, headers } = multipartBody(uploadFields, [{ field: upload.file, filename: 'scan.pdf', type: 'application/pdf', data: TINY_PDF }]);
  return base({ payload, headers });
}

/** Every hostile case for one route, drawn from its own seeded stream (a route's cases do not shift when others change). */
function casesFor(route: RouteEntry, index: number): Case[] {
  const { rng, op, upload, uploadFields, params, query, body, base } = startOf(route, index);
  const cases: Case[] = [];

  // Path params: each one hostile in turn, the others real.
  for (const name of Object.keys(params)) {
    for (const v of HOSTILE_TEXT) {
      cases.push({ label: `param ${name}=${JSON.stringify(v.slice(0, 40))}`, request: base({ url: fillPath(route.url, { ...params, [name]: v }) }) });
    }
    // Sent unencoded: broken percent-escapes, an encoded NUL, encoded slashes, a dot-dot segment.
    // (Dot segments resolve to the parent resource, which is a legitimate address: not sent to DELETE routes.)
    const dots = route.method === 'DELETE' ? [] : ['%2e%2e%2f%2e%2e', '..'];
    for (const v of ['%', '%E0%A4%A', '%00', 'a%2Fb', '%C0%AF', '%FF%FE', ...dots]) {
      cases.push({ label: `raw param ${name}=${v}`, request: base({ url: fillPath(route.url, { ...params, [name]: v }, [name]) }) });
    }
  }

  // Query: each parameter hostile in turn (a sample of values), repeated, and as a nested key; cursors get their own set.
  for (const name of Object.keys(op?.query ?? {})) {
    const values = name === 'cursor' ? HOSTILE_CURSORS : shuffled(HOSTILE_TEXT, rng).slice(0, 12);
    for (const v of values) cases.push({ label: `query ${name}=${JSON.stringify(v.slice(0, 40))}`, request: base({ query: { ...query, [name]: v } }) });
    cases.push({ label: `query ${name} repeated`, request: base({ url: `${fillPath(route.url, params)}?${name}=1&${name}=2&${name}[x]=3`, query: undefined }) });
    cases.push({ label: `query ${name} broken escape`, request: base({ url: `${fillPath(route.url, params)}?${name}=%E0%A4%A&${name}2=%`, query: undefined }) });
  }
  if (route.method === 'GET') {
    cases.push({ label: 'unknown query parameters', request: base({ query: { ...query, __proto__x: '1', 'constructor[prototype]': 'x', ['k'.repeat(2000)]: 'v' } }) });
  }

  // JSON body: wrong shapes for the whole body, then one field at a time.
  if (op?.body && body !== undefined) {
    for (const [type, payload, label] of RAW_BODIES) {
      cases.push({ label: `body: ${label}`, request: base({ payload, headers: type ? { 'content-type': type } : {} }) });
    }
    cases.push({ label: 'body: array of the valid body', request: base({ payload: [body] as unknown as InjectOptions['payload'] }) });
    const paths = shuffled(leafPaths(body), rng).slice(0, FIELDS_PER_ROUTE);
    const order = shuffled(HOSTILE_VALUES, rng);
    let next = 0;
    for (const path of paths) {
      for (let k = 0; k < VALUES_PER_FIELD; k += 1) {
        const v = order[next % order.length];
        next += 1;
        cases.push({
          label: `body ${path.join('.')}=${JSON.stringify(v)?.slice(0, 40)}`,
          request: base({ payload: setAt(body, path, v) as InjectOptions['payload'] }),
        });
      }
    }
    // Every hostile value at least once on some field, and unknown fields alongside the valid ones.
    for (const v of order.slice(next)) {
      const path = rng.pick(paths.length ? paths : [['extra']]);
      cases.push({ label: `body ${path.join('.')}=${JSON.stringify(v)?.slice(0, 40)}`, request: base({ payload: setAt(body, path, v) as InjectOptions['payload'] }) });
    }
    cases.push({ label: 'body with unknown fields', request: base({ payload: { ...(body as object), isAdmin: true, role: 'admin', ownerId: rng.uuid(), 'x\u0000': 1 } }) });
    // Lone surrogates in every field (not a sample), and as a key: always refused with 400.
    if (route.url !== '/api/payment/webhook') {
      for (const [i, path] of leafPaths(body).entries()) {
        const v = LONE_SURROGATES[i % LONE_SURROGATES.length] ?? '\uD800';
        cases.push({ label: `body ${path.join('.')} with a lone surrogate`, request: base({ payload: setAt(body, path, v) as InjectOptions['payload'] }), expect: 400 });
      }
      // An unknown key is dropped by the schema and never stored: any answer but a 5xx will do.
      cases.push({ label: 'body key with a lone surrogate', request: base({ payload: { ...(body as object), ['k\uDC00']: 1 } }) });
    }
  }

  // Uploads: JSON where multipart is expected, broken multipart, hostile text fields, wrong and oversized files.
  if (upload) {
    const file = (data: Buffer, filename = 'scan.pdf', type = 'application/pdf') => [{ field: upload.file, filename, type, data }];
    const fields = uploadFields;
    const mp = (f: Record<string, string>, files: ReturnType<typeof file>) => {
      const { payload, headers } = multipartBody(f, files);
      return base({ payload, headers });
    };
    cases.push({ label: 'upload as JSON', request: base({ payload: { ...fields } }) });
    for (const [type, payload, label] of RAW_BODIES.filter(([, , l]) => !l.startsWith('over'))) {
      cases.push({ label: `upload: ${label}`, request: base({ payload, headers: type ? { 'content-type': type } : {} }) });
    }
    cases.push({ label: 'upload: truncated multipart', request: base({ payload: '--b\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF', headers: { 'content-type': 'multipart/form-data; boundary=b' } }) });
    cases.push({ label: 'upload: no file', request: mp(fields, []) });
    cases.push({ label: 'upload: empty file', request: mp(fields, file(Buffer.alloc(0))) });
    cases.push({ label: 'upload: text renamed .pdf', request: mp(fields, file(Buffer.from('just text, not a PDF'))) });
    cases.push({ label: 'upload: executable', request: mp(fields, file(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'x.exe', 'application/x-msdownload')) });
    cases.push({ label: 'upload: hostile file name', request: mp(fields, file(TINY_PDF, `../../${'\u0000'}evil<script>.pdf`)) });
    cases.push({ label: 'upload: 100 kB file name', request: mp(fields, file(TINY_PDF, `${'n'.repeat(100 * KB)}.pdf`)) });
    cases.push({ label: 'upload: two files', request: mp(fields, [...file(TINY_PDF), ...file(TINY_PDF, 'b.pdf')]) });
    cases.push({ label: 'upload: wrong field name', request: mp(fields, [{ field: 'unexpected', filename: 'a.pdf', type: 'application/pdf', data: TINY_PDF }]) });
    cases.push({ label: 'upload: file over 10 MB', request: mp(fields, file(Buffer.concat([TINY_PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]))) });
    for (const name of Object.keys(fields)) {
      for (const v of ['', 'a\u0000b', HUGE, '-1', '2147483648', "' OR 1=1 --", '<script>', 'not-a-uuid', '0000-00-00']) {
        cases.push({ label: `upload field ${name}=${JSON.stringify(v.slice(0, 30))}`, request: mp({ ...fields, [name]: v }, file(TINY_PDF)) });
      }
    }
    cases.push({ label: 'upload: unknown field with NUL', request: mp({ ...fields, 'we\u0000ird': 'a\u0000b' }, file(TINY_PDF)) });
    // (Lone surrogates cannot travel in multipart: its text is UTF-8 bytes, where a lone surrogate arrives as U+FFFD.)
  }

  // The webhook: hostile bodies that carry a valid signature, as only the provider could send (its payloads hold
  // what customers typed at the provider's checkout).
  if (route.url === '/api/payment/webhook') {
    const event = buildTestEvent({ type: 'payment.succeeded', orderId: 'tpo_fuzzorder1234', reference: rng.uuid(), amountMinor: 125000, currency: 'USD' });
    const signed = (payload: string) => base({ payload, headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestPayload(t.deps.config.testPaymentSecret, payload) } });
    for (const [, payload, label] of RAW_BODIES.filter(([type]) => type === 'application/json')) {
      if (typeof payload === 'string' && payload.length < 1024 * 1024) cases.push({ label: `signed webhook: ${label}`, request: signed(payload) });
    }
    for (const path of leafPaths(event)) {
      for (const v of shuffled(HOSTILE_VALUES, rng).slice(0, VALUES_PER_FIELD)) {
        cases.push({ label: `signed webhook ${path.join('.')}=${JSON.stringify(v)?.slice(0, 40)}`, request: signed(JSON.stringify(setAt({ ...event, id: `evt_${rng.uuid()}` }, path, v))) });
      }
      cases.push({ label: `signed webhook ${path.join('.')} with NUL`, request: signed(JSON.stringify(setAt({ ...event, id: `evt_${rng.uuid()}` }, path, 'x\u0000y'))) });
    }
    cases.push({ label: 'signed webhook: stale signature', request: base({ payload: JSON.stringify(event), headers: { [TEST_SIGNATURE_HEADER]: signTestPayload(t.deps.config.testPaymentSecret, JSON.stringify(event), 1) } }) });
    cases.push({ label: 'webhook: junk signature header', request: base({ payload: JSON.stringify(event), headers: { [TEST_SIGNATURE_HEADER]: `t=${'9'.repeat(400)},v1=${'z'.repeat(5000)}` } }) });
  }

  // Routes that take no body still meet bodies: JSON, wrong types, over the limit.
  if (!op?.body && !upload && route.url.startsWith('/api/')) {
    for (const [type, payload, label] of RAW_BODIES.filter((_, i) => i % 3 === 0 || _[2].startsWith('over'))) {
      cases.push({ label: `unexpected body: ${label}`, request: base({ payload, headers: type ? { 'content-type': type } : {} }) });
    }
  }
  // Headers: every route, with the caller's token unless the case brings its own Authorization.
  if (route.url.startsWith('/api/')) {
    for (const [headers, label, anonymous] of HOSTILE_HEADERS) {
      cases.push({ label: `headers: ${label}`, request: base({ headers: { ...(base().headers as Record<string, string> | undefined), ...headers } }), anonymous });
    }
  }
  // Last, the request unmodified: the report shows how deep the route's cases could reach.
  if (cases.length > 0) cases.push({ label: WELL_FORMED, request: wellFormedFor(route, index) });
  return cases;
}

const WELL_FORMED = 'well-formed';

async function run(route: RouteEntry, c: Case, who: Identity | null): Promise<void> {
  const headers = c.anonymous ? { ...(c.request.headers ?? {}) } : { ...(c.request.headers ?? {}), ...(who?.headers ?? {}) };
  const res = await t.app.inject({ ...c.request, headers });
  sent += 1;
  const answer: Sent = {
    route,
    who: who?.name ?? 'nobody',
    request: c.request,
    status: res.statusCode,
    body: res.body,
    contentType: String(res.headers['content-type'] ?? ''),
  };
  if (c.label === WELL_FORMED) baseAnswers.set(routeKey(route), `${answer.status} ${answer.body.slice(0, 100).replace(/\s+/g, ' ')}`);
  const byStatus = tally.get(routeKey(route)) ?? new Map<number, number>();
  byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  tally.set(routeKey(route), byStatus);
  if (answer.status >= 500) {
    failures.push(`${answer.status} [${c.label}] <- ${describeRequest(answer)} :: ${answer.body.slice(0, 160)}`);
  } else if (c.expect !== undefined && answer.status !== c.expect) {
    failures.push(`${answer.status}, expected ${c.expect} [${c.label}] <- ${describeRequest(answer)} :: ${answer.body.slice(0, 160)}`);
  }
  const shape = errorShapeProblem(answer);
  if (shape) failures.push(`${shape} [${c.label}] (${answer.status}) <- ${describeRequest(answer)}`);
}

// Thousands of requests (every route, about 200): a minute or two on a quiet machine, with room for a busy one.
describe(`hostile input (seed ${SEED})`, { timeout: 600_000 }, () => {
  it('never answers 5xx to anything sent to any route, and keeps the JSON error contract', async () => {
    let routesFuzzed = 0;
    for (const [i, route] of routes.entries()) {
      const cases = casesFor(route, i);
      if (cases.length === 0) continue;
      routesFuzzed += 1;
      const who = callerFor(route);
      for (const c of cases) await run(route, c, who);
    }
    expect(routesFuzzed).toBeGreaterThan(60);
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  });

  it('still serves every role afterwards (nothing the fuzz sent broke the app or the accounts)', async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: roles[role].headers });
      expect(res.statusCode, role).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
