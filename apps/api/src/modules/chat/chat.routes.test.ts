import { sql } from 'drizzle-orm';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_COMMANDS,
  CHAT_EVENTS,
  REALTIME_ERRORS,
  type ChatConversationsResponse,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatMessagesResponse,
  type ChatReadReceipt,
  type ChatUnread,
  type UploadChatFileResponse,
} from '@quayside/contract/chat';
import { authMessages, chatMessages as texts } from '@quayside/contract/messages';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, TINY_PDF } from '../../test/route-table';
import { setAssignment } from '../assignments/assignments.service';
import { signAccessToken } from '../auth/auth.service';
import { recordChatMessage } from './chat.service';
import { collectEvents, command, listenOnFreePort, nextEvent, openSocket } from './chat.test-helpers';

type U = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
let port: number;
let w: { client: U; client2: U; preparer: U; preparer2: U; approver: U; nri: U; admin: U };
const tokens = new Map<string, string>();
const sockets: ClientSocket[] = [];

const auth = (u: U) => ({ authorization: `Bearer ${tokens.get(u.id) ?? ''}` });
async function socketOf(u: U) {
  const s = await openSocket(port, tokens.get(u.id) ?? '');
  sockets.push(s);
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  port = await listenOnFreePort(t.app);
  const mk = (role: string, fullName: string) => createUser(t.db, { role, fullName });
  w = {
    client: await mk('client', 'Chloe Client'),
    client2: await mk('client', 'Other Client'),
    preparer: await mk('preparer', 'Priya Preparer'),
    preparer2: await mk('preparer', 'Unassigned Preparer'),
    approver: await mk('approver', 'Arun Approver'),
    nri: await mk('nri_client', 'Nikhil NRI'),
    admin: await mk('admin', 'Ada Admin'),
  };
  await setAssignment(t.db, { kind: 'preparer_client', preparerId: w.preparer.id, targetId: w.client.id });
  await setAssignment(t.db, {
    kind: 'preparer_approver',
    preparerId: w.preparer.id,
    targetId: w.approver.id,
  });
  await setAssignment(t.db, { kind: 'preparer_nri', preparerId: w.preparer.id, targetId: w.nri.id });
  for (const u of Object.values(w)) tokens.set(u.id, await signAccessToken(t.deps.config.jwtSecret, u, 3600));
});

afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
});

afterAll(async () => {
  await t.close();
});

const send = (from: U, to: U, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: auth(from),
    payload: { receiverId: to.id, content },
  });

describe('the real-time handshake', () => {
  it('refuses an expired access token with TOKEN_EXPIRED, so that the client refreshes and reconnects', async () => {
    const expired = await signAccessToken(t.deps.config.jwtSecret, w.client, -60);
    const err = (await openSocket(port, expired).catch((e: unknown) => e)) as Error & {
      data?: { code: string };
    };
    expect(err.message).toBe(authMessages.errors.sessionExpired);
    expect(err.data?.code).toBe(REALTIME_ERRORS.tokenExpired);
  });

  it('refuses no token and a foreign token with UNAUTHENTICATED', async () => {
    for (const token of [
      '',
      'not-a-jwt',
      await signAccessToken('another-secret-of-at-least-32-characters!', w.client, 3600),
    ]) {
      const err = (await openSocket(port, token).catch((e: unknown) => e)) as Error & {
        data?: { code: string };
      };
      expect(err.data?.code).toBe(REALTIME_ERRORS.unauthenticated);
      expect(err.message).toBe(authMessages.errors.unauthenticated);
    }
  });

  it('lets a valid token in', async () => {
    const s = await socketOf(w.client);
    expect(s.connected).toBe(true);
    expect(await t.app.realtime.isOnline(w.client.id)).toBe(true);
    s.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.app.realtime.isOnline(w.client.id)).toBe(false);
  });
});

