import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminChatsResponse,
  AdminContactMessagesResponse,
  AdminJobApplicationsResponse,
  CalendarActionsResponse,
  CalendarActionsTodayResponse,
  InsightHistoryResponse,
} from '@quayside/contract/admin-comms';
import type { InsightsResponse, ListNotificationsResponse } from '@quayside/contract/client-area';
import { auditLogs, calendarEntries, notifications } from '../../db/schema/index';
import { startJobs, type Jobs } from '../../jobs/queue';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../auth/auth.test-helpers';
import { signAccessToken } from '../auth/auth.service';
import { recordChatMessage } from '../chat/chat.service';
import { FAKE_PDF, PDF, PNG, multipart } from '../client/client.test-helpers';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { deliverBroadcastBatch } from '../notifications/notifications.service';

let t: TestApp;
let w: World;
let jobs: Jobs;
let nriAuth: Record<string, string>;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const nri = await createUser(t.db, { role: 'nri_client', fullName: 'Nina NRI' });
  nriAuth = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, nri, 3600)}` };
  // The workers of the real queue on this test's database; the app's queue port sends through them.
  jobs = await startJobs(t.deps.database, silent, { pollingIntervalSeconds: 0.5, queue: t.deps.jobs });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

const admin = () => w.auth(w.admin);
const nonAdmins = () => [w.auth(w.preparerA), w.auth(w.approver), w.auth(w.clientA), nriAuth];

async function refusedToNonAdmins(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  for (const headers of nonAdmins()) {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}`).toBe(403);
  }
  expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
}

async function auditCount(action: string, targetId?: string) {
  const rows = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), targetId ? eq(auditLogs.targetId, targetId) : undefined));
  return rows[0]?.n ?? 0;
}

