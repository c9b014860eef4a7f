// The session the server can read (issue 48): after sign-in the web app trades its ID token for a
// Firebase session cookie, `__session` (the one cookie Firebase Hosting forwards to functions),
// HttpOnly, Secure and SameSite=Strict. A request it authenticates that changes anything must also
// carry the portal's request header, which a form on another site cannot set.

export const SESSION_COOKIE = '__session';

/** Firebase's longest session cookie: two weeks. */
export const SESSION_COOKIE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Sent by the web app on every API request; a cross-site form or a simple request cannot. */
export const PORTAL_REQUEST_HEADER = 'X-Portico-Request';
export const PORTAL_REQUEST_VALUE = '1';

export const SESSION_COOKIE_MESSAGES = {
  /** A cookie-authenticated change without the portal's header: a form posted from elsewhere. */
  notFromPortal: 'This request must come from the portal. Reload the page and try again.',
  /** Only a fresh ID token is traded for a cookie (not a cookie for another). */
  idTokenNeeded: 'Sign in to start a session',
} as const;
