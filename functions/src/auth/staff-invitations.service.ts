// Inviting the team (issue 50, Firm Settings → Team): partners and admins invite staff, each a
// staff account with its access level and group, a login without a password, and a mailed link
// (good for STAFF_INVITATION_DAYS) that signs them in once to set their password and two-factor;
// finishing that set-up accepts the invitation (sign-in-method.service.ts). Pending invitations
// are sent again or withdrawn; withdrawing leaves the account inactive without a login, so the
// address can be invited again and the link signs nobody in.
import {
  canInviteStaff,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_MESSAGES as M,
  type InviteStaffInput,
  type InviteStaffResultDto,
  type StaffInvitationInput,
  type StaffMemberDto,
} from '@portico/common/people/staff-invitations';
import type { FirmCatalogRepo } from '../firm/firm.module';
import { Conflict, Forbidden, Invalid, NotFound, RateLimited } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import { fullName, type UserRecord } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { SignInDeps } from './sign-in-deps';
import { limitKeys, SENDS_PER_USER } from './sign-in-limits';
import { signInLinkUrl } from './sign-in-mail';
import { newLinkToken } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<
  SignInDeps,
  'db' | 'users' | 'logins' | 'challenges' | 'limits' | 'clock' | 'outbox' | 'newId'
> & { catalog: FirmCatalogRepo };

/** Partners and admins who are not read-only; `level` when inviting at it. */
export function requireStaffInviter(
  principal: Principal | null | undefined,
  level?: UserRecord['firmAccess'],
): Principal {
  const caller = requireStaff(principal);
  if (caller.readonly || !canInviteStaff(caller.firmAccess)) throw new Forbidden(M.notAllowed);
  if (level && !canInviteStaff(caller.firmAccess, level)) throw new Forbidden(M.tooHigh);
  return caller;
}

export function staffMemberDto(user: UserRecord): StaffMemberDto {
  const invited = user.invitation?.state === 'pending';
  return {
    id: user.id,
    full_name: fullName(user),
    email: user.email,
    firm_access: user.firmAccess ?? 'full',
    firm_group_id: user.firmGroupId,
    status: !user.paying ? 'inactive' : invited ? 'invited' : 'active',
    invited_at: user.invitation?.sentAt.toISOString() ?? null,
  };
}

