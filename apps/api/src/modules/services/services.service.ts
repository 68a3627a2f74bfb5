import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ListServicesQuery, Service } from '@quayside/contract/services';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/services';

type Row = typeof services.$inferSelect;

export function toService(row: Row): Service {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    line: row.line as Service['line'],
    jurisdiction: row.jurisdiction as Service['jurisdiction'],
    priceMinor: row.priceMinor,
    currency: row.currency,
    billing: row.billing,
  };
}

/** Active catalogue services; a jurisdiction filter also returns the services offered everywhere. */
export async function listServices(db: Db, query: ListServicesQuery = {}): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.isActive, true),
        query.jurisdiction
          ? or(eq(services.jurisdiction, query.jurisdiction), isNull(services.jurisdiction))
          : undefined,
        query.line ? eq(services.line, query.line) : undefined,
      ),
    )
    .orderBy(asc(services.sortOrder), asc(services.id));
  return rows.map(toService);
}

/**
 * The services with these ids, in the order asked. Unknown ids are left out, and so are inactive ones unless
 * asked for (a company keeps a service that has left the catalogue).
 */
export async function getServicesByIds(db: Db, ids: readonly number[], opts: { includeInactive?: boolean } = {}): Promise<Service[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(services)
    .where(and(inArray(services.id, [...new Set(ids)]), opts.includeInactive ? undefined : eq(services.isActive, true)));
  const byId = new Map(rows.map((r) => [r.id, toService(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
