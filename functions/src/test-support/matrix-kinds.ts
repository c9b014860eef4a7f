// The kinds of caller the authorization matrix checks, and the matrix entry shape.
import type { DemoRole } from '../local/seed/demo-firm';

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
