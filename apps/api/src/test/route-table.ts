import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Role } from '@quayside/contract/roles';
import { DEMO_ACCOUNTS } from '../seed/seed';
import {
  actions,
  approvalRequests,
  calendarEntries,
  chatbotSessions,
  companies,
  companyServices,
  directors,
  documentFiles,
  documents,
  invoices,
  kycAmlRequests,
  kycAmlSurveys,
  notifications,
  shareholders,
  taskRequirements,
  tasks,
  users,
  rcnImportJobs,
} from '../db/schema/index';
import type { Db } from '../db/client';
import { signAccessToken } from '../modules/auth/auth.service';

/**
 * Shared machinery of the route x role matrix (route-matrix.test.ts) and the hostile-input sweep (fuzz.test.ts):
 * every route the app registered, what its OpenAPI operation says it takes, a seeded RNG, valid sample values
 * generated from the JSON schemas, and signed-in identities.
 */

/* ------------------------------------------------------------------ seeded randomness */

/** mulberry32: small, fast and reproducible (the same seed gives the same run). */
export function seededRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** A version-4 UUID drawn from this generator (zod's uuid check wants the version and variant bits). */
    uuid: () => {
      const b = Array.from({ length: 16 }, () => Math.floor(next() * 256));
      b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
      b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
      const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
export type Rng = ReturnType<typeof seededRng>;

/* ------------------------------------------------------------------ the registered routes */

export type RouteEntry = { method: string; url: string };

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes), so that a route hidden from
 * the OpenAPI document is listed too. HEAD routes Fastify adds for each GET are left out.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const out: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    const url = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method !== 'HEAD') out.push({ method, url });
    }
  }
  return out.sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url)));
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/* ------------------------------------------------------------------ the OpenAPI operations */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
};

export type Operation = {
  params: Record<string, JsonSchema>;
  query: Record<string, { schema: JsonSchema; required: boolean }>;
  /** The JSON body schema, when the route takes one. */
  body: JsonSchema | null;
  /** The document says the route needs a bearer token. */
  secured: boolean;
};

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
};

/** The app's OpenAPI operations, keyed like routeKey ("POST /api/companies/:id/directors"). */
export async function openApiOperations(app: FastifyInstance): Promise<Map<string, Operation>> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDoc>();
  const ops = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(methods)) {
      const params: Operation['params'] = {};
      const query: Operation['query'] = {};
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') params[p.name] = p.schema;
        if (p.in === 'query') query[p.name] = { schema: p.schema, required: !!p.required };
      }
      const content = op.requestBody?.content ?? {};
      ops.set(`${method.toUpperCase()} ${url}`, {
        params,
        query,
        body: content['application/json']?.schema ?? null,
        secured: !!op.security?.length,
      });
    }
  }
  return ops;
}

/* ------------------------------------------------------------------ sample values from JSON schemas */

const PATTERN_CANDIDATES = [
  'Fuzz value',
  '+65 6100 2200',
  'SG',
  '+65',
  '12-31',
  '2026-01-15',
  '123456',
  '4,5',
  'ABC123',
  'abc',
  'a',
  '1',
  'tpo_abcdefghij1234',
  'fuzz-article',
  '0123456789abcdef'.repeat(4),
];

/** Fields whose rules live in zod refinements the JSON schema does not carry. */
const NAMED_SAMPLES: Record<string, string> = {
  currency: 'SGD',
  phone: '+65 6100 2200',
  website: '', // the forms' honeypot: filled, the submission is dropped unseen
  linkedinUrl: 'https://www.linkedin.com/in/fuzz-tester',
  approverIds: '7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11,0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b', // a comma list of ids
  // The incorporation's registration date must be today or later.
  registrationDate: `${new Date().getUTCFullYear() + 1}-01-15`,
  // Indian identity numbers: format checks (and the PAN's holder letter) the JSON schema does not carry.
  panNumber: 'ABCPM1234F',
  aadhaarNumber: '234123412346',
  passportNumber: 'Z1234567',
  // The NRI onboarding's date of birth and declaration signature.
  dob: '1987-05-14',
  signature: 'Fuzz Tester',
};

