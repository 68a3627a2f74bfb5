/** The dialling codes live in lib/ (shared with the NRI tax onboarding). */
export { DIALLING_CODES, type DiallingCode } from '../../../lib/dialling-codes';
