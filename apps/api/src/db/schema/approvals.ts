import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth';
import { companies } from './companies';

/**
 * The four-eyes approval of preparers' work (issue 14; owner: the approvals module). One row per company in state
 * `draft` collects what the preparer staged (company details, directors, shareholders, status); sending it to the
 * approver makes it `pending` with the diff computed at that moment and the company's tasks awaiting approval; the
 * approver's decision makes it `approved` (the changes applied) or `returned` (the changes back in the draft).
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The preparer whose work it is (who staged the draft, who sent it). */
    preparerId: uuid('preparer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** draft | pending | approved | returned (contract APPROVAL_STATES). */
    state: text('state').$type<'draft' | 'pending' | 'approved' | 'returned'>().notNull().default('draft'),
    /** The preparer's note to the approver (set when sent). */
    note: text('note'),
    /** The staged changes (contract StagedChanges): what approving applies and what the diff is made of. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    /** The diff (contract ApprovalDiffEntry[]), computed against the live record when the request is sent. */
    diff: jsonb('diff').$type<unknown[]>().notNull().default([]),
    /** The company's tasks in AwaitingApproval bundled into the request when it was sent. */
    taskIds: uuid('task_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The approver's note on approving. */
    decisionNote: text('decision_note'),
    /** The approver's reason for returning it. */
    decisionReason: text('decision_reason'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** A returned request: the later request that sent its changes again (null while it awaits resubmission). */
    resubmittedById: uuid('resubmitted_by_id'),
    ...timestamps,
  },
  (t) => [
    // One open draft per company: staging merges into it.
    uniqueIndex('approval_requests_one_draft').on(t.companyId).where(sql`${t.state} = 'draft'`),
    // The queue: pending requests, oldest first (all, or of some preparers).
    index('approval_requests_queue_idx').on(t.state, t.submittedAt, t.id),
    index('approval_requests_preparer_idx').on(t.preparerId, t.state, t.submittedAt, t.id),
    // The history: decided requests, newest first.
    index('approval_requests_decided_idx').on(t.decidedAt, t.id).where(sql`${t.decidedAt} is not null`),
    index('approval_requests_preparer_decided_idx').on(t.preparerId, t.decidedAt, t.id).where(sql`${t.decidedAt} is not null`),
    index('approval_requests_company_idx').on(t.companyId, t.state),
  ],
);
