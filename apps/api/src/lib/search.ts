/** `%`, `_` and `\` typed by a user are taken literally in a LIKE pattern. */
const escapeLike = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `lower(col) like %term%` with the user's % and _ taken literally (served by the trigram GIN indexes). */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** `lower(col) like term%` (served by btree text_pattern_ops indexes). */
export function startsWithPattern(term: string): string {
  return `${escapeLike(term)}%`;
}
