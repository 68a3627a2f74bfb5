import { sql, type SQL } from 'drizzle-orm';
import { OPEN_TASK_STATUSES } from '@quayside/contract/client-area';
import { tasks } from '../../db/schema/tasks';

/** Open tasks past their due date on `today` across the platform (the admin's dashboard): a scalar count. */
export function overdueTasksSql(today: string): SQL {
  const open = sql.join(OPEN_TASK_STATUSES.map((s) => sql`${s}`), sql`, `);
  return sql`(select count(*)::int from ${tasks} t where t.deleted_at is null and t.status in (${open}) and t.due_date < ${today}::date)`;
}
