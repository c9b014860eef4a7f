// Reads and writes small first-party cookies (tax year, banner dismissal); a year's lifetime (spec 1 §9).
export const COOKIE_MAX_AGE_SECONDS = 31536000;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string, maxAge = COOKIE_MAX_AGE_SECONDS): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