describe('POST /api/admin/notify-all', () => {
  it('answers the number of active users, and the job queue gives every one of them the notification once', async () => {
    const blocked = await createUser(t.db, { role: 'client', isBlocked: true });
    const deleted = await createUser(t.db, { role: 'client', isDeleted: true });
    const suspended = await createUser(t.db, { role: 'client', isSuspended: true });
    const all = (await t.db.execute(sql`select id, is_blocked, is_deleted from users`)) as unknown as {
      rows: Array<{ id: string; is_blocked: boolean; is_deleted: boolean }>;
    };
    const active = all.rows.filter((u) => !u.is_blocked && !u.is_deleted).map((u) => u.id);

    const preview = await t.app.inject({ method: 'GET', url: '/api/admin/notify-all/recipients', headers: admin() });
    expect(preview.json()).toEqual({ count: active.length });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notify-all',
      headers: admin(),
      payload: { title: 'Office closed on Friday', message: 'Our offices close on Friday for the public holiday.' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: `Notification sent to ${active.length} users`, count: active.length });
    expect(await auditCount('notification.broadcast')).toBe(1);

    await eventually(async () => {
      const got = await t.db
        .select({ userId: notifications.userId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(eq(notifications.title, 'Office closed on Friday'))
        .groupBy(notifications.userId);
      expect(got.map((g) => g.userId).sort()).toEqual([...active].sort());
      expect(got.every((g) => g.n === 1)).toBe(true);
    }, 20_000);
    expect(active).toContain(suspended.id);
    expect(active).not.toContain(blocked.id);
    expect(active).not.toContain(deleted.id);

    // The client reads it among their own notifications.
    const mine = await t.app.inject({ method: 'GET', url: '/api/client/notifications', headers: w.auth(w.clientA) });
    expect(mine.json<ListNotificationsResponse>().items[0]).toMatchObject({ title: 'Office closed on Friday', type: 'broadcast' });
  });

  it('delivers in batches by user id, and a batch run twice adds nothing', async () => {
    const job = { broadcastId: crypto.randomUUID(), title: 'Batched', message: 'In batches of two', before: new Date().toISOString(), afterId: null, batch: 2 };
    let next: typeof job | null = job;
    let batches = 0;
    let total = 0;
    while (next) {
      const done: Awaited<ReturnType<typeof deliverBroadcastBatch>> = await deliverBroadcastBatch(t.db, next);
      // The same batch again (a retried job): nothing more.
      expect((await deliverBroadcastBatch(t.db, next)).inserted).toBe(0);
      total += done.inserted;
      batches += 1;
      next = done.next as typeof job | null;
    }
    const count = (await t.app.inject({ method: 'GET', url: '/api/admin/notify-all/recipients', headers: admin() })).json<{ count: number }>().count;
    expect(total).toBe(count);
    expect(batches).toBeGreaterThanOrEqual(Math.ceil(count / 2));
  });

  it('refuses a missing or overlong title or message with 400, and non-admins', async () => {
    for (const payload of [{ title: '', message: 'x' }, { title: 'x', message: '   ' }, { title: 'x'.repeat(121), message: 'x' }, { title: 'x', message: 'x'.repeat(2001) }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/notify-all', headers: admin(), payload });
      expect(res.statusCode).toBe(400);
    }
    await refusedToNonAdmins('POST', '/api/admin/notify-all', { title: 'x', message: 'y' });
    await refusedToNonAdmins('GET', '/api/admin/notify-all/recipients');
  });
});

describe('GET /api/admin/notifications and PUT /api/admin/notifications/{id}/read', () => {
  it("lists the admin's own notifications and marks only their own read", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications?limit=1', headers: admin() });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListNotificationsResponse>();
    expect(body.items).toHaveLength(1);
    expect(body.nextCursor).not.toBeNull();
    const own = body.items[0];
    if (!own) throw new Error('no notification');
    const page2 = await t.app.inject({ method: 'GET', url: `/api/admin/notifications?limit=1&cursor=${body.nextCursor ?? ''}`, headers: admin() });
    expect(page2.json<ListNotificationsResponse>().items[0]?.id).not.toBe(own.id);

    const read = await t.app.inject({ method: 'PUT', url: `/api/admin/notifications/${own.id}/read`, headers: admin() });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: 'Notification marked as read', notification: { id: own.id, isRead: true } });

    const [clients] = await t.db.select().from(notifications).where(eq(notifications.userId, w.clientA.id)).limit(1);
    const other = await t.app.inject({ method: 'PUT', url: `/api/admin/notifications/${clients?.id ?? ''}/read`, headers: admin() });
    expect(other.statusCode).toBe(404);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, clients?.id ?? ''));
    expect(after?.isRead).toBe(false);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/notifications/${crypto.randomUUID()}/read`, headers: admin() })).statusCode).toBe(404);
    await refusedToNonAdmins('GET', '/api/admin/notifications');
    await refusedToNonAdmins('PUT', `/api/admin/notifications/${own.id}/read`);
  });
});

describe('GET /api/admin/chats', () => {
  it('is empty before anyone chats, then lists each pair once, newest message first, keyset paged', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/admin/chats', headers: admin() });
    expect(empty.json()).toEqual({ conversations: [], nextCursor: null, hasMore: false });

    const at = (m: number) => new Date(Date.UTC(2026, 10, 20, 9, m));
    await recordChatMessage(t.db, { senderId: w.clientA.id, receiverId: w.preparerA.id, content: 'Hello, is my return filed?', sentAt: at(1) });
    await recordChatMessage(t.db, { senderId: w.preparerA.id, receiverId: w.clientA.id, content: 'Yes, this morning.', sentAt: at(2) });
    await recordChatMessage(t.db, { senderId: w.clientB.id, receiverId: w.preparerB.id, content: 'Invoice question', sentAt: at(3) });
    await recordChatMessage(t.db, {
      senderId: w.clientA.id,
      receiverId: w.preparerA.id,
      file: { fileId: (await storedPdf()).id, fileName: 'receipt.pdf', fileType: 'application/pdf' },
      sentAt: at(4),
    });

    const first = await t.app.inject({ method: 'GET', url: '/api/admin/chats?take=1', headers: admin() });
    const page1 = first.json<AdminChatsResponse>();
    expect(page1.hasMore).toBe(true);
    expect(page1.conversations).toHaveLength(1);
    const a = page1.conversations[0];
    expect(a?.messageCount).toBe(3);
    expect(a?.unreadCount).toBe(3);
    expect(a?.lastMessage).toMatchObject({ type: 'file', fileName: 'receipt.pdf', senderId: w.clientA.id });
    expect([a?.userA.fullName, a?.userB.fullName].sort()).toEqual(['Clara Client', 'Priya Preparer']);

    const second = await t.app.inject({ method: 'GET', url: `/api/admin/chats?take=1&cursor=${page1.nextCursor ?? ''}`, headers: admin() });
    const page2 = second.json<AdminChatsResponse>();
    expect(page2.hasMore).toBe(false);
    expect(page2.conversations[0]?.lastMessage.content).toBe('Invoice question');
    expect(page2.conversations[0]?.messageCount).toBe(1);

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chats?cursor=nonsense', headers: admin() })).statusCode).toBe(400);
    await refusedToNonAdmins('GET', '/api/admin/chats');
  });
});

async function storedPdf() {
  const { storeFiles } = await import('../files/files.service');
  const [row] = await storeFiles(t.db, t.deps.storage, [
    { buffer: PDF, name: 'receipt.pdf', checked: { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf' }, prefix: 'chat', purpose: 'chat' },
  ]);
  if (!row) throw new Error('not stored');
  return row;
}

describe('calendar actions', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  let overdueId = '';

  beforeAll(async () => {
    await t.db.delete(calendarEntries);
    const base = { source: 'staff' as const, kind: 'other' };
    const rows = await t.db
      .insert(calendarEntries)
      .values([
        { ...base, companyId: w.companyA.id, title: 'GST return (overdue)', dueDate: day(-10) },
        { ...base, companyId: w.companyA.id, title: 'Board minutes (today)', dueDate: day(0) },
        { ...base, companyId: w.companyB.id, title: 'Annual return (soon)', dueDate: day(12) },
        { ...base, companyId: w.companyB.id, title: 'AGM (later)', dueDate: day(90) },
        { ...base, companyId: w.companyA.id, title: 'Old filing (done)', dueDate: day(-40), state: 'done' },
      ])
      .returning();
    overdueId = rows[0]?.id ?? '';
  });

  it('GET /api/admin/calendar-actions lists every company by due date with filters and keyset paging', async () => {
    const list = async (qs: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/calendar-actions${qs}`, headers: admin() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CalendarActionsResponse>();
    };
    const all = await list('');
    expect(all.items.map((i) => i.title)).toEqual(['Old filing (done)', 'GST return (overdue)', 'Board minutes (today)', 'Annual return (soon)', 'AGM (later)']);
    expect(all.items[1]).toMatchObject({ status: 'overdue', companyName: 'Alpha Harbour Pte. Ltd.', ownerName: 'Clara Client' });
    expect((await list('?status=overdue')).items.map((i) => i.title)).toEqual(['GST return (overdue)']);
    expect((await list('?status=done')).items.map((i) => i.title)).toEqual(['Old filing (done)']);
    expect((await list('?status=due_soon')).items.map((i) => i.title)).toEqual(['Board minutes (today)', 'Annual return (soon)']);
    expect((await list(`?companyId=${w.companyB.id}`)).items.map((i) => i.title)).toEqual(['Annual return (soon)', 'AGM (later)']);
    expect((await list(`?from=${day(-15)}&to=${day(15)}`)).items).toHaveLength(3);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CalendarActionsResponse = await list(`?take=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((i) => i.title));
    await refusedToNonAdmins('GET', '/api/admin/calendar-actions');
  });

  it('GET /api/admin/calendar-actions/today answers what is due today and what is overdue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/calendar-actions/today', headers: admin() });
    const body = res.json<CalendarActionsTodayResponse>();
    expect(body.today).toBe(day(0));
    expect(body.dueToday.map((i) => i.title)).toEqual(['Board minutes (today)']);
    expect(body.overdue.map((i) => i.title)).toEqual(['GST return (overdue)']);
    expect([body.dueTodayCount, body.overdueCount]).toEqual([1, 1]);
    await refusedToNonAdmins('GET', '/api/admin/calendar-actions/today');
  });

  it('PUT /api/admin/calendar-actions/{id} updates the entry with an audit row', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/calendar-actions/${overdueId}`,
      headers: admin(),
      payload: { state: 'done', description: 'Filed late with the extension letter' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Calendar action updated', entry: { id: overdueId, status: 'done', description: 'Filed late with the extension letter' } });
    expect(await auditCount('calendar.updated', overdueId)).toBe(1);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/admin/calendar-actions/${overdueId}`, headers: admin(), payload: { dueDate: day(5), state: 'open' } });
    expect(moved.json()).toMatchObject({ entry: { dueDate: day(5), status: 'due_soon' } });

    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/calendar-actions/${overdueId}`, headers: admin(), payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/calendar-actions/${overdueId}`, headers: admin(), payload: { dueDate: '2026-02-31' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/calendar-actions/${crypto.randomUUID()}`, headers: admin(), payload: { state: 'done' } })).statusCode).toBe(404);
    await refusedToNonAdmins('PUT', `/api/admin/calendar-actions/${overdueId}`, { state: 'done' });
  });
});

