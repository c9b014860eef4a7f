// Fakes of the browser's network for the web's unit tests (put on globalThis with vi.stubGlobal):
// a fetch that answers the Portico API by method and path, and an XMLHttpRequest whose PUTs the
// test reports progress on, finishes with a status, or drops.

export interface ApiCall {
  method: string;
  /** The path under /api, with its query. */
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * `routes['POST /integrations/process_document']` answers that call: with JSON (status 200), or
 * with a Response. Any other call answers 404.
 */
export function fakeApi(routes: Record<string, (body: unknown) => unknown>) {
  const calls: ApiCall[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'https://portico.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    calls.push({ method, path, body, headers: init.headers as Record<string, string> });
    const route = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    if (!route) return Response.json({ error: 'Not found' }, { status: 404 });
    const answer = await route(body);
    return answer instanceof Response ? answer : Response.json(answer);
  };
  return { fetch, calls };
}

/** One request made through the fake XMLHttpRequest, and the test's hands on it. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** The browser reports `loaded` bytes sent. */
  progress(loaded: number): void;
  /** The server answers with `status`. */
  finish(status: number): void;
  /** The connection drops (no answer). */
  drop(): void;
}

/** An XMLHttpRequest class for globalThis, and every request sent through it, in order. */
export function fakeXhr() {
  const requests: FakeRequest[] = [];
  class FakeXMLHttpRequest {
    status = 0;
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: unknown) {
      requests.push({
        ...this.request,
        body,
        progress: (loaded) => this.upload.onprogress?.({ loaded }),
        finish: (status) => {
          this.status = status;
          this.onload?.();
        },
        drop: () => this.onerror?.(),
      });
    }
  }
  return { XMLHttpRequest: FakeXMLHttpRequest, requests };
}
