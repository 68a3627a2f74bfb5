import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_COMMANDS, CHAT_EVENTS, type ChatMessage, type ChatMessageEvent } from '@quayside/contract/chat';
import { buildApp } from '../../app';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setAssignment } from '../assignments/assignments.service';
import { signAccessToken } from '../auth/auth.service';
import { command, listenOnFreePort, nextEvent, openSocket } from './chat.test-helpers';

/**
 * Two API instances on one database, each with its own socket.io Redis adapter on the machine's Redis
 * (REDIS_URL, default redis://127.0.0.1:6379): a message sent through one reaches a socket on the other.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let t: TestApp;
let second: FastifyInstance;
let ports: [number, number];

beforeAll(async () => {
  t = await createTestApp({ REDIS_URL });
  second = await buildApp({ ...t.deps });
  ports = [await listenOnFreePort(t.app), await listenOnFreePort(second)];
});

afterAll(async () => {
  await second.close();
  await t.close();
});

describe('two instances with the Redis adapter', () => {
  it('delivers a message sent through one instance to a socket on the other, with the unread count and presence', async () => {
    const client = await createUser(t.db, { role: 'client' });
    const preparer = await createUser(t.db, { role: 'preparer' });
    await setAssignment(t.db, { kind: 'preparer_client', preparerId: preparer.id, targetId: client.id });
    const secret = t.deps.config.jwtSecret;
    const onFirst = await openSocket(ports[0], await signAccessToken(secret, client, 3600));
    const onSecond = await openSocket(ports[1], await signAccessToken(secret, preparer, 3600));
    try {
      // The adapter subscribes asynchronously: wait until the first instance sees the second's socket.
      for (let i = 0; i < 50 && !(await t.app.realtime.isOnline(preparer.id)); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await t.app.realtime.isOnline(preparer.id)).toBe(true);
      expect(t.app.realtime.io.sockets.adapter.rooms.get(`user:${preparer.id}`)).toBeUndefined();

      const got = nextEvent<ChatMessageEvent>(onSecond, CHAT_EVENTS.message);
      const ack = await command<{ ok: boolean; message: ChatMessage }>(onFirst, CHAT_COMMANDS.send, {
        receiverId: preparer.id,
        content: 'Across instances',
      });
      expect(ack.ok).toBe(true);
      expect(await got).toMatchObject({
        id: ack.message.id,
        content: 'Across instances',
        senderId: client.id,
        unread: { total: 1 },
      });

      // And back: an HTTP send handled by the second instance reaches the socket on the first.
      const back = nextEvent<ChatMessage>(onFirst, CHAT_EVENTS.message, (m) => m.senderId === preparer.id);
      const r = await second.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: { authorization: `Bearer ${await signAccessToken(secret, preparer, 3600)}` },
        payload: { receiverId: client.id, content: 'Received' },
      });
      expect(r.statusCode).toBe(201);
      expect((await back).content).toBe('Received');
    } finally {
      onFirst.close();
      onSecond.close();
    }
  });
});
