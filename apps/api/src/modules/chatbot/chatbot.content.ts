import { sql } from 'drizzle-orm';
import { formatMoney } from '@quayside/contract/money';
import { FAQ_GROUPS } from '@quayside/contract/site-content/faqs';
import { SERVICES } from '@quayside/contract/site-content/services';
import type { Db } from '../../db/client';
import { chatbotPassages } from '../../db/schema/chatbot';
import { listServices } from '../services/services.service';

/**
 * The firm's pages as chatbot passages: every FAQ (the /faqs page and each service page's own), each service
 * page's parts (intro, what is included, how it works, for whom, by country) and the priced catalogue. The text
 * is the contract's site content, the same words the public pages show, so an answer can cite the page.
 */
export type Passage = { source: 'faq' | 'service' | 'catalogue'; ref: string; title: string; url: string; body: string };

const points = (items: { title: string; detail: string }[]) => items.map((p) => `${p.title}: ${p.detail}`).join(' ');

export function sitePassages(): Passage[] {
  const out: Passage[] = [];
  for (const group of FAQ_GROUPS) {
    group.faqs.forEach((f, i) => out.push({ source: 'faq', ref: `faq:${group.id}:${i}`, title: f.q, url: `/faqs#${group.id}`, body: f.a }));
  }
  for (const s of SERVICES) {
    const page = (part: string, title: string, body: string) => out.push({ source: 'service', ref: `service:${s.slug}:${part}`, title, url: s.path, body });
    page('intro', s.headline, [s.summary, ...s.intro].join(' '));
    page('included', `${s.name}: what is included`, points(s.included));
    page('process', `${s.name}: how it works`, points(s.process));
    page('for-whom', `${s.name}: who it is for`, points(s.forWhom));
    for (const c of s.byCountry) page(`country:${c.country}`, `${s.name} in ${c.country}`, c.points.join(' '));
    s.faqs.forEach((f, i) => out.push({ source: 'faq', ref: `service:${s.slug}:faq:${i}`, title: f.q, url: s.path, body: f.a }));
  }
  return out;
}

const LINE_PAGES: Record<string, string> = { 'nri-tax': '/services/tax-advisory' };

/** Writes the passages (upsert by ref) and removes those no longer in the content. Run at start and by tests. */
export async function syncChatbotPassages(db: Db): Promise<number> {
  const catalogue: Passage[] = (await listServices(db)).map((s) => ({
    source: 'catalogue',
    ref: `catalogue:${s.slug}`,
    title: `${s.name} (price)`,
    url: LINE_PAGES[s.line] ?? `/services/${s.line}`,
    body: `${s.name}: ${s.description} Price ${formatMoney(s.priceMinor, s.currency)}${s.billing === 'yearly' ? ' a year' : ''}${s.jurisdiction ? ` (${s.jurisdiction})` : ''}.`,
  }));
  const all = [...sitePassages(), ...catalogue];
  await db.transaction(async (tx) => {
    for (let i = 0; i < all.length; i += 100) {
      await tx
        .insert(chatbotPassages)
        .values(all.slice(i, i + 100).map(({ source, ref, title, url, body }) => ({ source, ref, title, url, body })))
        .onConflictDoUpdate({
          target: chatbotPassages.ref,
          set: { source: sql`excluded.source`, title: sql`excluded.title`, url: sql`excluded.url`, body: sql`excluded.body`, syncedAt: sql`now()` },
        });
    }
    const refs = all.map((p) => p.ref);
    await tx.execute(sql`delete from ${chatbotPassages} where not (${chatbotPassages.ref} = any(${sql.raw('ARRAY[')}${sql.join(refs.map((r) => sql`${r}`), sql`, `)}${sql.raw(']::text[]')}))`);
  });
  return all.length;
}
