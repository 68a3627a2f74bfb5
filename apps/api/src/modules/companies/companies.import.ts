import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CopyIn } from '../../db/copy';
import { companies, companyActivity, companyServices } from '../../db/schema/companies';
import { insertFirstCalendars } from '../calendar/calendar.service';

/** A catalogue service an imported company may list (by slug), priced as the catalogue prices it now. */
export type ImportCatalogueService = { slug: string; id: number; priceMinor: number; currency: string };

/**
 * The client-book import's companies, set-based (modules/rcn-import hands its staged rows as `source`, a select
 * with the columns line, company_name, normalized_name, registration_number (upper-case), jurisdiction,
 * company_type, incorporation_date, financial_year_end, registered_address, contact_email, contact_phone,
 * services (text[] of slugs), owner_id and preparer_id).
 *
 * A company whose registration number is already confirmed in its jurisdiction (the unique index) is left as it
 * is, so importing a file again duplicates nothing; within one source the first row of a number wins. New
 * companies are running companies (active, incorporated), get an activity entry naming the import, their listed
 * services (active, at the catalogue price) and their compliance calendar, synced as of `asOf` (through COPY when
 * the caller hands its connection's `copy`). Their rows get time-ordered ids (qs_uuidv7(), migration 0041), so the
 * keys and the company-keyed indexes grow at their right edge.
 */
export async function insertImportedCompanies(
  db: Db,
  input: {
    source: SQL;
    actorId: string | null;
    jobId: string;
    catalogue: readonly ImportCatalogueService[];
    asOf: string;
    copy?: CopyIn | undefined;
    tick?: (step: string) => void;
  },
): Promise<{ created: number }> {
  const result = (await db.execute(sql`
    with src as (${input.source}),
    firsts as (
      select distinct on (s.jurisdiction, lower(s.registration_number)) s.*
      from src s
      order by s.jurisdiction, lower(s.registration_number), s.line
    ),
    ins as (
      insert into ${companies} (id, name, normalized_name, registration_number, jurisdiction, company_type, status, incorporation_status,
        owner_id, preparer_id, incorporation_date, financial_year_end, registered_address, contact_email, contact_number, compliance_synced_on)
      select qs_uuidv7(), f.company_name, f.normalized_name, f.registration_number, f.jurisdiction, f.company_type, 'active', 'incorporated',
        f.owner_id, f.preparer_id, f.incorporation_date, f.financial_year_end, f.registered_address, f.contact_email, f.contact_phone, ${input.asOf}::date
      from firsts f
      on conflict (jurisdiction, lower(registration_number))
        where deleted_at is null and registration_number is not null and not registration_held
        do nothing
      returning id, jurisdiction, company_type, incorporation_date, financial_year_end, registration_number
    ),
    act as (
      insert into ${companyActivity} (id, company_id, actor_id, action, details)
      select qs_uuidv7(), ins.id, ${input.actorId}::uuid, 'company.imported', jsonb_build_object('jobId', ${input.jobId}::text)
      from ins
    ),
    cat as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(input.catalogue.map((c) => ({ slug: c.slug, id: c.id, price_minor: c.priceMinor, currency: c.currency })))}::jsonb)
        as c(slug text, id int, price_minor int, currency text)
    ),
    wanted as materialized (
      select distinct f.jurisdiction, f.registration_number, cat.id, cat.price_minor, cat.currency
      from firsts f
      cross join lateral unnest(f.services) as slug(v)
      join cat on cat.slug = slug.v
    ),
    svc as (
      insert into ${companyServices} (id, company_id, service_id, status, price_minor, currency)
      select qs_uuidv7(), ins.id, w.id, 'active', w.price_minor, w.currency
      from ins
      join wanted w on w.jurisdiction = ins.jurisdiction and w.registration_number = ins.registration_number
      on conflict do nothing
    )
    select id, jurisdiction, company_type, to_char(incorporation_date, 'YYYY-MM-DD') as incorporation_date, financial_year_end from ins`)) as unknown as {
    rows: Array<{
      id: string;
      jurisdiction: string;
      company_type: string;
      incorporation_date: string | null;
      financial_year_end: string;
    }>;
  };
  input.tick?.('companies');
  await insertFirstCalendars(
    db,
    result.rows.map((r) => ({
      id: r.id,
      jurisdiction: r.jurisdiction,
      companyType: r.company_type,
      incorporationDate: r.incorporation_date,
      financialYearEnd: r.financial_year_end,
    })),
    input.asOf,
    input.copy,
  );
  input.tick?.('calendars');
  return { created: result.rows.length };
}