describe('insight recommendations', () => {
  const put = (userId: string, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = admin()) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'PUT', url: `/api/admin/insight-recommendation/${userId}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('keeps every edit in the history, and the client sees the latest under Insights', async () => {
    const first = await put(w.clientA.id, [
      { name: 'content', value: 'Move your financial year end to March to align with the group.' },
      { name: 'files', filename: 'fye-memo.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Insight recommendation updated', recommendation: { files: [{ name: 'fye-memo.pdf' }], createdBy: { fullName: 'Ada Admin' } } });
    const fileId = first.json<{ recommendation: { files: Array<{ fileId: string }> } }>().recommendation.files[0]?.fileId ?? '';

    const second = await put(w.clientA.id, [
      { name: 'content', value: 'Also register for GST before the threshold.' },
      { name: 'keepFileIds', value: fileId },
      { name: 'files', filename: 'chart.png', content: PNG, contentType: 'image/png' },
    ]);
    expect(second.statusCode, second.body).toBe(200);

    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/insight-recommendation/${w.clientA.id}/history`, headers: admin() })).json<InsightHistoryResponse>();
    expect(history.items.map((i) => i.content)).toEqual(['Also register for GST before the threshold.', 'Move your financial year end to March to align with the group.']);
    expect(history.items[0]?.files.map((f) => f.name)).toEqual(['fye-memo.pdf', 'chart.png']);
    expect(history.items[0]?.files.every((f) => typeof f.url === 'string')).toBe(true);
    expect(await auditCount('insight.updated', w.clientA.id)).toBe(2);

    const insights = (await t.app.inject({ method: 'GET', url: '/api/client/insights', headers: w.auth(w.clientA) })).json<InsightsResponse>();
    expect(insights.recommendation?.content).toBe('Also register for GST before the threshold.');
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, w.clientA.id), eq(notifications.title, 'New recommendation from your advisers')));
    expect(told).toHaveLength(2);
    // Client B sees none of it.
    const other = (await t.app.inject({ method: 'GET', url: '/api/client/insights', headers: w.auth(w.clientB) })).json<InsightsResponse>();
    expect(other.recommendation).toBeNull();
  });

  it('refuses files by content, foreign kept files, staff accounts, unknown users and non-multipart bodies', async () => {
    const fake = await put(w.clientB.id, [
      { name: 'content', value: 'See the attached.' },
      { name: 'files', filename: 'memo.pdf', content: FAKE_PDF, contentType: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect((await put(w.clientB.id, [{ name: 'content', value: 'x' }, { name: 'keepFileIds', value: crypto.randomUUID() }])).statusCode).toBe(400);
    expect((await put(w.clientB.id, [{ name: 'content', value: '   ' }])).statusCode).toBe(400);
    expect((await put(w.clientB.id, [{ name: 'content', value: 'x' }, { name: 'attachment', filename: 'a.pdf', content: PDF }])).statusCode).toBe(400);
    expect((await put(w.preparerA.id, [{ name: 'content', value: 'x' }])).statusCode).toBe(404);
    expect((await put(crypto.randomUUID(), [{ name: 'content', value: 'x' }])).statusCode).toBe(404);
    const json = await t.app.inject({ method: 'PUT', url: `/api/admin/insight-recommendation/${w.clientB.id}`, headers: admin(), payload: { content: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/insight-recommendation/${w.preparerA.id}/history`, headers: admin() })).statusCode).toBe(404);
    for (const headers of nonAdmins()) expect((await put(w.clientB.id, [{ name: 'content', value: 'x' }], headers)).statusCode).toBe(403);
    await refusedToNonAdmins('GET', `/api/admin/insight-recommendation/${w.clientA.id}/history`);
    const history = (await t.app.inject({ method: 'GET', url: `/api/admin/insight-recommendation/${w.clientB.id}/history`, headers: admin() })).json<InsightHistoryResponse>();
    expect(history.items).toEqual([]);
  });
});

describe('the admin inbox', () => {
  it('lists contact messages newest first with search, opens one and marks it handled', async () => {
    const send = (fullName: string, message: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { fullName, email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com`, topic: 'accounting', message, consent: true } });
    expect((await send('Omar Haddad', 'We need monthly bookkeeping for our Dubai branch.')).statusCode).toBe(201);
    expect((await send('Lena Fischer', 'Please call me about a Singapore incorporation.')).statusCode).toBe(201);

    const list = async (qs: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/contact-messages${qs}`, headers: admin() })).json<AdminContactMessagesResponse>();
    const open = await list('');
    expect(open.messages.map((m) => m.fullName)).toEqual(['Lena Fischer', 'Omar Haddad']);
    expect((await list('?q=dubai')).messages.map((m) => m.fullName)).toEqual(['Omar Haddad']);
    expect((await list('?q=LENA')).messages.map((m) => m.fullName)).toEqual(['Lena Fischer']);
    expect((await list('?q=%25')).messages).toEqual([]);
    const paged = await list('?take=1');
    expect(paged.hasMore).toBe(true);
    expect((await list(`?take=1&cursor=${paged.nextCursor ?? ''}`)).messages.map((m) => m.fullName)).toEqual(['Omar Haddad']);

    const id = open.messages[1]?.id ?? '';
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/contact-messages/${id}`, headers: admin() });
    expect(one.json()).toMatchObject({ contactMessage: { id, fullName: 'Omar Haddad', handledAt: null } });
    const handled = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}/handled`, headers: admin(), payload: { handled: true } });
    expect(handled.json()).toMatchObject({ message: 'Message marked as handled', contactMessage: { handledByName: 'Ada Admin' } });
    expect((await list('')).messages.map((m) => m.fullName)).toEqual(['Lena Fischer']);
    expect((await list('?state=handled')).messages.map((m) => m.fullName)).toEqual(['Omar Haddad']);
    expect((await list('?state=all')).messages).toHaveLength(2);
    expect(await auditCount('contact_message.handled', id)).toBe(1);
    const reopened = await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${id}/handled`, headers: admin(), payload: { handled: false } });
    expect(reopened.json()).toMatchObject({ message: 'Message opened again', contactMessage: { handledAt: null } });

    expect((await t.app.inject({ method: 'GET', url: `/api/admin/contact-messages/${crypto.randomUUID()}`, headers: admin() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/contact-messages/${crypto.randomUUID()}/handled`, headers: admin(), payload: { handled: true } })).statusCode).toBe(404);
    await refusedToNonAdmins('GET', '/api/admin/contact-messages');
    await refusedToNonAdmins('GET', `/api/admin/contact-messages/${id}`);
    await refusedToNonAdmins('PUT', `/api/admin/contact-messages/${id}/handled`, { handled: true });
  });

  it('lists job applications, marks one handled and gives its CV link', async () => {
    const body = multipart([
      { name: 'fullName', value: 'Kavya Iyer' },
      { name: 'email', value: 'kavya.iyer@example.com' },
      { name: 'phone', value: '+91 98100 12345' },
      { name: 'position', value: 'general' },
      { name: 'office', value: 'noida' },
      { name: 'consent', value: 'true' },
      { name: 'cv', filename: 'Kavya CV.pdf', content: PDF, contentType: 'application/pdf' },
    ]);
    const sent = await t.app.inject({ method: 'POST', url: '/api/careers/applications', headers: body.headers, payload: body.payload });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/job-applications?q=kavya', headers: admin() })).json<AdminJobApplicationsResponse>();
    expect(list.applications.map((a) => a.fullName)).toEqual(['Kavya Iyer']);
    const id = list.applications[0]?.id ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/job-applications/${id}`, headers: admin() })).json()).toMatchObject({ application: { cvFileName: 'Kavya CV.pdf' } });
    const cv = await t.app.inject({ method: 'GET', url: `/api/admin/job-applications/${id}/cv`, headers: admin() });
    expect(cv.json<{ url: string }>().url).toContain('/api/files/signed');
    const handled = await t.app.inject({ method: 'PUT', url: `/api/admin/job-applications/${id}/handled`, headers: admin(), payload: { handled: true } });
    expect(handled.json()).toMatchObject({ message: 'Application marked as handled' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/job-applications', headers: admin() })).json<AdminJobApplicationsResponse>().applications).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/job-applications/${crypto.randomUUID()}/cv`, headers: admin() })).statusCode).toBe(404);
    await refusedToNonAdmins('GET', '/api/admin/job-applications');
    await refusedToNonAdmins('GET', `/api/admin/job-applications/${id}/cv`);
    await refusedToNonAdmins('PUT', `/api/admin/job-applications/${id}/handled`, { handled: false });
  });
});

