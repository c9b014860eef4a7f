// Who may read or change firm-level settings.
import { requireSignedIn } from '../auth/auth.policy';
import type { Principal } from '../http/principal';

/** Every member of a firm, staff or client, may read their own firm's public face. */
export function canReadOwnFirm(principal: Principal | null | undefined): Principal {
  return requireSignedIn(principal);
}
