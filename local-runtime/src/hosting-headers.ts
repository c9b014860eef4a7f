// Firebase Hosting's headers as firebase.json declares them, served by the local runtime from the
// same file, so every journey runs under production's Content-Security-Policy, caching and
// security headers. Locally the policy also lets the page reach the emulators (another origin
// here, Google's in production) and reports any violation to /api/dev/csp-reports, where the
// journeys' teardown finds it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const FIREBASE_JSON = resolve(import.meta.dirname, '../../firebase.json');
export const CSP_REPORTS_PATH = '/api/dev/csp-reports';

/** Hosting's glob: `**` any run of characters, `*` any within one path segment. */
export function globMatcher(source: string): (path: string) => boolean {
  const pattern = source
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return (path) => regex.test(path);
}

/** Adds origins to one directive of a policy (the emulators' addresses). */
export function withSources(policy: string, directive: string, sources: string[]): string {
  return policy
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part.split(/\s+/)[0] === directive ? [part, ...sources].join(' ') : part))
    .join('; ');
}

export interface LocalOrigins {
  /** Where the browser reaches the Auth emulator, and the Firestore emulator when it is used. */
  connect: string[];
}

/** The headers for a path, later rules overriding earlier ones (as Hosting applies them). */
export function hostingHeaders(local: LocalOrigins): (path: string) => Record<string, string> {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
    hosting: { headers?: HeaderRule[] };
  };
  const rules = (config.hosting.headers ?? []).map((rule) => ({
    matches: globMatcher(rule.source),
    headers: rule.headers,
  }));
  return (path) => {
    const out: Record<string, string> = {};
    for (const rule of rules)
      if (rule.matches(path)) for (const { key, value } of rule.headers) out[key] = value;
    const csp = out['Content-Security-Policy'];
    if (csp)
      out['Content-Security-Policy'] =
        `${withSources(csp, 'connect-src', local.connect)}; report-uri ${CSP_REPORTS_PATH}`;
    return out;
  };
}
