import type { Jurisdiction } from './services';

/**
 * Words a proposed company name may not carry without another authority's approval, as data, by registry.
 *
 * - Singapore: the words that make ACRA refer a name to a referral authority or ask for its approval first
 *   (ACRA, "Referral authorities": architects, estate agencies, commodity trading, MUIS, MINDEF, MAS, MOE,
 *   Ministry of Law, ACRA's Public Accountants Oversight Committee, the Registry of Co-operative Societies,
 *   healthcare, tourism), plus names suggesting a connection with the government or a protected body.
 * - India: the words the Companies (Incorporation) Rules 2014 (rule 8B) allow only with the Central
 *   Government's approval or the regulator's no-objection, and the Emblems and Names (Prevention of Improper
 *   Use) Act 1950.
 * - The UAE: the words its registries refuse without the authority concerned (names of the state, rulers,
 *   regulated finance and insurance).
 *
 * Whole words, case- and accent-insensitive ("Bankside Cafe" passes, "Harbour Bank" does not). The firm can still
 * apply for the approval outside the wizard; the wizard refuses so that a paid application is not stuck.
 */
export type RestrictedWord = { word: string; authority: string };

const SG: RestrictedWord[] = [
  ...['bank', 'banking', 'banker', 'finance', 'financial', 'insurance', 'assurance', 'reinsurance', 'insurer', 'fund management', 'securities', 'capital markets', 'futures', 'stock exchange', 'trust company', 'moneylender', 'money lender', 'remittance', 'money changer'].map(
    (word) => ({ word, authority: 'the Monetary Authority of Singapore' }),
  ),
  ...['architect', 'architects', 'architecture', 'architectural'].map((word) => ({ word, authority: 'the Board of Architects' })),
  ...['real estate agent', 'real estate agency', 'estate agency'].map((word) => ({ word, authority: 'the Council for Estate Agencies' })),
  ...['commodity exchange', 'commodity futures', 'futures exchange', 'rubber futures', 'clearing house'].map((word) => ({
    word,
    authority: 'Enterprise Singapore',
  })),
  ...['islam', 'islamic', 'muslim', 'halal', 'mosque'].map((word) => ({ word, authority: 'the Islamic Religious Council of Singapore (MUIS)' })),
  ...['military', 'defence', 'defense', 'armed forces', 'army', 'navy', 'air force'].map((word) => ({ word, authority: 'the Ministry of Defence' })),
  ...['university', 'polytechnic', 'college', 'school'].map((word) => ({ word, authority: 'the Ministry of Education' })),
  ...['law firm', 'lawyer', 'lawyers', 'advocate', 'advocates', 'solicitor', 'solicitors', 'law practice', 'legal practice'].map((word) => ({
    word,
    authority: 'the Ministry of Law',
  })),
  ...['public accountant', 'public accountants', 'chartered accountant', 'chartered accountants', 'certified public accountant'].map((word) => ({
    word,
    authority: "ACRA's Public Accountants Oversight Committee",
  })),
  ...['cooperative', 'co operative', 'coop'].map((word) => ({ word, authority: 'the Registry of Co-operative Societies' })),
  ...['hospital', 'clinic', 'medical centre', 'medical center', 'dental', 'pharmacy', 'nursing home'].map((word) => ({
    word,
    authority: 'the Ministry of Health',
  })),
  ...['travel agency', 'travel agent'].map((word) => ({ word, authority: 'the Singapore Tourism Board' })),
  ...['asean', 'association of southeast asian nations'].map((word) => ({ word, authority: 'the Ministry of Foreign Affairs' })),
  ...['government', 'ministry', 'parliament', 'president', 'presidential', 'municipal', 'town council', 'statutory board', 'temasek', 'gic', 'police', 'singapore inc'].map(
    (word) => ({ word, authority: 'the Government of Singapore' }),
  ),
];

