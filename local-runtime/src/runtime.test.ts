// The runtime as `npm start` runs it: reachable from this machine only, and its dev routes and
// everything beside the API answer a bad request like the API does (JSON, never an HTML stack
// trace).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@portico/functions/platform/clock/clock';
import { findFreePorts } from './free-ports';
import { LOOPBACK_HOST, startRuntime, type Runtime } from './runtime';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startRuntime({
    port: await findFreePorts(1),
    dataDir: null,
    // Never called here: nothing in these tests signs in.
    authEmulatorHost: '127.0.0.1:9',
    webDist: mkdtempSync(join(tmpdir(), 'portico-web-')),
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
});
