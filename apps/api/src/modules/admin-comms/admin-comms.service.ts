import type { CalendarAction, CalendarActionsQuery } from '@quayside/contract/admin-comms';
import type { UpdateCalendarEntryBody } from '@quayside/contract/calendar';
import { adminMessages } from '@quayside/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { UploadedPart } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { assertMay } from '../access/access.service';
import { getUserRef, getUserRefs, type Actor } from '../auth/auth.service';
import {
  getCalendarEntryRow,
  listAllCalendarEntries,
  listDueCalendarEntries,
  toCalendarEntry,
  todayUtc,
  type CalendarEntryRow,
} from '../calendar/calendar.service';
import { getCompanyBriefs, updateCompanyCalendarEntry } from '../companies/companies.service';
import { listInsightRecommendations, saveRecommendationVersion, toRecommendations } from '../insights/insights.service';

/**
 * The admin's communication work, composed from the owners: calendar actions (calendar, companies), insight
 * recommendations (insights, files). Notify-all and notifications are the notifications module's, chats the chat
 * module's, the inbox the contact and careers modules'; their routes call those directly.
 */

type Deps = { db: Db; storage: Storage };

/* ------------------------------------------------------------------ calendar actions */

async function toCalendarActions(db: Db, rows: readonly CalendarEntryRow[], today: string): Promise<CalendarAction[]> {
  const companies = await getCompanyBriefs(db, rows.map((r) => r.companyId));
  const owners = await getUserRefs(db, companies.map((c) => c.ownerId));
  return rows.map((r) => {
    const company = companies.find((c) => c.id === r.companyId);
    const owner = company?.ownerId ? owners.find((o) => o.id === company.ownerId) : undefined;
    return {
      ...toCalendarEntry(r, today),
      companyId: r.companyId,
      companyName: company?.name ?? null,
      ownerName: owner?.fullName ?? null,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function listCalendarActions(db: Db, query: CalendarActionsQuery) {
  const today = todayUtc();
  const { rows, nextCursor } = await listAllCalendarEntries(db, query, today);
  return { items: await toCalendarActions(db, rows, today), nextCursor, hasMore: nextCursor !== null };
}

export async function calendarActionsToday(db: Db, query: { companyId?: string | undefined; take: number }) {
  const today = todayUtc();
  const due = await listDueCalendarEntries(db, query, today);
  const [dueToday, overdue] = await Promise.all([toCalendarActions(db, due.dueToday, today), toCalendarActions(db, due.overdue, today)]);
  return { today, dueToday, dueTodayCount: due.dueTodayCount, overdue, overdueCount: due.overdueCount };
}

/** Updates an entry through the companies module (access check and audit row there). */
export async function updateCalendarAction(db: Db, actor: Actor, id: string, body: UpdateCalendarEntryBody): Promise<CalendarAction> {
  await updateCompanyCalendarEntry(db, id, body, actor);
  const row = await getCalendarEntryRow(db, id);
  const [out] = await toCalendarActions(db, [row], todayUtc());
  if (!out) throw new AppError('NOT_FOUND', adminMessages.errors.calendarActionNotFound);
  return out;
}

/* ------------------------------------------------------------------ insight recommendations */

/** The client (or NRI client) a recommendation is for: 404 for staff accounts, deleted accounts and unknown ids. */
async function recommendationTarget(db: Db, actor: Actor, userId: string) {
  const user = await getUserRef(db, userId);
  const notFound = () => new AppError('NOT_FOUND', adminMessages.errors.insightUserNotFound);
  if (!user || user.isDeleted || (user.role !== 'client' && user.role !== 'nri_client')) throw notFound();
  await assertMay(db, actor, 'manage', { kind: 'insight', ownerId: user.id, company: null, ownerRole: user.role }, { notFound });
  return user;
}

/** Saves a new version of a client's recommendation (the insights module does the work; see saveRecommendationVersion). */
export async function saveRecommendation(
  deps: Deps,
  actor: Actor,
  userId: string,
  input: { content: string; keepFileIds: string[]; files: UploadedPart[] },
) {
  const user = await recommendationTarget(deps.db, actor, userId);
  return saveRecommendationVersion(deps, actor, user, input);
}

export async function recommendationHistory(deps: Deps, actor: Actor, userId: string) {
  const user = await recommendationTarget(deps.db, actor, userId);
  return { items: await toRecommendations(deps, await listInsightRecommendations(deps.db, user.id, 100)) };
}
