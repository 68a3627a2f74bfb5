import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.id),
    // The admin's audit log: each filter's rows newest first on (created_at, id), keyset paged (modules/audit).
    index('audit_logs_target_created_idx').on(t.targetType, t.targetId, t.createdAt, t.id),
    index('audit_logs_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_logs_action_created_idx').on(t.action, t.createdAt, t.id),
  ],
);
