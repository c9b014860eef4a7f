// After every journey: the pages ran under production's Content-Security-Policy (the local runtime
// serves firebase.json's headers, reporting violations to /api/dev/csp-reports), and the run fails
// if any page broke it — a script, style, frame or connection production would block. The one
// journey that breaks it on purpose (app/content-security-policy.spec.ts) marks its page.
import type { FullConfig } from '@playwright/test';

const PROBE = 'csp-probe';

export default async function cspViolations(config: FullConfig): Promise<void> {
  const bases = config.projects
    .map((project) => project.use.baseURL)
    .filter((url): url is string => Boolean(url));
  const found: string[] = [];
  for (const base of new Set(bases)) {
    const answer = await fetch(new URL('/api/dev/csp-reports', base)).catch(() => null);
    if (!answer?.ok) continue;
    const { reports } = (await answer.json()) as { reports: unknown[] };
    found.push(
      ...reports
        .map((report) => JSON.stringify(report))
        .filter((report) => !report.includes(PROBE))
        .map((report) => `${base}: ${report}`),
    );
  }
  if (found.length)
    throw new Error(
      `Pages broke the Content-Security-Policy (firebase.json) ${found.length} time(s):\n${found.join('\n')}`,
    );
}
