// A user's profile as the editors and the staff user view see it (spec 1 §5, spec 3 §6): reading
// it, the entities a client owns, saving the profile (with the staff-only fields of Edit user),
// Remove email, and the firm's staff for assignment selects.
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import type { OwnedEntityDto, UserProfileDto } from '@portico/common/people/entity-dto';
import { EMAIL_EXISTS } from '@portico/common/people/create-client';
import {
  EMAIL_REMOVE_FAILED,
  EMAIL_REMOVED,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import { Conflict, Failed, NotFound } from '../../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../../kernel/principal';
import type { Db } from '../../platform/db/db';
import { NO_WRITES } from '../../platform/db/planned-writes';
import type { EntitiesRepo } from '../entities/entities.repo';
import { toEntitySummary } from '../entities/entity.dto';
import type { LoginDirectory, SignInContactNotices, DeliveryFacts } from '../people-links';
import {
  canSeeEntity,
  requireProfileEditable,
  requireStaffManager,
  requireVisibleClient,
  requireVisibleUser,
} from '../people.policy';
import { loadTagNames, NO_TAG_NAMES, type TagNames } from '../tags/tag-names';
import { emailRemoval, requireOwnSignInKept, staffEditChanges, type UserEdit } from './user-edit';
import { toUserProfileDto } from './user.dto';
import { fullName } from './user-record';
import type { UsersRepo } from './users.repo';
import type { ActivityRepo } from '../../activity/activity.module';
import type { Clock } from '../../platform/clock/clock';
import { logDetailChange } from '../detail-changes';

interface Deps {
  db: Db;
  users: UsersRepo;
  entities: EntitiesRepo;
  catalog: FirmCatalogRepo;
  logins: LoginDirectory;
  contactNotices: SignInContactNotices;
  activity: ActivityRepo;
  clock: Clock;
  deliveryFacts: DeliveryFacts;
}

export function usersService(deps: Deps) {
  const { db, users, entities, catalog, logins, contactNotices, deliveryFacts } = deps;
  /** Tag names for staff answers; tags are advisor-side, so others get none. */
  const tagNamesFor = (caller: Principal): Promise<TagNames> =>
    caller.isStaff ? loadTagNames(catalog, caller.firmId) : Promise.resolve(NO_TAG_NAMES);

  async function profile(caller: Principal, userId: string): Promise<UserProfileDto> {
    const user = await users.get(caller.firmId, userId);
    if (!user) throw new NotFound('User not found');
    return toUserProfileDto(user, await tagNamesFor(caller));
  }

  /**
   * Writes an edit and, when the email changes, moves the user's login in the same transaction,
   * so the user and the sign-in directory never disagree, and tells the old address when the
   * sign-in contact moved. False, nothing written, when the new address belongs to another account.
   */
  function save(firmId: string, userId: string, edit: UserEdit): Promise<boolean> {
    return db.runTransaction(async (tx) => {
      const current = await users.read(tx, firmId, userId);
      if (!current) throw new NotFound('User not found');
      const move = edit.move ? await logins.planMove(tx, firmId, userId, edit.move) : NO_WRITES;
      if (!move) return false;
      move.apply();
      users.update(tx, current, edit.patch);
      contactNotices.queue(tx, current, edit.patch);
      return true;
    });
  }

  return {
    async user(principal: Principal | null | undefined, id: string): Promise<UserProfileDto> {
      const caller = requireSignedIn(principal);
      const { user } = requireVisibleUser(caller, await users.get(caller.firmId, id));
      return toUserProfileDto(user, await tagNamesFor(caller));
    },

    /** The staff user view's entities: every entity of the client the caller may see. */
    async entitiesOf(
      principal: Principal | null | undefined,
      userId: string,
    ): Promise<OwnedEntityDto[]> {
      const caller = requireStaff(principal);
      const { user } = requireVisibleUser(caller, await users.get(caller.firmId, userId));
      const owned = await entities.listByOwner(caller.firmId, user.id);
      return owned
        .filter((c) => canSeeEntity(caller, c))
        .map((c) => ({
          ...toEntitySummary(c),
          business_email: c.details?.businessEmail ?? '',
          is_primary: c.primaryOwnerId === user.id,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async updateUser(
      principal: Principal | null | undefined,
      id: string,
      input: UserProfileInput,
    ): Promise<UserProfileDto> {
      const caller = requireSignedIn(principal);
      const { user } = requireVisibleUser(caller, await users.get(caller.firmId, id));
      if (!caller.isStaff && user.id !== caller.userId) throw new NotFound('User not found');
      requireProfileEditable(caller, user);
      requireStaffManager(caller, user);
      requireOwnSignInKept(caller, user, input);
      const { preferences } = caller.firm;
      const forced = user.isStaff
        ? preferences.force_2fa_on_firm_users
        : preferences.force_2fa_on_users;
      const staff = await staffEditChanges({ users, catalog }, caller, user, input);
      const saved = await save(caller.firmId, user.id, {
        patch: {
          fname: input.fname,
          lname: input.lname,
          preferredName: input.preferred_name,
          phoneNumber: input.phone_number,
          timeZone: input.time_zone,
          // Locked on while the firm forces two-factor (spec 1 §5).
          enabled2fa: forced ? true : input.enabled_2fa,
          workPhoneNumber: input.work_phone_number,
          workPhoneExtension: input.work_phone_extension,
          workEmail: input.work_email,
          preferredContactMethod: input.preferred_contact_method,
          ...staff.patch,
        },
        move: staff.move,
      });
      if (!saved) throw new Conflict(EMAIL_EXISTS);
      if (user.isStaff && (input.fname !== user.fname || input.lname !== user.lname))
        await deliveryFacts.followAdvisorName({ ...user, fname: input.fname, lname: input.lname });
      await logDetailChange(deps.activity, caller, {
        title: user.id === caller.userId ? 'Profile updated' : 'User details updated',
        description: fullName(user),
        companyId: null,
        at: deps.clock.now(),
      });
      return profile(caller, user.id);
    },

    /** Edit user's Remove email: the user keeps a temporary address and loses their login. */
    async removeEmail(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ message: string; user: UserProfileDto }> {
      const caller = requireStaff(principal);
      const user = requireVisibleClient(caller, await users.get(caller.firmId, id));
      if (!(await save(caller.firmId, user.id, emailRemoval(user))))
        throw new Failed(EMAIL_REMOVE_FAILED);
      return { message: EMAIL_REMOVED, user: await profile(caller, user.id) };
    },

    /** The firm's active staff, for assignment selects (GET /firms/users). */
    async firmUsers(principal: Principal | null | undefined): Promise<FirmUserDto[]> {
      const caller = requireStaff(principal);
      const staff = await users.listAdvisors(caller.firmId);
      return staff
        .filter((u) => u.paying)
        .map((u) => ({
          id: u.id,
          full_name: fullName(u),
          email: u.email,
          firm_access: u.firmAccess,
          firm_group_id: u.firmGroupId,
        }))
        .sort((a, b) => a.full_name.localeCompare(b.full_name));
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
