// Who may boot: anyone signed in. The boot adds no access of its own: each read it makes goes
// through its route's policy as that caller, and only what answered 200 is in the answer.
import { requireSignedIn, type Principal } from '../kernel/principal';

export function requireBootCaller(principal: Principal | null | undefined): Principal {
  return requireSignedIn(principal);
}
