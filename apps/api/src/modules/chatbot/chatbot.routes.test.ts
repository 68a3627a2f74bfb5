import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChatbotDate, type ChatbotAgentSessionResponse, type ChatbotPostResponse, type ChatbotQueueResponse, type ChatbotSession } from '@quayside/contract/chatbot';
import { chatbotMessages as texts } from '@quayside/contract/messages';
import { auditLogs, calendarEntries, companies, users } from '../../db/schema/index';
import { seedDemo } from '../../seed/seed';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signAccessToken } from '../auth/auth.service';
import { syncChatbotPassages } from './chatbot.service';

type U = { id: string; email: string; fullName: string; role: string };
let t: TestApp;
let client: U, nri: U, preparer: U, admin: U, otherPreparer: U, otherClient: U;
const H: Record<string, Record<string, string>> = {};

async function headersOf(u: U) {
  const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
  if (!row) throw new Error('no user');
  return { authorization: `Bearer ${await signAccessToken(t.deps.config.jwtSecret, row, 3600)}` };
}
async function demo(email: string): Promise<U> {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row;
}
let n = 0;
const key = () => `test-key-${Date.now().toString(36)}-${++n}`;

const send = (who: string, content: string, k = key(), app = t) =>
  app.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: H[who], payload: { key: k, content } });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: H[who] });