export function staffInvitationsService(deps: Deps) {
  const { db, users, logins, challenges, limits, clock, outbox, newId, catalog } = deps;

  /** Inside `tx`: a single-use sign-in link for the invitee and the mail that carries it. */
  function queueInvitationMail(
    tx: DbTransaction,
    user: UserRecord,
    inviter: Principal,
    portalUrl: string,
  ) {
    const now = clock.now();
    const token = newLinkToken();
    challenges.saveTokenIn(
      tx,
      token,
      { uid: user.id, firmId: user.firmId, purpose: 'sign_in', twoFactorPassed: false },
      new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
    );
    outbox.queueMail(tx, {
      to: user.email,
      subject: `${inviter.firm.name} invites you to Portico`,
      text: [
        `Hello ${user.fname},`,
        '',
        `${inviter.firm.name} has invited you to its Portico workspace, where the firm works with its clients. This link signs you in once and works for ${STAFF_INVITATION_DAYS} days; you will then set your password and two-factor sign-in:`,
        '',
        signInLinkUrl(portalUrl, token),
        '',
        'If you did not expect this invitation, you can ignore this email.',
      ].join('\n'),
    });
  }

  async function groupIds(firmId: string): Promise<Set<string>> {
    return new Set((await catalog.list(firmId, 'groups')).map((g) => g.id));
  }

  /** One invitee's account, login, link and mail in one transaction; a reason when left out. */
  async function inviteOne(
    caller: Principal,
    input: StaffInvitationInput,
    groups: Set<string>,
    portalUrl: string,
  ): Promise<UserRecord | string> {
    if (!canInviteStaff(caller.firmAccess, input.firm_access)) return M.tooHigh;
    if (input.firm_group_id && !groups.has(input.firm_group_id)) return M.unknownGroup;
    const now = clock.now();
    const user: UserRecord = {
      id: newId(),
      firmId: caller.firmId,
      email: input.email,
      fname: input.fname,
      lname: input.lname,
      preferredName: '',
      phoneNumber: '',
      isStaff: true,
      firmAccess: input.firm_access,
      firmGroupId: input.firm_group_id || null,
      assignedAdvisorId: null,
      paying: true,
      readonlyAccess: false,
      setPasswordRequired: true,
      preferredSignInMethod: 'password',
      enabled2fa: false,
      timeZone: DEFAULT_TIME_ZONE,
      hasTempEmail: false,
      defaultCompanyId: null,
      createdAt: now,
      invitation: { sentAt: now, by: caller.userId, state: 'pending' },
    };
    const made = await db.runTransaction(async (tx) => {
      if (await logins.anyTaken(tx, [user.email])) return false;
      users.insert(tx, user);
      logins.insert(tx, {
        email: user.email,
        firmId: user.firmId,
        userId: user.id,
        passwordHash: null,
      });
      queueInvitationMail(tx, user, caller, portalUrl);
      return true;
    });
    return made ? user : M.emailTaken;
  }

  /** A pending invitation the caller may manage, else 404 / 403 / 409. */
  async function pendingInvitation(caller: Principal, userId: string): Promise<UserRecord> {
    const user = await users.get(caller.firmId, userId);
    if (!user?.isStaff || !user.invitation || user.invitation.state === 'withdrawn')
      throw new NotFound(M.notFound);
    requireStaffInviter(caller, user.firmAccess);
    if (user.invitation.state !== 'pending') throw new Conflict(M.notPending);
    return user;
  }

  return {
    groupIds,
    /** One person, as a row of an imported staff list is: the account made, or why not. */
    inviteOne,
    /** The firm's staff for the Team tab: active, invited and inactive, by name. */
    async list(principal: Principal | null | undefined): Promise<StaffMemberDto[]> {
      const caller = requireStaff(principal);
      const staff = await users.listAdvisors(caller.firmId);
      return staff
        .filter((u) => u.invitation?.state !== 'withdrawn')
        .map(staffMemberDto)
        .sort((a, b) => a.full_name.localeCompare(b.full_name));
    },

    async invite(
      principal: Principal | null | undefined,
      input: InviteStaffInput,
      portalUrl: string,
    ): Promise<InviteStaffResultDto> {
      const caller = requireStaffInviter(principal);
      const emails = input.invitations.map((i) => i.email);
      if (new Set(emails).size !== emails.length) throw new Invalid(M.duplicate);
      const groups = await groupIds(caller.firmId);
      const result: InviteStaffResultDto = { message: '', invited: [], not_invited: [] };
      for (const invitation of input.invitations) {
        const outcome = await inviteOne(caller, invitation, groups, portalUrl);
        if (typeof outcome === 'string')
          result.not_invited.push({ email: invitation.email, reason: outcome });
        else result.invited.push(staffMemberDto(outcome));
      }
      // One person asked for and left out is the request's error, as a form expects it.
      const [only] = result.not_invited;
      if (input.invitations.length === 1 && only) {
        if (only.reason === M.tooHigh) throw new Forbidden(only.reason);
        if (only.reason === M.unknownGroup) throw new Invalid(only.reason);
        throw new Conflict(only.reason);
      }
      const n = result.invited.length;
      result.message = n === 0 ? M.noneSent : n === 1 ? M.sent : M.sentMany(n);
      return result;
    },

    /** A new link (the old one keeps working until it expires), at most 5 in 15 minutes. */
    async resend(principal: Principal | null | undefined, userId: string, portalUrl: string) {
      const caller = requireStaffInviter(principal);
      const user = await pendingInvitation(caller, userId);
      const now = clock.now();
      if (!(await limits.hit(limitKeys.sendsToUser(user.id), SENDS_PER_USER, now)).allowed)
        throw new RateLimited(M.tooSoon);
      const sent = await db.runTransaction(async (tx) => {
        const current = await users.read(tx, user.firmId, user.id);
        if (current?.invitation?.state !== 'pending') return null;
        queueInvitationMail(tx, current, caller, portalUrl);
        return users.update(tx, current, {
          invitation: { ...current.invitation, sentAt: now, by: caller.userId },
        });
      });
      if (!sent) throw new Conflict(M.notPending);
      return { message: M.resent, staff_member: staffMemberDto(sent) };
    },

    async withdraw(principal: Principal | null | undefined, userId: string) {
      const caller = requireStaffInviter(principal);
      const user = await pendingInvitation(caller, userId);
      const done = await db.runTransaction(async (tx) => {
        const current = await users.read(tx, user.firmId, user.id);
        if (current?.invitation?.state !== 'pending') return false;
        const move = await logins.planMove(tx, user.firmId, user.id, {
          from: current.email,
          to: null,
        });
        move?.apply();
        users.update(tx, current, {
          paying: false,
          invitation: { ...current.invitation, state: 'withdrawn' },
        });
        return true;
      });
      if (!done) throw new Conflict(M.notPending);
      return { message: M.withdrawn, id: user.id };
    },
  };
}

export type StaffInvitationsService = ReturnType<typeof staffInvitationsService>;
