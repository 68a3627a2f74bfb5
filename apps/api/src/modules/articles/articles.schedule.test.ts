import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, auditLogs } from '../../db/schema/index';
import { createJobQueue, startJobs } from '../../jobs/queue';
import { eventually } from '../auth/auth.test-helpers';
import { createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { createArticle, listPublishedArticles, publishArticle, publishScheduledArticle } from './articles.service';
import type { Actor } from '../auth/auth.service';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const doc = (text: string) => ({ type: 'doc' as const, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('scheduled publishing through the job queue (pg-boss)', () => {
  it('publishes a draft at its publish date, at the top of the published list, and audits it', async () => {
    const { database, drop } = await createTestDatabase();
    const queue = createJobQueue(database);
    const jobs = await startJobs(database, quiet, { pollingIntervalSeconds: 0.5, queue });
    try {
      const db = database.db;
      const user = await createUser(db, { role: 'admin', fullName: 'Ada Admin' });
      const actor: Actor = { id: user.id, email: user.email, fullName: user.fullName, role: 'admin', user };
      const older = await createArticle(db, actor, { title: 'Already out', excerpt: '', content: doc('Old'), category: 'Singapore', tags: [] });
      await publishArticle(db, queue, actor, older.id, {});
      const draft = await createArticle(db, actor, { title: 'Out in a moment', excerpt: '', content: doc('Soon'), category: 'Singapore', tags: [] });
      const at = new Date(Date.now() + 2_000);
      const { scheduled } = await publishArticle(db, queue, actor, draft.id, { publishAt: at.toISOString() });
      expect(scheduled).toBe(true);
      // Not yet: the job waits for its start time.
      const [before] = await db.select().from(articles).where(eq(articles.id, draft.id));
      expect(before?.status).toBe('draft');
      await eventually(async () => {
        const [row] = await db.select().from(articles).where(eq(articles.id, draft.id));
        expect(row?.status).toBe('published');
      }, 20_000);
      const [row] = await db.select().from(articles).where(eq(articles.id, draft.id));
      expect(row?.publishedAt?.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(row?.scheduledAt).toBeNull();
      const list = await listPublishedArticles(db, { limit: 5 });
      expect(list.articles.map((a) => a.id)).toEqual([draft.id, older.id]);
      const audit = await db.select().from(auditLogs).where(eq(auditLogs.targetId, draft.id));
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['article.scheduled', 'article.published']));
    } finally {
      await jobs.stop();
      await queue.stop();
      await drop();
    }
  }, 40_000);

  it('a job for a schedule that changed, or for a deleted article, does nothing', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const db = database.db;
      const user = await createUser(db, { role: 'admin' });
      const actor: Actor = { id: user.id, email: user.email, fullName: user.fullName, role: 'admin', user };
      const sent: unknown[] = [];
      const fakeQueue = { send: async (_q: string, data: object) => void sent.push(data) };
      const draft = await createArticle(db, actor, { title: 'Moved schedule', excerpt: '', content: doc('x'), category: 'Singapore', tags: [] });
      const first = new Date(Date.now() + 60_000);
      const second = new Date(Date.now() + 120_000);
      await publishArticle(db, fakeQueue, actor, draft.id, { publishAt: first.toISOString() });
      await publishArticle(db, fakeQueue, actor, draft.id, { publishAt: second.toISOString() });
      expect(sent).toHaveLength(2);
      // The first job runs at its time: the article is now due later, so nothing happens.
      expect(await publishScheduledArticle(db, { articleId: draft.id, at: first.toISOString() }, new Date(first.getTime() + 1))).toEqual({ published: false });
      // Too early for the second.
      expect(await publishScheduledArticle(db, { articleId: draft.id, at: second.toISOString() }, first)).toEqual({ published: false });
      expect(await publishScheduledArticle(db, { articleId: draft.id, at: second.toISOString() }, new Date(second.getTime() + 1))).toEqual({ published: true });
      expect(await publishScheduledArticle(db, { articleId: '0b6f5a8e-2d4c-4e1a-9b7f-3c2d1e0f9a8b', at: second.toISOString() })).toEqual({ published: false });
    } finally {
      await drop();
    }
  });
});
