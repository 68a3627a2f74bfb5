import { ALL_SEARCH_TERMS, companySearchScenario } from '../lib/search-terms';

/**
 * GET /api/companies?search=... over 100,000 companies: the terms of all seven kinds mixed (bench/lib/search-terms.ts),
 * from a selective name word to a common word, registration numbers, a one-letter "starts with" and a typo.
 * companies-search-<kind>.ts measures each kind on its own.
 */
export default companySearchScenario('GET /api/companies?search= (100k companies, all kinds of term)', ALL_SEARCH_TERMS);
