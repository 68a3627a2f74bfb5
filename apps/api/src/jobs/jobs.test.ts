import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { oneTimeCodes, passwordResets, refreshTokens } from '../db/schema/index';
import { eventually } from '../modules/auth/auth.test-helpers';
import { createUser } from '../test/factories';
import { createTestDatabase } from '../test/test-app';
import { runHousekeeping } from './housekeeping';
import { CALENDAR_ROLL_QUEUE, HOUSEKEEPING_QUEUE, startJobs } from './queue';

const DAY = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

/** Rows on each side of every rule's cutoff; returns the ids that must survive. */
async function seedCredentials(db: Db) {
  const user = await createUser(db, {});
  const token = (label: string, expiresAt: Date) => ({ userId: user.id, familyId: user.id, tokenHash: `${label}-${Math.random()}`, expiresAt });
  const tokens = await db
    .insert(refreshTokens)
    .values([token('old', ago(8)), token('old2', ago(30)), token('recent', ago(6)), token('valid', new Date(now.getTime() + DAY))])
    .returning();
  const code = (expiresAt: Date) => ({ purpose: 'login', subject: user.email, email: user.email, codeHash: 'x', expiresAt });
  const codes = await db.insert(oneTimeCodes).values([code(ago(2)), code(ago(0.5)), code(new Date(now.getTime() + 600_000))]).returning();
  const reset = (expiresAt: Date) => ({ userId: user.id, tokenHash: `r-${Math.random()}`, expiresAt });
  const resets = await db.insert(passwordResets).values([reset(ago(3)), reset(ago(0.1))]).returning();
  return {
    tokens: tokens.slice(2).map((r) => r.id),
    codes: codes.slice(1).map((r) => r.id),
    resets: resets.slice(1).map((r) => r.id),
  };
}

async function ids(db: Db, table: string): Promise<string[]> {
  const result = (await db.execute(sql`select id from ${sql.identifier(table)} order by id`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((r) => r.id);
}

describe('housekeeping', () => {
  it('removes only credentials past their keep period, in batches, and reports the counts', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const keep = await seedCredentials(database.db);
      const report = await runHousekeeping(database.db, now, 1);
      expect(report).toEqual({ refresh_tokens: 2, one_time_codes: 1, password_resets: 1 });
      expect(await ids(database.db, 'refresh_tokens')).toEqual([...keep.tokens].sort());
      expect(await ids(database.db, 'one_time_codes')).toEqual([...keep.codes].sort());
      expect(await ids(database.db, 'password_resets')).toEqual([...keep.resets].sort());
      // Nothing more to do: a second run removes nothing.
      expect(await runHousekeeping(database.db, now)).toEqual({ refresh_tokens: 0, one_time_codes: 0, password_resets: 0 });
    } finally {
      await drop();
    }
  });

  it('runs as a scheduled pg-boss job on the app database', async () => {
    const { database, drop } = await createTestDatabase();
    const logs: Array<{ obj: object; msg: string }> = [];
    const logger = { info: (obj: object, msg: string) => logs.push({ obj, msg }), warn: () => undefined, error: (obj: object, msg: string) => logs.push({ obj, msg }) };
    const jobs = await startJobs(database, logger, { pollingIntervalSeconds: 0.5 });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([[CALENDAR_ROLL_QUEUE, '41 * * * *'], [HOUSEKEEPING_QUEUE, '17 * * * *']]);
      // Expired long before the real clock's cutoff too.
      const user = await createUser(database.db, {});
      await database.db.insert(refreshTokens).values({ userId: user.id, familyId: user.id, tokenHash: 'stale', expiresAt: new Date(Date.now() - 30 * DAY) });
      const id = await jobs.boss.send(HOUSEKEEPING_QUEUE, {});
      expect(id).toBeTruthy();
      await eventually(async () => {
        const job = await jobs.boss.getJobById(HOUSEKEEPING_QUEUE, id ?? '');
        expect(job?.state).toBe('completed');
        expect(job?.output).toMatchObject({ refresh_tokens: 1 });
      }, 15_000);
      expect(await ids(database.db, 'refresh_tokens')).toEqual([]);
      expect(logs.some((l) => l.msg === 'housekeeping done')).toBe(true);
    } finally {
      await jobs.stop();
      await drop();
    }
  });
});
