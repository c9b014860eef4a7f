// Errors that carry their HTTP status; services throw these and the error mapper answers them.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra answer fields a client needs to recover (e.g. the uid of an expired sign-in link). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again', details?: Record<string, unknown>) =>
  new HttpError(401, message, details);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