describe('POST /api/admin/notify-all on many users', () => {
  it('delivers 2,100 users in batches of 1,000 jobs through the queue, each user once', async () => {
    await t.db.execute(sql`insert into users (email, full_name, role, is_verified)
      select 'bulk-' || g || '@example.com', 'Bulk User ' || g, 'client', true from generate_series(1, 2100) g`);
    const title = `Bulk ${Date.now()}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/notify-all', headers: admin(), payload: { title, message: 'To everyone' } });
    const { count } = res.json<{ count: number }>();
    expect(count).toBeGreaterThan(2100);
    const [audit] = await t.db
      .select({ id: auditLogs.targetId })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'notification.broadcast'))
      .orderBy(sql`${auditLogs.createdAt} desc`)
      .limit(1);
    await eventually(async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)`.mapWith(Number), users: sql<number>`count(distinct ${notifications.userId})`.mapWith(Number) })
        .from(notifications)
        .where(eq(notifications.title, title));
      expect(row).toEqual({ n: count, users: count });
    }, 30_000);
    const jobsRun = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'notify-all' and data->>'broadcastId' = ${audit?.id ?? ''} and state = 'completed'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(jobsRun.rows[0]?.n).toBe(Math.ceil(count / 1000) + (count % 1000 === 0 ? 1 : 0));
  });
});
