import { sql } from 'drizzle-orm';
import type { CompanyCounts, CompanyDashboard } from '@quayside/contract/companies';
import type { Db } from '../../db/client';
import { companyServices, directors, shareholders } from '../../db/schema/companies';
import { todayUtc } from '../../lib/dates';
import type { Actor } from '../auth/auth.service';
import { listCalendar } from '../calendar/calendar.service';
import { countDocumentsByStatus } from '../documents/documents.service';
import { countCompanyTasks } from '../tasks/tasks.service';
import { getCompanyForActor } from './companies.access';
import { activityPage } from './companies.activity';
import { toCompany } from './companies.mapping';

/** The counts a company's dashboard shows: its people and services, documents by status, tasks by state. */
export async function companyCounts(db: Db, companyId: string): Promise<CompanyCounts> {
  const [people, byStatus, t] = await Promise.all([
    db
      .select({
        directors: sql<number>`(select count(*) from ${directors} where ${directors.companyId} = ${companyId})`.mapWith(Number),
        shareholders: sql<number>`(select count(*) from ${shareholders} where ${shareholders.companyId} = ${companyId})`.mapWith(Number),
        services: sql<number>`(select count(*) from ${companyServices} where ${companyServices.companyId} = ${companyId})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
    countDocumentsByStatus(db, companyId),
    countCompanyTasks(db, companyId, todayUtc()),
  ]);
  const p = people[0];
  return {
    directors: p?.directors ?? 0,
    shareholders: p?.shareholders ?? 0,
    services: p?.services ?? 0,
    documents: {
      total: Object.values(byStatus).reduce((a, n) => a + n, 0),
      pending: byStatus.Pending ?? 0,
      approved: byStatus.Approved ?? 0,
      rejected: byStatus.Rejected ?? 0,
    },
    tasks: t,
  };
}

/** GET /api/companies/{id}/dashboard */
export async function getCompanyDashboard(db: Db, id: string, actor: Actor): Promise<CompanyDashboard> {
  const row = await getCompanyForActor(db, id, actor);
  const [company, counts, upcomingDeadlines, activity] = await Promise.all([
    toCompany(db, row),
    companyCounts(db, row.id),
    listCalendar(db, row.id, { openOnly: true, limit: 5 }),
    activityPage(db, row.id, { limit: 10 }),
  ]);
  return { company, counts, upcomingDeadlines, recentActivity: activity.items };
}
