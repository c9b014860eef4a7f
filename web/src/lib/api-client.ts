// The one HTTP client for the Portico API: JSON, the Firebase ID token as a bearer token, the
// spec's failure rule (any `error` field), and the 401 retry-then-sign-out session rule.
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE } from '@portico/common/auth/session-cookie';
import { endSession } from './auth-state';
import { startedFirebase } from './firebase';

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

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(
  path: string,
  options: RequestOptions,
  forceRefresh: boolean,
): Promise<Response> {
  // The portal's header: a change the session cookie authenticates needs it (a cross-site form
  // cannot send it).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [PORTAL_REQUEST_HEADER]: PORTAL_REQUEST_VALUE,
  };
  // Before the SDK is loaded nobody is signed in on this page (lib/firebase.ts).
  const user = (await startedFirebase())?.currentUser();
  if (user) headers.Authorization = `Bearer ${await user.getIdToken(forceRefresh)}`;
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    signal: options.signal ?? null,
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), init);
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

/** The response, after one retry with a fresh ID token on a 401 (a second 401 signs out). */
async function respond(path: string, options: RequestOptions): Promise<Response> {
  let response = await send(path, options, false);
  if (response.status === 401 && (await startedFirebase())?.currentUser()) {
    // The ID token may have expired or been revoked: retry once with a fresh one.
    response = await send(path, options, true);
    if (response.status === 401) {
      const body = await readBody(response);
      await endSession();
      onSessionExpired();
      throw new ApiError(401, errorMessage(body, 401) ?? 'Your session has expired', body);
    }
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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

/** A file the API answers with (an export): its bytes and the name it is to be saved under. */
export async function apiDownload(
  path: string,
  body: unknown,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await respond(path, { method: 'POST', body });
  if (!response.ok) {
    const error = await readBody(response);
    throw new ApiError(
      response.status,
      errorMessage(error, response.status) ?? 'Request failed',
      error,
    );
  }
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
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