const IN: RestrictedWord[] = [
  ...['bank', 'banking', 'banker', 'reserve bank', 'insurance', 'assurance', 'reinsurance', 'stock exchange', 'venture capital', 'mutual fund', 'asset management', 'nidhi', 'financial corporation', 'chit fund'].map(
    (word) => ({ word, authority: 'the Reserve Bank of India, SEBI or IRDAI (as the business requires)' }),
  ),
  ...['board', 'commission', 'authority', 'undertaking', 'national', 'union', 'central', 'federal', 'republic', 'president', 'rashtrapati', 'prime minister', 'chief minister', 'minister', 'governor', 'government', 'municipal', 'municipality', 'panchayat', 'development authority', 'court', 'judiciary', 'statute', 'statutory', 'bureau', 'nation', 'small scale industries', 'khadi', 'cooperative', 'co operative'].map(
    (word) => ({ word, authority: 'the Central Government (Companies (Incorporation) Rules 2014, rule 8B)' }),
  ),
  ...['united nations', 'world health organisation', 'world health organization', 'ashoka chakra', 'dharma chakra', 'red cross', 'interpol', 'mahatma gandhi', 'indira gandhi', 'jawaharlal nehru', 'chhatrapati shivaji', 'swami vivekananda'].map(
    (word) => ({ word, authority: 'the Central Government (Emblems and Names (Prevention of Improper Use) Act 1950)' }),
  ),
];

const AE: RestrictedWord[] = [
  ...['bank', 'banking', 'finance', 'financial', 'insurance', 'assurance', 'reinsurance', 'exchange house', 'investment fund', 'securities'].map((word) => ({
    word,
    authority: 'the Central Bank of the UAE or the Securities and Commodities Authority',
  })),
  ...['emirates', 'emirate', 'federal', 'government', 'ministry', 'sheikh', 'royal', 'police', 'military'].map((word) => ({
    word,
    authority: 'the UAE federal or emirate government',
  })),
];

/** Protected names everywhere (international bodies and emblems). */
const EVERYWHERE: RestrictedWord[] = ['united nations', 'red cross', 'red crescent', 'interpol', 'olympic', 'olympics', 'unesco', 'unicef'].map(
  (word) => ({ word, authority: 'the body that owns the name' }),
);

export const RESTRICTED_COMPANY_NAME_WORDS: Record<Jurisdiction, readonly RestrictedWord[]> = {
  SG: [...SG, ...EVERYWHERE],
  IN: [...IN, ...EVERYWHERE],
  AE: [...AE, ...EVERYWHERE],
};

/**
 * Offensive words no registry accepts in a name (ACRA and the MCA refuse "undesirable" names outright). The
 * refusal does not repeat the word.
 */
export const OFFENSIVE_COMPANY_NAME_WORDS: readonly string[] = [
  'fuck', 'fucking', 'fucker', 'motherfucker', 'shit', 'shitty', 'bullshit', 'cunt', 'bitch', 'bastard', 'asshole',
  'arsehole', 'twat', 'wanker', 'whore', 'slut', 'porn', 'porno', 'nazi', 'nazis', 'nigger', 'nigga', 'faggot',
  'retard', 'retards', 'chink', 'kike', 'raghead', 'terrorist', 'terrorists', 'rape', 'rapist', 'paedophile',
  'pedophile', 'kkk', 'chutiya', 'madarchod', 'behenchod', 'bhenchod', 'gaandu', 'lanjiao', 'cibai', 'kanina',
  'pukimak',
];
/**
 * The few that are offensive even run into other letters ("FuckCo", "f.u.c.k"). Kept short on purpose: most words
 * hide inside innocent ones ("Scunthorpe", "therapist", "Retardant Coatings").
 */
const OFFENSIVE_EVEN_INSIDE: readonly string[] = ['fuck', 'motherfucker', 'nigger', 'faggot', 'madarchod', 'behenchod', 'bhenchod'];

/** A name as whole words: lower case, accents and punctuation gone, one space between words, padded. */
function wordsOf(name: string): string {
  return ` ${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The first restricted word of the name for the jurisdiction (every jurisdiction's list when not known yet). */
export function restrictedWordIn(name: string, jurisdiction?: Jurisdiction | null): RestrictedWord | null {
  const words = wordsOf(name);
  const lists = jurisdiction ? [RESTRICTED_COMPANY_NAME_WORDS[jurisdiction]] : Object.values(RESTRICTED_COMPANY_NAME_WORDS);
  for (const list of lists) {
    const found = list.find((w) => words.includes(` ${w.word} `));
    if (found) return found;
  }
  return null;
}

/** Whether the name carries an offensive word (as a whole word, or one of OFFENSIVE_EVEN_INSIDE anywhere). */
export function hasOffensiveWord(name: string): boolean {
  const words = wordsOf(name);
  const squashed = words.replace(/ /g, '');
  return (
    OFFENSIVE_COMPANY_NAME_WORDS.some((w) => words.includes(` ${w} `)) ||
    OFFENSIVE_EVEN_INSIDE.some((w) => squashed.includes(w))
  );
}
