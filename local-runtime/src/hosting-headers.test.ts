// Hosting's headers as the local runtime serves them: firebase.json's rules matched as Hosting's
// globs (later rules win), and the policy widened only by the emulators' origins and a report-uri.
import { describe, expect, it } from 'vitest';
import { globMatcher, hostingHeaders, withSources } from './hosting-headers';

describe('Hosting’s headers', () => {
  it('match Hosting’s globs', () => {
    expect(globMatcher('**')('/anything/at/all')).toBe(true);
    expect(globMatcher('/assets/**')('/assets/index-1.js')).toBe(true);
    expect(globMatcher('/assets/**')('/signin')).toBe(false);
    expect(globMatcher('/*.svg')('/favicon.svg')).toBe(true);
    expect(globMatcher('/*.svg')('/a/favicon.svg')).toBe(false);
  });

  it('adds sources to one directive only', () => {
    expect(
      withSources("default-src 'self'; connect-src 'self'", 'connect-src', ['http://a:1']),
    ).toBe("default-src 'self'; connect-src 'self' http://a:1");
  });

  it('serves firebase.json’s headers, the later rule overriding, with the local additions', () => {
    const headersFor = hostingHeaders({ connect: ['http://127.0.0.1:9099'] });
    const page = headersFor('/signin');
    expect(page['Cache-Control']).toBe('no-cache');
    expect(headersFor('/assets/index-1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(page['Content-Security-Policy']).toMatch(
      /connect-src 'self' [^;]* http:\/\/127\.0\.0\.1:9099;/,
    );
    expect(page['Content-Security-Policy']).toMatch(/; report-uri \/api\/dev\/csp-reports$/);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
  });
});
