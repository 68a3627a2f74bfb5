import { sql } from 'drizzle-orm';
import type { AdminChatsResponse, Conversation } from '@quayside/contract/admin-comms';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema/chat';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { getUserRefs } from '../auth/auth.service';

/**
 * Chat between two people (part 1 "Chat"; part 2 "Chat message"). This module owns chat_messages. The rules of who
 * may talk, history, sending, files, unread counters and the live events are in chat.messages.ts and
 * chat.socket.ts (re-exported here); the admin's conversation list (GET /api/admin/chats) is below.
 */
export {
  assertMayTalk,
  chatPartnersOf,
  listChatMessages,
  listMyConversations,
  markConversationRead,
  mayTalk,
  sendChatMessage,
  unreadOf,
  uploadChatFile,
  type ChatDeps,
} from './chat.messages';
export { registerChatSocket } from './chat.socket';

export type NewChatMessage = {
  senderId: string;
  receiverId: string;
  content?: string;
  file?: { fileId: string; fileName: string; fileType: string } | null;
  sentAt?: Date;
};

/** Stores one message (text, or a file already stored through the files module). */
export async function recordChatMessage(db: Db, input: NewChatMessage) {
  const [row] = await db
    .insert(chatMessages)
    .values({
      senderId: input.senderId,
      receiverId: input.receiverId,
      type: input.file ? 'file' : 'text',
      content: input.content ?? '',
      fileId: input.file?.fileId ?? null,
      fileName: input.file?.fileName ?? null,
      fileType: input.file?.fileType ?? null,
      ...(input.sentAt ? { sentAt: input.sentAt } : {}),
    })
    .returning();
  if (!row) throw new Error('chat message not stored');
  return row;
}

type ConversationRow = {
  a: string;
  b: string;
  n: number;
  unread: number;
  id: string;
  sender_id: string;
  type: 'text' | 'file';
  content: string;
  file_name: string | null;
  sent_at: string;
  cursor_ts: string;
};

/**
 * Every conversation on the platform (the unordered pairs of people who exchanged messages), the one with the
 * newest message first, keyset paged on that message's (sent_at, id), with counts and the last message.
 */
export async function listConversations(db: Db, query: { cursor?: string; take: number }): Promise<AdminChatsResponse> {
  const cursor = decodeCursor(query.cursor);
  const m = chatMessages;
  const result = (await db.execute(sql`
    with pairs as (
      select least(${m.senderId}, ${m.receiverId}) as a, greatest(${m.senderId}, ${m.receiverId}) as b,
             count(*)::int as n, (count(*) filter (where ${m.readAt} is null))::int as unread
      from ${m} group by 1, 2
    )
    select p.a, p.b, p.n, p.unread, lm.id, lm.sender_id, lm.type, lm.content, lm.file_name,
           to_char(lm.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sent_at, lm.sent_at::text as cursor_ts
    from pairs p
    cross join lateral (
      select x.id, x.sender_id, x.type, x.content, x.file_name, x.sent_at from ${m} x
      where least(x.sender_id, x.receiver_id) = p.a and greatest(x.sender_id, x.receiver_id) = p.b
      order by x.sent_at desc, x.id desc limit 1
    ) lm
    ${cursor ? sql`where (lm.sent_at, lm.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)` : sql``}
    order by lm.sent_at desc, lm.id desc
    limit ${query.take + 1}`)) as unknown as { rows: ConversationRow[] };
  const rows = result.rows;
  const hasMore = rows.length > query.take;
  const page = hasMore ? rows.slice(0, query.take) : rows;
  const people = new Map((await getUserRefs(db, page.flatMap((r) => [r.a, r.b]))).map((u) => [u.id, u]));
  const person = (id: string) => {
    const u = people.get(id);
    return { id, fullName: u?.fullName ?? 'Former user', email: u?.email ?? '', role: u?.role ?? 'client' };
  };
  const conversations: Conversation[] = page.map((r) => ({
    userA: person(r.a),
    userB: person(r.b),
    messageCount: Number(r.n),
    unreadCount: Number(r.unread),
    lastMessage: { id: r.id, senderId: r.sender_id, type: r.type, content: r.content, fileName: r.file_name, sentAt: r.sent_at },
  }));
  const last = page[page.length - 1];
  return { conversations, nextCursor: hasMore && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null, hasMore };
}
