// How long a toast stays open: at least 4 seconds, longer for long messages (spec section 9).

export const TOAST_MIN_DURATION_MS = 4000;
export const TOAST_MS_PER_CHARACTER = 50;

export function toastDuration(message: string): number {
  return Math.max(TOAST_MIN_DURATION_MS, TOAST_MS_PER_CHARACTER * message.length);
}

/** Default toast texts (spec section 8). */
export const DEFAULT_TOAST_MESSAGES = {
  info: 'Updated',
  error: 'Something went wrong',
  success: 'Successfully updated',
} as const;
