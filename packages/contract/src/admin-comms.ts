import { z } from 'zod';
import { calendarEntrySchema, updateCalendarEntryBodySchema } from './calendar';
import { recommendationSchema } from './client-area';
import { CALENDAR_STATUSES } from './compliance-rules';
import { cursorParamSchema } from './cursor';
import { isoDateSchema, textSchema } from './fields';
import { contactMessageSchema, jobApplicationSchema } from './public-site';

/**
 * The admin's communication calls (part 2 section 7 "Admin"): notify-all, the admin's own notifications, the
 * conversations across the platform, calendar actions, insight recommendations, and the inbox of contact messages
 * and job applications (paths designed here: /api/admin/contact-messages*, /api/admin/job-applications*).
 */

const cursor = cursorParamSchema.optional();
const take = (def: number) => z.coerce.number().int().min(1).max(100).default(def);
const idParam = z.uuid('Not a valid id');

/* ------------------------------------------------------------------ notify-all */

export const NOTIFY_TITLE_MAX = 120;
export const NOTIFY_MESSAGE_MAX = 2000;

/** POST /api/admin/notify-all: one in-app notification (type broadcast) to every active user. */
export const notifyAllBodySchema = z.object({
  title: textSchema().trim().min(1, 'Enter a title').max(NOTIFY_TITLE_MAX, `At most ${NOTIFY_TITLE_MAX} characters`),
  message: textSchema().trim().min(1, 'Enter a message').max(NOTIFY_MESSAGE_MAX, `At most ${NOTIFY_MESSAGE_MAX} characters`),
});
export type NotifyAllBody = z.infer<typeof notifyAllBodySchema>;
/** `count`: the users it will reach (active: not blocked, not deleted), delivered in the background in batches. */
export const notifyAllResponseSchema = z.object({ message: z.string(), count: z.number().int() });
export type NotifyAllResponse = z.infer<typeof notifyAllResponseSchema>;

/** GET /api/admin/notify-all/recipients: how many users a notify-all would reach now (the composer's confirmation). */
export const notifyAllRecipientsResponseSchema = z.object({ count: z.number().int() });

/* ------------------------------------------------------------------ chats */

export const chatPersonSchema = z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), role: z.string() });
export const conversationSchema = z.object({
  /** The two people, in a stable order (the smaller id first). */
  userA: chatPersonSchema,
  userB: chatPersonSchema,
  messageCount: z.number().int(),
  /** Messages not yet read by their receiver. */
  unreadCount: z.number().int(),
  lastMessage: z.object({
    id: z.uuid(),
    senderId: z.uuid(),
    type: z.enum(['text', 'file']),
    content: z.string(),
    fileName: z.string().nullable(),
    sentAt: z.string(),
  }),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const adminChatsQuerySchema = z.object({ cursor, take: take(50) });
export const adminChatsResponseSchema = z.object({
  conversations: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminChatsResponse = z.infer<typeof adminChatsResponseSchema>;

/* ------------------------------------------------------------------ calendar actions */

/** A calendar entry of any company, with the company's and its owner's names. */
export const calendarActionSchema = calendarEntrySchema.extend({
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  ownerName: z.string().nullable(),
  updatedAt: z.string(),
});
export type CalendarAction = z.infer<typeof calendarActionSchema>;

/** GET /api/admin/calendar-actions: every company's entries by due date (earliest first), keyset paged. */
export const calendarActionsQuerySchema = z.object({
  status: z.enum(CALENDAR_STATUSES).optional(),
  companyId: idParam.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  cursor,
  take: take(50),
});
export type CalendarActionsQuery = z.infer<typeof calendarActionsQuerySchema>;
export const calendarActionsResponseSchema = z.object({
  items: z.array(calendarActionSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type CalendarActionsResponse = z.infer<typeof calendarActionsResponseSchema>;

/** GET /api/admin/calendar-actions/today: open entries due today and those overdue (oldest first), with counts. */
export const calendarActionsTodayQuerySchema = z.object({ companyId: idParam.optional(), take: take(50) });
export const calendarActionsTodayResponseSchema = z.object({
  today: z.string(),
  dueToday: z.array(calendarActionSchema),
  dueTodayCount: z.number().int(),
  overdue: z.array(calendarActionSchema),
  overdueCount: z.number().int(),
});
export type CalendarActionsTodayResponse = z.infer<typeof calendarActionsTodayResponseSchema>;

/** PUT /api/admin/calendar-actions/{id}: what an entry has (title, notes, due date, state). */
export const updateCalendarActionBodySchema = updateCalendarEntryBodySchema;
export const updateCalendarActionResponseSchema = z.object({ message: z.string(), entry: calendarActionSchema });

/* ------------------------------------------------------------------ insight recommendations */

export const userIdParamsSchema = z.object({ userId: idParam });

export const INSIGHT_CONTENT_MAX = 5000;
export const INSIGHT_MAX_FILES = 5;
/** The text fields of PUT /api/admin/insight-recommendation/{userId} (multipart; files in the field `files`). */
export const insightFieldsSchema = z.object({
  content: textSchema().trim().min(1, 'Write the recommendation').max(INSIGHT_CONTENT_MAX, `At most ${INSIGHT_CONTENT_MAX} characters`),
  /** Files of the current recommendation to keep in the new version: a comma list of their file ids. */
  keepFileIds: z
    .string()
    .max(1000)
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .pipe(z.array(z.uuid('Not a valid file id')).max(INSIGHT_MAX_FILES)),
});
export const insightUpdatedResponseSchema = z.object({ message: z.string(), recommendation: recommendationSchema });
export const insightHistoryResponseSchema = z.object({ items: z.array(recommendationSchema) });
export type InsightHistoryResponse = z.infer<typeof insightHistoryResponseSchema>;

/* ------------------------------------------------------------------ inbox: contact messages, job applications */

export const INBOX_STATES = ['open', 'handled', 'all'] as const;
export const inboxQuerySchema = z.object({
  /** Name, e-mail or (messages) topic text, case-insensitive. */
  q: textSchema().trim().max(200).optional(),
  state: z.enum(INBOX_STATES).default('open'),
  cursor,
  take: take(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
const handled = { handledAt: z.string().nullable(), handledByName: z.string().nullable() };
export const adminContactMessageSchema = contactMessageSchema.extend(handled);
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminJobApplicationSchema = jobApplicationSchema.extend(handled);
export type AdminJobApplication = z.infer<typeof adminJobApplicationSchema>;

export const adminContactMessagesResponseSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminContactMessagesResponse = z.infer<typeof adminContactMessagesResponseSchema>;
export const adminContactMessageResponseSchema = z.object({ contactMessage: adminContactMessageSchema });
export const adminJobApplicationsResponseSchema = z.object({
  applications: z.array(adminJobApplicationSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type AdminJobApplicationsResponse = z.infer<typeof adminJobApplicationsResponseSchema>;
export const adminJobApplicationResponseSchema = z.object({ application: adminJobApplicationSchema });

/** PUT .../{id}/handled: mark handled (true) or open again (false). */
export const markHandledBodySchema = z.object({ handled: z.boolean() });
export const contactMessageHandledResponseSchema = z.object({ message: z.string(), contactMessage: adminContactMessageSchema });
export const jobApplicationHandledResponseSchema = z.object({ message: z.string(), application: adminJobApplicationSchema });
