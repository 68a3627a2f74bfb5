import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BASELINE_DOCS, type BaselineDoc, type BaselineDocList } from '@quayside/contract/baseline-docs';
import { baselineMessages } from '@quayside/contract/messages';
import { auditLogs, baselineDocuments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { activeBaselineDocs } from './baseline-docs.service';

let t: TestApp;
let w: World;
const ok = baselineMessages.success;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: Record<string, string> = {}, who = w.admin) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/baseline-docs', query, headers: w.auth(who) });
  expect(res.statusCode).toBe(200);
  return res.json<BaselineDocList>();
};
const body = (slug: string, extra: Record<string, unknown> = {}) => ({ slug, name: `Document ${slug}`, appliesTo: 'company', ...extra });
const auditsOf = async (action: string) => t.db.select().from(auditLogs).where(eq(auditLogs.action, action));

describe('GET /api/baseline-docs', () => {
  it('starts with the firm\'s list (the migration\'s), page 1 of 20 by default, in order', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: DEFAULT_BASELINE_DOCS.length, page: 1, pageSize: 20 });
    expect(page.items.map((i) => i.slug)).toEqual(DEFAULT_BASELINE_DOCS.map((d) => d.slug));
  });

  it('pages, searches name, slug and description, and turns the order round', async () => {
    const p2 = await list({ page: '2', pageSize: '5' });
    expect(p2.items.map((i) => i.slug)).toEqual(DEFAULT_BASELINE_DOCS.slice(5, 10).map((d) => d.slug));
    expect((await list({ q: 'passport' })).items.map((i) => i.slug)).toEqual(['nri-passport-pages', 'director-passport', 'shareholder-passport']);
    expect((await list({ q: '100%_' })).total).toBe(0);
    const desc = await list({ sortOrder: 'desc', pageSize: '1' });
    expect(desc.items[0]?.slug).toBe(DEFAULT_BASELINE_DOCS.at(-1)?.slug);
    expect((await list({ jurisdiction: 'AE', appliesTo: 'company' })).items.map((i) => i.slug)).toEqual(['ae-company-ejari']);
  });

  it('is read by every staff member, and refused to clients and NRI clients', async () => {
    await list({}, w.preparerA);
    await list({}, w.approver);
    const res = await t.app.inject({ method: 'GET', url: '/api/baseline-docs', headers: w.auth(w.clientA) });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for a bad query, never a 500', async () => {
    for (const query of [{ page: '0' }, { pageSize: '101' }, { includeInactive: 'yes' }, { sortOrder: 'sideways' }] as Record<string, string>[]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/baseline-docs', query, headers: w.auth(w.admin) });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/baseline-docs, GET, PUT and DELETE /api/baseline-docs/{slug}, PUT .../restore', () => {
  it('creates (at the end of the list), reads, updates, soft-deletes and restores, each audited', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/baseline-docs', headers: w.auth(w.admin), payload: body('board-resolution-copy', { jurisdiction: 'SG' }) });
    expect(created.statusCode).toBe(201);
    const item = created.json<{ message: string; item: BaselineDoc }>();
    expect(item.message).toBe(ok.created);
    expect(item.item).toMatchObject({ slug: 'board-resolution-copy', jurisdiction: 'SG', isActive: true, deletedAt: null, isRequired: true });
    expect(item.item.sortOrder).toBeGreaterThan(DEFAULT_BASELINE_DOCS.length * 10);

    const read = await t.app.inject({ method: 'GET', url: '/api/baseline-docs/board-resolution-copy', headers: w.auth(w.preparerA) });
    expect(read.json<BaselineDoc>().name).toBe('Document board-resolution-copy');

    const updated = await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/board-resolution-copy', headers: w.auth(w.admin), payload: { name: 'Certified board resolution', isActive: false } });
    expect(updated.json()).toMatchObject({ message: ok.updated, item: { name: 'Certified board resolution', isActive: false } });
    // Inactive: out of the default list, in the full one.
    expect((await list({ q: 'certified' })).total).toBe(0);
    expect((await list({ q: 'certified', includeInactive: 'true' })).total).toBe(1);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/baseline-docs/board-resolution-copy', headers: w.auth(w.admin) });
    expect(deleted.json()).toMatchObject({ message: ok.deleted, item: { slug: 'board-resolution-copy' } });
    expect(deleted.json<{ item: BaselineDoc }>().item.deletedAt).not.toBeNull();
    // Soft: the row stays, the slug stays taken.
    expect(await t.db.select().from(baselineDocuments).where(eq(baselineDocuments.slug, 'board-resolution-copy'))).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: '/api/baseline-docs', headers: w.auth(w.admin), payload: body('board-resolution-copy') });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(baselineMessages.errors.slugTaken);
    expect((await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/board-resolution-copy', headers: w.auth(w.admin), payload: { name: 'While deleted' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/baseline-docs/board-resolution-copy', headers: w.auth(w.admin) })).statusCode).toBe(404);

    const restored = await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/board-resolution-copy/restore', headers: w.auth(w.admin) });
    expect(restored.json()).toMatchObject({ message: ok.restored, item: { deletedAt: null } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/board-resolution-copy/restore', headers: w.auth(w.admin) })).statusCode).toBe(409);

    for (const action of ['baseline.created', 'baseline.updated', 'baseline.deleted', 'baseline.restored']) {
      const rows = await auditsOf(action);
      expect(rows.length, action).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({ actorId: w.admin.id, targetType: 'baseline_document' });
    }
  });

  it('lets only the admin write: preparers and approvers get 403, and nothing changes', async () => {
    for (const who of [w.preparerA, w.approver, w.clientA]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/baseline-docs', headers: w.auth(who), payload: body(`by-${who.role}`) });
      expect(res.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/baseline-docs/director-passport', headers: w.auth(who) })).statusCode).toBe(403);
    }
    expect((await list({ q: 'by-' })).total).toBe(0);
  });

  it('refuses a bad body or slug with the fields at fault, and a reserved slug', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/baseline-docs', headers: w.auth(w.admin), payload: { slug: 'Bad Slug', name: 'x', appliesTo: 'everyone' } });
    expect(bad.statusCode).toBe(400);
    const reserved = await t.app.inject({ method: 'POST', url: '/api/baseline-docs', headers: w.auth(w.admin), payload: body('export') });
    expect(reserved.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/baseline-docs/no-such-doc', headers: w.auth(w.admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/director-passport', headers: w.auth(w.admin), payload: {} })).statusCode).toBe(400);
  });
});

