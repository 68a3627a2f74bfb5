import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUsersResponse, UserDashboard } from '@quayside/contract/admin-users';
import { adminUserMessages } from '@quayside/contract/admin-users';
import { adminMessages, authMessages } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import { refreshTokens, users } from '../../db/schema/index';
import { seedDemo } from '../../seed/seed';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { actorForUser, changeUserRole, setUserBlocked, signAccessToken, softDeleteUser, suspendUser } from '../auth/auth.service';
import { auditActions, mailsTo, profile, refresh, signIn } from '../auth/auth.test-helpers';

let t: TestApp;
let admin: { id: string; token: string };
const tokens: Partial<Record<Role, string>> = {};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

async function tokenFor(role: Role) {
  const u = await createUser(t.db, { role });
  return { id: u.id, token: await signAccessToken(t.deps.config.jwtSecret, u, 900) };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
  admin = await tokenFor('admin');
  for (const role of ['approver', 'preparer', 'client', 'nri_client'] as const) tokens[role] = (await tokenFor(role)).token;
});
afterAll(async () => {
  await t.close();
});

/** Every admin user call, with a well-formed request. */
const someId = '7c1d7b2e-3f1a-4c55-9a0e-2b8f6f0d9a11';
const USER_CALLS: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown]> = [
  ['GET', '/api/admin/users/company'],
  ['GET', '/api/admin/users/clients'],
  ['GET', `/api/admin/user/${someId}/dashboard`],
  ['POST', '/api/admin/users', { name: 'New Person', email: 'refused@example.com', role: 'preparer' }],
  ['PUT', `/api/admin/users/${someId}`, { name: 'Renamed' }],
  ['PUT', `/api/admin/users/${someId}/role`, { newRole: 'admin' }],
  ['PUT', `/api/admin/users/${someId}/block`, {}],
  ['DELETE', `/api/admin/users/${someId}`],
  ['PUT', `/api/admin/users/${someId}/suspend`, { message: 'x' }],
  ['PUT', `/api/admin/users/${someId}/unsuspend`],
];

describe('admin user calls: who may call them', () => {
  it('answers 401 without a token and 403 to every role but admin, changing nothing', async () => {
    const before = await t.db.select({ n: users.id }).from(users);
    for (const [method, url, payload] of USER_CALLS) {
      const anon = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const role of ['approver', 'preparer', 'client', 'nri_client'] as const) {
        const res = await call(method, url, payload, tokens[role]);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: authMessages.errors.forbidden });
      }
    }
    expect((await t.db.select({ n: users.id }).from(users)).length).toBe(before.length);
  });
});

