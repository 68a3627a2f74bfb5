import { SEARCH_KINDS, searchKindScenario } from '../lib/search-terms';

/** GET /api/companies?search= with regDigits terms: see bench/lib/search-terms.ts. */
export default searchKindScenario(SEARCH_KINDS.regDigits);
