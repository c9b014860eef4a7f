// Which text a failed sign-in call shows (spec 1 §8): the server's own message for answers it
// meant (including every 429), else the screen's fallback.
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { ApiError } from '@/lib/api-client';

/** An error whose message was chosen for the screen already. */
export class ShownError extends Error {}

export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ShownError) return error.message;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return fallback;
}

/** Two-factor and code verify: by status, as the spec lists them. */
export function codeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return SIGN_IN_MESSAGES.invalidCode;
  if (error instanceof ApiError && error.status === 429)
    return SIGN_IN_MESSAGES.tooManyCodeAttempts;
  return SIGN_IN_MESSAGES.somethingWentWrong;
}

/** The uid an expired-link answer carries, so the screen can offer a new link or code. */
export function expiredLinkUid(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const body = error.body as { uid?: unknown } | undefined;
  return typeof body?.uid === 'string' ? body.uid : null;
}
