// An entity's assigned firm user (spec 1 §5, spec 3 §2 "Update Assigned Firm User"): only
// partners and full users change it, only to a firm user; the entity's questionnaires and tax
// returns follow it. Used by the entity profile and by the one-field change.
import { ADVISOR_UPDATED, isNoAdvisor } from '@portico/common/people/assignments';
import { fullName } from '../users/user-record';
import { Invalid, NotFound } from '../../kernel/errors';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { Clock } from '../../platform/clock/clock';
import type { ActivityRepo } from '../../activity/activity.module';
import { logDetailChange } from '../detail-changes';
import type { QuestionnaireFacts, DeliveryFacts } from '../people-links';
import { requireAdvisorChanger, requireVisibleEntity } from '../people.policy';
import type { UsersRepo } from '../users/users.repo';
import type { EntitiesRepo } from './entities.repo';
import type { EntityRecord } from './entity-record';

interface Deps {
  entities: EntitiesRepo;
  users: UsersRepo;
  questionnaireFacts: QuestionnaireFacts;
  deliveryFacts: DeliveryFacts;
  activity: ActivityRepo;
  clock: Clock;
}

/** The firm user `advisorId` names, for a caller who may change it; null for none. */
export async function assignableAdvisor(
  users: UsersRepo,
  caller: Principal,
  advisorId: string | null,
) {
  requireAdvisorChanger(caller);
  if (!advisorId) return null;
  const advisor = await users.get(caller.firmId, advisorId);
  if (!advisor?.isStaff) throw new Invalid('Choose a firm user');
  return advisor;
}

/** After an entity's advisor changed: its questionnaires and tax returns show the new one. */
export async function followAdvisor(
  facts: Pick<Deps, 'questionnaireFacts' | 'deliveryFacts'>,
  saved: EntityRecord,
): Promise<void> {
  await facts.questionnaireFacts.setAdvisorOfCompany(
    saved.firmId,
    saved.id,
    saved.assignedAdvisorId,
  );
  await facts.deliveryFacts.followEntity(saved);
}

export function entityAdvisorService(deps: Deps) {
  const { entities, users, activity, clock } = deps;
  return {
    /** PUT /companies/{id}/assigned_advisor: the entity's assigned firm user, or none (-1). */
    async assign(
      principal: Principal | null | undefined,
      id: string,
      advisorId: string,
    ): Promise<{ message: string; assigned_advisor_id: string | null }> {
      const caller = requireStaff(principal);
      const { entity } = requireVisibleEntity(caller, await entities.get(caller.firmId, id));
      const chosen = isNoAdvisor(advisorId) ? null : advisorId;
      const advisor = await assignableAdvisor(users, caller, chosen);
      const next = advisor?.id ?? null;
      if (next === entity.assignedAdvisorId)
        return { message: ADVISOR_UPDATED, assigned_advisor_id: next };
      const saved = await entities.patch(caller.firmId, entity.id, { assignedAdvisorId: next });
      if (!saved) throw new NotFound('Entity not found');
      await followAdvisor(deps, saved);
      await logDetailChange(activity, caller, {
        title: 'Assigned firm user updated',
        description: `${saved.name}: ${advisor ? fullName(advisor) : 'none'}`,
        companyId: saved.id,
        at: clock.now(),
      });
      return { message: ADVISOR_UPDATED, assigned_advisor_id: next };
    },
  };
}

export type EntityAdvisorService = ReturnType<typeof entityAdvisorService>;
