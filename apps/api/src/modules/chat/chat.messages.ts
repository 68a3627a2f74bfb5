import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type {
  ChatConversation,
  ChatMessage,
  ChatMessagesQuery,
  ChatMessagesResponse,
  ChatPartner,
  ChatMessageEvent,
  ChatUnread,
  UploadChatFileResponse,
} from '@quayside/contract/chat';
import { CHAT_EVENTS } from '@quayside/contract/chat';
import { chatMessages as texts } from '@quayside/contract/messages';
import { ROLE_LABELS, STAFF_ROLES, hasRole, type Role } from '@quayside/contract/roles';
import type { Db } from '../../db/client';
import { chatMessages, chatUnread } from '../../db/schema/chat';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../lib/errors';
import { queryText, statementTemplate } from '../../lib/prepared';
import { checkUpload, type Storage } from '../../lib/storage';
import type { UploadedPart } from '../../lib/multipart';
import type { Realtime } from '../../realtime/realtime';
import { assertMay } from '../access/access.service';
import { approverPreparerIds, preparersOfUser, targetsOfPreparers } from '../assignments/assignments.service';
import { getUserRefs, listActiveUserIdsWithRole, type Actor, type UserRef } from '../auth/auth.service';
import { listChatAgents } from '../client/client.service';
import { ownersOfCompaniesPreparedBy } from '../companies/companies.service';
import { getStoredFiles, safeFileName, signedFileUrl, storeFiles } from '../files/files.service';

export type ChatDeps = { db: Db; storage: Storage; realtime: Realtime };

type Person = Pick<UserRef, 'id' | 'role'>;
const isStaff = (role: Role) => hasRole(role, STAFF_ROLES);
const live = (u: UserRef) => !u.isDeleted && !u.isBlocked;

/* ------------------------------------------------------------------ who may talk */

/**
 * Whether two people may talk: staff with staff; a client with their chat agents (the client area's "Your team":
 * the preparers assigned to them or to their companies, and the approvers above those preparers); an NRI client
 * with their NRI preparer (preparer_nri). Nobody talks to themselves, to a deleted or blocked account, or client to
 * client.
 */
export async function mayTalk(db: Db, a: Person, bId: string): Promise<boolean> {
  if (a.id === bId) return false;
  const [b] = await getUserRefs(db, [bId]);
  if (!b || !live(b)) return false;
  return pairAllowed(db, a, b);
}

async function pairAllowed(db: Db, a: Person, b: Person): Promise<boolean> {
  if (isStaff(a.role) && isStaff(b.role)) return true;
  if (isStaff(a.role) === isStaff(b.role)) return false;
  const [client, staff] = isStaff(a.role) ? [b, a] : [a, b];
  if (client.role === 'nri_client')
    return (
      staff.role === 'preparer' && (await preparersOfUser(db, client.id, 'preparer_nri')).includes(staff.id)
    );
  return (await listChatAgents(db, client.id)).some((agent) => agent.id === staff.id);
}

/** 403 with the catalogue's text unless the actor may talk with this person (unknown ids alike: nothing leaks). */
export async function assertMayTalk(db: Db, actor: Actor, otherId: string): Promise<void> {
  if (!(await mayTalk(db, actor, otherId))) throw new AppError('FORBIDDEN', texts.errors.pairRefused);
}

const STAFF_TITLE: Record<Role, string> = {
  admin: ROLE_LABELS.admin,
  approver: ROLE_LABELS.approver,
  preparer: ROLE_LABELS.preparer,
  client: ROLE_LABELS.client,
  nri_client: ROLE_LABELS.nri_client,
};

/**
 * Everyone the actor may talk to, as the conversation list shows them. A client: their chat agents (titled as on
 * the dashboard); an NRI client: their NRI preparers; a preparer: their clients (assigned, or owning a company they
 * prepare), their NRI clients and the staff; an approver: the clients of the preparers under them and the staff; an
 * admin: the staff.
 */