const firstOption = (s: JsonSchema): JsonSchema | undefined =>
  (s.anyOf ?? s.oneOf)?.find((o) => o.type !== 'null' && !(o.enum?.length === 1 && o.enum[0] === ''));

/**
 * A value the schema accepts: every property in 'full' mode, the required ones in 'required' mode. Good enough for
 * the schemas zod writes (formats, patterns by trial, bounds); a value it cannot satisfy simply draws a 400.
 */
export function sampleOf(schema: JsonSchema, rng: Rng, mode: 'required' | 'full' = 'full', name = ''): unknown {
  const option = firstOption(schema);
  if (option) return sampleOf(option, rng, mode, name);
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], rng, mode, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [k, v] of Object.entries(schema.properties ?? {})) {
        if (mode === 'full' || required.has(k)) out[k] = sampleOf(v, rng, mode, k);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, mode === 'full' && (schema.maxItems ?? 1) > 0 ? 1 : 0);
      return Array.from({ length: n }, () => (schema.items ? sampleOf(schema.items, rng, mode) : 'x'));
    }
    case 'integer':
    case 'number': {
      let n = typeof schema.minimum === 'number' ? schema.minimum : 1;
      if (schema.exclusiveMinimum === true || (typeof schema.exclusiveMinimum === 'number' && n <= schema.exclusiveMinimum)) n += 1;
      if (typeof schema.maximum === 'number' && n > schema.maximum) n = schema.maximum;
      return n;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, rng, name);
    default:
      return schema.default ?? null;
  }
}

/** The JSON schema loses zod refinements, so the property name helps (an e-mail field wants an address). */
function sampleString(schema: JsonSchema, rng: Rng, name = ''): string {
  if (name in NAMED_SAMPLES) return NAMED_SAMPLES[name] ?? '';
  if (schema.format === 'uuid') return rng.uuid();
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz.tester@example.com';
  const fits = (v: string) =>
    v.length >= (schema.minLength ?? 0) && v.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(v));
  // Unique values first, so that names and registration numbers made for one request do not collide with another's.
  const word = Array.from({ length: 6 }, () => String.fromCharCode(97 + rng.int(0, 25))).join('');
  for (const c of [`Fuzz value ${word}`, `FZ${rng.int(100000, 999999)}`, ...PATTERN_CANDIDATES]) if (fits(c)) return c;
  const padded = 'Fuzz value '.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
  return padded;
}

/** A path param the route accepts: a number for integer params, a random UUID otherwise (unless a pattern says else). */
export function paramValue(schema: JsonSchema | undefined, rng: Rng): string {
  if (!schema) return rng.uuid();
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return String(rng.int(100_000, 999_999));
  if (schema.format === 'uuid' || !schema.pattern) return rng.uuid();
  return String(sampleString(schema, rng));
}

/** Percent-encodes a path segment; a lone surrogate (not encodable as UTF-8) goes out as its raw CESU-8 bytes. */
function encodeSegment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return [...v].map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const c = ch.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    }).join('');
  }
}

/** Fills `:name` params (and a trailing wildcard) of a Fastify route url; `raw` values go in as they are. */
export function fillPath(url: string, values: Record<string, string>, raw: readonly string[] = []): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => (raw.includes(name) ? (values[name] ?? 'x') : encodeSegment(values[name] ?? 'x')))
    .replace(/\*$/, 'fuzz');
}

export function paramsFor(route: RouteEntry, op: Operation | undefined, rng: Rng): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of route.url.match(/:(\w+)/g) ?? []) out[name.slice(1)] = paramValue(op?.params[name.slice(1)], rng);
  return out;
}

/** A query string with the required parameters ('required') or all of them ('full'), from their schemas. */
export function queryFor(op: Operation | undefined, rng: Rng, mode: 'required' | 'full'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, { schema, required }] of Object.entries(op?.query ?? {})) {
    if (mode === 'required' && !required) continue;
    // A cursor of our own cannot be made up; a real one is only ever handed out by a previous page.
    if (name === 'cursor') continue;
    const v = sampleOf(schema, rng, mode, name);
    out[name] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}