describe('PUT /api/baseline-docs/reorder', () => {
  it('puts the named slugs first, in order, the rest after them as they were', async () => {
    const before = (await list({ pageSize: '100', includeInactive: 'true' })).items.map((i) => i.slug);
    const res = await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/reorder', headers: w.auth(w.admin), payload: { slugs: ['shareholder-passport', 'nri-pan-card'] } });
    expect(res.json()).toEqual({ message: ok.reordered });
    const after = (await list({ pageSize: '100', includeInactive: 'true' })).items.map((i) => i.slug);
    expect(after).toEqual(['shareholder-passport', 'nri-pan-card', ...before.filter((s) => s !== 'shareholder-passport' && s !== 'nri-pan-card')]);
    expect(await auditsOf('baseline.reordered')).toHaveLength(1);
  });

  it('refuses unknown or repeated slugs, changing nothing', async () => {
    const before = (await list({ pageSize: '100', includeInactive: 'true' })).items.map((i) => i.slug);
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/reorder', headers: w.auth(w.admin), payload: { slugs: ['nri-pan-card', 'no-such-doc'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(baselineMessages.errors.unknownSlugs(['no-such-doc']));
    const twice = await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/reorder', headers: w.auth(w.admin), payload: { slugs: ['nri-pan-card', 'nri-pan-card'] } });
    expect(twice.statusCode).toBe(400);
    expect((await list({ pageSize: '100', includeInactive: 'true' })).items.map((i) => i.slug)).toEqual(before);
  });
});

