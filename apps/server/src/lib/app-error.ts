import { ERROR_CODES, REQUEST_MESSAGES, type ErrorCode } from '@backlay/contract';

/** The one error type services throw; the error handler turns it into `{ message, code }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: { path: string; message: string }[] | undefined;

  constructor(code: ErrorCode, message: string, details?: { path: string; message: string }[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = details;
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** The Retry-After (seconds) of a "try again" answer: a drain or a new connection takes about this. */
export const TRY_AGAIN_AFTER_SECONDS = 1;
/** The request may be sent again as it is (contract ERROR_CODES.TRY_AGAIN). */
export const tryAgain = () => new AppError('TRY_AGAIN', REQUEST_MESSAGES.tryAgain);
