import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roleAssignments } from '../../db/schema/assignments';

/**
 * The client-book import's preparer assignments, in one statement: `source` is a select with the columns
 * `preparer_id` and `client_id`. A client who already has a preparer keeps them (the import never reassigns);
 * the others get the preparer of their first row. Answers how many assignments it made.
 */
export async function assignImportedPreparers(db: Db, source: SQL): Promise<number> {
  const result = (await db.execute(sql`
    insert into ${roleAssignments} (kind, preparer_id, target_id)
    select distinct on (s.client_id) 'preparer_client', s.preparer_id, s.client_id
    from (${source}) s
    where s.client_id is not null and s.preparer_id is not null
      and not exists (select 1 from ${roleAssignments} r where r.kind = 'preparer_client' and r.target_id = s.client_id)
    order by s.client_id
    on conflict do nothing`)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