describe('delivery', () => {
  it('delivers a message sent over the socket to the receiver at once, stored first, with the new unread count', async () => {
    const [c, p] = await Promise.all([socketOf(w.client), socketOf(w.preparer)]);
    const got = nextEvent<ChatMessageEvent>(
      p,
      CHAT_EVENTS.message,
      (m) => m.content === 'Is my return filed?',
    );
    // The sender's socket has it in its acknowledgement only; the counts come with the receiver's copy.
    const echoed = collectEvents<ChatMessageEvent>(c, CHAT_EVENTS.message, 300);
    const ack = await command<{ ok: boolean; message: ChatMessage }>(c, CHAT_COMMANDS.send, {
      receiverId: w.preparer.id,
      content: 'Is my return filed?',
    });
    expect(ack.ok).toBe(true);
    const message = await got;
    expect(message).toMatchObject({
      id: ack.message.id,
      senderId: w.client.id,
      receiverId: w.preparer.id,
      type: 'text',
      fileUrl: null,
      readAt: null,
    });
    expect(message.unread?.bySender).toContainEqual({ userId: w.client.id, count: expect.any(Number) });
    expect(await echoed).toEqual([]);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?userA=${w.client.id}&userB=${w.preparer.id}`,
        headers: auth(w.preparer),
      })
    ).json<ChatMessagesResponse>();
    expect(history.data.messages.map((m) => m.id)).toContain(message.id);
  });

  it('keeps a message sent while the receiver is offline, and it is there (and unread) when they come back', async () => {
    expect(await t.app.realtime.isOnline(w.nri.id)).toBe(false);
    const sent = await send(w.preparer, w.nri, 'Your ITR draft is ready to review.');
    expect(sent.statusCode).toBe(201);
    const s = await socketOf(w.nri);
    expect(s.connected).toBe(true);
    const unread = (
      await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: auth(w.nri) })
    ).json<ChatUnread>();
    expect(unread).toEqual({ total: 1, bySender: [{ userId: w.preparer.id, count: 1 }] });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: auth(w.nri) })
    ).json<ChatConversationsResponse>();
    expect(list.unreadTotal).toBe(1);
    expect(list.conversations).toEqual([
      expect.objectContaining({
        partner: expect.objectContaining({ id: w.preparer.id, title: 'Your NRI preparer' }),
        unreadCount: 1,
        lastMessage: expect.objectContaining({ content: 'Your ITR draft is ready to review.' }),
      }),
    ]);
  });

  it('keeps text as text: markup is stored and delivered as the characters sent', async () => {
    const r = await send(w.client, w.preparer, '<b>hi</b> <script>alert(1)</script> https://example.com');
    expect(r.statusCode).toBe(201);
    expect(r.json<{ message: ChatMessage }>().message.content).toBe(
      '<b>hi</b> <script>alert(1)</script> https://example.com',
    );
  });
});

describe('who may talk', () => {
  it('refuses every other pair on send, over HTTP and the socket, and stores nothing', async () => {
    for (const [from, to] of [
      [w.client, w.client2],
      [w.client, w.preparer2],
      [w.client, w.admin],
      [w.nri, w.approver],
      [w.nri, w.client],
      [w.preparer2, w.client],
      [w.client, w.client],
    ] as const) {
      const r = await send(from, to, 'hello');
      expect(r.statusCode, `${from.fullName} -> ${to.fullName}`).toBe(403);
      expect(r.json()).toMatchObject({ message: texts.errors.pairRefused, code: 'FORBIDDEN' });
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: auth(w.client),
      payload: { receiverId: '7b0b1c9e-0000-4000-8000-000000000001', content: 'x' },
    });
    expect(unknown.statusCode).toBe(403);
    const s = await socketOf(w.client);
    const ack = await command<{ ok: boolean; error: { code: string } }>(s, CHAT_COMMANDS.send, {
      receiverId: w.client2.id,
      content: 'hello',
    });
    expect(ack).toEqual({ ok: false, error: { code: 'FORBIDDEN', message: texts.errors.pairRefused } });
    const bad = await command<{ ok: boolean; error: { code: string } }>(s, CHAT_COMMANDS.send, {
      receiverId: 'nope',
      content: '',
    });
    expect(bad.ok).toBe(false);
    expect(bad.error.code).toBe('VALIDATION_FAILED');
    const none = (
      await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: auth(w.client2) })
    ).json<ChatUnread>();
    expect(none.total).toBe(0);
  });

  it('lets a client talk with their whole team, staff with staff, and an NRI client with their NRI preparer', async () => {
    for (const [from, to] of [
      [w.client, w.approver],
      [w.approver, w.client],
      [w.preparer2, w.admin],
      [w.admin, w.approver],
      [w.nri, w.preparer],
    ] as const) {
      expect((await send(from, to, 'hello')).statusCode, `${from.fullName} -> ${to.fullName}`).toBe(201);
    }
  });

  it('refuses history to anyone but the two people (404) and to a pair that may not talk (403); admins read any', async () => {
    const url = `/api/chat/messages?userA=${w.client.id}&userB=${w.preparer.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: auth(w.client2) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(w.preparer2) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(w.admin) })).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/chat/messages?userA=${w.client.id}&userB=${w.client2.id}`,
      headers: auth(w.client),
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/chat/messages?userA=x&userB=y',
          headers: auth(w.client),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}&cursor=garbage`, headers: auth(w.client) }))
        .statusCode,
    ).toBe(400);
  });

  it("keeps the admin's platform list working", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/admin/chats', headers: auth(w.admin) });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ conversations: unknown[] }>().conversations.length).toBeGreaterThan(0);
  });
});

