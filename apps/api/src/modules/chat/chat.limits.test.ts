import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_COMMANDS } from '@quayside/contract/chat';
import { authMessages } from '@quayside/contract/messages';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { CHATBOT_MESSAGE_LIMIT } from '../chatbot/chatbot.routes';
import { CHAT_LIMITS } from './chat.routes';
import { SOCKET_SEND_LIMIT, concurrencyLimit, tokenBucket } from './chat.socket';
import { command, listenOnFreePort, openSocket } from './chat.test-helpers';

/** The chat's and the chatbot's limits per person, on an app with the limits on (the shared test app turns them off). */
type U = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
let port: number;
const tokens = new Map<string, string>();
const sockets: ClientSocket[] = [];
const auth = (u: U) => ({ authorization: `Bearer ${tokens.get(u.id) ?? ''}` });

async function person(role: string): Promise<U> {
  const u = await createUser(t.db, { role });
  tokens.set(u.id, await signAccessToken(t.deps.config.jwtSecret, u, 3600));
  return u;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: true });
  port = await listenOnFreePort(t.app);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('the chat limits', () => {
  it('answers 429 with Retry-After past the HTTP sends of one person, stores nothing more, and leaves a colleague alone', async () => {
    const [a, b, c] = [await person('preparer'), await person('approver'), await person('admin')];
    const send = (from: U, to: U, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: auth(from),
        payload: { receiverId: to.id, content },
      });
    for (let i = 0; i < CHAT_LIMITS.send.max; i += 1)
      expect((await send(a, b, `m${i}`)).statusCode).toBe(201);
    const over = await send(a, b, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: authMessages.errors.rateLimited });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/chat/messages?userA=${a.id}&userB=${b.id}&take=100`,
      headers: auth(b),
    });
    expect(JSON.stringify(history.json())).not.toContain('one too many');
    expect((await send(c, b, 'another person')).statusCode).toBe(201);
  });

  it('counts file uploads per person', async () => {
    const [a, b] = [await person('preparer'), await person('approver')];
    // Refused forms count too: the limit runs before the form is read.
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/upload-file',
        headers: { ...auth(a), 'content-type': 'application/json' },
        payload: { receiverId: b.id },
      });
    for (let i = 0; i < CHAT_LIMITS.upload.max; i += 1) expect((await upload()).statusCode).not.toBe(429);
    expect((await upload()).statusCode).toBe(429);
  });

  it('answers RATE_LIMITED over the socket past a burst, and stores only the burst', async () => {
    const [a, b] = [await person('preparer'), await person('approver')];
    const socket = await openSocket(port, tokens.get(a.id) ?? '');
    sockets.push(socket);
    const acks = await Promise.all(
      Array.from({ length: SOCKET_SEND_LIMIT.burst + 5 }, (_, i) =>
        command<{ ok: boolean; error?: { code: string } }>(socket, CHAT_COMMANDS.send, {
          receiverId: b.id,
          content: `s${i}`,
        }),
      ),
    );
    expect(acks.filter((x) => x.ok)).toHaveLength(SOCKET_SEND_LIMIT.burst);
    expect(acks.filter((x) => !x.ok).every((x) => x.error?.code === 'RATE_LIMITED')).toBe(true);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/chat/messages?userA=${a.id}&userB=${b.id}&take=100`,
      headers: auth(b),
    });
    expect(history.json<{ data: { messages: unknown[] } }>().data.messages).toHaveLength(
      SOCKET_SEND_LIMIT.burst,
    );
  });

  it('refills the bucket with time', () => {
    let now = 0;
    const bucket = tokenBucket({ burst: 2, perSecond: 1 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
    now = 500;
    expect(bucket.take()).toBe(false);
    now = 1000;
    expect(bucket.take()).toBe(true);
    now = 60_000;
    expect([bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, false]);
  });
});

describe("the sockets' access checks", () => {
  it('run at most so many at once, every one of them in turn, a failed one freeing its place', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const finish: Array<() => void> = [];
    const started: number[] = [];
    const results = Array.from({ length: 5 }, (_, i) =>
      limit(
        () =>
          new Promise<number>((resolve, reject) => {
            running += 1;
            most = Math.max(most, running);
            started.push(i);
            finish.push(() => {
              running -= 1;
              if (i === 1) reject(new Error('pool timeout'));
              else resolve(i);
            });
          }),
      ).catch((err: Error) => err.message),
    );
    while (started.length < 5) {
      await new Promise((r) => setImmediate(r));
      finish.shift()?.();
    }
    while (finish.length) finish.shift()?.();
    expect(await Promise.all(results)).toEqual([0, 'pool timeout', 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});

describe('the chatbot limit', () => {
  it('answers 429 past the messages one account may send the bot', async () => {
    const client = await person('client');
    const ask = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chatbot/message',
        headers: auth(client),
        payload: { key: `limit-key-${String(i).padStart(4, '0')}`, content: `question ${i}` },
      });
    for (let i = 0; i < CHATBOT_MESSAGE_LIMIT.max; i += 1) expect((await ask(i)).statusCode).toBe(200);
    const over = await ask(CHATBOT_MESSAGE_LIMIT.max);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: authMessages.errors.rateLimited });
  });
});
