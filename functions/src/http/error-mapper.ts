// The one place that turns a thrown error into `{ "error": message }` with a fitting status: each
// kind of domain error has its status, body-parser's client errors theirs, anything else is a 500.
import type { ErrorRequestHandler } from 'express';
import { ValidationError } from 'yup';
import {
  Conflict,
  Gone,
  DomainError,
  Failed,
  Forbidden,
  Invalid,
  NotFound,
  RateLimited,
  TooLarge,
  Unauthenticated,
  Unavailable,
} from '../kernel/errors';

export const JSON_BODY_LIMIT = '1mb';

interface Failure {
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

const STATUS_OF: [abstract new (...args: never[]) => DomainError, number][] = [
  [Invalid, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [TooLarge, 413],
  [RateLimited, 429],
  [Failed, 500],
  [Unavailable, 503],
];

interface ClientHttpError {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
}

/**
 * body-parser marks its errors with a `type` and a 4xx `status` (http-errors, `expose` set): a
 * body that does not decompress (a bad gzip or brotli stream) has a status but no type.
 */
function bodyParserFailure(error: ClientHttpError): Failure | null {
  switch (error.type) {
    case 'entity.too.large':
      return { status: 413, message: `Request body is too large (limit ${JSON_BODY_LIMIT})` };
    case 'entity.parse.failed':
      return { status: 400, message: 'Request body is not valid JSON' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Request body encoding is not supported' };
    default: {
      const { status, expose } = error;
      if (expose === true && typeof status === 'number' && status >= 400 && status < 500)
        return { status, message: 'Request body could not be read' };
      return null;
    }
  }
}

export function toFailure(error: unknown): Failure {
  if (error instanceof DomainError) {
    const status = STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 500;
    return { status, message: error.message, ...(error.details && { details: error.details }) };
  }
  if (error instanceof ValidationError)
    return { status: 400, message: error.errors[0] ?? error.message };
  if (error && typeof error === 'object') {
    const fromBody = bodyParserFailure(error as ClientHttpError);
    if (fromBody) return fromBody;
  }
  return { status: 500, message: 'Something went wrong' };
}

export const errorMapper: ErrorRequestHandler = (error, req, res, _next) => {
  const failure = toFailure(error);
  if (failure.status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) return;
  res.status(failure.status).json({ ...failure.details, error: failure.message });
};
