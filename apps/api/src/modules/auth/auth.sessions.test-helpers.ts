import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { REFRESH_GRACE_MS } from './auth.sessions';

/** Moves a refresh token's rotation into the past, beyond the grace window (so presenting it again is reuse). */
export async function ageRotationOf(db: Db, token: string, ms = REFRESH_GRACE_MS + 5_000): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, sha256(token)));
}
