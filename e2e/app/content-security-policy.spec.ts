// Journey (issue 47 §6): pages are served with production's headers (firebase.json, read by the
// local runtime), and the Content-Security-Policy holds in the browser: an injected inline script
// does not run and is reported — the report every other journey's run is checked for
// (csp-violations.teardown.ts, which leaves out this page's deliberate one).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const declared = (key: string) =>
  hosting.hosting.headers.find((rule) => rule.source === '**')!.headers.find((h) => h.key === key)!
    .value;

const CSP_PROBE = 'csp-probe';

test('pages carry production’s headers, and the policy blocks and reports an inline script', async ({
  page,
  request,
}) => {
  const signIn = await request.get('/signin');
  const headers = signIn.headers();
  for (const key of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy'])
    expect(headers[key.toLowerCase()]).toBe(declared(key));
  expect(headers['cache-control']).toBe('no-cache');
  // Production's policy, plus the local emulator's origin and where violations are reported.
  const csp = headers['content-security-policy']!;
  expect(csp.startsWith(declared('Content-Security-Policy').split('; connect-src')[0]!)).toBe(true);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain('report-uri /api/dev/csp-reports');
  const asset = /src="(\/assets\/index-[^"]+\.js)"/.exec(await signIn.text())![1]!;
  expect((await request.get(asset)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );

  await page.goto(`/signin?${CSP_PROBE}=1`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
    return (window as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => {
      const { reports } = (await (await request.get('/api/dev/csp-reports')).json()) as {
        reports: { 'csp-report'?: { 'document-uri'?: string; 'violated-directive'?: string } }[];
      };
      return reports.some(
        (r) =>
          r['csp-report']?.['document-uri']?.includes(CSP_PROBE) &&
          r['csp-report']['violated-directive']?.startsWith('script-src'),
      );
    })
    .toBe(true);
});