const post = (who: string, url: string, payload?: unknown) => t.app.inject({ method: 'POST', url, headers: H[who], ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { storage: t.deps.storage });
  await syncChatbotPassages(t.db);
  client = await demo('client@quayside.test');
  nri = await demo('nri@quayside.test');
  preparer = await demo('preparer@quayside.test');
  admin = await demo('admin@quayside.test');
  otherPreparer = await createUser(t.db, { role: 'preparer', fullName: 'Other Preparer' });
  otherClient = await createUser(t.db, { role: 'client', fullName: 'Other Client' });
  for (const [k, u] of Object.entries({ client, nri, preparer, admin, otherPreparer, otherClient })) H[k] = await headersOf(u);
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/chatbot/message (retrieval)', () => {
  it('answers from the FAQ and cites the page it answered from', async () => {
    const res = await send('otherClient', 'How long does incorporation take?');
    expect(res.statusCode).toBe(200);
    const body = res.json<ChatbotPostResponse>();
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'bot']);
    const bot = body.messages[1];
    expect(bot?.content).toContain('Singapore: usually one to three working days');
    expect(bot?.citations[0]).toEqual({ title: 'How long does incorporation take?', url: '/faqs#incorporation' });
    expect(body.session.mode).toBe('ai');
  });

  it("answers the demo client's 'When is my annual return due?' with the date from their calendar", async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.ownerId, client.id));
    if (!company) throw new Error('demo company');
    const [next] = await t.db
      .select()
      .from(calendarEntries)
      .where(and(eq(calendarEntries.companyId, company.id), eq(calendarEntries.kind, 'annual_return'), eq(calendarEntries.state, 'open')))
      .orderBy(asc(calendarEntries.dueDate))
      .limit(1);
    if (!next) throw new Error('the demo calendar has no annual return');
    const res = await send('client', 'When is my annual return due?');
    expect(res.statusCode).toBe(200);
    const bot = res.json<ChatbotPostResponse>().messages[1];
    expect(bot?.content).toContain(formatChatbotDate(next.dueDate));
    expect(bot?.content).toContain(next.title);
    expect(bot?.citations).toEqual([{ title: 'Your compliance calendar', url: '/dashboard/client/calendar' }]);
  });

  it('answers from a published article with a link to it', async () => {
    const res = await send('otherClient', 'Selling property in India as an NRI: TDS and repatriation?');
    const bot = res.json<ChatbotPostResponse>().messages[1];
    expect(bot?.role).toBe('bot');
    expect(bot?.citations).toEqual([{ title: 'Selling property in India as an NRI: TDS, capital gains and repatriation', url: expect.stringMatching(/^\/resources\/blogs\/[a-z0-9-]+$/) }]);
  });

  it('streams the answer as server-sent events when asked to', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: { ...H.nri, accept: 'text/event-stream' }, payload: { key: key(), content: 'Which income of an NRI is taxable in India?' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = [...res.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({ event: m[1], data: JSON.parse(m[2] ?? 'null') as unknown }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
    const done = events.find((e) => e.event === 'done')?.data as ChatbotPostResponse;
    expect(events.length).toBeGreaterThan(3);
    expect(deltas).toBe(done.messages[1]?.content);
    expect(deltas).toContain('NRE deposits is exempt');
  });

  it('hands over when it has no good answer', async () => {
    const res = await send('otherClient', 'Zebra xylophone quantum marmalade?');
    const body = res.json<ChatbotPostResponse>();
    expect(body.messages[1]).toMatchObject({ role: 'system', content: texts.bot.noAnswer });
    expect(body.session.mode).toBe('handover');
    await post('otherClient', '/api/chatbot/clear');
  });

  it('refuses bad input with 400 and staff with 403', async () => {
    expect((await send('client', '   ')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/chatbot/message', headers: H.client, payload: { key: 'short', content: 'hi' } })).statusCode).toBe(400);
    expect((await send('preparer', 'hello')).statusCode).toBe(403);
  });
});

describe('handover: request -> queue -> take -> messages both ways -> close', () => {
  let sessionId = '';

  it('the client asks for a person; the session is in the queue of their preparer and the admin only', async () => {
    const res = await send('client', 'I would like to talk to a human please');
    const body = res.json<ChatbotPostResponse>();
    expect(body.session.mode).toBe('handover');
    expect(body.messages[1]).toMatchObject({ role: 'system', content: texts.bot.handover });
    sessionId = body.session.id ?? '';
    const queueOf = async (who: string) => (await get(who, '/api/chatbot/agent/queue')).json<ChatbotQueueResponse>().items.map((i) => i.sessionId);
    expect(await queueOf('preparer')).toContain(sessionId);
    expect(await queueOf('admin')).toContain(sessionId);
    expect(await queueOf('otherPreparer')).not.toContain(sessionId);
    expect((await get('client', '/api/chatbot/agent/queue')).statusCode).toBe(403);
  });

  it("answers 404 for a session the staff member may not reach, and for another client's session", async () => {
    expect((await get('otherPreparer', `/api/chatbot/agent/sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await post('otherPreparer', `/api/chatbot/agent/sessions/${sessionId}/take`)).statusCode).toBe(404);
    expect((await post('otherPreparer', `/api/chatbot/agent/sessions/${sessionId}/reply`, { key: key(), content: 'hi' })).statusCode).toBe(404);
    expect((await get('preparer', '/api/chatbot/agent/sessions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // The other client's own session is theirs alone: their GET never shows this one.
    expect((await get('otherClient', '/api/chatbot/session')).json<{ session: ChatbotSession }>().session.id).not.toBe(sessionId);
  });

  it('while waiting, the client writes on and the bot stays quiet', async () => {
    const res = await send('client', 'It is about my invoice');
    expect(res.json<ChatbotPostResponse>().messages.map((m) => m.role)).toEqual(['user']);
  });

  it('the preparer takes it: isAgentLive and agentName for the client; a second taker gets 409', async () => {
    const res = await post('preparer', `/api/chatbot/agent/sessions/${sessionId}/take`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatbotAgentSessionResponse>().item.takenByMe).toBe(true);
    const mine = (await get('client', '/api/chatbot/session')).json<{ session: ChatbotSession }>().session;
    expect(mine).toMatchObject({ mode: 'agent', isAgentLive: true, agentName: preparer.fullName });
    expect(mine.chat.at(-1)).toMatchObject({ role: 'system', content: texts.bot.joined(preparer.fullName) });
    expect((await post('admin', `/api/chatbot/agent/sessions/${sessionId}/take`)).statusCode).toBe(409);
    const audit = await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'chatbot.take'), eq(auditLogs.targetId, sessionId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(preparer.id);
  });

  it('messages go both ways, de-duplicated by key', async () => {
    const k = key();
    const first = await post('preparer', `/api/chatbot/agent/sessions/${sessionId}/reply`, { key: k, content: 'Hello Marcus, Priya here.' });
    expect(first.statusCode).toBe(200);
    const again = await post('preparer', `/api/chatbot/agent/sessions/${sessionId}/reply`, { key: k, content: 'Hello Marcus, Priya here.' });
    expect(again.json<ChatbotPostResponse>().messages[0]?.id).toBe(first.json<ChatbotPostResponse>().messages[0]?.id);
    const uk = key();
    await send('client', 'Thanks Priya', uk);
    await send('client', 'Thanks Priya', uk);
    const seen = (await get('preparer', `/api/chatbot/agent/sessions/${sessionId}`)).json<ChatbotAgentSessionResponse>().session.chat;
    expect(seen.filter((m) => m.key === k)).toHaveLength(1);
    expect(seen.filter((m) => m.key === uk)).toHaveLength(1);
    expect(seen.find((m) => m.key === k)).toMatchObject({ role: 'agent', authorName: preparer.fullName });
    const clientView = (await get('client', '/api/chatbot/session')).json<{ session: ChatbotSession }>().session.chat;
    expect(clientView.map((m) => m.content)).toContain('Hello Marcus, Priya here.');
    // Only the colleague who joined may reply (another preparer does not even see it).
    expect((await post('otherPreparer', `/api/chatbot/agent/sessions/${sessionId}/reply`, { key: key(), content: 'x' })).statusCode).toBe(404);
  });

  it('the agent closes: the bot is back, an audit row is written', async () => {
    const res = await post('preparer', `/api/chatbot/agent/sessions/${sessionId}/close`);
    expect(res.statusCode).toBe(200);
    const mine = (await get('client', '/api/chatbot/session')).json<{ session: ChatbotSession }>().session;
    expect(mine).toMatchObject({ mode: 'ai', isAgentLive: false, agentName: null });
    expect(mine.chat.at(-1)?.content).toBe(texts.bot.left(preparer.fullName));
    expect((await post('preparer', `/api/chatbot/agent/sessions/${sessionId}/reply`, { key: key(), content: 'late' })).statusCode).toBe(409);
    expect(await t.db.select().from(auditLogs).where(and(eq(auditLogs.action, 'chatbot.close'), eq(auditLogs.targetId, sessionId)))).toHaveLength(1);
    expect((await get('preparer', '/api/chatbot/agent/queue')).json<ChatbotQueueResponse>().items.map((i) => i.sessionId)).not.toContain(sessionId);
  });

  it('the "Talk to a person" call hands over too, and the client can clear the session', async () => {
    const res = await post('client', '/api/chatbot/handover', { key: key() });
    expect(res.json<ChatbotPostResponse>().session.mode).toBe('handover');
    const cleared = await post('client', '/api/chatbot/clear');
    expect(cleared.json<{ session: ChatbotSession }>().session).toEqual({ id: sessionId, chat: [], mode: 'ai', isAgentLive: false, agentName: null });
    expect((await get('client', '/api/chatbot/session')).json<{ session: ChatbotSession }>().session.chat).toEqual([]);
    expect((await get('preparer', '/api/chatbot/agent/queue')).json<ChatbotQueueResponse>().items.map((i) => i.sessionId)).not.toContain(sessionId);
  });
});

describe('POST /api/chatbot/message with AI_BASE_URL (OpenAI-compatible, streamed)', () => {
  let server: Server;
  let ai: TestApp;
  const requests: { auth: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];
  const recorded = readFileSync(new URL('./fixtures/openai-chat-stream.sse', import.meta.url));

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
        if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        // Replay the recording in uneven pieces, so events and lines arrive split across reads.
        let at = 0;
        const next = () => {
          if (at >= recorded.length) return res.end();
          const size = 37 + (at % 53);
          res.write(recorded.subarray(at, at + size));
          at += size;
          setTimeout(next, 1);
        };
        next();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    ai = await createTestApp({ AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'sk-test-recorded', AI_MODEL: 'gpt-4o-mini' });
    await seedDemo(ai.db, { storage: ai.deps.storage });
    await syncChatbotPassages(ai.db);
  }, 120_000);
  afterAll(async () => {
    await ai?.close();
    await new Promise((r) => server?.close(r));
  });

  it('sends the retrieved passages and streams the endpoint answer through, citing the pages', async () => {
    const [u] = await ai.db.select().from(users).where(eq(users.email, 'client@quayside.test'));
    if (!u) throw new Error('demo client');
    const headers = { authorization: `Bearer ${await signAccessToken(ai.deps.config.jwtSecret, u, 3600)}`, accept: 'text/event-stream' };
    const res = await ai.app.inject({ method: 'POST', url: '/api/chatbot/message', headers, payload: { key: key(), content: 'How long does incorporation take?' } });
    expect(res.statusCode).toBe(200);
    const events = [...res.body.matchAll(/event: (\w+)\ndata: (.*)\n\n/g)].map((m) => ({ event: m[1], data: JSON.parse(m[2] ?? 'null') as unknown }));
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    const answer = 'A Singapore company is usually registered within one to three working days after the documents are signed.';
    expect(deltas.join('')).toBe(answer);
    expect(deltas.length).toBeGreaterThan(10);
    const done = events.find((e) => e.event === 'done')?.data as ChatbotPostResponse;
    expect(done.messages[1]).toMatchObject({ role: 'bot', content: answer });
    expect(done.messages[1]?.citations.map((c) => c.url)).toContain('/faqs#incorporation');
    const sent = requests.at(-1);
    expect(sent?.auth).toBe('Bearer sk-test-recorded');
    expect(sent?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    expect(sent?.body.messages[0]?.content).toContain('Singapore: usually one to three working days');
    expect(sent?.body.messages[1]).toEqual({ role: 'user', content: 'How long does incorporation take?' });
  });
});
