import type { ErrorCode } from '@gapwise/contracts';

/** A failure the client can act on: a stable code, an HTTP status, a message, and the field at fault. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);
export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, 400, message, field);
export const forbidden = (code: ErrorCode, message: string) => new AppError(code, 403, message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError('UNAUTHORIZED', 401, message);
