// Hosting's headers (firebase.json, which the local runtime serves too, so every journey runs
// under them): a Content-Security-Policy with no inline or eval'd script and frames only within
// the portal, HSTS, nosniff, a referrer policy, hashed assets cached for good and index.html never
// stale; and a built index.html that the policy lets run (no inline script).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostingHeaders } from '../../local-runtime/src/hosting-headers';
import type { CheckResult } from './check-result';
import { WEB_DIST } from './web-build';

const REQUIRED: Record<string, (value: string) => boolean> = {
  'Strict-Transport-Security': (v) => /max-age=\d{8,}/.test(v),
  'X-Content-Type-Options': (v) => v === 'nosniff',
  'Referrer-Policy': (v) => v === 'strict-origin-when-cross-origin' || v === 'no-referrer',
};

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === name)
    ?.slice(1) ?? null;

export function checkHostingHeaders(): CheckResult {
  const problems: string[] = [];
  const headersFor = hostingHeaders({ connect: [] });
  const page = headersFor('/signin');
  const asset = headersFor('/assets/index-abc123.js');
  for (const [key, ok] of Object.entries(REQUIRED))
    if (!page[key] || !ok(page[key]!)) problems.push(`pages lack ${key} (${page[key] ?? 'none'})`);
  const csp = page['Content-Security-Policy'] ?? '';
  const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? [];
  if (!scripts.length) problems.push('the Content-Security-Policy does not restrict scripts');
  if (scripts.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'" || s === '*'))
    problems.push(`scripts may run inline or eval'd: script-src ${scripts.join(' ')}`);
  if (directive(csp, 'frame-ancestors')?.join(' ') !== "'self'")
    problems.push("the portal may be framed by other sites (frame-ancestors is not 'self')");
  if (directive(csp, 'object-src')?.join(' ') !== "'none'")
    problems.push("object-src is not 'none'");
  if (page['Cache-Control'] !== 'no-cache') problems.push('index.html may be served stale');
  if (!/immutable/.test(asset['Cache-Control'] ?? ''))
    problems.push('hashed assets are not cached for good');
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)].filter((m) => !/\bsrc=/.test(m[1]!));
  if (inline.length) problems.push(`web/dist/index.html has ${inline.length} inline script(s)`);
  return {
    name: 'Hosting headers',
    problems,
    notes: [
      'CSP (no inline script), HSTS, nosniff, Referrer-Policy, caching; index.html has no inline script',
    ],
  };
}
