// The caller of a request, resolved once per request from the ID token, the user's record and
// their firm (auth/principal-resolver.ts), and the two checks every area's policy starts from.
import type { FirmPreferences } from '@portico/common/firm/preferences';
import type { FirmAccess } from '@portico/common/people/access';
import { Forbidden, Unauthenticated } from './errors';

/** The caller's firm as the rules need it. */
export interface CallerFirm {
  id: string;
  name: string;
  preferences: FirmPreferences;
  /** The firm uses firm groups (`has_firm_groups`): group-limited staff see only their group. */
  groupsEnabled: boolean;
  /** The firm's connected card-payment account, null when none is connected. */
  cardPaymentAccountId: string | null;
}

export interface Principal {
  userId: string;
  firmId: string;
  isStaff: boolean;
  /** Staff only; null for a client. */
  firmAccess: FirmAccess | null;
  firmGroupId: string | null;
  readonly: boolean;
  /** The account is active (the spec's `paying`). */
  active: boolean;
  firm: CallerFirm;
}

// Routes read the caller from the request; http/authenticate.ts sets it.
declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the authenticate middleware: null for an anonymous request. */
    principal?: Principal | null;
    /** The session cookie that signed the caller in (null when an ID token did, or nobody). */
    sessionCookie?: string | null;
  }
}

export function requireSignedIn(principal: Principal | null | undefined): Principal {
  if (!principal) throw new Unauthenticated('Please sign in to continue');
  return principal;
}

/** Firm staff (advisors of any access level). */
export function requireStaff(principal: Principal | null | undefined): Principal {
  const caller = requireSignedIn(principal);
  if (!caller.isStaff) throw new Forbidden('Only firm staff can do this');
  return caller;
}
