// The runtime as `npm start` runs it: reachable from this machine only, its dev routes and
// everything beside the API answer a bad request like the API does (JSON, never an HTML stack
// trace), and the web app is served as Firebase Hosting serves it (compressed, hashed assets
// cached for a year, index.html revalidated).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@portico/functions/platform/clock/clock';
import { findFreePorts } from './free-ports';
import { LOOPBACK_HOST, startRuntime, type Runtime } from './runtime';

const ASSET = `export const app = ${JSON.stringify('Portico '.repeat(400))};\n`;

function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portico-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-Bx3k9a.js'), ASSET);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}

let runtime: Runtime;
const url = (path: string) => `http://127.0.0.1:${runtime.address.port}${path}`;
beforeAll(async () => {
  runtime = await startRuntime({
    port: await findFreePorts(1),
    dataDir: null,
    // Never called here: nothing in these tests signs in.
    authEmulatorHost: '127.0.0.1:9',
    webDist: fakeWebBuild(),
    clock: systemClock,
    logger: pino({ level: 'silent' }),
  });
}, 60_000);
afterAll(() => runtime?.close());

describe('the local runtime', () => {
  it('listens on the loopback interface only', () => {
    expect(LOOPBACK_HOST).toBe('127.0.0.1');
    expect(runtime.address).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
  });

  it('answers malformed JSON to a dev endpoint with a JSON 400', async () => {
    const res = await fetch(`http://127.0.0.1:${runtime.address.port}/api/dev/signals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"uid": ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('answers a path that does not decode with a JSON 400, not a stack trace', async () => {
    const res = await fetch(`http://127.0.0.1:${runtime.address.port}/clients/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'This address is not valid' });
  });

  it('serves a hashed asset compressed, brotli first, cached for a year', async () => {
    const res = await fetch(url('/assets/index-Bx3k9a.js'), {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(ASSET);
  });

  it('gzips for a browser without brotli', async () => {
    const res = await fetch(url('/assets/index-Bx3k9a.js'), {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(ASSET);
  });

  it('has every visit revalidate index.html, at its own path and through the SPA rewrite', async () => {
    for (const path of ['/index.html', '/profile']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });
});