export async function chatPartnersOf(db: Db, actor: Actor): Promise<ChatPartner[]> {
  if (actor.role === 'client') {
    return (await listChatAgents(db, actor.id)).map((a) => ({
      id: a.id,
      fullName: a.fullName,
      role: a.role,
      title: a.title,
    }));
  }
  if (actor.role === 'nri_client') {
    const people = (await getUserRefs(db, await preparersOfUser(db, actor.id, 'preparer_nri'))).filter(live);
    return people
      .filter((p) => p.role === 'preparer')
      .map((p) => ({ id: p.id, fullName: p.fullName, role: p.role, title: 'Your NRI preparer' }));
  }
  const preparerIds =
    actor.role === 'preparer'
      ? [actor.id]
      : actor.role === 'approver'
        ? await approverPreparerIds(db, actor.id)
        : [];
  const [assigned, owners, nri, ...staffByRole] = await Promise.all([
    targetsOfPreparers(db, preparerIds, 'preparer_client'),
    ownersOfCompaniesPreparedBy(db, preparerIds),
    actor.role === 'preparer' ? targetsOfPreparers(db, preparerIds, 'preparer_nri') : Promise.resolve([]),
    ...STAFF_ROLES.map((r) => listActiveUserIdsWithRole(db, r)),
  ]);
  const ids = [...new Set([...assigned, ...owners, ...nri, ...staffByRole.flat()])].filter(
    (id) => id !== actor.id,
  );
  const people = (await getUserRefs(db, ids)).filter(live);
  const nriIds = new Set(nri);
  return people
    .filter((p) =>
      p.role === 'client' ? true : p.role === 'nri_client' ? nriIds.has(p.id) : isStaff(p.role),
    )
    .map((p) => ({ id: p.id, fullName: p.fullName, role: p.role, title: STAFF_TITLE[p.role] }))
    .sort(
      (x, y) =>
        Number(isStaff(x.role as Role)) - Number(isStaff(y.role as Role)) ||
        x.fullName.localeCompare(y.fullName),
    );
}

/* ------------------------------------------------------------------ messages */

type MessageRow = typeof chatMessages.$inferSelect;

async function toMessages(
  deps: Pick<ChatDeps, 'db' | 'storage'>,
  rows: MessageRow[],
): Promise<ChatMessage[]> {
  const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const files = new Map((await getStoredFiles(deps.db, fileIds)).map((f) => [f.id, f]));
  return Promise.all(
    rows.map(async (r) => {
      const file = r.fileId ? files.get(r.fileId) : undefined;
      return {
        id: r.id,
        senderId: r.senderId,
        receiverId: r.receiverId,
        content: r.content,
        fileUrl:
          file && !file.revokedAt
            ? await signedFileUrl(deps.storage, file, r.fileName ?? file.originalName)
            : null,
        fileName: r.fileName,
        fileType: r.fileType,
        type: r.type,
        sentAt: r.sentAt.toISOString(),
        readAt: r.readAt ? r.readAt.toISOString() : null,
      };
    }),
  );
}

const pairOf = (a: string, b: string) =>
  and(
    sql`least(${chatMessages.senderId}, ${chatMessages.receiverId}) = least(${a}::uuid, ${b}::uuid)`,
    sql`greatest(${chatMessages.senderId}, ${chatMessages.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`,
  );

/**
 * GET /api/chat/messages: one page of a conversation, newest page first (`cursor` pages backwards), each page in
 * reading order. The caller is one of the two (and may still talk with the other) or an admin; anyone else 404.
 */
