import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column always written with its table ("tasks"."company_id"). Drizzle leaves the table out when a query reads
 * one table, and inside a correlated subquery an unqualified name binds to the subquery's own table first.
 */
export function qualified(column: Column | SQL): SQL {
  if (!('table' in column)) return sql`${column}`;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A unique index refused the row (PostgreSQL 23505; drizzle may wrap the driver's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * For a check-then-write that a unique index backs: two requests at once may both pass the check, and the index
 * lets one win; the other runs again, and its check now sees the winner.
 */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return work();
  }
}

/**
 * A constant of the code (a status, a kind, a role) as an SQL string literal, written into the statement's text so
 * that the planner sees it. Only for the code's own constants: one holding a quote or a backslash throws.
 */
export function sqlLiteral(value: string): string {
  if (value.includes("'") || value.includes('\\')) throw new Error(`not a plain constant: ${value}`);
  return `'${value}'`;
}

/** Constants as a comma-separated list of SQL string literals (sqlLiteral), for `in (...)`. */
export function sqlLiteralList(values: readonly string[]): SQL {
  return sql.raw(values.map(sqlLiteral).join(', '));
}
