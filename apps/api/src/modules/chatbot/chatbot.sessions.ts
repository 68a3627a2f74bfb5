import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  CHATBOT_EVENTS,
  type ChatbotAgentSessionResponse,
  type ChatbotCitation,
  type ChatbotMessage,
  type ChatbotMessageBody,
  type ChatbotPostResponse,
  type ChatbotQueueItem,
  type ChatbotSession,
} from '@quayside/contract/chatbot';
import { chatbotMessages as texts } from '@quayside/contract/messages';
import type { Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { chatbotMessages, chatbotSessions } from '../../db/schema/chatbot';
import { AppError } from '../../lib/errors';
import { assertMay, may, type AccessContext } from '../access/access.service';
import { writeAudit } from '../audit/audit.service';
import { getUserRefs, type Actor } from '../auth/auth.service';
import { buildAiMessages, streamCompletion, type AiConfig } from './chatbot.ai';
import type { ChatbotDelivery } from './chatbot.delivery';
import { asksForPerson, isGoodAnswer } from './chatbot.rank';
import { citationOf, composeAnswer, retrieve } from './chatbot.retrieval';

export type ChatbotDeps = { db: Db; ai: AiConfig | null; delivery: ChatbotDelivery; log?: { warn(obj: unknown, msg: string): void } };

type SessionRow = typeof chatbotSessions.$inferSelect;
type MessageRow = typeof chatbotMessages.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', texts.errors.sessionNotFound);
const EMPTY: ChatbotSession = { id: null, chat: [], mode: 'ai', isAgentLive: false, agentName: null };

function toMessage(r: MessageRow): ChatbotMessage {
  return { id: r.id, key: r.key, role: r.role, authorName: r.authorName, content: r.content, citations: r.citations, createdAt: r.createdAt.toISOString() };
}

function toSession(row: SessionRow, chat: MessageRow[]): ChatbotSession {
  const live = row.mode === 'agent' && !!row.agentId;
  return { id: row.id, chat: chat.map(toMessage), mode: row.mode, isAgentLive: live, agentName: live ? row.agentName : null };
}

async function messagesOf(db: Db, sessionId: string): Promise<MessageRow[]> {
  return db.select().from(chatbotMessages).where(eq(chatbotMessages.sessionId, sessionId)).orderBy(asc(chatbotMessages.createdAt), asc(chatbotMessages.id)).limit(500);
}

async function sessionOfUser(db: Db, userId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(chatbotSessions).where(eq(chatbotSessions.userId, userId)).limit(1);
  return row ?? null;
}

async function ensureSession(db: Db, userId: string): Promise<SessionRow> {
  await db.insert(chatbotSessions).values({ userId }).onConflictDoNothing({ target: chatbotSessions.userId });
  const row = await sessionOfUser(db, userId);
  if (!row) throw new Error('chatbot session not stored');
  return row;
}

/** Stores a message unless one with this key is already in the session (then answers that one). */
async function addMessage(
  db: Db,
  input: { sessionId: string; key: string; role: MessageRow['role']; content: string; authorId?: string | null; authorName?: string | null; citations?: ChatbotCitation[] },
): Promise<{ message: MessageRow; created: boolean }> {
  const [row] = await db
    .insert(chatbotMessages)
    .values({ sessionId: input.sessionId, key: input.key, role: input.role, content: input.content, authorId: input.authorId ?? null, authorName: input.authorName ?? null, citations: input.citations ?? [] })
    .onConflictDoNothing({ target: [chatbotMessages.sessionId, chatbotMessages.key] })
    .returning();
  if (row) return { message: row, created: true };
  const [existing] = await db.select().from(chatbotMessages).where(and(eq(chatbotMessages.sessionId, input.sessionId), eq(chatbotMessages.key, input.key))).limit(1);
  if (!existing) throw new Error('chatbot message not stored');
  return { message: existing, created: false };
}

async function touch(db: Db, id: string, set: Partial<typeof chatbotSessions.$inferInsert> = {}): Promise<SessionRow> {
  const [row] = await db.update(chatbotSessions).set({ ...set, updatedAt: new Date() }).where(eq(chatbotSessions.id, id)).returning();
  if (!row) throw notFound();
  return row;
}

/** Tells the session's user and its agent about new messages and the session's state. */
function deliver(deps: ChatbotDeps, row: SessionRow, messages: MessageRow[], session: ChatbotSession) {
  const to = [row.userId, ...(row.agentId ? [row.agentId] : [])];
  if (messages.length > 0) deps.delivery.toUsers(to, CHATBOT_EVENTS.message, { sessionId: row.id, messages: messages.map(toMessage) });
  deps.delivery.toUsers(to, CHATBOT_EVENTS.session, { session: { ...session, chat: [] } });
}

/* ------------------------------------------------------------------ the user's side */

/** GET: the user's session (none yet: an empty one; a read never creates it). */
export async function getOwnSession(db: Db, actor: Actor): Promise<ChatbotSession> {
  const row = await sessionOfUser(db, actor.id);
  return row ? toSession(row, await messagesOf(db, row.id)) : EMPTY;
}

async function handOver(deps: ChatbotDeps, row: SessionRow, key: string, text: string): Promise<{ row: SessionRow; message: MessageRow }> {
  const { message } = await addMessage(deps.db, { sessionId: row.id, key, role: 'system', content: text });
  const updated = row.mode === 'ai' ? await touch(deps.db, row.id, { mode: 'handover', handoverAt: new Date() }) : row;
  deps.delivery.toStaff(CHATBOT_EVENTS.queue, { sessionId: row.id });
  return { row: updated, message };
}

/** The bot's answer in `ai` mode: retrieval, then the AI endpoint when configured; no good answer hands over. */
async function answer(deps: ChatbotDeps, actor: Actor, row: SessionRow, question: string, key: string, onDelta: (t: string) => void) {
  const found = await retrieve(deps.db, actor, question);
  const best = found.ranked[0];
  if (!isGoodAnswer(best, found.lexemeCount)) {
    onDelta(texts.bot.noAnswer);
    return handOver(deps, row, key, texts.bot.noAnswer);
  }
  let content = composeAnswer(best);
  let citations = [citationOf(best)];
  if (deps.ai) {
    const used = found.ranked.slice(0, 3).filter((c) => c.coverage >= 0.5);
    let streamed = '';
    try {
      content = await streamCompletion(deps.ai, buildAiMessages(question, used.map((c) => ({ title: c.title, url: c.url, body: c.answer ?? c.body }))), (t) => {
        streamed += t;
        onDelta(t);
      });
      const seen = new Set<string>();
      citations = used.map(citationOf).filter((c) => (seen.has(c.url) ? false : (seen.add(c.url), true)));
    } catch (err) {
      // The endpoint failed: answer from the page itself, after what was streamed (never a half answer alone).
      deps.log?.warn({ err }, 'chatbot: AI endpoint failed, answering from retrieval');
      if (streamed) onDelta('\n\n');
      content = (streamed ? `${streamed}\n\n` : '') + composeAnswer(best);
      onDelta(composeAnswer(best));
    }
  } else {
    // Written out word by word so the screen shows the same streamed answer with or without the AI endpoint.
    for (const piece of content.match(/\S+\s*/g) ?? [content]) onDelta(piece);
  }
  const { message } = await addMessage(deps.db, { sessionId: row.id, key, role: 'bot', content, citations });
  return { row, message };
}

/**
 * POST /api/chatbot/message: stores the user's message (once per key: a retry answers what was stored), then in
 * `ai` mode the bot answers, or hands over when asked for a person or without a good answer; with a person
 * waiting or joined, the message goes to them.
 */
export async function postUserMessage(deps: ChatbotDeps, actor: Actor, body: ChatbotMessageBody, onDelta: (t: string) => void = () => {}): Promise<ChatbotPostResponse> {
  const { db } = deps;
  let row = await ensureSession(db, actor.id);
  const replyKey = `${body.key}:reply`;
  const { message: mine, created } = await addMessage(db, { sessionId: row.id, key: body.key, role: 'user', content: body.content, authorId: actor.id });
  const added: MessageRow[] = [mine];
  if (!created) {
    const [reply] = await db.select().from(chatbotMessages).where(and(eq(chatbotMessages.sessionId, row.id), eq(chatbotMessages.key, replyKey))).limit(1);
    if (reply) added.push(reply);
  } else if (row.mode === 'ai') {
    const result = asksForPerson(body.content)
      ? await handOver(deps, row, replyKey, texts.bot.handover).then((r) => (onDelta(texts.bot.handover), r))
      : await answer(deps, actor, row, body.content, replyKey, onDelta);
    row = result.row;
    added.push(result.message);
  } else {
    row = await touch(db, row.id);
    // Still waiting: the console's queue shows the latest message.
    if (row.mode === 'handover') deps.delivery.toStaff(CHATBOT_EVENTS.queue, { sessionId: row.id });
  }
  const session = toSession(row, await messagesOf(db, row.id));
  if (created) deliver(deps, row, added, session);
  return { messages: added.map(toMessage), session };
}

/** POST /api/chatbot/handover: the user asks for a person (the "Talk to a person" button). */
export async function requestHandover(deps: ChatbotDeps, actor: Actor, key: string): Promise<ChatbotPostResponse> {
  const row = await ensureSession(deps.db, actor.id);
  if (row.mode !== 'ai') return { messages: [], session: toSession(row, await messagesOf(deps.db, row.id)) };
  const result = await handOver(deps, row, key, texts.bot.handover);
  const session = toSession(result.row, await messagesOf(deps.db, row.id));
  deliver(deps, result.row, [result.message], session);
  return { messages: [toMessage(result.message)], session };
}

/**
 * POST /api/chatbot/clear: the user clears the conversation: its messages are deleted and it is back with the
 * bot (a joined agent is told and leaves). The session keeps its id.
 */
export async function clearOwnSession(deps: ChatbotDeps, actor: Actor): Promise<ChatbotSession> {
  const row = await sessionOfUser(deps.db, actor.id);
  if (!row) return EMPTY;
  await deps.db.delete(chatbotMessages).where(eq(chatbotMessages.sessionId, row.id));
  const updated = await touch(deps.db, row.id, { mode: 'ai', agentId: null, agentName: null, handoverAt: null });
  const session = toSession(updated, []);
  if (row.agentId) deps.delivery.toUsers([row.agentId], CHATBOT_EVENTS.session, { session, cleared: true });
  if (row.mode !== 'ai') deps.delivery.toStaff(CHATBOT_EVENTS.queue, { sessionId: row.id });
  return session;
}

/* ------------------------------------------------------------------ the staff side (agent console) */

async function queueItems(db: Db, actor: Actor, rows: SessionRow[], ctx: AccessContext): Promise<ChatbotQueueItem[]> {
  const people = await getUserRefs(db, rows.map((r) => r.userId));
  const last = rows.length
    ? ((await db.execute(sql`
        select distinct on (${chatbotMessages.sessionId}) ${chatbotMessages.sessionId} as session_id, ${chatbotMessages.content} as content
        from ${chatbotMessages}
        where ${chatbotMessages.sessionId} in (${sql.join(rows.map((r) => sql`${r.id}::uuid`), sql`, `)}) and ${chatbotMessages.role} = 'user'
        order by ${chatbotMessages.sessionId}, ${chatbotMessages.createdAt} desc, ${chatbotMessages.id} desc`)) as unknown as { rows: { session_id: string; content: string }[] }).rows
    : [];
  const out: ChatbotQueueItem[] = [];
  for (const r of rows) {
    const person = people.find((p) => p.id === r.userId);
    if (!person) continue;
    if (!(await may(db, actor, 'manage', { kind: 'user', userId: r.userId, role: person.role as Role }, ctx))) continue;
    out.push({
      sessionId: r.id,
      userId: r.userId,
      userName: person.fullName,
      userRole: person.role,
      mode: r.mode,
      isAgentLive: r.mode === 'agent' && !!r.agentId,
      agentName: r.mode === 'agent' ? r.agentName : null,
      takenByMe: r.agentId === actor.id,
      waitingSince: r.handoverAt?.toISOString() ?? null,
      lastMessage: last.find((l) => l.session_id === r.id)?.content ?? null,
    });
  }
  return out;
}

/** GET /api/chatbot/agent/queue: sessions waiting for a person or with one joined, oldest first, that the caller may take. */
export async function listHandoverQueue(db: Db, actor: Actor): Promise<ChatbotQueueItem[]> {
  const rows = await db.select().from(chatbotSessions).where(ne(chatbotSessions.mode, 'ai')).orderBy(asc(chatbotSessions.handoverAt), asc(chatbotSessions.id)).limit(200);
  return queueItems(db, actor, rows, {});
}

/** A session the staff member may work on (their client's, or any for the admin): 404 otherwise. */
async function sessionForStaff(db: Db, actor: Actor, id: string): Promise<{ row: SessionRow; item: ChatbotQueueItem }> {
  const [row] = await db.select().from(chatbotSessions).where(eq(chatbotSessions.id, id)).limit(1);
  if (!row) throw notFound();
  const [person] = await getUserRefs(db, [row.userId]);
  if (!person) throw notFound();
  await assertMay(db, actor, 'manage', { kind: 'user', userId: row.userId, role: person.role as Role }, { notFound, hideForbidden: true });
  const [item] = await queueItems(db, actor, [row], {});
  if (!item) throw notFound();
  return { row, item };
}

export async function getAgentSession(db: Db, actor: Actor, id: string): Promise<ChatbotAgentSessionResponse> {
  const { row, item } = await sessionForStaff(db, actor, id);
  return { item, session: toSession(row, await messagesOf(db, row.id)) };
}

type Meta = { ip?: string | null };

/** POST .../take: the staff member joins (isAgentLive, agentName); one agent per session. */
export async function takeSession(deps: ChatbotDeps, actor: Actor, id: string, meta: Meta): Promise<ChatbotAgentSessionResponse> {
  const { db } = deps;
  const { row } = await sessionForStaff(db, actor, id);
  if (row.mode === 'agent' && row.agentId === actor.id) return getAgentSession(db, actor, id);
  if (row.mode === 'agent') throw new AppError('CONFLICT', texts.errors.alreadyTaken);
  if (row.mode !== 'handover') throw new AppError('CONFLICT', texts.errors.notWaiting);
  const [taken] = await db
    .update(chatbotSessions)
    .set({ mode: 'agent', agentId: actor.id, agentName: actor.fullName, updatedAt: new Date() })
    .where(and(eq(chatbotSessions.id, id), eq(chatbotSessions.mode, 'handover')))
    .returning();
  if (!taken) throw new AppError('CONFLICT', texts.errors.alreadyTaken);
  const { message } = await addMessage(db, { sessionId: id, key: `joined:${actor.id}:${Date.now()}`, role: 'system', content: texts.bot.joined(actor.fullName) });
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'chatbot.take', targetType: 'chatbot_session', targetId: id, ip: meta.ip ?? null, meta: { userId: taken.userId } });
  const result = await getAgentSession(db, actor, id);
  deliver(deps, taken, [message], result.session);
  deps.delivery.toStaff(CHATBOT_EVENTS.queue, { sessionId: id });
  return result;
}

