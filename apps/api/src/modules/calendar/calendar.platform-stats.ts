import { sql, type SQL } from 'drizzle-orm';
import { calendarEntries } from '../../db/schema/calendar';

/** Open calendar entries past due on `today` across the platform (the admin's dashboard): a scalar count. */
export function overdueCalendarEntriesSql(today: string): SQL {
  return sql`(select count(*)::int from ${calendarEntries} e where e.state = 'open' and e.due_date < ${today}::date)`;
}
