import { z } from 'zod';

/** Every failure of the API answers this body (ARCHITECTURE: errors). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error codes and the HTTP status each maps to. Modules add theirs here so both sides agree. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_SIGNATURE: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BLOCKED: 403,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_DELETED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /* Company records and the client area. */
  EDIT_LOCKED: 403,
  INVALID_STATE: 409,
  /* Onboarding and payments. */
  PAYMENT_REQUIRED: 402,
  EMAIL_NOT_VERIFIED: 403,
  SESSION_COMPLETED: 409,
  /** An application held for its payment order cannot be changed. */
  APPLICATION_HELD: 409,
  NAME_UNAVAILABLE: 409,
  ALREADY_PAID: 409,
  PROVIDER_ERROR: 502,
  PROVIDER_NOT_CONFIGURED: 503,
  /** The database cannot be reached right now (restarting, down, out of connections): retry after Retry-After. */
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