export async function listChatMessages(
  deps: Pick<ChatDeps, 'db' | 'storage'>,
  actor: Actor,
  query: ChatMessagesQuery,
): Promise<ChatMessagesResponse> {
  const { db } = deps;
  const cursor = decodeCursor(query.cursor);
  await assertMay(
    db,
    actor,
    'read',
    { kind: 'conversation', userA: query.userA, userB: query.userB },
    {
      notFound: () => new AppError('NOT_FOUND', texts.errors.conversationNotFound),
    },
  );
  if (actor.role !== 'admin') {
    const other = query.userA === actor.id ? query.userB : query.userA;
    await assertMayTalk(db, actor, other);
  }
  const rows = await db
    .select({ row: chatMessages, cursorTs: sql<string>`${chatMessages.sentAt}::text` })
    .from(chatMessages)
    .where(
      and(
        pairOf(query.userA, query.userB),
        cursor
          ? sql`(${chatMessages.sentAt}, ${chatMessages.id}) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
    .limit(query.take + 1);
  const hasMore = rows.length > query.take;
  const page = hasMore ? rows.slice(0, query.take) : rows;
  const last = page[page.length - 1];
  const messages = await toMessages(deps, page.map((r) => r.row).reverse());
  return {
    data: {
      messages,
      nextCursor: hasMore && last ? encodeCursor({ ts: last.cursorTs, id: last.row.id }) : null,
      hasMore,
    },
  };
}

/** The receiver's unread messages, in total and per sender (what every one of their devices shows). */
export async function unreadOf(db: Db, userId: string): Promise<ChatUnread> {
  // The counters the triggers on chat_messages keep (chat_unread): one row per sender, however many are unread.
  const rows = await db
    .select({ userId: chatUnread.senderId, count: chatUnread.n })
    .from(chatUnread)
    .where(and(eq(chatUnread.receiverId, userId), gt(chatUnread.n, 0)));
  const bySender = rows.map((r) => ({ userId: r.userId, count: Number(r.count) }));
  return { total: bySender.reduce((n, r) => n + r.count, 0), bySender };
}

/* Text messages are stored in groups: those sent while the previous group is being written go in the next one, in
 * ONE statement that inserts them and answers each receiver's new unread counts (a group commit). Each is still
 * stored before it is delivered; under load the database sees a few large statements instead of thousands of small
 * ones, and no read of its own per message. */
/** A queued text message: these keys only (the group statement's JSON is this object as it is). */
type NewMessage = { id: string; senderId: string; receiverId: string; content: string };
/** A stored text message: its id, its sent_at as ISO text and its receiver's unread counts with it. */
type Stored = { id: string; sentAt: string; unread: ChatUnread };
type Pending = { values: NewMessage; resolve: (s: Stored) => void; reject: (err: unknown) => void };
const GROUP_MAX = 500;
/**
 * Groups are written in LANES, one statement in flight per lane: a receiver always goes to the same lane, so the
 * counts a statement answers include every earlier message to that receiver from this process, while two lanes
 * keep the database busy during the other's round trip.
 */
const LANES = 2;
type Lane = { queue: Pending[]; busy: boolean };
const groups = new WeakMap<Db, Lane[]>();
const laneOf = (receiverId: string) => parseInt(receiverId.slice(-2), 16) % LANES;

async function storeOne(db: Db, values: NewMessage): Promise<Stored> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id, sentAt: chatMessages.sentAt });
  if (!row) throw new Error('chat message not stored');
  return { id: row.id, sentAt: row.sentAt.toISOString(), unread: await unreadOf(db, values.receiverId) };
}

/**
 * The group statement: inserts a group of text messages and answers, in the same statement, the unread counts of
 * their receivers: the counters as they were before it (chat_unread; the triggers add the group after the
 * statement) plus the group's own. Every row of the group has the same sent_at (the default, now(): the
 * transaction's start), answered once; the statement either inserts every row or fails. One row comes back: that
 * time as ISO text and the counts as one JSON array of [receiver, sender, count] (pg reads it with one JSON.parse,
 * instead of a row object per receiver). The group is its one parameter, JSON of the messages as they are queued
 * (their keys are the record's columns; `type` is not one of them, every message here is text). Built once and
 * sent as a named prepared statement: each pooled connection parses and plans it once, not for every group.
 */
const groupStatement = statementTemplate(['group'], (v) => {
  const m = chatMessages;
  return sql`
    with ins as (
      insert into ${m} (id, sender_id, receiver_id, type, content)
      select x.id, x."senderId", x."receiverId", 'text', x.content
      from json_to_recordset(${v.group}::json) as x(id uuid, "senderId" uuid, "receiverId" uuid, content text)
      returning sender_id, receiver_id
    ), receivers as (select distinct receiver_id from ins)
    select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
      (select json_agg(json_build_array(u.receiver_id, u.sender_id, u.n)) from (
        select receiver_id, sender_id, sum(n)::int as n from (
          select c.receiver_id, c.sender_id, c.n from ${chatUnread} c
          where c.receiver_id in (select receiver_id from receivers) and c.n > 0
          union all select receiver_id, sender_id, 1 from ins
        ) x group by 1, 2
      ) u) as counts`;
});
const GROUP_STATEMENT = 'qs_chat_insert_group';

type GroupRow = { sent_at: string | null; counts: Array<[string, string, number]> | null };

async function insertGroup(db: Db, items: readonly NewMessage[]): Promise<{ sentAt: string; unread: Map<string, ChatUnread> }> {
  const [result] = await queryText<GroupRow>(db, groupStatement.text, groupStatement.params({ group: JSON.stringify(items) }), GROUP_STATEMENT);
  const sentAt = result?.sent_at;
  if (!sentAt) throw new Error('chat messages not stored');
  const unread = new Map<string, ChatUnread>();
  for (const [receiverId, senderId, n] of result.counts ?? []) {
    let u = unread.get(receiverId);
    if (!u) unread.set(receiverId, (u = { total: 0, bySender: [] }));
    u.bySender.push({ userId: senderId, count: n });
    u.total += n;
  }
  return { sentAt, unread };
}

async function drainGroups(db: Db, group: Lane): Promise<void> {
  group.busy = true;
  try {
    // The messages of this turn of the event loop join the first group.
    await new Promise((resolve) => setImmediate(resolve));
    while (group.queue.length > 0) {
      const items = group.queue.splice(0, GROUP_MAX);
      try {
        const { sentAt, unread } = await insertGroup(
          db,
          items.map((i) => i.values),
        );
        for (const i of items) i.resolve({ id: i.values.id, sentAt, unread: unread.get(i.values.receiverId) ?? { total: 0, bySender: [] } });
      } catch {
        // One row the database refuses (a receiver deleted meanwhile) must not fail the others: each alone.
        await Promise.all(items.map((i) => storeOne(db, i.values).then(i.resolve, i.reject)));
      }
    }
  } finally {
    group.busy = false;
  }
}

function storeTextMessage(db: Db, senderId: string, receiverId: string, content: string): Promise<Stored> {
  let lanes = groups.get(db);
  if (!lanes) {
    lanes = Array.from({ length: LANES }, () => ({ queue: [], busy: false }));
    groups.set(db, lanes);
  }
  const g = lanes[laneOf(receiverId)] ?? (lanes[0] as Lane);
  return new Promise<Stored>((resolve, reject) => {
    g.queue.push({ values: { id: randomUUID(), senderId, receiverId, content }, resolve, reject });
    if (!g.busy) void drainGroups(db, g);
  });
}

/**
 * Stored first, then delivered: both people's every socket gets it, the receiver's with their new unread counts
 * (`unread`: one packet, not a message and an `unread` event). The socket that sent it has it in its
 * acknowledgement; the sender's other tabs and devices get it here.
 */
function emitMessage(deps: ChatDeps, message: ChatMessage, event: string, unread: ChatUnread, exceptSocket?: string): void {
  const forReceiver: ChatMessageEvent = { ...message, unread };
  deps.realtime.emitToUser(message.receiverId, event, forReceiver);
  // The sending socket is in the sender's room only; it has the message in its acknowledgement.
  if (exceptSocket) deps.realtime.emitToUserExcept(message.senderId, exceptSocket, event, message);
  else deps.realtime.emitToUser(message.senderId, event, message);
}

/**
 * POST /api/chat/messages and the socket's chat:send: a text message to someone the sender may talk with.
 * `mayTalkTo`: the socket's own short-lived answer to that question (chat.socket.ts), instead of asking again;
 * `fromSocket`: the sending socket, which gets the message in its acknowledgement rather than as an event.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  actor: Actor,
  input: { receiverId: string; content: string },
  opts: { mayTalkTo?: (id: string) => Promise<boolean>; fromSocket?: string } = {},
): Promise<ChatMessage> {
  if (opts.mayTalkTo) {
    if (!(await opts.mayTalkTo(input.receiverId))) throw new AppError('FORBIDDEN', texts.errors.pairRefused);
  } else {
    await assertMayTalk(deps.db, actor, input.receiverId);
  }
  const { id, sentAt, unread } = await storeTextMessage(deps.db, actor.id, input.receiverId, input.content);
  const message: ChatMessage = {
    id,
    senderId: actor.id,
    receiverId: input.receiverId,
    content: input.content,
    fileUrl: null,
    fileName: null,
    fileType: null,
    type: 'text',
    sentAt,
    readAt: null,
  };
  emitMessage(deps, message, CHAT_EVENTS.message, unread, opts.fromSocket);
  return message;
}

/** POST /api/chat/upload-file: the file checked by content and size, stored, sent as a message (`send_file`). */
export async function uploadChatFile(
  deps: ChatDeps,
  actor: Actor,
  input: { receiverId: string; file: UploadedPart },
): Promise<UploadChatFileResponse> {
  await assertMayTalk(deps.db, actor, input.receiverId);
  const checked = await checkUpload(input.file.buffer, {
    allowed: ['pdf', 'jpg', 'png', 'docx', 'xlsx'],
    filename: input.file.filename,
  });
  const name = safeFileName(input.file.filename, checked.extension, 'file');
  const [stored] = await storeFiles(deps.db, deps.storage, [
    { buffer: input.file.buffer, name, checked, prefix: 'chat', purpose: 'chat', ownerId: actor.id },
  ]);
  if (!stored) throw new Error('chat file not stored');
  const [row] = await deps.db
    .insert(chatMessages)
    .values({
      senderId: actor.id,
      receiverId: input.receiverId,
      type: 'file',
      content: '',
      fileId: stored.id,
      fileName: name,
      fileType: checked.mimeType,
    })
    .returning();
  if (!row) throw new Error('chat message not stored');
  const [message] = await toMessages(deps, [row]);
  if (!message) throw new Error('chat message not mapped');
  emitMessage(deps, message, CHAT_EVENTS.sendFile, await unreadOf(deps.db, row.receiverId));
  return { fileUrl: message.fileUrl ?? '', fileName: name, fileType: checked.mimeType, message };
}

/**
 * POST /api/chat/conversations/{userId}/read: every message from that person to the actor is read now. The sender
 * gets a read receipt, the actor's every device the new counts.
 */
export async function markConversationRead(
  deps: ChatDeps,
  actor: Actor,
  otherId: string,
): Promise<{ read: number; unread: ChatUnread }> {
  await assertMayTalk(deps.db, actor, otherId);
  const readAt = new Date();
  const rows = await deps.db
    .update(chatMessages)
    .set({ readAt })
    .where(
      and(
        eq(chatMessages.receiverId, actor.id),
        eq(chatMessages.senderId, otherId),
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id });
  const unread = await unreadOf(deps.db, actor.id);
  if (rows.length > 0) {
    const receipt = {
      readerId: actor.id,
      senderId: otherId,
      readAt: readAt.toISOString(),
      count: rows.length,
    };
    deps.realtime.emitToUsers([otherId, actor.id], CHAT_EVENTS.read, receipt);
    deps.realtime.emitToUser(actor.id, CHAT_EVENTS.unread, unread);
  }
  return { read: rows.length, unread };
}

type LastRow = {
  other: string;
  id: string | null;
  sender_id: string;
  receiver_id: string;
  type: 'text' | 'file';
  content: string;
  file_name: string | null;
  file_type: string | null;
  sent_at: string;
  read_at: string | null;
};

/**
 * GET /api/chat/conversations: everyone the actor may talk to, with the last message of each conversation and
 * the messages of theirs the actor has not read; those with messages first (newest first), then by name.
 */
export async function listMyConversations(
  db: Db,
  actor: Actor,
): Promise<{ conversations: ChatConversation[]; unreadTotal: number }> {
  const partners = await chatPartnersOf(db, actor);
  const unread = await unreadOf(db, actor.id);
  if (partners.length === 0) return { conversations: [], unreadTotal: unread.total };
  const m = chatMessages;
  const ids = sql.join(
    partners.map((p) => sql`${p.id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select p.id as other, lm.id, lm.sender_id, lm.receiver_id, lm.type, lm.content, lm.file_name, lm.file_type,
           to_char(lm.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as sent_at,
           to_char(lm.read_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as read_at
    from unnest(array[${ids}]) as p(id)
    join lateral (
      select x.id, x.sender_id, x.receiver_id, x.type, x.content, x.file_name, x.file_type, x.sent_at, x.read_at from ${m} x
      where least(x.sender_id, x.receiver_id) = least(${actor.id}::uuid, p.id)
        and greatest(x.sender_id, x.receiver_id) = greatest(${actor.id}::uuid, p.id)
      order by x.sent_at desc, x.id desc limit 1
    ) lm on true`)) as unknown as { rows: LastRow[] };
  const last = new Map(result.rows.map((r) => [r.other, r]));
  const counts = new Map(unread.bySender.map((u) => [u.userId, u.count]));
  const conversations: ChatConversation[] = partners.map((partner) => {
    const r = last.get(partner.id);
    return {
      partner,
      unreadCount: counts.get(partner.id) ?? 0,
      lastMessage:
        r && r.id
          ? {
              id: r.id,
              senderId: r.sender_id,
              receiverId: r.receiver_id,
              type: r.type,
              content: r.content,
              fileName: r.file_name,
              fileType: r.file_type,
              sentAt: r.sent_at,
              readAt: r.read_at,
            }
          : null,
    };
  });
  conversations.sort((x, y) => (y.lastMessage?.sentAt ?? '').localeCompare(x.lastMessage?.sentAt ?? ''));
  return { conversations, unreadTotal: unread.total };
}