describe('GET /api/chat/messages', () => {
  it('pages history backwards by keyset, each page in reading order', async () => {
    const a = await createUser(t.db, { role: 'preparer' });
    const b = await createUser(t.db, { role: 'approver' });
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 9, n));
    for (let i = 1; i <= 5; i++)
      await recordChatMessage(t.db, {
        senderId: i % 2 ? a.id : b.id,
        receiverId: i % 2 ? b.id : a.id,
        content: `m${i}`,
        sentAt: at(i),
      });
    tokens.set(a.id, await signAccessToken(t.deps.config.jwtSecret, a, 3600));
    const seen: string[][] = [];
    let before: string | null = null;
    do {
      const url: string = `/api/chat/messages?userA=${a.id}&userB=${b.id}&take=2${before ? `&cursor=${before}` : ''}`;
      const r = await t.app.inject({ method: 'GET', url, headers: auth(a) });
      expect(r.statusCode).toBe(200);
      const body: ChatMessagesResponse = r.json<ChatMessagesResponse>();
      seen.push(body.data.messages.map((m) => m.content));
      before = body.data.nextCursor;
      expect(body.data.hasMore).toBe(before !== null);
    } while (before);
    expect(seen).toEqual([['m4', 'm5'], ['m2', 'm3'], ['m1']]);
  });
});

