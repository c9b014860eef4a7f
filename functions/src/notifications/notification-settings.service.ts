// Who receives which notifications for an entity: staff set every owner's types; an owner sets
// their own. An entity always keeps someone receiving and someone signing questionnaires.
import {
  NOTIFICATION_WARNING,
  subscriptionsValid,
  type OwnerSubscription,
} from '@portico/common/people/notification-settings';
import { requireSignedIn } from '../auth/auth.policy';
import type { FirmService } from '../firm/firm.service';
import { badRequest, forbidden } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from '../people/companies.repo';
import {
  requireCompanyEditable,
  requireStaff,
  requireVisibleCompany,
} from '../people/people.policy';
import { fullName } from '../people/user-record';
import type { UsersRepo } from '../people/users.repo';
import type { NotificationSettingsRepo } from './notification-settings.repo';

interface Deps {
  companies: CompaniesRepo;
  users: UsersRepo;
  firms: FirmService;
  settings: NotificationSettingsRepo;
}

export function notificationSettingsService({ companies, users, firms, settings }: Deps) {
  async function visible(principal: Principal | null | undefined, companyId: string) {
    const caller = requireSignedIn(principal);
    const firm = await firms.load(caller.firmId);
    const record = await companies.get(caller.firmId, companyId);
    return requireVisibleCompany(caller, record, {
      groupsEnabled: firm.preferences.has_firm_groups,
    });
  }

  return {
    /** The caller's own notification type ids on an entity they own (staff: none of their own). */
    async myTypeIds(principal: Principal | null | undefined, companyId: string): Promise<number[]> {
      const { caller, company } = await visible(principal, companyId);
      if (!company.ownerIds.includes(caller.userId)) return [];
      return (await settings.get(caller.firmId, company.id, company.ownerIds))[caller.userId] ?? [];
    },

    async owners(principal: Principal | null | undefined, companyId: string) {
      const { caller, company } = await visible(principal, companyId);
      requireStaff(caller);
      const subs = await settings.get(caller.firmId, company.id, company.ownerIds);
      const owners = await users.getMany(caller.firmId, company.ownerIds);
      return owners.map((o) => ({
        user_id: o.id,
        full_name: fullName(o),
        notification_type_ids: subs[o.id] ?? [],
      }));
    },

    async setOwners(
      principal: Principal | null | undefined,
      companyId: string,
      input: OwnerSubscription[],
    ): Promise<void> {
      const { caller, company } = await visible(principal, companyId);
      requireStaff(caller);
      const current = await settings.get(caller.firmId, company.id, company.ownerIds);
      const next = { ...current };
      for (const sub of input) {
        if (!company.ownerIds.includes(sub.user_id))
          throw badRequest('Not an owner of this entity');
        next[sub.user_id] = [...new Set(sub.notification_type_ids)].sort((a, b) => a - b);
      }
      if (!subscriptionsValid(Object.values(next).map((ids) => ({ notification_type_ids: ids })))) {
        throw badRequest(NOTIFICATION_WARNING);
      }
      // An assigned advisor cannot switch off notifications of the users assigned to them.
      const owners = await users.getMany(caller.firmId, company.ownerIds);
      for (const owner of owners) {
        const removed = (current[owner.id] ?? []).some((id) => !next[owner.id]?.includes(id));
        if (removed && owner.assignedAdvisorId === caller.userId) {
          throw forbidden('You cannot disable notifications for users assigned to you');
        }
      }
      await settings.set(caller.firmId, company.id, next);
    },

    /** save_notification_subscription: an owner's own types on several entities at once. */
    async saveMine(
      principal: Principal | null | undefined,
      entityIds: string[],
      typeIds: number[],
    ): Promise<void> {
      const caller = requireSignedIn(principal);
      const plans: { companyId: string; subs: Record<string, number[]> }[] = [];
      for (const id of new Set(entityIds)) {
        const { company } = await visible(caller, id);
        if (!company.ownerIds.includes(caller.userId))
          throw forbidden('You can change only your own notifications');
        requireCompanyEditable(caller, company);
        const subs = {
          ...(await settings.get(caller.firmId, company.id, company.ownerIds)),
          [caller.userId]: [...new Set(typeIds)],
        };
        if (
          !subscriptionsValid(Object.values(subs).map((ids) => ({ notification_type_ids: ids })))
        ) {
          throw badRequest(NOTIFICATION_WARNING);
        }
        plans.push({ companyId: company.id, subs });
      }
      // Validate every entity first, then write: nothing half-saved.
      for (const plan of plans) await settings.set(caller.firmId, plan.companyId, plan.subs);
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof notificationSettingsService>;
