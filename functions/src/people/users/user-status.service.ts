// Activate / deactivate a client and their read-only flag (spec 3 §4): deactivating locks the
// questionnaires of the entities they are primary owner of, removes those entities' scheduled
// sends, and can also deactivate those entities; activating needs a real (not temporary) email,
// unlocks nothing, and can also activate their inactive entities; read-only applies to active
// users only. The user, the entities and the questionnaires change in one transaction.
import {
  READONLY_ONLY_ACTIVE,
  USER_EMAIL_REQUIRED,
  type UserStatusInput,
  type UserStatusResultDto,
} from '@portico/common/people/user-status';
import {
  MAX_STATUS_CHANGE_WRITES,
  tooManyStatusChanges,
} from '@portico/common/questionnaires/entity-questionnaires';
import { Invalid } from '../../kernel/errors';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { Db } from '../../platform/db/db';
import type { EntitiesRepo } from '../entities/entities.repo';
import type { QuestionnaireLocks } from '../people-links';
import { canSeeEntity, requireVisibleClient } from '../people.policy';
import type { UsersRepo } from './users.repo';

interface Deps {
  db: Db;
  users: UsersRepo;
  entities: EntitiesRepo;
  questionnaireLocks: QuestionnaireLocks;
}

export function userStatusService({ db, users, entities, questionnaireLocks }: Deps) {
  return {
    async update(
      principal: Principal | null | undefined,
      userId: string,
      input: UserStatusInput,
    ): Promise<UserStatusResultDto> {
      const caller = requireStaff(principal);
      const user = requireVisibleClient(caller, await users.get(caller.firmId, userId));
      const paying = input.paying ?? user.paying;
      const activating = paying && !user.paying;
      const deactivating = !paying && user.paying;
      if (activating && (user.hasTempEmail || !user.email)) throw new Invalid(USER_EMAIL_REQUIRED);
      if (
        input.readonly_access !== undefined &&
        input.readonly_access !== user.readonlyAccess &&
        !paying
      ) {
        throw new Invalid(READONLY_ONLY_ACTIVE);
      }
      const owned = (await entities.listByOwner(caller.firmId, user.id)).filter((c) =>
        canSeeEntity(caller, c),
      );
      const affected =
        activating && input.is_activating_all_entities
          ? owned.filter((c) => c.inactive)
          : deactivating && input.is_deactivating_all_entities
            ? owned.filter((c) => c.primaryOwnerId === user.id && !c.inactive)
            : [];
      // "Their" questionnaires are those of the entities they are primary owner of (co-owned
      // entities stay open for their primary owner), whether or not the entities go inactive too.
      const lockQuestionnairesOf = deactivating
        ? owned.filter((c) => c.primaryOwnerId === user.id).map((c) => c.id)
        : [];
      await db.runTransaction(async (tx) => {
        const current = await users.read(tx, caller.firmId, user.id);
        const changing = await entities.readMany(
          tx,
          caller.firmId,
          affected.map((c) => c.id),
        );
        const locks = await questionnaireLocks.planLocks(tx, caller.firmId, lockQuestionnairesOf);
        const writes = 1 + changing.length + locks.count;
        // One transaction or nothing: a split change could leave an inactive client with open
        // questionnaires (docs/decisions/people.md).
        if (writes > MAX_STATUS_CHANGE_WRITES) throw new Invalid(tooManyStatusChanges(writes));
        if (current)
          users.update(tx, current, {
            paying,
            ...(input.readonly_access !== undefined && { readonlyAccess: input.readonly_access }),
          });
        for (const entity of changing) entities.update(tx, entity, { inactive: deactivating });
        locks.apply();
      });
      return {
        id: user.id,
        paying,
        readonly_access: input.readonly_access ?? user.readonlyAccess,
        changed_entity_ids: affected.map((c) => c.id),
      };
    },
  };
}

export type UserStatusService = ReturnType<typeof userStatusService>;
