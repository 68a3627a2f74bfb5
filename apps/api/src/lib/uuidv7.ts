import { randomFillSync } from 'node:crypto';

/**
 * Time-ordered ids (UUID version 7, RFC 9562): 48 bits of Unix milliseconds, the version and variant bits, then
 * random bits. Rows written in bulk with these ids land at the right edge of their indexes (the SQL twin is
 * qs_uuidv7(), migration 0041). Random bytes are drawn 4 KB at a time.
 */
const pool = Buffer.alloc(4096);
let offset = pool.length;

export function uuidv7(now = Date.now()): string {
  if (offset + 10 > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = Buffer.alloc(16);
  b.writeUIntBE(now, 0, 6);
  pool.copy(b, 6, offset, offset + 10);
  offset += 10;
  b[6] = ((b[6] as number) & 0x0f) | 0x70;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
