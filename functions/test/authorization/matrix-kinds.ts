// The kinds of caller the authorization matrix checks, and the matrix entry shape.
import { DEMO_COMPANIES, type DemoRole } from '@portico/local-runtime/seed/demo-firm';

export const PRINCIPAL_KINDS = [
  'anonymous',
  'owner',
  'otherClient',
  'readonlyClient',
  'partner',
  'admin',
  'full',
  'groupInside',
  'groupOutside',
  'otherFirm',
] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

/**
 * The demo user who plays each kind against the subject entity (Olivia Martinez's, in the
 * North Office group): owner is Olivia, otherClient is James Whitfield (South Office).
 */
export const KIND_ROLES: Record<Exclude<PrincipalKind, 'anonymous'>, DemoRole> = {
  owner: 'clientOneEntity',
  otherClient: 'clientManyEntities',
  readonlyClient: 'clientReadOnly',
  partner: 'partner',
  admin: 'admin',
  full: 'full',
  groupInside: 'groupNorth',
  groupOutside: 'groupSouth',
  otherFirm: 'otherFirmPartner',
};

export interface MatrixEntry {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The route pattern as registered on the router. */
  route: string;
  /** The concrete request to send (defaults to the route itself). */
  path?: string;
  body?: unknown;
  expect: Record<PrincipalKind, number>;
  /** What differs when the caller signs in with the session cookie rather than an ID token. */
  byCookie?: Partial<Record<PrincipalKind, number>>;
  /** The call ends the cookie it is sent with: each cookie caller gets a fresh one. */
  endsSession?: true;
  /** The call revokes every session of its caller: fresh users play the kinds (not the demo users). */
  revokesSessions?: true;
  /** A text that must not appear in the answer to these kinds (e.g. another group's user in a list). */
  hides?: { text: string; from: PrincipalKind[] };
}

/** Every kind gets `status`, except those listed in `except`. */
export function statuses(
  status: number,
  except: Partial<Record<PrincipalKind, number>> = {},
): Record<PrincipalKind, number> {
  return Object.fromEntries(
    PRINCIPAL_KINDS.map((kind) => [kind, except[kind] ?? status]),
  ) as Record<PrincipalKind, number>;
}

/**
 * A staff-only call on the subject entity: `status` for staff who may see it (some of them
 * answered otherwise by `except`), clients 403, staff who may not see it 404.
 */
export function staffWhoSeeSubject(
  status: number,
  except: Partial<Record<PrincipalKind, number>> = {},
): Record<PrincipalKind, number> {
  return statuses(status, {
    anonymous: 401,
    owner: 403,
    otherClient: 403,
    readonlyClient: 403,
    groupOutside: 404,
    otherFirm: 404,
    ...except,
  });
}

/** Staff-only calls on the subject entity that succeed for the staff who may see it. */
export const STAFF_WHO_SEE_SUBJECT = staffWhoSeeSubject(200);

/**
 * A staff-only read of the subject entity's records at `/companies/{id or hash}/{records}`:
 * clients 403, staff who may not see it 404, and `hidden` (a record id) reaches none of them.
 */
export function staffReadsOfSubject(records: string, hidden: string): MatrixEntry[] {
  const refused: PrincipalKind[] = [
    'owner',
    'otherClient',
    'readonlyClient',
    'groupOutside',
    'otherFirm',
  ];
  return [DEMO_COMPANIES.olivia.id, DEMO_COMPANIES.olivia.hashId].map((idOrHash) => ({
    method: 'get',
    route: `/companies/:id/${records}`,
    path: `/companies/${idOrHash}/${records}`,
    expect: STAFF_WHO_SEE_SUBJECT,
    hides: { text: hidden, from: refused },
  }));
}
