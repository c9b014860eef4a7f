// A read of the API from inside the API: GET `url` through the same router, as the boot request's
// caller, with each route's own input rules and policy. The sub-request is made from the boot
// request (it inherits its caller, address and headers) and answers into a response that only
// records what the route answered.
import type { Request, Response, Router } from 'express';

export type Read = { status: number; body: unknown } | { status: 'thrown'; error: unknown };

/** What the read routes do with a response, recorded (headers are not part of an answer). */
function recordingResponse(done: (read: Read) => void): Response {
  let status = 200;
  const response = {
    status(code: number) {
      status = code;
      return response;
    },
    json(body: unknown) {
      done({ status, body });
      return response;
    },
    send(body: unknown) {
      done({ status, body });
      return response;
    },
    end() {
      done({ status, body: undefined });
      return response;
    },
    setHeader: () => response,
  };
  return response as unknown as Response;
}

/** GET `url` (an API address without `/api`) as `from`'s caller. */
export function readThrough(router: Router, from: Request, url: string): Promise<Read> {
  return new Promise((resolve) => {
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
    const sub = Object.create(from) as Request;
    Object.defineProperties(sub, {
      method: { value: 'GET', writable: true },
      url: { value: url, writable: true },
      originalUrl: { value: `${from.baseUrl}${url}`, writable: true },
      query: { value: query, writable: true },
      params: { value: {}, writable: true },
    });
    const respond = recordingResponse(resolve);
    router(sub, respond, (error?: unknown) =>
      resolve(error ? { status: 'thrown', error } : { status: 404, body: undefined }),
    );
  });
}
