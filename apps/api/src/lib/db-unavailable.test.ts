import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from './db-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it('knows a server that is down, restarting or out of connections', () => {
    expect(databaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(databaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(databaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(databaseUnavailable(withCode('53300', 'too many clients'))).toBe(true);
    expect(databaseUnavailable(withCode('08006'))).toBe(true);
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it("looks through drizzle's wrapper and an AggregateError (each address refused)", () => {
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(databaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('leaves a bad query, a constraint or any other error alone', () => {
    expect(databaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(databaseUnavailable(withCode('42P01', 'relation "users" does not exist'))).toBe(false);
    expect(databaseUnavailable(new Error('Failed query: x', { cause: withCode('22P02') }))).toBe(false);
    expect(databaseUnavailable(new Error('boom'))).toBe(false);
    expect(databaseUnavailable(null)).toBe(false);
  });
});
