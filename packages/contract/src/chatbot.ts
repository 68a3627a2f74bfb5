import { z } from 'zod';
import { textSchema } from './fields';

/**
 * The chatbot with human handover (part 1 section 3 "Chatbot session", section 4; part 2 sections 3, 4; the calls
 * are designed here: the spec does not show them).
 *
 * Session state as the spec names it: chat, mode, isAgentLive, agentName, seenKeys, historyFetched. The server
 * keeps chat, mode, isAgentLive and agentName; seenKeys (the message keys the screen already shows) and
 * historyFetched (the history was read once) are the screen's own state (ChatbotState below).
 *
 * Who may use it: signed-in clients and NRI clients. A visitor on the public site has the WhatsApp button the spec
 * puts on every public page; the bot answers from the user's own deadlines and tasks and hands over to the firm's
 * staff, which both need an account. Staff (preparers and admins) take handovers in the agent console.
 *
 * mode: `ai` (the bot answers), `handover` (waiting in the queue for a person), `agent` (a staff member joined:
 * isAgentLive true, agentName set). Closing by the agent returns the session to `ai`; clearing deletes its messages and returns it to `ai`.
 */

export const CHATBOT_MODES = ['ai', 'handover', 'agent'] as const;
export const chatbotModeSchema = z.enum(CHATBOT_MODES);
export type ChatbotMode = z.infer<typeof chatbotModeSchema>;

export const CHATBOT_ROLES = ['user', 'bot', 'agent', 'system'] as const;

/** A message key: chosen by the sender (one per message), so a retry or a second delivery is recognised. */
export const chatbotKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_:-]+$/, 'Letters, digits, "_", ":" and "-" only');

export const CHATBOT_MESSAGE_MAX = 2000;

export const chatbotCitationSchema = z.object({ title: z.string(), url: z.string() });
export type ChatbotCitation = z.infer<typeof chatbotCitationSchema>;

export const chatbotMessageSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  role: z.enum(CHATBOT_ROLES),
  /** The agent's name on an agent's message; null otherwise. */
  authorName: z.string().nullable(),
  content: z.string(),
  citations: z.array(chatbotCitationSchema),
  createdAt: z.string(),
});
export type ChatbotMessage = z.infer<typeof chatbotMessageSchema>;

export const chatbotSessionSchema = z.object({
  /** null until the first message (a GET never creates one). */
  id: z.uuid().nullable(),
  chat: z.array(chatbotMessageSchema),
  mode: chatbotModeSchema,
  isAgentLive: z.boolean(),
  agentName: z.string().nullable(),
});
export type ChatbotSession = z.infer<typeof chatbotSessionSchema>;

export const chatbotSessionResponseSchema = z.object({ session: chatbotSessionSchema });
export type ChatbotSessionResponse = z.infer<typeof chatbotSessionResponseSchema>;

const contentSchema = textSchema()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'Write a message').max(CHATBOT_MESSAGE_MAX, `At most ${CHATBOT_MESSAGE_MAX} characters`));

/** POST /api/chatbot/message and POST /api/chatbot/agent/sessions/{id}/reply. */
export const chatbotMessageBodySchema = z.object({ key: chatbotKeySchema, content: contentSchema });
export type ChatbotMessageBody = z.infer<typeof chatbotMessageBodySchema>;

/**
 * The answer to a message: the messages it added (the user's, and the bot's answer in `ai` mode) and the session
 * after it. With `Accept: text/event-stream` the same call streams: `delta` events ({ text }) while the answer is
 * written, then one `done` event carrying this body (or `error` with { message, code }).
 */
export const chatbotPostResponseSchema = z.object({
  messages: z.array(chatbotMessageSchema),
  session: chatbotSessionSchema,
});
export type ChatbotPostResponse = z.infer<typeof chatbotPostResponseSchema>;

/** POST /api/chatbot/handover: the user asks for a person. */
export const chatbotHandoverBodySchema = z.object({ key: chatbotKeySchema });

export const chatbotSessionParamsSchema = z.object({ id: z.uuid() });

/** One session in the staff agent console's queue. */
export const chatbotQueueItemSchema = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  userName: z.string(),
  userRole: z.string(),
  mode: chatbotModeSchema,
  isAgentLive: z.boolean(),
  agentName: z.string().nullable(),
  /** Whether the caller is the agent who took it. */
  takenByMe: z.boolean(),
  waitingSince: z.string().nullable(),
  lastMessage: z.string().nullable(),
});
export type ChatbotQueueItem = z.infer<typeof chatbotQueueItemSchema>;

export const chatbotQueueResponseSchema = z.object({ items: z.array(chatbotQueueItemSchema) });
export type ChatbotQueueResponse = z.infer<typeof chatbotQueueResponseSchema>;

/** The console's view of one session: the client and the whole conversation. */
export const chatbotAgentSessionResponseSchema = z.object({
  item: chatbotQueueItemSchema,
  session: chatbotSessionSchema,
});
export type ChatbotAgentSessionResponse = z.infer<typeof chatbotAgentSessionResponseSchema>;

/** Live events (delivered through the real-time server once it runs; the screens poll until then). */
export const CHATBOT_EVENTS = {
  /** to the session's user and its agent: { sessionId, messages } */
  message: 'chatbot:message',
  /** to the session's user and its agent: { session } (mode, agent) */
  session: 'chatbot:session',
  /** to staff: the queue changed */
  queue: 'chatbot:queue',
} as const;

/** The screen's state of the chatbot (spec: chat, mode, isAgentLive, agentName, seenKeys, historyFetched). */
export type ChatbotState = {
  sessionId: string | null;
  chat: ChatbotMessage[];
  mode: ChatbotMode;
  isAgentLive: boolean;
  agentName: string | null;
  seenKeys: string[];
  historyFetched: boolean;
};

/** A date of the calendar as the bot writes it: 31 July 2026 (UTC, no locale surprises). */
export function formatChatbotDate(iso: string): string {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} ${months[(m ?? 1) - 1]} ${y}`;
}
