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

/** The spec's generic failure text: what a caller sees when the server failed in a way it did not foresee. */
export const GENERIC_FAILURE_MESSAGE = 'An error has occured, please try again later';

export const badRequest = (message: string, code = 'bad-request') => new AppError(400, code, message);
export const unauthorized = (message = 'Authentication failed', code = 'auth/unauthenticated') => new AppError(401, code, message);
export const forbidden = (message = 'You may not access this resource.', code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'not-found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (message: string, code = 'too-many-requests') => new AppError(429, code, message);
export const unavailable = (message = 'Under maintenance', code = 'maintenance') => new AppError(503, code, message);
