import { describe, expect, it } from 'vitest';
import { encodeCursor, parseCursor } from './cursor';

describe('keyset cursor', () => {
  const cursor = { ts: '2026-11-23 17:05:35.123456+00', id: '0b0d9a3e-4c1f-4f4e-9a55-1a2b3c4d5e6f' };

  it('round-trips a timestamp with microseconds and an id, as URL-safe text', () => {
    const raw = encodeCursor(cursor);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseCursor(raw)).toEqual(cursor);
  });

  it('refuses anything that is not one of ours', () => {
    const b64 = (v: unknown) => encodeCursor({ ts: 'x', id: 'y' }).replace(/.*/, Buffer.from(JSON.stringify(v)).toString('base64url'));
    for (const raw of ['', 'not base64!', b64('x'), b64(['2026-02-31 00:00:00', cursor.id]), b64([cursor.ts, 'nope']), b64([cursor.ts]), b64({ ts: cursor.ts, id: cursor.id })]) {
      expect(parseCursor(raw)).toBeNull();
    }
  });
});
