// Resolves the caller once per request: the user behind a verified ID token and their firm, read
// together, become the Principal every service takes (kernel/principal.ts).
import type { FirmRepo } from '../firm/firm.module';
import type { Principal } from '../kernel/principal';
import type { UsersRepo } from '../people/people.module';

export type PrincipalResolver = (uid: string, firmId: string) => Promise<Principal | null>;

/** Null when the user (or their firm) no longer exists. */
export function principalResolver(users: UsersRepo, firms: FirmRepo): PrincipalResolver {
  return async (uid, firmId) => {
    const [user, firm] = await Promise.all([users.get(firmId, uid), firms.get(firmId)]);
    if (!user || !firm) return null;
    return {
      userId: user.id,
      firmId: user.firmId,
      isStaff: user.isStaff,
      firmAccess: user.isStaff ? user.firmAccess : null,
      firmGroupId: user.firmGroupId,
      readonly: user.readonlyAccess,
      active: user.paying,
      firm: {
        id: firm.id,
        name: firm.name,
        preferences: firm.preferences,
        groupsEnabled: firm.preferences.has_firm_groups,
        cardPaymentAccountId: firm.cardPaymentAccountId ?? null,
      },
    };
  };
}
