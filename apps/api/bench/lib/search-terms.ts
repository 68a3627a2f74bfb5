/**
 * The seven kinds of term people type into the company search (GET /api/companies?search=), each with a few
 * terms that the large dataset (src/seed/seed-large.ts) answers the way that kind does. The search matches
 * name or registration number: "contains" from three characters (trigram GIN indexes), "starts with" for one or
 * two (btree text_pattern_ops indexes); see companySearchCondition in src/modules/companies/companies.list.ts.
 * Each kind is measured on its own (bench/scenarios/companies-search-<kind>.ts), and all of them mixed in
 * companies-search.ts.
 */
import type { Scenario } from './types';
import { largeAdminHeaders, prepareLarge } from './large-data';

export type SearchKind = { key: string; label: string; terms: readonly string[] };

export const SEARCH_KINDS = {
  /** One word of a name: a few dozen of the 100,000 companies (a prefix and core of the seed's names). */
  nameWord: { key: 'name-word', label: 'a name word (~30 matches)', terms: ['harbourline', 'lighthousequay', 'meridianpeak', 'opalcove'] },
  /** A whole name, two words and more: one or two companies. */
  fullName: { key: 'full-name', label: 'a full name (1-2 matches)', terms: ['Pearlbay Shipping', 'Goldencrest Marine', 'Jadeport Pharma Pte', 'Atlasgrove Design Pte'] },
  /** A word that thousands of names share (an industry, a legal ending). */
  commonWord: { key: 'common-word', label: 'a common word (thousands of matches)', terms: ['marine', 'holdings', 'software', 'limited'] },
  /** Digits of a registration number (Singapore UEN: year and serial). */
  regDigits: { key: 'reg-digits', label: 'registration number digits', terms: ['2024123', '2025726', '202688', '3004'] },
  /** Letters and digits of a registration number (an Indian CIN, a DMCC licence). */
  regCode: { key: 'reg-code', label: 'a registration code (letters and digits)', terms: ['PTC1234', 'DL2026PTC19', 'DMCC-3012', 'U72010'] },
  /** One or two characters: "starts with" on name or registration number. */
  short: { key: 'short', label: 'one or two characters (starts with)', terms: ['ze', 'h', 'pe', 'u7'] },
  /** Nothing matches it (a typo): the search must not read the whole table to find that out. */
  noMatch: { key: 'no-match', label: 'no match (a typo)', terms: ['harbourlnie', 'zzqx', 'qwerty123', 'marnie shiping'] },
} as const satisfies Record<string, SearchKind>;

/** All seven kinds, in the order above. */
export const ALL_SEARCH_TERMS: readonly string[] = Object.values(SEARCH_KINDS).flatMap((k) => k.terms);

/** Whether the real server has run the search path already (the first search scenario warms it up). */
let warm = false;

/**
 * The search scenarios measure the steady state: before the first of them, every term of every kind is searched
 * 25 times, 28 at once (so each pooled connection has prepared the search's statements), because the bench's own
 * warm-up (1 s) leaves the first search scenario paying for V8 compiling the search path: in a run of the eight,
 * the first (common word) cost the app 0.43 ms of CPU a request against 0.30 ms when run after a warm-up (issue 20).
 */
async function warmUpSearch(ctx: Parameters<Scenario['setup']>[0], headers: Record<string, string>): Promise<void> {
  if (warm) return;
  warm = true;
  for (let round = 0; round < 25; round += 1) {
    await Promise.all(ALL_SEARCH_TERMS.map((t) => ctx.request({ path: `/api/companies?search=${encodeURIComponent(t)}`, headers })));
  }
}

/** A scenario searching with `terms` (each connection cycles through them) as the large dataset's admin. */
export function companySearchScenario(name: string, terms: readonly string[]): Scenario {
  return {
    name,
    async setup(ctx) {
      await prepareLarge(ctx);
      const headers = await largeAdminHeaders(ctx);
      await warmUpSearch(ctx, headers);
      return { requests: terms.map((t) => ({ path: `/api/companies?search=${encodeURIComponent(t)}`, headers })) };
    },
  };
}

/** The scenario of one kind of term. */
export function searchKindScenario(kind: SearchKind): Scenario {
  return companySearchScenario(`GET /api/companies?search= ${kind.label} (100k companies)`, kind.terms);
}