/** The session must have this staff member joined (the admin may act on any joined session). */
function assertJoined(row: SessionRow, actor: Actor) {
  if (row.mode !== 'agent') throw new AppError('CONFLICT', texts.errors.notYourSession);
  if (row.agentId !== actor.id && actor.role !== 'admin') throw new AppError('FORBIDDEN', texts.errors.notYourSession);
}

/** POST .../reply: the joined agent writes to the user (de-duplicated by key like every message). */
export async function replyAsAgent(deps: ChatbotDeps, actor: Actor, id: string, body: ChatbotMessageBody, meta: Meta): Promise<ChatbotPostResponse> {
  const { db } = deps;
  const { row } = await sessionForStaff(db, actor, id);
  assertJoined(row, actor);
  const { message, created } = await addMessage(db, { sessionId: id, key: body.key, role: 'agent', content: body.content, authorId: actor.id, authorName: actor.fullName });
  const updated = created ? await touch(db, id) : row;
  const session = toSession(updated, await messagesOf(db, id));
  if (created) {
    await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'chatbot.reply', targetType: 'chatbot_session', targetId: id, ip: meta.ip ?? null, meta: { messageId: message.id } });
    deliver(deps, updated, [message], session);
  }
  return { messages: [toMessage(message)], session };
}

/** POST .../close: the agent leaves; the session goes back to the bot (`ai`). */
export async function closeSession(deps: ChatbotDeps, actor: Actor, id: string, meta: Meta): Promise<ChatbotAgentSessionResponse> {
  const { db } = deps;
  const { row } = await sessionForStaff(db, actor, id);
  if (row.mode === 'handover') {
    // Nobody joined yet: the staff member closes the request without joining.
  } else {
    assertJoined(row, actor);
  }
  const name = row.agentName ?? actor.fullName;
  const { message } = await addMessage(db, { sessionId: id, key: `left:${actor.id}:${Date.now()}`, role: 'system', content: texts.bot.left(name) });
  const updated = await touch(db, id, { mode: 'ai', agentId: null, agentName: null, handoverAt: null });
  await writeAudit(db, { actorId: actor.id, actorRole: actor.role, action: 'chatbot.close', targetType: 'chatbot_session', targetId: id, ip: meta.ip ?? null, meta: { userId: row.userId } });
  const session = toSession(updated, await messagesOf(db, id));
  deliver(deps, { ...updated, agentId: row.agentId }, [message], session);
  deps.delivery.toStaff(CHATBOT_EVENTS.queue, { sessionId: id });
  const [person] = await getUserRefs(db, [row.userId]);
  return {
    item: { sessionId: id, userId: row.userId, userName: person?.fullName ?? '', userRole: person?.role ?? 'client', mode: 'ai', isAgentLive: false, agentName: null, takenByMe: false, waitingSince: null, lastMessage: null },
    session,
  };
}
