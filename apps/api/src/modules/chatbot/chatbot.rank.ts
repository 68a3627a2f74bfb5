/**
 * Ranking of the chatbot's candidate passages (pure: unit-tested in chatbot.rank.test.ts). PostgreSQL finds and
 * scores the candidates (ts_rank_cd over an OR of the question's lexemes); this decides which one answers and
 * whether any is good enough to answer at all (otherwise the bot hands over to a person).
 */

export type CandidateSource = 'faq' | 'service' | 'catalogue' | 'article' | 'deadline' | 'task';

export type Candidate = {
  source: CandidateSource;
  title: string;
  url: string;
  /** The text the answer is made of. */
  body: string;
  /** ts_rank_cd of the passage against the OR query (0..1, length-normalised). */
  rank: number;
  /** How many of the question's distinct lexemes the passage contains. */
  matched: number;
  /** The sentence the bot answers with, when it is not the body itself (the user's own records). */
  answer?: string;
  /** For the user's own records: the order they came in (the soonest due first). */
  order?: number;
};

export type Ranked = Candidate & { score: number; coverage: number };

const PERSONAL: ReadonlySet<CandidateSource> = new Set(['deadline', 'task']);

/** "my annual return", "our deadlines", "when do I...": the question is about the asker's own records. */
export function isPersonalQuestion(question: string): boolean {
  return /\b(my|mine|our|i|me|we|us)\b/i.test(question);
}

/**
 * Score = rank weighted by the share of the question's words the passage covers (squared: a passage that
 * answers every word beats a long one that repeats one word), with the asker's own records first when the
 * question is about them, and a little after the firm's pages when it is not.
 */
export function rankCandidates(candidates: readonly Candidate[], opts: { lexemeCount: number; personal: boolean }): Ranked[] {
  const n = Math.max(1, opts.lexemeCount);
  return candidates
    .map((c) => {
      const coverage = Math.min(1, c.matched / n);
      const personalWeight = PERSONAL.has(c.source) ? (opts.personal ? 3 : 0.8) : 1;
      // FAQ answers are written as answers; prefer them over a service page saying the same words.
      const sourceWeight = c.source === 'faq' ? 1.2 : 1;
      return { ...c, coverage, score: (0.05 + c.rank) * coverage * coverage * personalWeight * sourceWeight };
    })
    .filter((c) => c.matched > 0)
    .sort((a, b) => b.score - a.score || (a.order ?? 0) - (b.order ?? 0));
}

/**
 * Good enough to answer: covers at least half of the question's words and, for a question of three words or
 * more, at least two of them. Anything less is a guess, and the bot hands over instead of guessing.
 */
export function isGoodAnswer(best: Ranked | undefined, lexemeCount: number): best is Ranked {
  if (!best || lexemeCount === 0) return false;
  if (best.coverage < 0.5) return false;
  if (lexemeCount >= 3 && best.matched < 2) return false;
  return true;
}

/** The user asks for a person. */
export function asksForPerson(text: string): boolean {
  return /\b(human|person|people|agent|someone|somebody|representative|operator|staff|adviser|advisor|real person)\b/i.test(text) ||
    /\btalk to (a|an|your|someone)\b/i.test(text);
}
