import { ERROR_STATUS, type ErrorCode } from '@quayside/contract/errors';

/** The one error model: a code that maps to an HTTP status, and a message the user may read. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not Found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', message, fields ? { fields } : {});
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** The server cannot start as configured or with the data it found; the message says what to change. */
export class StartupError extends Error {}
