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

/**
 * Who new clients of a kind go to by default, set by the admin (one row per kind; today only 'nri_preparer': the
 * preparer a paid NRI filing is assigned to). No row, or a preparer no longer active: the fallback rule applies.
 */
export const assignmentDefaults = pgTable('assignment_defaults', {
  kind: text('kind').$type<'nri_preparer'>().primaryKey(),
  preparerId: uuid('preparer_id').references(() => users.id, { onDelete: 'cascade' }),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
