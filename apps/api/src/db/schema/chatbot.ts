import { sql } from 'drizzle-orm';
import { customType, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The firm's own pages the chatbot answers from (FAQ, service pages, the service catalogue), one passage a row,
 * with a full-text vector (title weighted above body) and a GIN index. Published articles are searched where
 * they live (the articles module's own index); the user's deadlines and tasks are ranked per question.
 */
export const chatbotPassages = pgTable(
  'chatbot_passages',
  {
    id: serial('id').primaryKey(),
    /** faq | service | catalogue */
    source: text('source').notNull(),
    /** Stable per passage (faq:<group>:<n>, service:<slug>:<part>): the sync upserts on it. */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    body: text('body').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')`),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chatbot_passages_ref_unique').on(t.ref), index('chatbot_passages_tsv_idx').using('gin', t.tsv)],
);

/** One chatbot conversation per user (chat, mode, isAgentLive = agent_id set, agentName). Clearing deletes it. */
export const chatbotSessions = pgTable(
  'chatbot_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'ai' | 'handover' | 'agent'>().notNull().default('ai'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    agentName: text('agent_name'),
    /** When the user (or the bot) asked for a person: the queue's order. */
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chatbot_sessions_user_unique').on(t.userId),
    index('chatbot_sessions_queue_idx').on(t.handoverAt, t.id).where(sql`${t.mode} <> 'ai'`),
  ],
);

/** Messages of a session, de-duplicated by the sender's key (unique per session). */
export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatbotSessions.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    role: text('role').$type<'user' | 'bot' | 'agent' | 'system'>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<{ title: string; url: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chatbot_messages_key_unique').on(t.sessionId, t.key), index('chatbot_messages_session_idx').on(t.sessionId, t.createdAt, t.id)],
);
