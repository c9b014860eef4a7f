// An Individual entity's spouse (spec 3 §5, §7 "GET spouse" and "add spouse"): who is recorded as
// the spouse, and adding one later as a new owner, which renames the entity from both names.
import {
  EMAIL_TAKEN,
  INDIVIDUAL,
  individualEntityName,
} from '@portico/common/people/create-client';
import { entityNameSchema } from '@portico/common/people/profile-schema';
import {
  SPOUSE_EXISTS,
  SPOUSE_INDIVIDUAL_ONLY,
  SPOUSE_NEEDS_PRIMARY,
  type AddSpouseInput,
  type AddSpouseResultDto,
  type SpouseAnswerDto,
  type SpouseDto,
} from '@portico/common/people/spouse';
import { Conflict, Invalid } from '../../kernel/errors';
import { checkValue } from '../../kernel/parse-input';
import { requireSignedIn, requireStaff, type Principal } from '../../kernel/principal';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import type { EntityRecord } from '../entities/entity-record';
import { requireVisibleEntity } from '../people.policy';
import { fullName, shownEmail, type UserRecord } from '../users/user-record';
import { newClientLogin, newClientRecord } from './new-client';
import { addNewOwner, type NewOwnerDeps } from './new-owner';

interface Deps extends NewOwnerDeps {
  clock: Clock;
  newId: NewId;
}

const toSpouseDto = (user: UserRecord): SpouseDto => ({
  id: user.id,
  fname: user.fname,
  lname: user.lname,
  full_name: fullName(user),
  email: shownEmail(user),
  has_temp_email: user.hasTempEmail,
});

/** Checked before the write and again inside it, so two staff adding at once get one spouse. */
function requireRoomForSpouse(entity: EntityRecord): void {
  if (entity.entityType !== INDIVIDUAL) throw new Invalid(SPOUSE_INDIVIDUAL_ONLY);
  if (entity.spouseId) throw new Conflict(SPOUSE_EXISTS);
}

export function spouseService(deps: Deps) {
  const { entities, users, clock, newId } = deps;
  async function visible(caller: Principal, companyId: string) {
    return requireVisibleEntity(caller, await entities.get(caller.firmId, companyId)).entity;
  }

  return {
    /** Staff who may see the entity, and its owners; an entity with no recorded spouse answers null. */
    async get(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<SpouseAnswerDto> {
      const caller = requireSignedIn(principal);
      const entity = await visible(caller, companyId);
      const spouse = entity.spouseId ? await users.get(caller.firmId, entity.spouseId) : null;
      return { spouse: spouse ? toSpouseDto(spouse) : null };
    },

    /**
     * A new client as the spouse of the primary contact: in the entity's group, with its assigned
     * advisor, signing in by link (or, without an email, a temporary address and no login). The
     * user, login, owner, spouse mark and new name are written in one transaction.
     */
    async add(
      principal: Principal | null | undefined,
      companyId: string,
      input: AddSpouseInput,
    ): Promise<AddSpouseResultDto> {
      const caller = requireStaff(principal);
      const entity = await visible(caller, companyId);
      requireRoomForSpouse(entity);
      const primary = entity.primaryOwnerId
        ? await users.get(caller.firmId, entity.primaryOwnerId)
        : null;
      if (!primary) throw new Invalid(SPOUSE_NEEDS_PRIMARY);
      const name = await checkValue(
        entityNameSchema(),
        individualEntityName({
          fname: primary.fname,
          lname: primary.lname,
          add_spouse: true,
          spouse_fname: input.fname,
          spouse_lname: input.lname,
        }),
      );
      const spouse = newClientRecord(
        newId(),
        caller.firmId,
        {
          fname: input.fname,
          lname: input.lname,
          email: input.email,
          phoneNumber: '',
          firmGroupId: entity.firmGroupId,
          assignedAdvisorId: entity.assignedAdvisorId,
          // Spouses usually share a home, so the primary contact's zone.
          timeZone: primary.timeZone,
          defaultCompanyId: entity.id,
        },
        clock.now(),
      );
      const created = await addNewOwner(deps, {
        companyId: entity.id,
        user: spouse,
        login: newClientLogin(spouse),
        companyPatch: (current) => {
          requireRoomForSpouse(current);
          return { name, spouseId: spouse.id };
        },
      });
      if (!created) throw new Conflict(EMAIL_TAKEN);
      return { company_id: entity.id, name, spouse: toSpouseDto(spouse) };
    },
  };
}

export type SpouseService = ReturnType<typeof spouseService>;
