/** Legal suffixes ignored when comparing company names, longest first so "pte ltd" wins over "ltd". */
const LEGAL_SUFFIXES = [
  'private limited company',
  'public limited company',
  'limited liability company',
  'private limited',
  'pte ltd',
  'pvt ltd',
  'sdn bhd',
  'limited',
  'company',
  'corporation',
  'incorporated',
  'holdings',
  'fzco',
  'fz llc',
  'fzllc',
  'fze',
  'llc',
  'llp',
  'ltd',
  'inc',
  'corp',
  'plc',
  'pte',
  'pvt',
  'co',
  'dmcc',
];

/**
 * The comparable form of a company name: lower case, punctuation and spacing removed, legal suffixes dropped.
 * "Harbourline Trading Pte. Ltd." and "harbourline-trading private limited" both give "harbourlinetrading".
 */
export function normalizeCompanyName(name: string): string {
  let words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  let changed = true;
  while (changed && words.length > 0) {
    changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (words === suffix) break;
      if (words.endsWith(` ${suffix}`)) {
        words = words.slice(0, -suffix.length - 1).trim();
        changed = true;
        break;
      }
    }
  }
  return words.replace(/\s+/g, '');
}
