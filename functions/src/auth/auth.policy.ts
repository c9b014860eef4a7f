// Who may use the session endpoints: sign-in is public; reading yourself needs a principal.
import { unauthorized } from '../http/http-error';
import type { Principal } from '../http/principal';

export function requireSignedIn(principal: Principal | null | undefined): Principal {
  if (!principal) throw unauthorized('Please sign in to continue');
  return principal;
}