/* ------------------------------------------------------------------ multipart bodies */

/**
 * The routes that read a multipart/form-data upload themselves: the file field and text fields that make a
 * well-formed upload. The OpenAPI document cannot tell (it has no body schema for them), so a new upload route
 * is added here by hand.
 */
export const UPLOAD_ROUTES: Record<string, { file: string; fields: Record<string, string> }> = {
  'POST /api/careers/applications': {
    file: 'cv',
    fields: { fullName: 'Fuzz Tester', email: 'fuzz.tester@example.com', phone: '+65 6100 2200', position: 'general', office: 'singapore', consent: 'true' },
  },
  'POST /api/incorporation/upload-file/:id': { file: 'file', fields: { roleType: 'director', index: '0', fileType: 'passport' } },
  'POST /api/client/tasks/requirements/:id/upload': { file: 'document', fields: { pageLabels: 'Page 1' } },
  'POST /api/client/upload-final-doc': { file: 'file', fields: { name: 'Signed copy' } },
  'PUT /api/client/replace-document/:id': { file: 'file', fields: {} },
  'PUT /api/admin/insight-recommendation/:userId': { file: 'files', fields: { content: 'Fuzz recommendation' } },
  'POST /api/company-preparer/:id/documents': { file: 'file', fields: { name: 'Engagement letter' } },
  'PUT /api/preparer/recommendations/:id': { file: 'files', fields: { content: 'Fuzz recommendation' } },
  'POST /api/nri-client/tasks/:id/requirements/:reqDocId/upload': { file: 'file', fields: {} },
  'POST /api/nri-preparer/:id/documents': { file: 'file', fields: { name: 'Draft computation', kind: 'draft_computation' } },
  'POST /api/chat/upload-file': { file: 'file', fields: { receiverId: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/article/images': { file: 'file', fields: {} },
  'POST /api/rcn/import': { file: 'file', fields: {} },
  'POST /api/documents/templates': { file: 'file', fields: { name: 'Fuzz template', purpose: 'other', format: 'docx' } },
  'POST /api/documents/templates/:id/versions': { file: 'file', fields: { changeLog: 'Fuzz change' } },
};

/** The smallest real PDF (a catalog and an empty page tree): uploads are parsed, not only sniffed. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[],
  boundary = '----quaysidefuzz7MA4YWxkTrZu0gW',
): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\ncontent-type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/* ------------------------------------------------------------------ identities */

export type Identity = { name: string; role: Role | null; headers: Record<string, string> };

/** Bearer headers for the five demo accounts (seedDemo must have run). */
export async function demoIdentities(db: Db, secret: string): Promise<Record<Role, Identity>> {
  const out: Partial<Record<Role, Identity>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    if (!user) throw new Error(`demo account ${account.email} missing`);
    out[account.role] = await identityOf(account.role, user, secret);
  }
  const all = out as Record<Role, Identity>;
  return all;
}

export async function identityOf(
  name: string,
  user: { id: string; role: string; tokenVersion: number },
  secret: string,
  ttlSeconds = 3600,
): Promise<Identity> {
  const token = await signAccessToken(secret, user, ttlSeconds);
  return { name, role: user.role as Role, headers: { authorization: `Bearer ${token}` } };
}

/* ------------------------------------------------------------------ the demo client's records */

/** Records of the demo client (client@quayside.test), picked before any request is sent. */
export type Owned = {
  /** The demo client's chatbot session (made here when the seed has none: the demo starts without one). */
  chatbotSession: string;
  clientId: string;
  preparerId: string;
  company: string;
  director: string;
  shareholder: string;
  serviceId: string;
  task: string;
  requirement: string;
  document: string;
  documentFile: string;
  notification: string;
  action: string;
  invoice: string;
  /** A request the demo preparer sent for approval (the demo seed's, decided by the demo approver). */
  approvalRequest: string;
  calendarEntry: string;
  /** The demo NRI client (nri@quayside.test) and their records: a task with a requirement that has an upload. */
  nriUserId: string;
  nriTask: string;
  nriRequirement: string;
  nriDocument: string;
  nriDocumentFile: string;
  nriAction: string;
  /** The demo company's past AML/KYC round (the demo seed's: a completed request and its submitted survey). */
  kycAmlRequest: string;
  kycAmlSurvey: string;
  /** A client-book import job (made here: the demo has none), queued, for the rcn-import routes. */
  rcnJob: string;
};

export async function ownedRecords(db: Db): Promise<Owned> {
  const one = <T>(rows: T[], what: string): T => {
    const [row] = rows;
    if (!row) throw new Error(`the demo seed has no ${what} for the demo client`);
    return row;
  };
  const client = one(await db.select().from(users).where(eq(users.email, 'client@quayside.test')), 'account');
  const nri = one(await db.select().from(users).where(eq(users.email, 'nri@quayside.test')), 'NRI account');
  const nriFile = one(
    await db
      .select({ documentId: documentFiles.documentId, fileId: documentFiles.id, requirementId: documents.requirementId, taskId: documents.taskId })
      .from(documentFiles)
      .innerJoin(documents, eq(documents.id, documentFiles.documentId))
      .where(and(eq(documents.ownerId, nri.id), isNull(documents.deletedAt), isNotNull(documents.requirementId)))
      .orderBy(documentFiles.id)
      .limit(1),
    'NRI requirement upload',
  );
  const company = one(await db.select().from(companies).where(eq(companies.ownerId, client.id)).limit(1), 'company');
  const clientTasks = await db.select().from(tasks).where(and(eq(tasks.userId, client.id), isNull(tasks.deletedAt)));
  const requirement = one(
    await db.select().from(taskRequirements).where(inArray(taskRequirements.taskId, clientTasks.map((x) => x.id))).limit(1),
    'task requirement',
  );
  const file = one(
    await db
      .select({ documentId: documentFiles.documentId, fileId: documentFiles.id })
      .from(documentFiles)
      .innerJoin(documents, eq(documents.id, documentFiles.documentId))
      .where(and(eq(documents.ownerId, client.id), isNull(documents.deletedAt)))
      .limit(1),
    'document with files',
  );
  await db.insert(chatbotSessions).values({ userId: client.id }).onConflictDoNothing({ target: chatbotSessions.userId });
  return {
    chatbotSession: one(await db.select().from(chatbotSessions).where(eq(chatbotSessions.userId, client.id)).limit(1), 'chatbot session').id,
    clientId: client.id,
    preparerId: company.preparerId ?? '',
    company: company.id,
    director: one(await db.select().from(directors).where(eq(directors.companyId, company.id)).limit(1), 'director').id,
    shareholder: one(await db.select().from(shareholders).where(eq(shareholders.companyId, company.id)).limit(1), 'shareholder').id,
    serviceId: String(one(await db.select().from(companyServices).where(eq(companyServices.companyId, company.id)).limit(1), 'company service').serviceId),
    task: one(clientTasks, 'task').id,
    requirement: requirement.id,
    document: file.documentId,
    documentFile: file.fileId,
    notification: one(await db.select().from(notifications).where(eq(notifications.userId, client.id)).limit(1), 'notification').id,
    action: one(await db.select().from(actions).where(eq(actions.userId, client.id)).limit(1), 'action').id,
    approvalRequest: one(
      await db
        .select()
        .from(approvalRequests)
        .where(and(eq(approvalRequests.companyId, company.id), sql`${approvalRequests.state} <> 'draft'`))
        .orderBy(approvalRequests.createdAt)
        .limit(1),
      'approval request',
    ).id,
    // An unpaid one where there is one, so that paying it is possible.
    invoice: one(
      await db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, client.id))
        .orderBy(sql`${invoices.status} = 'issued' desc`)
        .limit(1),
      'invoice',
    ).id,
    calendarEntry: one(await db.select().from(calendarEntries).where(eq(calendarEntries.companyId, company.id)).limit(1), 'calendar entry').id,
    nriUserId: nri.id,
    nriTask: nriFile.taskId ?? '',
    nriRequirement: nriFile.requirementId ?? '',
    nriDocument: nriFile.documentId,
    nriDocumentFile: nriFile.fileId,
    nriAction: one(await db.select().from(actions).where(eq(actions.userId, nri.id)).orderBy(actions.id).limit(1), 'NRI action').id,
    kycAmlRequest: one(await db.select().from(kycAmlRequests).where(eq(kycAmlRequests.companyId, company.id)).orderBy(kycAmlRequests.createdAt).limit(1), 'AML/KYC request').id,
    kycAmlSurvey: one(await db.select().from(kycAmlSurveys).where(eq(kycAmlSurveys.companyId, company.id)).orderBy(kycAmlSurveys.createdAt).limit(1), 'AML/KYC survey').id,
    rcnJob: await routeTableImportJob(db),
  };
}

