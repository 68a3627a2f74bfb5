import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statementTemplate } from './prepared';

describe('statementTemplate', () => {
  it("builds the SQL once and fills each call's values into their parameters, constants kept", () => {
    let built = 0;
    const st = statementTemplate(['userId', 'day'], (v) => {
      built += 1;
      return sql`select * from t where a = ${v.userId} and b in (${'x'}, ${'y'}) and c < ${v.day}::date and d = ${v.userId}`;
    });
    expect(st.text).toBe('select * from t where a = $1 and b in ($2, $3) and c < $4::date and d = $5');
    expect(st.params({ userId: 'u1', day: '2026-11-27' })).toEqual(['u1', 'x', 'y', '2026-11-27', 'u1']);
    expect(st.params({ userId: null, day: '2026-11-28' })).toEqual([null, 'x', 'y', '2026-11-28', null]);
    expect(built).toBe(1);
  });

  it('refuses a value the builder transforms, or one it leaves out', () => {
    expect(() => statementTemplate(['term'], (v) => sql`select 1 where a like ${`%${v.term}%`}`)).toThrow(/transformed/);
    expect(() => statementTemplate(['a', 'b'], (v) => sql`select ${v.a}`)).toThrow(/b is not a parameter/);
  });
});
