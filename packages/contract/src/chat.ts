import { z } from 'zod';
import { cursorParamSchema } from './cursor';
import { textSchema } from './fields';

/**
 * In-app chat (part 1 "Chat"; part 2 section 3 "Chat message" and section 7 "Chat"): the two calls the spec shows
 * (GET /api/chat/messages, POST /api/chat/upload-file) and the designed ones (the caller's conversations, sending a
 * text over HTTP, marking a conversation read, unread totals), and the real-time server's events.
 *
 * Who may talk: a client with their chat agents ("Your team": their preparers and the approvers above them), an NRI
 * client with their NRI preparer, staff with staff. Any other pair is refused (403) on send and on history; admins
 * read every conversation.
 */

const idParam = z.uuid('Not a valid id');

/** One message: the spec's fields, plus readAt (null until the receiver read it). */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  content: z.string(),
  /** A short-lived signed download link (file messages only). */
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileType: z.string().nullable(),
  type: z.enum(['text', 'file']),
  sentAt: z.string(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_PAGE_DEFAULT = 30;

/**
 * GET /api/chat/messages?userA&userB: the conversation of two people, newest page first. `cursor` is the
 * `nextCursor` of the previous page (older messages: history pages backwards); each page lists its messages oldest
 * first, ready to show above what is on screen.
 */
export const chatMessagesQuerySchema = z.object({
  userA: idParam,
  userB: idParam,
  cursor: cursorParamSchema.optional(),
  take: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_DEFAULT),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;
export const chatMessagesResponseSchema = z.object({
  data: z.object({
    messages: z.array(chatMessageSchema),
    /** Pass as `cursor` for the older page; null at the first message. */
    nextCursor: z.string().nullable(),
    hasMore: z.boolean(),
  }),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

const contentSchema = textSchema()
  .trim()
  .min(1, 'Write a message')
  .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters`);

/** POST /api/chat/messages (designed): a text message; the socket's `chat:send` does the same. */
export const sendChatMessageBodySchema = z.object({ receiverId: idParam, content: contentSchema });
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;
export const sendChatMessageResponseSchema = z.object({ message: chatMessageSchema });

/** POST /api/chat/upload-file: multipart, the file in `file` and the text field `receiverId`. */
export const uploadChatFileFieldsSchema = z.object({ receiverId: idParam });
export const uploadChatFileResponseSchema = z.object({
  fileUrl: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  /** The stored message (also sent to both people as `send_file`). */
  message: chatMessageSchema,
});
export type UploadChatFileResponse = z.infer<typeof uploadChatFileResponseSchema>;

/** A person the caller may talk to. */
export const chatPartnerSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  role: z.string(),
  /** "Your preparer", "Client", "NRI client", "Preparer", ... */
  title: z.string(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/**
 * GET /api/chat/conversations (designed): everyone the caller may talk to, those with the newest message first
 * (then the rest by name), each with the last message and how many of theirs the caller has not read.
 */
export const chatConversationSchema = z.object({
  partner: chatPartnerSchema,
  lastMessage: chatMessageSchema.omit({ fileUrl: true }).nullable(),
  unreadCount: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const chatConversationsResponseSchema = z.object({
  conversations: z.array(chatConversationSchema),
  unreadTotal: z.number().int(),
});
export type ChatConversationsResponse = z.infer<typeof chatConversationsResponseSchema>;

/** GET /api/chat/unread (designed): the caller's unread messages, in total and per sender. */
export const chatUnreadSchema = z.object({
  total: z.number().int(),
  bySender: z.array(z.object({ userId: z.uuid(), count: z.number().int() })),
});
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/**
 * The payload of the `message` and `send_file` events: the message, and on the receiver's copy only `unread`, the
 * receiver's counts with this message in them (one packet instead of a message and a separate `unread` event).
 */
export const chatMessageEventSchema = chatMessageSchema.extend({ unread: chatUnreadSchema.optional() });
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** POST /api/chat/conversations/{userId}/read (designed): every message from that person is read now. */
export const chatPartnerParamsSchema = z.object({ userId: idParam });
export const markChatReadResponseSchema = z.object({ read: z.number().int(), unread: chatUnreadSchema });

/* ------------------------------------------------------------------ real time */

/** socket.io's path on the API's own origin and port. */
export const REALTIME_PATH = '/socket.io';

/**
 * The `data.code` of a refused handshake (`connect_error`): TOKEN_EXPIRED means refresh the access token and
 * connect again; UNAUTHENTICATED means sign in again. Account barriers keep their own codes (ACCOUNT_BLOCKED, ...).
 */
export const REALTIME_ERRORS = { tokenExpired: 'TOKEN_EXPIRED', unauthenticated: 'UNAUTHENTICATED' } as const;

/** Event names. Server to client: */
export const CHAT_EVENTS = {
  /**
   * A new text message (payload ChatMessageEvent), to both people's every socket (the sending socket has it in its
   * acknowledgement); the receiver's copy carries their new unread counts in `unread`.
   */
  message: 'message',
  /** A new file message (payload ChatMessageEvent with fileUrl), to both people; `unread` as for `message`. */
  sendFile: 'send_file',
  /** Read receipt (ChatReadReceipt): to the sender whose messages were read, and to the reader's other devices. */
  read: 'message_read',
  /** ChatTyping: someone is (or stopped) typing to you. */
  typing: 'typing',
  /** ChatPresence: a watched person came online or went offline. */
  presence: 'presence',
  /**
   * ChatUnread: your unread counters changed because you read a conversation (on every device). A new message's
   * counts come in that message's event (`unread`), not here.
   */
  unread: 'unread',
} as const;

/** Client to server (each with an acknowledgement callback answering ChatAck). */
export const CHAT_COMMANDS = {
  /** SendChatMessageBody -> ChatAck with `message`. */
  send: 'chat:send',
  /** { userId } -> ChatAck with `unread`. */
  read: 'chat:read',
  /** { to, typing } (no ack needed). */
  typing: 'chat:typing',
  /** { userIds } -> ChatAck with `online` (ids of those online); presence events follow for them. */
  watchPresence: 'presence:watch',
} as const;

export const chatReadReceiptSchema = z.object({
  readerId: z.uuid(),
  senderId: z.uuid(),
  readAt: z.string(),
  count: z.number().int(),
});
export type ChatReadReceipt = z.infer<typeof chatReadReceiptSchema>;
export const chatTypingSchema = z.object({ userId: z.uuid(), typing: z.boolean() });
export type ChatTyping = z.infer<typeof chatTypingSchema>;
export const chatPresenceSchema = z.object({ userId: z.uuid(), online: z.boolean() });
export type ChatPresence = z.infer<typeof chatPresenceSchema>;

export const chatReadCommandSchema = z.object({ userId: idParam });
export const chatTypingCommandSchema = z.object({ to: idParam, typing: z.boolean() });
export const chatWatchCommandSchema = z.object({ userIds: z.array(idParam).max(200) });

/** The acknowledgement of a client command: ok with its result, or the error as the HTTP API words it. */
export type ChatAck<T = Record<string, unknown>> =
  ({ ok: true } & T) | { ok: false; error: { code: string; message: string } };
