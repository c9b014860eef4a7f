// Decides whether a `redirect` query value may be followed after sign-in: only same-origin paths.

/**
 * True for a path on this origin: starts with exactly one '/', and is not protocol-relative
 * ('//host') or a backslash form browsers treat as one ('/\\host'). Control characters are
 * refused because browsers strip them before resolving the URL.
 */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (!value || value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(value);
}
