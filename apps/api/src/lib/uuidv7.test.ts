import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuidv7';

describe('uuidv7', () => {
  it('is a version 7, RFC 9562 variant UUID carrying its millisecond timestamp', () => {
    const at = Date.UTC(2026, 10, 27, 12, 0, 0, 123);
    const id = uuidv7(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('orders by time, and ids of the same millisecond differ', () => {
    const ids = [0, 1, 2, 1000, 86_400_000].map((d) => uuidv7(Date.UTC(2026, 0, 1) + d));
    expect([...ids].sort()).toEqual(ids);
    const same = new Set(Array.from({ length: 5000 }, () => uuidv7(Date.UTC(2026, 0, 1))));
    expect(same.size).toBe(5000);
  });
});