/** The import job the rcn-import routes are called with: one, made on first use (ownedRecords runs more than once). */
async function routeTableImportJob(db: Db): Promise<string> {
  const fileKey = 'rcn/route-table/none.csv';
  const [found] = await db.select({ id: rcnImportJobs.id }).from(rcnImportJobs).where(eq(rcnImportJobs.fileKey, fileKey)).limit(1);
  if (found) return found.id;
  const [made] = await db.insert(rcnImportJobs).values({ fileKey, fileName: 'route-table.csv', fileSize: 0 }).returning({ id: rcnImportJobs.id });
  if (!made) throw new Error('import job not made');
  return made.id;
}

/**
 * Routes that reach one of the demo client's records, with the params (and query) that name it. Every route with
 * a record id in its path or a companyId in its query is here, except the onboarding and payment capabilities
 * (reached by their random id alone, by design).
 */
export const OWNED_ROUTES: Record<string, (o: Owned) => { params?: Record<string, string>; query?: Record<string, string> }> = {
  '/api/rcn/import-jobs/:id': (o) => ({ params: { id: o.rcnJob } }),
  '/api/rcn/import-jobs/:id/errors.csv': (o) => ({ params: { id: o.rcnJob } }),
  '/api/rcn/import-jobs/:id/start': (o) => ({ params: { id: o.rcnJob } }),
  '/api/rcn/import-jobs/:id/staged-rows': (o) => ({ params: { id: o.rcnJob } }),
  '/api/rcn/import-jobs/:id/promote': (o) => ({ params: { id: o.rcnJob } }),
  '/api/companies/:id': (o) => ({ params: { id: o.company } }),
  '/api/companies/:id/dashboard': (o) => ({ params: { id: o.company } }),
  '/api/companies/:id/edit-flags': (o) => ({ params: { id: o.company } }),
  '/api/companies/:id/directors': (o) => ({ params: { id: o.company } }),
  '/api/companies/:id/directors/:directorId': (o) => ({ params: { id: o.company, directorId: o.director } }),
  '/api/companies/:id/shareholders': (o) => ({ params: { id: o.company } }),
  '/api/companies/:id/shareholders/:shareholderId': (o) => ({ params: { id: o.company, shareholderId: o.shareholder } }),
  '/api/companies/:id/services/:serviceId': (o) => ({ params: { id: o.company, serviceId: o.serviceId } }),
  '/api/companies/:id/services/:serviceId/quote': (o) => ({ params: { id: o.company, serviceId: o.serviceId } }),
  '/api/companies/:id/services/:serviceId/cancellation': (o) => ({ params: { id: o.company, serviceId: o.serviceId } }),
  '/api/client/dashboard': (o) => ({ query: { companyId: o.company } }),
  '/api/client/company': (o) => ({ query: { companyId: o.company } }),
  '/api/client/status/summary': (o) => ({ query: { companyId: o.company } }),
  '/api/client/calendar': (o) => ({ query: { companyId: o.company } }),
  '/api/client/insights': (o) => ({ query: { companyId: o.company } }),
  '/api/client/actions': (o) => ({ query: { companyId: o.company } }),
  '/api/client/documents': (o) => ({ query: { companyId: o.company } }),
  '/api/client/tasks/assigned': (o) => ({ query: { companyId: o.company } }),
  '/api/client/notification/:id/read': (o) => ({ params: { id: o.notification } }),
  '/api/client/actions/:id/ack': (o) => ({ params: { id: o.action } }),
  '/api/client/invoices/:id': (o) => ({ params: { id: o.invoice } }),
  '/api/client/invoices/:id/pdf': (o) => ({ params: { id: o.invoice } }),
  '/api/invoices/:id': (o) => ({ params: { id: o.invoice } }),
  '/api/invoices/:id/pdf': (o) => ({ params: { id: o.invoice } }),
  '/api/client/tasks/assigned/:id': (o) => ({ params: { id: o.task } }),
  '/api/client/tasks/assigned/:id/complete': (o) => ({ params: { id: o.task } }),
  '/api/client/tasks/assigned/:id/submit': (o) => ({ params: { id: o.task } }),
  '/api/client/tasks/requirements/:id/upload': (o) => ({ params: { id: o.requirement } }),
  '/api/client/upload-final-doc': () => ({}),
  '/api/client/replace-document/:id': (o) => ({ params: { id: o.document } }),
  '/api/client/document/:id': (o) => ({ params: { id: o.document } }),
  '/api/client/documents/:docId/files/:fileId': (o) => ({ params: { docId: o.document, fileId: o.documentFile } }),
  '/api/client/documents/:docId/files/:fileId/url': (o) => ({ params: { docId: o.document, fileId: o.documentFile } }),
  '/api/company-preparer/:id/summary': (o) => ({ params: { id: o.company } }),
  '/api/company-preparer/:id/status': (o) => ({ params: { id: o.company } }),
  '/api/company-preparer/:id/calendar': (o) => ({ params: { id: o.company } }),
  '/api/company-preparer/:id/documents': (o) => ({ params: { id: o.company } }),
  '/api/company-preparer/:id/actions': (o) => ({ params: { id: o.company } }),
  '/api/company-preparer/:id/actions/:actionId/ack': (o) => ({ params: { id: o.company, actionId: o.action } }),
  '/api/company-preparer/:id/tasks': (o) => ({ params: { id: o.company } }),
  '/api/company-preparer/tasks/:id': (o) => ({ params: { id: o.task } }),
  '/api/company-preparer/tasks/:id/review': (o) => ({ params: { id: o.task } }),
  '/api/preparer/company/:id': (o) => ({ params: { id: o.company } }),
  '/api/preparer/status/:id': (o) => ({ params: { id: o.company } }),
  '/api/preparer/send-to-approver/:id': (o) => ({ params: { id: o.company } }),
  '/api/approver/queue': (o) => ({ query: { companyId: o.company } }),
  '/api/approver/requests/:id': (o) => ({ params: { id: o.approvalRequest } }),
  '/api/approver/requests/:id/approve': (o) => ({ params: { id: o.approvalRequest } }),
  '/api/approver/requests/:id/return': (o) => ({ params: { id: o.approvalRequest } }),
  '/api/preparer/kyc/:id': (o) => ({ params: { id: o.company } }),
  '/api/kyc-aml/company/:id/request': (o) => ({ params: { id: o.company } }),
  '/api/kyc-aml/company/:id/request/status': (o) => ({ params: { id: o.company } }),
  '/api/kyc-aml/company/:id/surveys': (o) => ({ params: { id: o.company } }),
  '/api/kyc-aml/company/:id/survey/draft': (o) => ({ params: { id: o.company } }),
  '/api/kyc-aml/survey/:id/submit': (o) => ({ params: { id: o.kycAmlSurvey } }),
  '/api/kyc-aml/survey/:id/sign-off': (o) => ({ params: { id: o.kycAmlSurvey } }),
  '/api/kyc-aml/survey/:id': (o) => ({ params: { id: o.kycAmlSurvey } }),
  '/api/kyc-aml/request/:id': (o) => ({ params: { id: o.kycAmlRequest } }),
  '/api/preparer/recommendations/:id': (o) => ({ params: { id: o.clientId } }),
  '/api/preparer/notify/:id': (o) => ({ params: { id: o.clientId } }),
  '/api/preparer/calendar/:id': (o) => ({ params: { id: o.calendarEntry } }),
  '/api/preparer/verify-document/:id': (o) => ({ params: { id: o.document } }),
  '/api/preparer/assigned-tasks': (o) => ({ query: { companyId: o.company } }),
  '/api/preparer/task/:id': (o) => ({ params: { id: o.task } }),
  '/api/preparer/tasks/user/:id': (o) => ({ params: { id: o.clientId }, query: { companyId: o.company } }),
  // The demo NRI client's records (the demo preparer is assigned to them, the demo approver above that preparer).
  // The demo client's chatbot session, as staff reach it in the agent console.
  '/api/chatbot/agent/sessions/:id': (o) => ({ params: { id: o.chatbotSession } }),
  '/api/chatbot/agent/sessions/:id/take': (o) => ({ params: { id: o.chatbotSession } }),
  '/api/chatbot/agent/sessions/:id/reply': (o) => ({ params: { id: o.chatbotSession } }),
  '/api/chatbot/agent/sessions/:id/close': (o) => ({ params: { id: o.chatbotSession } }),
  '/api/nri-client/tasks/:id': (o) => ({ params: { id: o.nriTask } }),
  '/api/nri-client/tasks/:id/submit': (o) => ({ params: { id: o.nriTask } }),
  '/api/nri-client/tasks/:id/requirements/:reqDocId/upload': (o) => ({ params: { id: o.nriTask, reqDocId: o.nriRequirement } }),
  '/api/nri-client/tasks/:id/requirements/:reqDocId/files/:fileId': (o) => ({ params: { id: o.nriTask, reqDocId: o.nriRequirement, fileId: o.nriDocumentFile } }),
  '/api/nri-client/actions/:id/ack': (o) => ({ params: { id: o.nriAction } }),
  '/api/nri-preparer/:id/summary': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/:id/status': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/:id/documents': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/:id/actions': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/:id/tasks': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/:id/actions/:actionId/ack': (o) => ({ params: { id: o.nriUserId, actionId: o.nriAction } }),
  '/api/nri-preparer/:id/filing/current': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/:id/profile': (o) => ({ params: { id: o.nriUserId } }),
  '/api/nri-preparer/tasks/:id/details': (o) => ({ params: { id: o.nriTask } }),
  '/api/nri-preparer/tasks/:id/review': (o) => ({ params: { id: o.nriTask } }),
  // The demo client's conversation with their preparer; marking the demo client's messages read.
  '/api/chat/messages': (o) => ({ query: { userA: o.clientId, userB: o.preparerId } }),
  '/api/chat/conversations/:userId/read': (o) => ({ params: { userId: o.clientId } }),
  // The demo company's generated documents.
  '/api/documents/generated': (o) => ({ query: { companyId: o.company } }),
};

