import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'preparer_approver' | 'preparer_client' | 'preparer_nri'>().notNull(),
    preparerId: uuid('preparer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The approver, client or NRI user on the other end. */
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_assignments_unique').on(t.kind, t.preparerId, t.targetId),
    index('role_assignments_target_idx').on(t.targetId, t.kind),
  ],
);
