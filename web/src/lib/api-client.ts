// The one HTTP client for the Portico API: JSON, the caller's credential (the Firebase ID token
// as a bearer token once the SDK has a user, else the session cookie the browser sends), the
// spec's failure rule (any `error` field), and the 401 retry-then-sign-out session rule. A GET the
// boot already answered is served from that answer (lib/preloaded-answers.ts).
import { apiAddress } from '@portico/common/auth/boot';
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE } from '@portico/common/auth/session-cookie';
import { endSession } from './auth-state';
import { loadedFirebase } from './firebase';
import { takePreloadedAnswer } from './preloaded-answers';
import { serverSessionUid, startServerSession } from './server-session';

export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

let onSessionExpired: () => void = () => {
  window.location.assign('/');
};

/** The app registers how to leave after a second 401 (a client-side navigation to '/'). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The address under /api, as the boot keys its answers (common/auth/boot.ts). */
function addressOf(path: string, query?: Query): string {
  const set = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null,
  );
  return apiAddress(path.startsWith('/') ? path : `/${path}`, Object.fromEntries(set));
}

/** The SDK's signed-in user, once it has loaded and knows one (the cookie serves until then). */
const sdkUser = () => loadedFirebase()?.currentUser() ?? null;

/**
 * `session`: the page's session cookie when it has one (the browser sends it), else the SDK's ID
 * token; `fresh-token`: a newly refreshed ID token (which a revoked session cannot get).
 */
type Credential = 'session' | 'fresh-token';

async function send(path: string, options: RequestOptions, credential: Credential) {
  // The portal's header: a change the session cookie authenticates needs it (a cross-site form
  // cannot send it).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [PORTAL_REQUEST_HEADER]: PORTAL_REQUEST_VALUE,
  };
  const user = sdkUser();
  if (user && (credential === 'fresh-token' || !serverSessionUid()))
    headers.Authorization = `Bearer ${await user.getIdToken(credential === 'fresh-token')}`;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    signal: options.signal ?? null,
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return fetch(`${API_BASE}${addressOf(path, options.query)}`, init);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessage(body: unknown, status: number): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error) return error;
    if (error) return 'Something went wrong';
  }
  return status >= 400 ? `Request failed (HTTP ${status})` : undefined;
}

/** Signs out after a 401 the session cannot recover from, and says so. */
async function sessionExpired(response: Response): Promise<never> {
  const body = await readBody(response);
  await endSession();
  onSessionExpired();
  throw new ApiError(401, errorMessage(body, 401) ?? 'Your session has expired', body);
}

/** Whether refreshing the ID token failed for want of a network (not a session that ended). */
const offline = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';

/**
 * The response, after one retry with a fresh ID token on a 401: the cookie or the token may have
 * expired (the cookie is then renewed), or the session been revoked, which the retry confirms and
 * which signs out. Without the SDK, a 401 to the cookie signs out at once.
 */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  const response = await send(path, options, 'session');
  if (response.status !== 401) return response;
  const user = sdkUser();
  if (!user) return serverSessionUid() ? sessionExpired(response) : response;
  const retried = await send(path, options, 'fresh-token').catch((error: unknown) => {
    if (offline(error)) throw error;
    return null;
  });
  if (!retried || retried.status === 401) return sessionExpired(retried ?? response);
  if (serverSessionUid())
    void user.getIdToken().then((token) => startServerSession(token, user.uid));
  return retried;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const preloaded = takePreloadedAnswer(addressOf(path, options.query));
    if (preloaded) return preloaded.body as T;
  }
  const response = await respond(path, options);
  if (response.status === 204) return undefined as T;
  const body = await readBody(response);
  const message = errorMessage(body, response.status);
  if (message !== undefined) throw new ApiError(response.status, message, body);
  return body as T;
}

/** The name a Content-Disposition header gives (its UTF-8 form first), or null. */
function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (exact) return decodeURIComponent(exact[1]!);
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file the API answers with (an export): its bytes and the name it is to be saved under — or,
 * when the API queued the work instead (202), what it said of it.
 */
export async function apiDownloadOrQueued<T>(
  path: string,
  body: unknown,
): Promise<DownloadedFile | { queued: T }> {
  const response = await respond(path, { method: 'POST', body });
  if (!response.ok) {
    const error = await readBody(response);
    throw new ApiError(
      response.status,
      errorMessage(error, response.status) ?? 'Request failed',
      error,
    );
  }
  if (response.status === 202) return { queued: (await readBody(response)) as T };
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

/** A file the API answers with (an export): its bytes and the name it is to be saved under. */
export async function apiDownload(path: string, body: unknown): Promise<DownloadedFile> {
  const answer = await apiDownloadOrQueued<unknown>(path, body);
  if ('queued' in answer) throw new ApiError(202, 'The file is being prepared', answer.queued);
  return answer;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>(path, {
      method: 'GET',
      ...(query ? { query } : {}),
      ...(signal ? { signal } : {}),
    }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
