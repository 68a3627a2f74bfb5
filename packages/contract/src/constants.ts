/** Business constants and limits (part 1 section 9, part 2 section 9). */
export const COMPANY_PAGE_SIZE = 10;
export const INCORPORATION_FIRST_STEP = 1;
export const INCORPORATION_FIXED_SERVICE_ID = 4;
export const CART_DEFAULT_CURRENCY = 'USD';
export const CART_DEFAULT_QUANTITY = 1;
export const PERSIST_TIMEOUT_MS = 5000;
export const API_TIMEOUT_MS = 200000;
export const HTTP_DEFAULT_TIMEOUT_MS = 0;
export const RETRY_COUNT = 3;
export const RETRY_DELAY_STEP_MS = 1000;
export const PREFETCH_MARGIN_PX = 200;
export const SHELL_TOP_PADDING_PX = 80;
export const LOGO_WIDTH = 190;
export const LOGO_HEIGHT = 56;
export const ADMIN_USERS_TAKE = 100;
export const BASELINE_PAGE = 1;
export const BASELINE_PAGE_SIZE = 20;
export const NRI_ACTIONS_LIMIT = 20;

/** One-time codes: 6 digits, 10 minutes, 5 tries, 60 s before a resend. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_MS = 60 * 1000;
/** Password reset links are single-use and live 30 minutes. */
export const RESET_TTL_MS = 30 * 60 * 1000;

/** Upload limits. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The demo accounts' password, published in the README for the embedded default. It never signs anyone in when
 * NODE_ENV is production, whatever account carries it.
 */
export const PUBLISHED_DEMO_PASSWORD = 'Quayside-demo-1';
