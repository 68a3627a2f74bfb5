import { desc, eq } from 'drizzle-orm';
import type { InsightsResponse } from '@quayside/contract/client-area';
import type { Db } from '../../db/client';
import { insightRecommendations } from '../../db/schema/insights';
import type { Storage } from '../../lib/storage';
import { getUserRefs } from '../auth/auth.service';
import { getStoredFiles, signedFileUrl } from '../files/files.service';

/**
 * Staff's insight recommendations to a client (content plus files). Each save is a new row, so the rows are
 * the recommendation's history; the client sees the latest under Insights.
 */
export type InsightRecommendationRow = typeof insightRecommendations.$inferSelect;

/** Staff save a recommendation for a client (the admin's and preparer's routes upload the files first). */
export async function saveInsightRecommendation(
  db: Db,
  input: { userId: string; companyId?: string | null; content: string; files?: Array<{ fileId: string; name: string }>; createdById: string },
): Promise<InsightRecommendationRow> {
  const [row] = await db
    .insert(insightRecommendations)
    .values({ userId: input.userId, companyId: input.companyId ?? null, content: input.content, files: input.files ?? [], createdById: input.createdById })
    .returning();
  if (!row) throw new Error('recommendation not saved');
  return row;
}

/** The history of a client's recommendations, newest first. */
export async function listInsightRecommendations(db: Db, userId: string, limit = 50): Promise<InsightRecommendationRow[]> {
  return db
    .select()
    .from(insightRecommendations)
    .where(eq(insightRecommendations.userId, userId))
    .orderBy(desc(insightRecommendations.createdAt), desc(insightRecommendations.id))
    .limit(limit);
}

/** The client's latest recommendation with its author and fresh signed links to its files, or null. */
export async function latestRecommendation(deps: { db: Db; storage: Storage }, userId: string): Promise<InsightsResponse['recommendation']> {
  const [rec] = await listInsightRecommendations(deps.db, userId, 1);
  if (!rec) return null;
  const [out] = await toRecommendations(deps, [rec]);
  return out ?? null;
}

type Recommendation = NonNullable<InsightsResponse['recommendation']>;

/** Recommendations as the contract shows them: author's name and fresh signed links to the files. */
export async function toRecommendations(deps: { db: Db; storage: Storage }, recs: readonly InsightRecommendationRow[]): Promise<Recommendation[]> {
  const [authors, stored] = await Promise.all([
    getUserRefs(deps.db, recs.map((r) => r.createdById)),
    getStoredFiles(deps.db, recs.flatMap((r) => r.files.map((f) => f.fileId))),
  ]);
  const out: Recommendation[] = [];
  for (const rec of recs) {
    const author = authors.find((a) => a.id === rec.createdById);
    const files = [];
    for (const f of rec.files) {
      const row = stored.find((r) => r.id === f.fileId);
      files.push({ fileId: f.fileId, name: f.name, ...(row ? { url: await signedFileUrl(deps.storage, row) } : {}) });
    }
    out.push({
      id: rec.id,
      content: rec.content,
      files,
      createdBy: author ? { id: author.id, fullName: author.fullName } : null,
      createdAt: rec.createdAt.toISOString(),
    });
  }
  return out;
}

export { saveRecommendationVersion } from './insights.save';