describe('POST /api/chat/upload-file', () => {
  it('stores a file checked by content, answers a signed link, and send_file reaches the receiver', async () => {
    const c = await socketOf(w.client);
    const got = nextEvent<ChatMessageEvent>(c, CHAT_EVENTS.sendFile);
    const mp = multipartBody({ receiverId: w.client.id }, [
      { field: 'file', filename: 'engagement letter.pdf', type: 'application/pdf', data: TINY_PDF },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/chat/upload-file',
      headers: { ...auth(w.preparer), ...mp.headers },
      payload: mp.payload,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json<UploadChatFileResponse>();
    expect(body).toMatchObject({
      fileName: 'engagement letter.pdf',
      fileType: 'application/pdf',
      fileUrl: expect.stringContaining('/api/files/signed'),
    });
    const event = await got;
    expect(event).toMatchObject({
      id: body.message.id,
      type: 'file',
      senderId: w.preparer.id,
      fileName: 'engagement letter.pdf',
      fileType: 'application/pdf',
    });
    expect(event.unread?.bySender).toContainEqual({ userId: w.preparer.id, count: expect.any(Number) });
    const link = new URL(body.fileUrl);
    const download = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?userA=${w.client.id}&userB=${w.preparer.id}`,
        headers: auth(w.client),
      })
    ).json<ChatMessagesResponse>();
    expect(history.data.messages.at(-1)).toMatchObject({
      id: body.message.id,
      fileUrl: expect.stringContaining('/api/files/signed'),
    });
  });

  it('refuses content that is not an allowed kind (415), a refused pair (403) and a form without a file (400)', async () => {
    const fake = multipartBody({ receiverId: w.client.id }, [
      {
        field: 'file',
        filename: 'x.pdf',
        type: 'application/pdf',
        data: Buffer.from('<html>not a pdf</html>'),
      },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/upload-file',
          headers: { ...auth(w.preparer), ...fake.headers },
          payload: fake.payload,
        })
      ).statusCode,
    ).toBe(415);
    const stranger = multipartBody({ receiverId: w.client.id }, [
      { field: 'file', filename: 'x.pdf', type: 'application/pdf', data: TINY_PDF },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/chat/upload-file',
      headers: { ...auth(w.preparer2), ...stranger.headers },
      payload: stranger.payload,
    });
    expect(refused.statusCode).toBe(403);
    const empty = multipartBody({ receiverId: w.client.id }, []);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/upload-file',
          headers: { ...auth(w.preparer), ...empty.headers },
          payload: empty.payload,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('unread counts across devices', () => {
  it('counts per receiver, and reading on one device clears it on the others and tells the sender', async () => {
    const other = await createUser(t.db, { role: 'client', fullName: 'Two Devices' });
    await setAssignment(t.db, { kind: 'preparer_client', preparerId: w.preparer.id, targetId: other.id });
    tokens.set(other.id, await signAccessToken(t.deps.config.jwtSecret, other, 3600));
    const [phone, laptop, p] = await Promise.all([socketOf(other), socketOf(other), socketOf(w.preparer)]);
    const twoOnLaptop = nextEvent<ChatMessageEvent>(
      laptop,
      CHAT_EVENTS.message,
      (m) => m.unread?.total === 2,
    );
    const twoOnPhone = nextEvent<ChatMessageEvent>(phone, CHAT_EVENTS.message, (m) => m.unread?.total === 2);
    expect((await send(w.preparer, other, 'one')).statusCode).toBe(201);
    expect((await send(w.preparer, other, 'two')).statusCode).toBe(201);
    await Promise.all([twoOnLaptop, twoOnPhone]);
    const zeroOnLaptop = nextEvent<ChatUnread>(laptop, CHAT_EVENTS.unread, (u) => u.total === 0);
    const receipt = nextEvent<ChatReadReceipt>(p, CHAT_EVENTS.read, (r) => r.readerId === other.id);
    const ack = await command<{ ok: boolean; read: number; unread: ChatUnread }>(phone, CHAT_COMMANDS.read, {
      userId: w.preparer.id,
    });
    expect(ack).toMatchObject({ ok: true, read: 2, unread: { total: 0 } });
    await zeroOnLaptop;
    expect(await receipt).toMatchObject({ readerId: other.id, senderId: w.preparer.id, count: 2 });
    const http = (
      await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: auth(other) })
    ).json<ChatUnread>();
    expect(http.total).toBe(0);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?userA=${other.id}&userB=${w.preparer.id}`,
        headers: auth(w.preparer),
      })
    ).json<ChatMessagesResponse>();
    expect(history.data.messages.every((m) => m.readAt !== null)).toBe(true);
    // Over HTTP too, and a stranger may not mark anything.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/chat/conversations/${w.preparer.id}/read`,
          headers: auth(other),
        })
      ).json(),
    ).toMatchObject({ read: 0 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/chat/conversations/${w.client.id}/read`,
          headers: auth(w.client2),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the unread counters (chat_unread, kept by triggers)', () => {
  it('match a count of the unread messages after sends, a read, a deleted message, a deleted account and a direct insert', async () => {
    const b = await createUser(t.db, { role: 'approver', fullName: 'Counted Approver' });
    const a = await createUser(t.db, { role: 'preparer' });
    const c = await createUser(t.db, { role: 'admin' });
    for (const u of [a, b, c]) tokens.set(u.id, await signAccessToken(t.deps.config.jwtSecret, u, 3600));
    const recount = async () => {
      const rows = (await t.db.execute(sql`
        select sender_id as "userId", count(*)::int as count from chat_messages
        where receiver_id = ${b.id} and read_at is null group by 1 order by 1`)) as unknown as { rows: Array<{ userId: string; count: number }> };
      return { total: rows.rows.reduce((n, r) => n + r.count, 0), bySender: rows.rows };
    };
    const served = async () => {
      const u = (await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: auth(b) })).json<ChatUnread>();
      return { total: u.total, bySender: [...u.bySender].sort((x, y) => x.userId.localeCompare(y.userId)) };
    };
    const sa = await socketOf(a);
    for (let i = 0; i < 3; i += 1) expect((await command<{ ok: boolean }>(sa, CHAT_COMMANDS.send, { receiverId: b.id, content: `a${i}` })).ok).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await send(c, b, `c${i}`)).statusCode).toBe(201);
    await recordChatMessage(t.db, { senderId: a.id, receiverId: b.id, content: 'direct' });
    expect(await served()).toEqual(await recount());
    expect((await served()).total).toBe(6);
    await t.db.execute(sql`delete from chat_messages where id = (select id from chat_messages where sender_id = ${c.id} limit 1)`);
    expect(await served()).toEqual(await recount());
    expect((await served()).total).toBe(5);
    expect((await t.app.inject({ method: 'POST', url: `/api/chat/conversations/${a.id}/read`, headers: auth(b) })).json()).toMatchObject({ read: 4 });
    expect(await served()).toEqual({ total: 1, bySender: [{ userId: c.id, count: 1 }] });
    await t.db.execute(sql`delete from users where id = ${c.id}`);
    expect(await served()).toEqual(await recount());
    expect((await served()).total).toBe(0);
  });
});

describe('many messages at once', () => {
  it('stores every one of a burst (written in groups), delivers each once and counts them all', async () => {
    const a = await createUser(t.db, { role: 'preparer' });
    const b = await createUser(t.db, { role: 'approver' });
    for (const u of [a, b]) tokens.set(u.id, await signAccessToken(t.deps.config.jwtSecret, u, 3600));
    const [sa, sb] = await Promise.all([socketOf(a), socketOf(b)]);
    const received = new Set<string>();
    sb.on(CHAT_EVENTS.message, (m: ChatMessage) => received.add(m.id));
    const last = nextEvent<ChatMessageEvent>(sb, CHAT_EVENTS.message, (m) => m.unread?.total === 60);
    const acks = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        command<{ ok: boolean; message: ChatMessage }>(sa, CHAT_COMMANDS.send, {
          receiverId: b.id,
          content: `burst ${i}`,
        }),
      ),
    );
    expect(acks.every((x) => x.ok)).toBe(true);
    expect(new Set(acks.map((x) => x.message.id)).size).toBe(60);
    await last;
    await new Promise((r) => setTimeout(r, 200));
    expect(received.size).toBe(60);
    const unread = (
      await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers: auth(b) })
    ).json<ChatUnread>();
    expect(unread).toEqual({ total: 60, bySender: [{ userId: a.id, count: 60 }] });
    // Each acknowledgement's sentAt (one per group, answered by its statement) is the stored one.
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?userA=${a.id}&userB=${b.id}&take=100`,
        headers: auth(a),
      })
    ).json<ChatMessagesResponse>();
    const stored = new Map(history.data.messages.map((m) => [m.id, m.sentAt]));
    expect(stored.size).toBe(60);
    for (const x of acks) expect(x.message.sentAt).toBe(stored.get(x.message.id));
  });
});