describe('GET /api/baseline-docs/export and POST /api/baseline-docs/import', () => {
  it('exports the live list as a JSON file that imports back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/baseline-docs/export', headers: w.auth(w.preparerA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="baseline-documents-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = res.json<{ format: string; items: Array<{ slug: string }> }>();
    expect(file.format).toBe('quayside.baseline-docs.v1');
    expect(file.items.map((i) => i.slug)).toEqual((await list({ pageSize: '100', includeInactive: 'true' })).items.map((i) => i.slug));
    const back = await t.app.inject({ method: 'POST', url: '/api/baseline-docs/import', headers: w.auth(w.admin), payload: { items: file.items } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ message: ok.imported(file.items.length), created: 0, updated: file.items.length });
  });

  it('imports all or nothing: one bad item refuses the whole file, naming each item and field at fault', async () => {
    const before = await t.db.select().from(baselineDocuments);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/baseline-docs/import',
      headers: w.auth(w.admin),
      payload: { items: [body('import-new-one'), { slug: 'director-passport', name: 'Passport (renamed)', appliesTo: 'director' }, { slug: 'x', name: '', appliesTo: 'pets' }, body('import-new-one')] },
    });
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ message: string; fields: Record<string, string[]> }>();
    expect(answer.message).toBe(baselineMessages.errors.importInvalid);
    expect(Object.keys(answer.fields).sort()).toEqual(['items.2.appliesTo', 'items.2.name', 'items.2.slug', 'items.3.slug']);
    expect(answer.fields['items.3.slug']).toEqual(['Duplicate slug "import-new-one" (also item 1)']);
    // Nothing saved: not the good items either.
    expect(await t.db.select().from(baselineDocuments)).toEqual(before);
    expect(await auditsOf('baseline.imported')).toHaveLength(1);
  });

  it('adds new slugs, updates (and restores) known ones, and follows the file\'s order', async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/baseline-docs/company-source-of-funds', headers: w.auth(w.admin) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/baseline-docs/import',
      headers: w.auth(w.admin),
      payload: { items: [body('imported-lease', { jurisdiction: 'IN' }), { slug: 'company-source-of-funds', name: 'Source of funds (signed)', appliesTo: 'company', category: 'corporate' }] },
    });
    expect(res.json()).toMatchObject({ message: 'Baseline imported (2 items)', created: 1, updated: 1 });
    const items = (await list({ pageSize: '100' })).items;
    expect(items.slice(0, 2).map((i) => [i.slug, i.name])).toEqual([
      ['imported-lease', 'Document imported-lease'],
      ['company-source-of-funds', 'Source of funds (signed)'],
    ]);
    const [restored] = await t.db.select().from(baselineDocuments).where(and(eq(baselineDocuments.slug, 'company-source-of-funds')));
    expect(restored?.deletedAt).toBeNull();
  });

  it('is the admin\'s only, and refuses an empty list', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/baseline-docs/import', headers: w.auth(w.preparerA), payload: { items: [body('nope')] } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/baseline-docs/import', headers: w.auth(w.admin), payload: { items: [] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/baseline-docs/import', headers: w.auth(w.admin), payload: { items: 'all' } })).statusCode).toBe(400);
  });
});

describe('activeBaselineDocs (what new work asks for)', () => {
  it('gives the active, live documents of a jurisdiction and service, and those for all', async () => {
    const sg = await activeBaselineDocs(t.db, { appliesTo: ['director'], service: 'incorporation', jurisdiction: 'SG' });
    expect(sg.map((d) => d.slug).sort()).toEqual(['director-passport', 'director-proof-of-address', 'sg-director-nric']);
    await t.app.inject({ method: 'PUT', url: '/api/baseline-docs/sg-director-nric', headers: w.auth(w.admin), payload: { isActive: false } });
    const after = await activeBaselineDocs(t.db, { appliesTo: ['director'], service: 'incorporation', jurisdiction: 'SG' });
    expect(after.map((d) => d.slug).sort()).toEqual(['director-passport', 'director-proof-of-address']);
  });
});
