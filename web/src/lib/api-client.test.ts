// The API client on a fake fetch, signed out (the Firebase SDK is not loaded): the request it
// builds, the spec's failure rule (any `error` field fails the call, whatever the status), and the
// file name an export is saved under. The 401 retry needs a signed-in SDK: the journeys cover it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-network';
import { api, apiDownload, ApiError } from './api-client';
import { preloadAnswers } from './preloaded-answers';

let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  server = fakeApi({
    'GET /things': () => [{ id: 1 }],
    'POST /things': (body) => ({ received: body }),
    'DELETE /things/1': () => new Response(null, { status: 204 }),
    'PUT /refused': () => Response.json({ error: 'Name is required' }, { status: 422 }),
    'GET /error-in-200': () => Response.json({ error: 'Not allowed for this firm' }),
    'GET /error-not-text': () => Response.json({ error: { code: 7 } }, { status: 500 }),
    'GET /bare-404': () => new Response('', { status: 404 }),
    'GET /text': () => new Response('plain words'),
    'POST /export': () =>
      new Response('zip bytes', {
        headers: {
          'Content-Disposition':
            'attachment; filename="Drop Link.zip"; filename*=UTF-8\'\'Re%C3%A7us%20%F0%9F%98%80.zip',
        },
      }),
    'POST /export-plain': () =>
      new Response('csv', { headers: { 'Content-Disposition': 'attachment; filename="a b.csv"' } }),
    'POST /export-unnamed': () => new Response('csv'),
    'POST /export-refused': () => Response.json({ error: 'Too many rows' }, { status: 400 }),
  });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The ApiError a call failed with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('the API client', () => {
  it('asks under /api with the query given, leaving out absent values, no token signed out, the portal’s header always', async () => {
    await expect(
      api.get('/things', { q: 'a&b 😀', page: 2, archived: false, tag: null, after: undefined }),
    ).resolves.toEqual([{ id: 1 }]);
    expect(server.calls[0]).toEqual({
      method: 'GET',
      path: '/things?q=a%26b+%F0%9F%98%80&page=2&archived=false',
      body: undefined,
      // The portal's header on every call: a change the session cookie authenticates needs it.
      headers: { Accept: 'application/json', 'X-Portico-Request': '1' },
    });
  });

  it('serves a GET the boot answered without a request, once, by its whole address', async () => {
    preloadAnswers({ '/things?page=2': [{ id: 'from boot' }] });
    await expect(api.get('/things', { page: 3 })).resolves.toEqual([{ id: 1 }]);
    await expect(api.get('/things', { page: 2, tag: null })).resolves.toEqual([
      { id: 'from boot' },
    ]);
    await expect(api.get('/things', { page: 2 })).resolves.toEqual([{ id: 1 }]);
    expect(server.calls.map((call) => call.path)).toEqual(['/things?page=3', '/things?page=2']);
  });

  it('sends a body as JSON, saying so', async () => {
    await expect(api.post('things', { name: 'Ann' })).resolves.toEqual({
      received: { name: 'Ann' },
    });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/things',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('answers nothing for a 204', async () => {
    await expect(api.delete('/things/1')).resolves.toBeUndefined();
  });

  it("fails with the server's own message and status", async () => {
    const error = await failure(api.put('/refused', {}));
    expect(error).toMatchObject({ status: 422, message: 'Name is required' });
  });

  it('fails on an error field even with a 200 (the spec’s failure rule)', async () => {
    const error = await failure(api.get('/error-in-200'));
    expect(error).toMatchObject({ status: 200, message: 'Not allowed for this firm' });
  });

  it('says something went wrong when the error is not a message', async () => {
    const error = await failure(api.get('/error-not-text'));
    expect(error).toMatchObject({
      status: 500,
      message: 'Something went wrong',
      body: { error: { code: 7 } },
    });
  });

  it('names the status when a failure has no body', async () => {
    const error = await failure(api.get('/bare-404'));
    expect(error).toMatchObject({ status: 404, message: 'Request failed (HTTP 404)' });
  });

  it('answers a body that is not JSON as its text', async () => {
    await expect(api.get('/text')).resolves.toBe('plain words');
  });
});

describe('apiDownload', () => {
  it("saves under the header's UTF-8 name first, emoji and all", async () => {
    const { blob, fileName } = await apiDownload('/export', { ids: [1] });
    expect(fileName).toBe('Reçus 😀.zip');
    await expect(blob.text()).resolves.toBe('zip bytes');
    expect(server.calls[0]).toMatchObject({ method: 'POST', body: { ids: [1] } });
  });

  it('falls back to the quoted name, and to none', async () => {
    await expect(apiDownload('/export-plain', {})).resolves.toMatchObject({ fileName: 'a b.csv' });
    await expect(apiDownload('/export-unnamed', {})).resolves.toMatchObject({ fileName: null });
  });

  it("fails with the server's message", async () => {
    const error = await failure(apiDownload('/export-refused', {}));
    expect(error).toMatchObject({ status: 400, message: 'Too many rows' });
  });
});
