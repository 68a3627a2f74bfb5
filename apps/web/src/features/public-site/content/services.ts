/** The service pages' content lives in the contract (the chatbot in the API answers from the same content). */
import { SERVICES as CONTENT } from '@quayside/contract/site-content/services';
import taxAdvisory from './services/tax-advisory';

export * from '@quayside/contract/site-content/services';

/** All six, with the web's own call to action on the tax advisory page. */
export const SERVICES = CONTENT.map((s) => (s.slug === 'tax-advisory' ? taxAdvisory : s));
