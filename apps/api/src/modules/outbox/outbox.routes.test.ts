import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '@quayside/contract/auth';
import { mailOutbox } from '../../db/schema/index';
import { signAccessToken } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken = '';
let clientToken = '';
beforeAll(async () => {
  t = await createTestApp();
  const secret = t.deps.config.jwtSecret;
  adminToken = await signAccessToken(secret, await createUser(t.db, { role: 'admin' }), 900);
  clientToken = await signAccessToken(secret, await createUser(t.db, { role: 'client' }), 900);
  // Seven mails at known times, two of them to the same address, two sharing one instant.
  const base = Date.UTC(2026, 0, 10, 9, 0, 0);
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  await t.db.insert(mailOutbox).values([
    { to: 'a@example.com', subject: 'm1', text: 'one', transport: 'outbox', sentAt: at(1) },
    { to: 'b@example.com', subject: 'm2', text: 'two', transport: 'outbox', sentAt: at(2) },
    { to: 'A@Example.com', subject: 'm3', text: 'three', transport: 'outbox', sentAt: at(3) },
    { to: 'c@example.com', subject: 'm4', text: 'four', transport: 'outbox', sentAt: at(4) },
    { to: 'd@example.com', subject: 'm5', text: 'five', transport: 'outbox', sentAt: at(4) },
    { to: 'e@example.com', subject: 'm6', text: 'six', transport: 'smtp', sentAt: at(5) },
    { to: 'f@example.com', subject: 'm7', text: 'seven', transport: 'outbox', sentAt: at(6) },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, token: string | null = adminToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/outbox${query}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

type Page = { items: OutboxItem[]; nextCursor: string | null; hasMore: boolean };

describe('GET /api/admin/outbox', () => {
  it('answers 401 without a token and 403 for a non-admin', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    const forbidden = await get('', clientToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it('lists mails newest first with their fields', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.items.map((m) => m.subject)).toEqual(['m7', 'm6', expect.any(String), expect.any(String), 'm3', 'm2', 'm1']);
    expect(new Set(page.items.slice(2, 4).map((m) => m.subject))).toEqual(new Set(['m4', 'm5']));
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      to: 'f@example.com',
      subject: 'm7',
      text: 'seven',
      sentAt: '2026-01-10T09:06:00.000Z',
    });
    expect(page).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('pages with an opaque cursor without gaps or repeats, even across equal times', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((m) => m.subject));
      expect(page.hasMore).toBe(page.nextCursor !== null);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen[0]).toBe('m7');
    expect(seen[6]).toBe('m1');
  });

  it('keeps microsecond-apart mails apart across pages', async () => {
    await t.db.execute(sql`
      insert into mail_outbox (id, "to", subject, text, transport, sent_at) values
        ('00000000-0000-4000-8000-000000000002', 'micro@example.com', 'u1', 'x', 'outbox', '2026-01-10 08:00:00.000001+00'),
        ('00000000-0000-4000-8000-000000000001', 'micro@example.com', 'u2', 'x', 'outbox', '2026-01-10 08:00:00.000002+00'),
        ('00000000-0000-4000-8000-000000000003', 'micro@example.com', 'u3', 'x', 'outbox', '2026-01-10 08:00:00.000002+00')`);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i += 1) {
      const page = (await get(`?to=micro@example.com&limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json() as Page;
      seen.push(...page.items.map((m) => m.subject));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(['u3', 'u2', 'u1']);
  });

  it('filters by recipient, case-insensitively', async () => {
    const page = (await get('?to=A@EXAMPLE.COM')).json() as Page;
    expect(page.items.map((m) => m.subject)).toEqual(['m3', 'm1']);
  });

  it('defaults to 50 a page and rejects bad paging input with 400', async () => {
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await get('?limit=500')).statusCode).toBe(400);
    const bad = await get('?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['querystring.cursor']);
  });
});