describe('GET /api/admin/users/company and /clients', () => {
  let made: AdminUser[] = [];
  beforeAll(async () => {
    // A known population: 7 clients named "Zebra ..." (one suspended, one deleted, two unverified), 2 NRI clients.
    const rows = [];
    for (let i = 0; i < 7; i += 1) {
      rows.push(
        await createUser(t.db, {
          role: 'client',
          fullName: `Zebra Client ${i}`,
          email: `zebra.${i}@zoo.example`,
          isVerified: i >= 2,
          isSuspended: i === 3,
          isDeleted: i === 4,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
        }),
      );
    }
    rows.push(await createUser(t.db, { role: 'nri_client', fullName: 'Yak Nri', email: 'zebra.nri1@zoo.example', createdAt: new Date(Date.UTC(2030, 0, 2)) }));
    rows.push(await createUser(t.db, { role: 'nri_client', fullName: 'Mixed CASE Name', email: 'other@zoo.example', createdAt: new Date(Date.UTC(2030, 0, 3)) }));
    made = rows.map((r) => ({ id: r.id }) as AdminUser);
  });

  const list = async (path: string, query = '') => {
    const res = await call('GET', `/api/admin/users/${path}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminUsersResponse>();
  };

  it('splits company users from clients, newest first, with the spec fields', async () => {
    const company = await list('company');
    expect(company.users.every((u) => ['admin', 'approver', 'preparer'].includes(u.role))).toBe(true);
    expect(company.users.map((u) => u.email)).toContain('admin@quayside.test');
    const clients = await list('clients');
    expect(clients.users.every((u) => ['client', 'nri_client'].includes(u.role))).toBe(true);
    expect(clients.users[0]?.fullName).toBe('Mixed CASE Name');
    expect(clients.count).toBe(clients.users.length);
    expect(clients.hasMore).toBe(false);
    expect(clients.nextCursor).toBeNull();
    expect(Object.keys(clients.users[0] ?? {})).not.toContain('passwordHash');
    expect(made.length).toBe(9);
  });

  it('finds by name or e-mail, case-insensitive, and filters by role and flags', async () => {
    expect((await list('clients', '?q=ZEBRA')).count).toBe(8); // 7 names + one e-mail
    expect((await list('clients', '?q=mixed%20case')).users.map((u) => u.email)).toEqual(['other@zoo.example']);
    expect((await list('clients', '?q=ze')).count).toBe(8); // two letters: starts with
    expect((await list('clients', '?q=zebra&role=nri_client')).users.map((u) => u.fullName)).toEqual(['Yak Nri']);
    expect((await list('clients', '?q=zebra&isVerified=false')).count).toBe(2);
    expect((await list('clients', '?q=zebra&isSuspended=true')).users.map((u) => u.fullName)).toEqual(['Zebra Client 3']);
    const deleted = await list('clients', '?q=zebra&isDeleted=true');
    expect(deleted.users.map((u) => u.fullName)).toEqual(['Zebra Client 4']);
    expect(deleted.users[0]?.isDeleted).toBe(true);
    expect((await list('clients', '?q=%25')).count).toBe(0); // % is literal
  });

  it('matches a part of the name or of the e-mail (any case, across words), never across the two', async () => {
    const names = async (q: string) => (await list('clients', `?q=${encodeURIComponent(q)}`)).users.map((u) => u.fullName);
    expect(await names('BRA CLIENT 5')).toEqual(['Zebra Client 5']); // inside the name, across its words
    expect(await names('ra.5@zoo.EX')).toEqual(['Zebra Client 5']); // inside the e-mail
    expect(await names('nri1@')).toEqual(['Yak Nri']);
    expect(await names('ase name')).toEqual(['Mixed CASE Name']);
    // The end of a name and the start of its e-mail are not one text: neither with a space nor with a line break.
    expect(await names('name other')).toEqual([]);
    expect(await names('name\nother')).toEqual([]);
    expect(await names('Client 6\nzebra')).toEqual([]);
    // An e-mail stored with capitals (an older import) is found all the same.
    const upper = await createUser(t.db, { role: 'client', fullName: 'Quokka Upper', email: 'Quokka.UPPER@Zoo.example', createdAt: new Date(Date.UTC(2020, 0, 1)) });
    expect((await list('clients', '?q=quokka.upper@')).users.map((u) => u.id)).toEqual([upper.id]);
    await t.db.delete(users).where(eq(users.id, upper.id));
  });

  it('keeps the count on a page past the last match, with and without a search', async () => {
    const all = await list('clients');
    const lastOfAll = await list('clients', `?take=${all.count}`);
    expect(lastOfAll.nextCursor).toBeNull();
    const first = await list('clients', `?take=${all.count - 1}`);
    const past = await list('clients', `?take=5&cursor=${first.nextCursor}`);
    expect([past.users.length, past.count, past.hasMore, past.nextCursor]).toEqual([1, all.count, false, null]);
    const zebra = await list('clients', '?q=zebra&take=7');
    const end = await list('clients', `?q=zebra&take=5&cursor=${zebra.nextCursor}`);
    expect([end.users.map((u) => u.fullName), end.count, end.countCapped]).toEqual([['Zebra Client 0'], 8, false]);
  });

  it('pages with take and cursor: every match once, in order, count of all pages', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminUsersResponse = await list('clients', `?q=zebra&take=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.count).toBe(8);
      expect(page.users.length).toBeLessThanOrEqual(3);
      seen.push(...page.users.map((u) => u.fullName));
      cursor = page.nextCursor;
      expect(page.hasMore).toBe(cursor !== null);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Yak Nri', ...[6, 5, 4, 3, 2, 1, 0].map((i) => `Zebra Client ${i}`)]);
  });

  it('takes 100 by default', async () => {
    for (let i = 0; i < 101; i += 1) await createUser(t.db, { role: 'client', fullName: `Bulk ${i}`, email: `bulk.${i}@many.example` });
    const page = await list('clients', '?q=many.example');
    expect(page.users.length).toBe(100);
    expect(page.hasMore).toBe(true);
    expect(page.count).toBe(101);
  });

  it('refuses bad filters with 400: a role of the other list, a bad flag, a bad cursor, take out of bounds', async () => {
    for (const q of ['?role=client', '?isVerified=yes', '?cursor=nope', '?take=0', '?take=100000']) {
      const res = await call('GET', `/api/admin/users/company${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call('GET', '/api/admin/users/company?role=client')).json().message).toBe(adminUserMessages.errors.roleOutOfList);
  });
});

describe('POST /api/admin/users', () => {
  it('creates the user with requiredChangePassword and mails a set-password link that works', async () => {
    const res = await call('POST', '/api/admin/users', { name: 'Nadia Preparer', email: '  Nadia.P@Firm.Example ', role: 'preparer' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; user: AdminUser }>();
    expect(body.message).toBe(adminMessages.success.userCreated);
    expect(body.user).toMatchObject({ email: 'nadia.p@firm.example', fullName: 'Nadia Preparer', role: 'preparer', requiredChangePassword: true, isVerified: false });
    const [mail] = await mailsTo(t.db, 'nadia.p@firm.example');
    expect(mail?.text).toContain('/reset-password?token=');
    const token = /token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(token), password: 'Harbour-lights-77' } });
    expect(set.statusCode, set.body).toBe(200);
    const signed = await signIn(t, 'nadia.p@firm.example', 'Harbour-lights-77');
    expect(signed.res.statusCode).toBe(200);
    expect(await auditActions(t.db, body.user.id)).toContain('admin.user_created');
    expect((await call('GET', '/api/admin/users/company?q=nadia')).json<AdminUsersResponse>().users.map((u) => u.id)).toEqual([body.user.id]);
  });

  it('answers 409 for an address in use and 400 for bad input, creating nothing', async () => {
    const dup = await call('POST', '/api/admin/users', { name: 'Again', email: 'ADMIN@quayside.test', role: 'client' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(adminUserMessages.errors.emailTaken);
    for (const payload of [{ name: '', email: 'a@b.example', role: 'client' }, { name: 'X', email: 'not-mail', role: 'client' }, { name: 'X', email: 'a@b.example', role: 'root' }]) {
      expect((await call('POST', '/api/admin/users', payload)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'a@b.example'))).toEqual([]);
  });
});

describe('account actions', () => {
  const makeUser = async (role: Role = 'client') => {
    const u = await createUser(t.db, { role });
    return u;
  };

  it('PUT /api/admin/users/{id} updates details (a new e-mail must be free) and answers 404 for an unknown id', async () => {
    const u = await makeUser();
    const res = await call('PUT', `/api/admin/users/${u.id}`, { name: 'Renamed Person', phone: '+65 6000 1111' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminMessages.success.userUpdated, user: { fullName: 'Renamed Person', phone: '+65 6000 1111' } });
    expect((await call('PUT', `/api/admin/users/${u.id}`, { email: 'client@quayside.test' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/users/${u.id}`, {})).statusCode).toBe(400);
    expect((await call('PUT', `/api/admin/users/${someId}`, { name: 'Nobody' })).statusCode).toBe(404);
    expect(await auditActions(t.db, u.id)).toEqual(['admin.user_updated']);
  });

  it('block ends every session: the refresh cookie stops working, sign-in is refused; unblocking restores sign-in', async () => {
    const u = await makeUser();
    const session = await signIn(t, u.email);
    expect(session.res.statusCode).toBe(200);
    const res = await call('PUT', `/api/admin/users/${u.id}/block`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminUserMessages.success.userBlocked, user: { isBlocked: true } });
    expect((await refresh(t, session.refresh)).statusCode).toBe(401);
    expect((await profile(t, session.token)).statusCode).toBeGreaterThanOrEqual(401);
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, u.id));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
    const again = await signIn(t, u.email);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json().message).toBe(authMessages.errors.blocked);
    const unblock = await call('PUT', `/api/admin/users/${u.id}/block`, { isBlocked: false });
    expect(unblock.json()).toMatchObject({ message: adminUserMessages.success.userUnblocked, user: { isBlocked: false } });
    expect((await signIn(t, u.email)).res.statusCode).toBe(200);
    expect(await auditActions(t.db, u.id)).toEqual(expect.arrayContaining(['admin.user_blocked', 'admin.user_unblocked']));
  });

  it('suspend shows its message at sign-in and ends sessions; unsuspend lifts it', async () => {
    const u = await makeUser();
    const session = await signIn(t, u.email);
    const res = await call('PUT', `/api/admin/users/${u.id}/suspend`, { message: 'Your KYC documents expired; call the Singapore office.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminMessages.success.userSuspended, user: { isSuspended: true } });
    expect((await refresh(t, session.refresh)).statusCode).toBe(401);
    const refused = await signIn(t, u.email);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: `${authMessages.errors.suspended} Your KYC documents expired; call the Singapore office.`,
    });
    expect((await call('PUT', `/api/admin/users/${u.id}/suspend`, { message: '   ' })).statusCode).toBe(400);
    const lift = await call('PUT', `/api/admin/users/${u.id}/unsuspend`);
    expect(lift.json()).toMatchObject({ message: adminMessages.success.userUnsuspended, user: { isSuspended: false, suspensionMessage: null } });
    expect((await signIn(t, u.email)).res.statusCode).toBe(200);
  });

  it('delete is soft: the row and history stay, the e-mail cannot sign in, and the account cannot be changed', async () => {
    const u = await makeUser();
    const session = await signIn(t, u.email);
    const res = await call('DELETE', `/api/admin/users/${u.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminMessages.success.userDeleted, user: { isDeleted: true } });
    expect((await refresh(t, session.refresh)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.email).toBe(u.email);
    const refused = await signIn(t, u.email);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().message).toBe(authMessages.errors.deleted);
    expect((await call('PUT', `/api/admin/users/${u.id}/role`, { newRole: 'preparer' })).statusCode).toBe(409);
    expect(await auditActions(t.db, u.id)).toEqual(expect.arrayContaining(['auth.login', 'admin.user_deleted']));
  });

  it('role change ends sessions and the new role applies at once', async () => {
    const u = await makeUser('client');
    const session = await signIn(t, u.email);
    const res = await call('PUT', `/api/admin/users/${u.id}/role`, { newRole: 'preparer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: adminUserMessages.success.roleChanged, user: { role: 'preparer' } });
    expect((await refresh(t, session.refresh)).statusCode).toBe(401);
    const again = await signIn(t, u.email);
    expect(again.res.json().user.role).toBe('preparer');
    expect((await call('GET', '/api/admin/users/company?q=' + encodeURIComponent(u.email))).json<AdminUsersResponse>().count).toBe(1);
  });
});

describe('GET /api/admin/user/{id}/dashboard', () => {
  it('shows what the demo client sees: companies, open tasks, invoices and assignments', async () => {
    const [client] = await t.db.select().from(users).where(eq(users.email, 'client@quayside.test'));
    const res = await call('GET', `/api/admin/user/${client?.id ?? ''}/dashboard`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<UserDashboard>();
    expect(d.user.email).toBe('client@quayside.test');
    expect(d.companies.length).toBeGreaterThan(0);
    expect(d.companies.every((c) => c.ownerId === client?.id)).toBe(true);
    expect(d.openTaskCount).toBeGreaterThan(0);
    expect(d.tasks.length).toBe(Math.min(d.openTaskCount, 20));
    expect(d.invoices.length).toBeGreaterThan(0);
    expect(d.assignments.some((a) => a.kind === 'preparer_client' && a.target.id === client?.id)).toBe(true);
  });

  it("shows a preparer's assigned companies and answers 404 for an unknown user", async () => {
    const [prep] = await t.db.select().from(users).where(eq(users.email, 'preparer@quayside.test'));
    const d = (await call('GET', `/api/admin/user/${prep?.id ?? ''}/dashboard`)).json<UserDashboard>();
    expect(d.companies.length).toBeGreaterThan(0);
    expect(d.companies.every((c) => c.preparerId === prep?.id)).toBe(true);
    expect((await call('GET', `/api/admin/user/${someId}/dashboard`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/user/not-an-id/dashboard')).statusCode).toBe(400);
  });
});

describe('the last-admin rule', () => {
  it('an admin cannot block, delete, suspend or demote themselves', async () => {
    const self = admin.id;
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/users/${self}/block`, {}],
      ['DELETE', `/api/admin/users/${self}`, undefined],
      ['PUT', `/api/admin/users/${self}/suspend`, { message: 'away' }],
      ['PUT', `/api/admin/users/${self}/role`, { newRole: 'client' }],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(adminUserMessages.errors.notSelf);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, self));
    expect(row).toMatchObject({ role: 'admin', isBlocked: false, isDeleted: false, isSuspended: false });
  });

  it('one of two active admins may remove the other; the last active admin cannot be removed (409)', async () => {
    // Only `admin` and `second` stay active admins.
    const second = await tokenFor('admin');
    await t.db
      .update(users)
      .set({ isSuspended: true })
      .where(and(eq(users.role, 'admin'), notInArray(users.id, [admin.id, second.id])));
    const blocked = await call('PUT', `/api/admin/users/${second.id}/block`, {});
    expect(blocked.statusCode, blocked.body).toBe(200);
    // `admin` is now the last active admin. `second` is refused at the door...
    const door = await call('PUT', `/api/admin/users/${admin.id}/block`, {}, second.token);
    expect(door.json().code).toBe('ACCOUNT_BLOCKED');
    // ...and a request of theirs that got past the door just before the block (two admins removing each other at
    // the same moment) meets the rule inside the transaction.
    const [secondRow] = await t.db.select().from(users).where(eq(users.id, second.id));
    if (!secondRow) throw new Error('second admin missing');
    const racing = actorForUser({ ...secondRow, isBlocked: false });
    const attempts = [
      () => setUserBlocked(t.db, admin.id, true, racing, {}),
      () => softDeleteUser(t.db, admin.id, racing, {}),
      () => suspendUser(t.db, admin.id, 'away', racing, {}),
      () => changeUserRole(t.db, admin.id, 'preparer', racing, {}),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ code: 'CONFLICT', message: adminUserMessages.errors.lastAdmin });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', isBlocked: false, isDeleted: false, isSuspended: false });
    // Promoting is never refused, and with a second active admin again, removing one is allowed.
    const promoted = await createUser(t.db, { role: 'preparer' });
    expect((await call('PUT', `/api/admin/users/${promoted.id}/role`, { newRole: 'admin' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${promoted.id}/suspend`, { message: 'Leave' })).statusCode).toBe(200);
  });
});
