import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDashboard } from '@quayside/contract/client-area';
import { documents, roleAssignments } from '../../db/schema/index';
import { signAccessToken, type Actor } from '../auth/auth.service';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../auth/auth.test-helpers';
import { createWorld, type World } from '../companies/companies.test-helpers';
import { issueInvoice } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { createAction } from '../actions/actions.service';
import { createTask } from '../tasks/tasks.service';

/**
 * The client dashboard cache (dashboard.cache.ts) is on outside NODE_ENV=test; this app runs as development to
 * have it. Each test proves a cached answer is used, and that every kind of change reaches the dashboard.
 */
let t: TestApp;
let w: World;
const actor = (u: World['preparerA']): Actor => ({ id: u.id, email: u.email, fullName: u.fullName, role: u.role as Actor['role'], user: u });

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'development' });
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
});

async function dashboardOf(user: { id: string }, headers = w.auth(user)): Promise<ClientDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers });
  expect(res.statusCode).toBe(200);
  return res.json().dashboard as ClientDashboard;
}

/** Runs `fn` with the trigger off: the change it makes is not announced. */
async function unannounced(table: string, trigger: string, fn: () => Promise<unknown>) {
  await t.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await fn();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}

describe('GET /api/client/dashboard with the dashboard cache', () => {
  it('answers a repeated request from the cache, and an announced change at once', async () => {
    // The first answer also writes the compliance calendar (its notice drops that answer): let it settle.
    await dashboardOf(w.clientA);
    await new Promise((r) => setTimeout(r, 200));
    const before = await dashboardOf(w.clientA);
    // Not announced (trigger off): the cached answer stands, which shows it is a cached answer.
    await unannounced('tasks', 'tasks_notify_client', () =>
      t.db.execute(sql`insert into tasks (user_id, company_id, title) values (${w.clientA.id}, ${w.companyA.id}, 'Quietly added')`),
    );
    expect((await dashboardOf(w.clientA)).counts.openTasks).toBe(before.counts.openTasks);
    // Announced: both tasks show.
    await createTask(t.db, actor(w.preparerA), { companyId: w.companyA.id, title: 'Loudly added' });
    await eventually(async () => expect((await dashboardOf(w.clientA)).counts.openTasks).toBe(before.counts.openTasks + 2), 1000);
    // Another client's dashboard is its own.
    expect((await dashboardOf(w.clientB)).companies.map((c) => c.id)).toEqual([w.companyB.id]);
  });

  it('sees every kind of change staff or the system make', async () => {
    let d = await dashboardOf(w.clientA);
    const seen = (check: (d: ClientDashboard) => void) =>
      eventually(async () => {
        d = await dashboardOf(w.clientA);
        check(d);
      }, 1000);

    const unread = d.counts.unreadNotifications;
    await createNotification(t.db, { userId: w.clientA.id, title: 'Payment received', message: 'Thank you' });
    await seen((x) => expect(x.counts.unreadNotifications).toBe(unread + 1));

    const unacked = d.counts.unacknowledgedActions;
    await createAction(t.db, { userId: w.clientA.id, companyId: w.companyA.id, title: 'Sign the resolution', message: 'Please sign' });
    await seen((x) => expect(x.counts.unacknowledgedActions).toBe(unacked + 1));

    const unpaid = d.counts.unpaidInvoices;
    await issueInvoice(t.db, { userId: w.clientA.id, companyId: w.companyA.id, currency: 'USD', paid: false, lines: [{ description: 'Accounting (quarter)', unitPriceMinor: 40000 }] });
    await seen((x) => expect(x.counts.unpaidInvoices).toBe(unpaid + 1));

    const pending = d.counts.documentsPending;
    const [doc] = await t.db
      .insert(documents)
      .values({ ownerId: w.clientA.id, companyId: w.companyA.id, name: 'Bank statement', status: 'Pending' })
      .returning();
    await seen((x) => expect(x.counts.documentsPending).toBe(pending + 1));
    if (!doc) throw new Error('document not created');
    await t.db.execute(sql`update documents set status = 'Rejected' where id = ${doc.id}`);
    await seen((x) => expect(x.counts.documentsRejected).toBeGreaterThan(0));

    const task = await createTask(t.db, actor(w.preparerA), {
      companyId: w.companyA.id,
      title: 'Send the lease',
      dueDate: '2000-01-01',
      requirements: [{ name: 'Signed lease' }],
    });
    await seen((x) => expect(x.openTasks.find((o) => o.id === task.id)?.requirementsUploaded).toBe(0));
    await t.db.execute(sql`update task_requirements set status = 'Pending' where task_id = ${task.id}`);
    await seen((x) => expect(x.openTasks.find((o) => o.id === task.id)?.requirementsUploaded).toBe(1));

    await t.db.execute(
      sql`insert into calendar_entries (company_id, title, due_date, kind, source) values (${w.companyA.id}, 'Board meeting', '2001-01-01', 'other', 'staff')`,
    );
    await seen((x) => expect(x.nextDeadlines.map((e) => e.title)).toContain('Board meeting'));

    await t.db.execute(sql`update companies set name = 'Alpha Harbour Holdings Pte. Ltd.' where id = ${w.companyA.id}`);
    await seen((x) => expect(x.company?.name).toBe('Alpha Harbour Holdings Pte. Ltd.'));

    // A staff member's new name shows as the preparer's.
    await t.db.execute(sql`update users set full_name = 'Priya Raman' where id = ${w.preparerA.id}`);
    await seen((x) => expect(x.preparer?.fullName).toBe('Priya Raman'));
  });

  it('shows a newly assigned preparer to a client with no company yet', async () => {
    const client = await createUser(t.db, { role: 'client', fullName: 'Nora New' });
    const headers = { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, client, 3600)}` };
    expect((await dashboardOf(client, headers)).preparer).toBeNull();
    await t.db.insert(roleAssignments).values({ kind: 'preparer_client', preparerId: w.preparerB.id, targetId: client.id });
    await eventually(async () => expect((await dashboardOf(client, headers)).preparer?.id).toBe(w.preparerB.id), 1000);
  });

  it("shows a client's own change at once, before any notice (here: none is sent)", async () => {
    const note = await createNotification(t.db, { userId: w.clientA.id, title: 'Document approved', message: 'Your passport copy' });
    await eventually(async () => expect((await dashboardOf(w.clientA)).recentNotifications.map((n) => n.id)).toContain(note.id), 1000);
    const unread = (await dashboardOf(w.clientA)).counts.unreadNotifications;
    await unannounced('notifications', 'notifications_notify_client', async () => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/client/notification/${note.id}/read`, headers: w.auth(w.clientA) });
      expect(res.statusCode).toBe(200);
      // No eventually: the write itself dropped the cached answer in this instance.
      expect((await dashboardOf(w.clientA)).counts.unreadNotifications).toBe(unread - 1);
    });
  });

  it('stops answering from the cache when it loses the listening connection (PostgreSQL)', async () => {
    if (t.deps.database.kind !== 'pg') return; // PGlite notices are in-process and cannot be lost
    const before = (await dashboardOf(w.clientB)).counts.openTasks;
    await unannounced('tasks', 'tasks_notify_client', async () => {
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN qs_client_changed%'`,
      );
      await createTask(t.db, actor(w.preparerB), { companyId: w.companyB.id, title: 'While not listening' });
      await eventually(async () => expect((await dashboardOf(w.clientB)).counts.openTasks).toBe(before + 1), 2000);
    });
  });
});
