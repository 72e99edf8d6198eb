import { ERROR_MESSAGES } from '../../src/i18n/en/errors';

/**
 * One error vocabulary. Services throw these; the error handler turns them into the
 * spec's answer shape `{status:'error', errorCode, errorDescription, errorDetails:{detail}}`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** Stable id such as `auth/wrong-password`. */
    readonly code: string,
    /** The spec's user-facing message. */
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad-request') => new AppError(400, code, message);
export const unauthorized = (message: string = ERROR_MESSAGES.unauthenticated, code = 'auth/unauthenticated') => new AppError(401, code, message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden, code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound, code = 'not-found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (message: string, code = 'too-many-requests') => new AppError(429, code, message);