/* ------------------------------------------------------------------ answers */

export type Sent = { route: RouteEntry; who: string; request: InjectOptions; status: number; body: string; contentType: string };

/** Why an answer breaks the error contract of an /api path (a JSON {message, code}), or null when it keeps it. */
export function errorShapeProblem(sent: Sent): string | null {
  if (sent.status < 400 || !sent.route.url.startsWith('/api/')) return null;
  if (!sent.contentType.startsWith('application/json')) return `error answer is ${sent.contentType || 'no content type'}, not JSON`;
  try {
    const body = JSON.parse(sent.body) as { message?: unknown; code?: unknown };
    if (typeof body.message !== 'string' || !body.message) return 'error body has no message';
    if (typeof body.code !== 'string' || !body.code) return 'error body has no code';
    if (sent.status >= 500 && /at .+\(.+:\d+:\d+\)|node_modules/.test(sent.body)) return 'error body leaks a stack trace';
  } catch {
    return 'error body is not JSON';
  }
  return null;
}

/** A short description of a request for failure lists. */
export function describeRequest(sent: Sent): string {
  const payload = sent.request.payload;
  let body = '';
  if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = `<${payload.length} bytes>`;
  else if (payload !== undefined) body = JSON.stringify(payload) ?? '';
  if (body.length > 160) body = `${body.slice(0, 160)}...(${body.length} chars)`;
  const url = typeof sent.request.url === 'string' ? sent.request.url : '';
  return `${sent.who}: ${String(sent.request.method)} ${url.length > 200 ? `${url.slice(0, 200)}...` : url} ${body}`.trim();
}
