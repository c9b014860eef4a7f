// The boot (issue 48): a signed-in page's first request after index.html. The web app names the
// page it opens and the tax year it shows; the API answers, in one response, the reads that page's
// first screen makes (the current user, the firm, the client's entities, the dashboard's or the
// questionnaire's data), keyed by the address the web app would have asked for each.
export interface BootDto {
  /** The signed-in user's uid (the answers are theirs). */
  uid: string;
  /** What GET `/api` + key answered (200 only), for each read of the first screen. */
  answers: Record<string, unknown>;
}

/** The read of a client's entities: in the answer exactly when the user sees the client's screens. */
export const CLIENT_ENTITIES = '/companies';

/** The first screens the boot knows; any other page gets the session's reads only. */
export type BootPage =
  | { kind: 'dashboard' }
  | { kind: 'questionnaire'; companyHash: string; questionnaireId: string }
  | { kind: 'other' };

/** The page a portal address opens (the client's routes: '/', '/questionnaire/:companyHash'). */
export function bootPageOf(page: string): BootPage {
  const [pathname = '', search = ''] = page.split('#')[0]!.split('?');
  if (pathname === '/') return { kind: 'dashboard' };
  const questionnaire = /^\/questionnaire\/([^/]+)\/?$/.exec(pathname);
  const questionnaireId = queryValue(search, 'questionnaireId');
  if (questionnaire && questionnaireId) {
    return { kind: 'questionnaire', companyHash: decode(questionnaire[1]!) ?? '', questionnaireId };
  }
  return { kind: 'other' };
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The first value of `name` in a query string (null: absent, or not decodable). */
function queryValue(search: string, name: string): string | null {
  for (const pair of search.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    if (decode(key) === name) return decode(value);
  }
  return null;
}

/** Form-encodes as URLSearchParams does (space as +, only *-._ and letters and digits kept). */
const encode = (part: string) =>
  encodeURIComponent(part)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** An API address as the web app's client builds it: path, then the query's values in order. */
export function apiAddress(path: string, query?: Record<string, string | number | boolean>) {
  const qs = Object.entries(query ?? {})
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** The entity a client's dashboard shows: the one they chose last, else the first. */
export function dashboardEntity<E extends { id: string }>(
  defaultCompanyId: string | null,
  entities: readonly E[],
): E | undefined {
  return entities.find((e) => e.id === defaultCompanyId) ?? entities[0];
}

/** The dashboard's cards a firm may turn off, from its preferences (the others always show). */
export function dashboardCards(preferences: Record<string, unknown> | null | undefined) {
  return {
    taxReturns: Boolean(preferences?.new_tax_return_delivery_enabled),
    signatureRequests: Boolean(preferences?.signature_requests_enabled),
  };
}