describe('typing and presence', () => {
  it('tells a watcher who is online and relays typing between people who may talk, and only them', async () => {
    const p = await socketOf(w.preparer);
    const watch = await command<{ ok: boolean; online: string[] }>(p, CHAT_COMMANDS.watchPresence, {
      userIds: [w.client.id, w.client2.id],
    });
    expect(watch).toEqual({ ok: true, online: [] });
    const online = nextEvent<{ userId: string; online: boolean }>(
      p,
      CHAT_EVENTS.presence,
      (e) => e.userId === w.client.id && e.online,
    );
    const c = await socketOf(w.client);
    await online;
    const typing = nextEvent<{ userId: string; typing: boolean }>(p, CHAT_EVENTS.typing);
    c.emit(CHAT_COMMANDS.typing, { to: w.preparer.id, typing: true });
    expect(await typing).toEqual({ userId: w.client.id, typing: true });
    const strangerSees = collectEvents(p, CHAT_EVENTS.typing, 400);
    const c2 = await socketOf(w.client2);
    c2.emit(CHAT_COMMANDS.typing, { to: w.preparer.id, typing: true });
    expect(await strangerSees).toEqual([]);
    const offline = nextEvent<{ userId: string; online: boolean }>(
      p,
      CHAT_EVENTS.presence,
      (e) => e.userId === w.client.id && !e.online,
    );
    c.close();
    await offline;
  });
});

describe('GET /api/chat/conversations', () => {
  it("lists a client's team with the last message and unread counts; a preparer sees their clients and the staff", async () => {
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: auth(w.client) })
    ).json<ChatConversationsResponse>();
    expect(mine.conversations.map((c) => c.partner.id).sort()).toEqual([w.preparer.id, w.approver.id].sort());
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: auth(w.preparer) })
    ).json<ChatConversationsResponse>();
    const ids = theirs.conversations.map((c) => c.partner.id);
    expect(ids).toEqual(
      expect.arrayContaining([w.client.id, w.nri.id, w.approver.id, w.admin.id, w.preparer2.id]),
    );
    expect(ids).not.toContain(w.client2.id);
    expect(ids).not.toContain(w.preparer.id);
    const withClient = theirs.conversations.find((c) => c.partner.id === w.client.id);
    expect(withClient?.lastMessage).not.toBeNull();
    const approverView = (
      await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: auth(w.approver) })
    ).json<ChatConversationsResponse>();
    expect(approverView.conversations.map((c) => c.partner.id)).toContain(w.client.id);
    expect(approverView.conversations.map((c) => c.partner.id)).not.toContain(w.nri.id);
  });
});
