import { sql, type SQL } from 'drizzle-orm';
import { formatChatbotDate, type ChatbotCitation } from '@quayside/contract/chatbot';
import type { Db } from '../../db/client';
import { chatbotPassages } from '../../db/schema/chatbot';
import type { Actor } from '../auth/auth.service';
import { searchPublishedArticles } from '../articles/articles.service';
import { listCalendar } from '../calendar/calendar.service';
import { listOwnedCompanies } from '../companies/companies.service';
import { clientTaskLink, listOpenTasks } from '../tasks/tasks.service';
import { isPersonalQuestion, rankCandidates, type Candidate, type Ranked } from './chatbot.rank';

/**
 * Retrieval: the question's lexemes (PostgreSQL's english stemmer drops stop words and stems the rest), an OR
 * query of them against the site passages (GIN index), the published articles (the articles module's index) and,
 * for a signed-in client, their own open deadlines and tasks; then chatbot.rank decides.
 */

const MAX_LEXEMES = 12;
const textArray = (items: readonly string[]): SQL => sql`${sql.raw('ARRAY[')}${sql.join(items.map((i) => sql`${i}`), sql`, `)}${sql.raw(']::text[]')}`;

export async function questionLexemes(db: Db, question: string): Promise<string[]> {
  const result = (await db.execute(sql`select coalesce(string_agg(lexeme, ' '), '') as l from unnest(to_tsvector('english', ${question}))`)) as unknown as { rows: { l: string }[] };
  const words = (result.rows[0]?.l ?? '').split(' ').filter((w) => /^[a-z0-9]+$/.test(w));
  return [...new Set(words)].slice(0, MAX_LEXEMES);
}

async function searchSitePassages(db: Db, lexemes: readonly string[], limit: number): Promise<Candidate[]> {
  const p = chatbotPassages;
  const query = sql`to_tsquery('simple', ${lexemes.join(' | ')})`;
  const result = (await db.execute(sql`
    select ${p.source} as source, ${p.title} as title, ${p.url} as url, ${p.body} as body,
           ts_rank_cd(${p.tsv}, ${query}, 1)::float8 as rank,
           (select count(*) from unnest(${textArray(lexemes)}) l where ${p.tsv} @@ to_tsquery('simple', l))::int as matched
    from ${p} where ${p.tsv} @@ ${query}
    order by rank desc limit ${limit}`)) as unknown as { rows: { source: Candidate['source']; title: string; url: string; body: string; rank: number; matched: number }[] };
  return result.rows.map((r) => ({ ...r, rank: Number(r.rank), matched: Number(r.matched) }));
}

/** ts_rank_cd and matched lexemes of texts built per request (the user's deadlines and tasks). */
async function rankTexts(db: Db, lexemes: readonly string[], texts: readonly string[]): Promise<{ rank: number; matched: number }[]> {
  if (texts.length === 0) return [];
  const query = sql`to_tsquery('simple', ${lexemes.join(' | ')})`;
  const result = (await db.execute(sql`
    select x.i::int as i, ts_rank_cd(to_tsvector('english', x.t), ${query}, 1)::float8 as rank,
           (select count(*) from unnest(${textArray(lexemes)}) l where to_tsvector('english', x.t) @@ to_tsquery('simple', l))::int as matched
    from unnest(${textArray(texts)}) with ordinality as x(t, i) order by x.i`)) as unknown as { rows: { i: number; rank: number; matched: number }[] };
  return result.rows.map((r) => ({ rank: Number(r.rank), matched: Number(r.matched) }));
}

const KIND_WORDS: Record<string, string> = { annual_return: 'annual return', tax_return: 'tax return', agm: 'annual general meeting AGM', financial_statements: 'financial statements accounts' };

/** The signed-in client's open deadlines (the next one of each kind per company) and open tasks, as candidates. */
async function personalCandidates(db: Db, actor: Actor, lexemes: readonly string[]): Promise<Candidate[]> {
  const built: Omit<Candidate, 'rank' | 'matched'>[] = [];
  if (actor.role === 'client') {
    const companies = await listOwnedCompanies(db, actor.id, 20);
    for (const company of companies) {
      const seen = new Set<string>();
      for (const e of await listCalendar(db, company.id, { openOnly: true, limit: 100 })) {
        if (e.kind !== 'other' && seen.has(e.kind)) continue;
        seen.add(e.kind);
        const when = `${formatChatbotDate(e.dueDate)}${e.status === 'overdue' ? ', which has passed: it is overdue' : ''}`;
        const answer = `Your next deadline for ${company.name}: "${e.title}" is due on ${when}.`;
        built.push({
          answer,
          source: 'deadline',
          title: `${e.title} - ${company.name}`,
          url: '/dashboard/client/calendar',
          body: `${answer} ${e.description ?? ''} ${KIND_WORDS[e.kind] ?? ''} deadline due date`.trim(),
          order: built.length,
        });
      }
    }
  }
  if (actor.role === 'client' || actor.role === 'nri_client') {
    for (const t of await listOpenTasks(db, actor.id, { limit: 20 })) {
      const answer = `Your open task "${t.title}"${t.companyName ? ` for ${t.companyName}` : ''} is ${t.status}${t.dueDate ? `, due on ${formatChatbotDate(t.dueDate)}${t.isOverdue ? ' (overdue)' : ''}` : ''}.`;
      built.push({
        answer,
        source: 'task',
        title: t.title,
        url: clientTaskLink(t),
        body: `${answer} ${t.description ?? ''} task to do`.trim(),
        order: built.length,
      });
    }
  }
  const scores = await rankTexts(db, lexemes, built.map((b) => `${b.title} ${b.body}`));
  return built.map((b, i) => ({ ...b, rank: scores[i]?.rank ?? 0, matched: scores[i]?.matched ?? 0 }));
}

export type Retrieval = { lexemeCount: number; ranked: Ranked[] };

export async function retrieve(db: Db, actor: Actor | null, question: string): Promise<Retrieval> {
  const lexemes = await questionLexemes(db, question);
  if (lexemes.length === 0) return { lexemeCount: 0, ranked: [] };
  const [site, articles, personal] = await Promise.all([
    searchSitePassages(db, lexemes, 8),
    searchPublishedArticles(db, { lexemes, limit: 4 }),
    actor ? personalCandidates(db, actor, lexemes) : Promise.resolve([]),
  ]);
  const articleCandidates: Candidate[] = articles.map((a) => ({ source: 'article', title: a.title, url: `/resources/blogs/${a.slug}`, body: a.excerpt, rank: a.rank, matched: a.matched }));
  return { lexemeCount: lexemes.length, ranked: rankCandidates([...site, ...articleCandidates, ...personal], { lexemeCount: lexemes.length, personal: isPersonalQuestion(question) }) };
}

/** The citation of a passage: the page it came from. */
export function citationOf(c: Candidate): ChatbotCitation {
  if (c.source === 'deadline') return { title: 'Your compliance calendar', url: c.url };
  return { title: c.title, url: c.url };
}

/** The bot's own answer (no AI configured): the passage itself, cut at a sentence near 700 characters. */
export function composeAnswer(best: Candidate): string {
  const text = best.answer ?? best.body;
  if (text.length <= 700) return text;
  const cut = text.slice(0, 700);
  const end = cut.lastIndexOf('. ');
  return end > 200 ? cut.slice(0, end + 1) : `${cut}...`;
}
