// Runs the authorization matrix against a test API: every entry, to each kind of caller, signed in
// with an ID token or with the session cookie (as the web app does, with its request header). Each
// credential runs in a test file of its own, on a store of its own, so a call that creates
// something succeeds for each.
import { describe, expect, it } from 'vitest';
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE } from '@portico/common/auth/session-cookie';
import type { TestApi } from '../support/api-harness';
import { MATRIX } from './authorization-matrix';
import { KIND_ROLES, PRINCIPAL_KINDS, type MatrixEntry, type PrincipalKind } from './matrix-kinds';
import {
  createFixtureUser,
  type FixtureUserOptions,
} from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS, OTHER_FIRM_ID, type DemoRole } from '@portico/local-runtime/seed/demo-firm';

/** `token` or `cookie`: how the signed-in kinds call (anonymous callers send nothing). */
export type Credential = 'token' | 'cookie' | 'none';

let testApi: () => TestApi;

export function runMatrix(api: () => TestApi, credential: 'token' | 'cookie'): void {
  testApi = api;
  for (const entry of MATRIX) {
    describe(`${entry.method.toUpperCase()} ${entry.route}`, () => {
      for (const kind of PRINCIPAL_KINDS) {
        const sent = kind === 'anonymous' ? 'none' : credential;
        const status = expected(entry, kind, sent);
        it(`answers ${status} to ${kind}`, async () => {
          const response = await send(entry, kind, sent);
          expect(response.status, JSON.stringify(response.body)).toBe(status);
          if (entry.hides?.from.includes(kind))
            expect(JSON.stringify(response.body)).not.toContain(entry.hides.text);
        });
      }
    });
  }
}

function expected(entry: MatrixEntry, kind: PrincipalKind, credential: Credential): number {
  return (credential === 'cookie' && entry.byCookie?.[kind]) || entry.expect[kind];
}

const cookies = new Map<DemoRole, string>();

/** The session cookie the web app holds after `role` signs in. */
async function cookieFor(role: DemoRole): Promise<string> {
  const cached = cookies.get(role);
  if (cached) return cached;
  const res = await testApi()
    .http()
    .post('/api/sessions/cookie')
    .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`);
  const cookie = /^__session=([^;]+)/.exec(res.headers['set-cookie']?.[0] ?? '')?.[1];
  if (!cookie) throw new Error(`No session cookie for ${role}: ${res.status}`);
  cookies.set(role, cookie);
  return cookie;
}

/**
 * Who plays each kind where the call revokes its caller's sessions: a fresh user of the kind's
 * access (firm, group) rather than the demo user, whose sessions the other test files share.
 */
const FRESH_CALLERS: Record<Exclude<PrincipalKind, 'anonymous'>, FixtureUserOptions> = {
  owner: {},
  otherClient: {},
  readonlyClient: {},
  partner: { access: 'partner' },
  admin: { access: 'admin' },
  full: { access: 'full' },
  groupInside: { access: 'group', groupId: DEMO_GROUPS.north },
  groupOutside: { access: 'group', groupId: DEMO_GROUPS.south },
  otherFirm: { access: 'partner', firmId: OTHER_FIRM_ID },
};

async function freshIdToken(kind: Exclude<PrincipalKind, 'anonymous'>) {
  const { store, clock } = testApi();
  const user = await createFixtureUser(store, () => clock.now(), FRESH_CALLERS[kind]);
  return testApi().idTokenFor(user.id, user.firmId);
}

/** The caller's ID token: the demo role's, or a fresh user's for a call that revokes it. */
async function idTokenOf(entry: MatrixEntry, kind: Exclude<PrincipalKind, 'anonymous'>) {
  return entry.revokesSessions ? freshIdToken(kind) : testApi().tokenFor(KIND_ROLES[kind]);
}

async function cookieOf(entry: MatrixEntry, kind: Exclude<PrincipalKind, 'anonymous'>) {
  if (!entry.revokesSessions && !entry.endsSession) return cookieFor(KIND_ROLES[kind]);
  const res = await testApi()
    .http()
    .post('/api/sessions/cookie')
    .set('Authorization', `Bearer ${await idTokenOf(entry, kind)}`);
  return /^__session=([^;]+)/.exec(res.headers['set-cookie']?.[0] ?? '')![1]!;
}

async function send(entry: MatrixEntry, kind: PrincipalKind, credential: Credential) {
  const http = testApi().http();
  const request = http[entry.method](`/api${entry.path ?? entry.route}`);
  if (kind !== 'anonymous' && credential === 'token')
    request.set('Authorization', `Bearer ${await idTokenOf(entry, kind)}`);
  if (kind !== 'anonymous' && credential === 'cookie') {
    const cookie = await cookieOf(entry, kind);
    request.set('Cookie', `__session=${cookie}`).set(PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE);
  }
  return entry.body === undefined ? request : request.send(entry.body as object);
}
