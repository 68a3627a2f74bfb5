import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CopyIn } from '../../db/copy';
import { calendarEntries } from '../../db/schema/calendar';
import { uuidv7 } from '../../lib/uuidv7';
import { listExtensionsForRules } from '../rules/rules.service';
import { ruleItemsFor, type ComplianceCompany } from './calendar.service';

/**
 * The compliance calendars of companies that have none yet (created in bulk by the client-book import): the same
 * rule entries a first sync would write (ruleItemsFor, with the due-date extensions), so the companies are synced
 * as of `asOf`. Answers how many entries it wrote.
 *
 * With `copy` (PostgreSQL: the import's own connection, inside its transaction) the entries are streamed in through
 * COPY, computed company by company as the stream asks for them: the companies are brand new (their ids come from
 * the insert that created them), so no entry can clash with one already there. Without it (PGlite), one INSERT.
 * Entries get time-ordered ids (uuidv7), so the key grows at its right edge.
 */
export async function insertFirstCalendars(
  db: Db,
  list: readonly ComplianceCompany[],
  asOf: string,
  copy?: CopyIn,
): Promise<number> {
  if (list.length === 0) return 0;
  const extensions = await listExtensionsForRules(db);
  if (copy) {
    let written = 0;
    function* rows(): Generator<Array<string | null>> {
      for (const company of list) {
        for (const item of ruleItemsFor(company, asOf, extensions)) {
          written += 1;
          yield [
            uuidv7(),
            company.id,
            item.title,
            item.description,
            item.kind,
            'rule',
            item.ruleCode,
            item.periodEnd,
            item.dueDate,
            item.reference,
          ];
        }
      }
    }
    await copy(
      'calendar_entries',
      [
        'id',
        'company_id',
        'title',
        'description',
        'kind',
        'source',
        'rule_code',
        'period_end',
        'due_date',
        'reference',
      ],
      rows(),
    );
    return written;
  }
  const entries: Array<Record<string, string | null>> = [];
  for (const company of list) {
    for (const item of ruleItemsFor(company, asOf, extensions)) {
      entries.push({
        c: company.id,
        t: item.title,
        d: item.description,
        k: item.kind,
        r: item.ruleCode,
        p: item.periodEnd,
        due: item.dueDate,
        ref: item.reference,
      });
    }
  }
  if (entries.length === 0) return 0;
  const result = (await db.execute(sql`
    insert into ${calendarEntries} (id, company_id, title, description, kind, source, rule_code, period_end, due_date, reference)
    select qs_uuidv7(), x.c, x.t, x.d, x.k, 'rule', x.r, x.p, x.due, x.ref
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as x(c uuid, t text, d text, k text, r text, p date, due date, ref text)
    on conflict do nothing`)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? entries.length;
}
