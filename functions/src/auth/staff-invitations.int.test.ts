// Inviting the team (issue 50, Firm Settings → Team): an invitation is a staff account with its
// level and group, a login without a password and a mailed link good for 7 days; the set-up it
// leads to accepts it. Pending invitations are sent again or withdrawn; who may invite whom.
import { describe, expect, it } from 'vitest';
import { STAFF_INVITATION_MESSAGES as M } from '@portico/common/people/staff-invitations';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { lastMessage, linkIn, post, uidOfCustomToken } from '../../test/support/sign-in-helpers';

const testApi = useTestApi();
const DAY = 24 * 60 * 60 * 1000;
type Role = Parameters<ReturnType<typeof testApi>['as']>[0];

let n = 0;
const person = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    fname: 'Rosa',
    lname: `Invitee${n}`,
    email: `rosa.invitee${n}-${Date.now()}@harborview.example`,
    firm_access: 'full',
    ...over,
  };
};

const invite = async (invitations: object[], role: Role = 'partner') =>
  (await testApi().as(role)).post('firms/staff/invitations', { invitations });

const staffList = async (role: Role = 'partner') =>
  (await (await testApi().as(role)).get('firms/staff')).body.staff as {
    id: string;
    email: string;
    status: string;
    firm_access: string;
    firm_group_id: string | null;
  }[];

describe('inviting the team', () => {
  it('makes a staff account whose mailed link leads to set-up, which accepts it', async () => {
    const who = person({ firm_access: 'group', firm_group_id: DEMO_GROUPS.north, fname: 'Zoë 🌷' });
    const res = await invite([who]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: M.sent, not_invited: [] });
    const id = res.body.invited[0].id as string;
    expect((await staffList()).find((s) => s.id === id)).toMatchObject({
      email: who.email,
      status: 'invited',
      firm_access: 'group',
      firm_group_id: DEMO_GROUPS.north,
    });

    const mail = await lastMessage(testApi(), who.email, 'mail');
    expect(mail.subject).toBe('Harborview Tax & Advisory invites you to Portico');
    expect(mail.text).toContain('works for 7 days');
    const token = linkIn(mail).searchParams.get('auth_token') ?? '';
    const start = testApi().clock.now();
    try {
      testApi().clock.advance(7 * DAY - 60_000);
      const signedIn = await post(testApi(), 'exchange_for_firebase_token', { auth_token: token });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(uidOfCustomToken(signedIn.body.token)).toBe(id);
    } finally {
      testApi().clock.set(start);
    }
    const invitee = await testApi().asUser(id, DEMO_USERS.partner.firmId);
    const me = await invitee.get('sessions/current_user');
    expect(me.body, JSON.stringify(me.body)).toMatchObject({
      is_advisor: true,
      set_password_required: true,
    });
    const setUp = await invitee.post('sessions/set_sign_in_method', {
      signInMethod: 'password',
      newPassword: 'Harbor-view-2026!',
      confirmPassword: 'Harbor-view-2026!',
      enable2fa: true,
    });
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    expect((await staffList()).find((s) => s.id === id)?.status).toBe('active');
    // Accepted: nothing left to send again or withdraw.
    const partner = await testApi().as('partner');
    expect((await partner.post(`firms/staff/invitations/${id}/resend`, {})).status).toBe(409);
    expect((await partner.delete(`firms/staff/invitations/${id}`)).status).toBe(409);
  });

  it('invites a pasted list, leaving out who has an account, and sends and withdraws', async () => {
    const [a, b] = [person(), person({ firm_access: 'admin' })];
    const res = await invite([a, person({ email: DEMO_USERS.full.email }), b]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(M.sentMany(2));
    expect(res.body.not_invited).toEqual([{ email: DEMO_USERS.full.email, reason: M.emailTaken }]);
    // One person asked for and left out is the request's error.
    const taken = await invite([person({ email: a.email })]);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(M.emailTaken);
    expect((await invite([a, a])).status).toBe(400);

    const [idA, idB] = res.body.invited.map((s: { id: string }) => s.id);
    const partner = await testApi().as('partner');
    const before = linkIn(await lastMessage(testApi(), a.email, 'mail'));
    testApi().clock.advance(60_000);
    const resent = await partner.post(`firms/staff/invitations/${idA}/resend`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.message).toBe(M.resent);
    const after = linkIn(await lastMessage(testApi(), a.email, 'mail'));
    expect(after.searchParams.get('auth_token')).not.toBe(before.searchParams.get('auth_token'));

    const firstLink = linkIn(await lastMessage(testApi(), b.email, 'mail'));
    const withdrawn = await partner.delete(`firms/staff/invitations/${idB}`);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.message).toBe(M.withdrawn);
    expect((await staffList()).map((s) => s.id)).not.toContain(idB);
    // Its link signs nobody in, and the address may be invited again.
    const tried = await post(testApi(), 'exchange_for_firebase_token', {
      auth_token: firstLink.searchParams.get('auth_token'),
    });
    expect(tried.status).toBe(401);
    expect((await invite([person({ email: b.email })])).status).toBe(201);
    expect((await partner.delete(`firms/staff/invitations/${idB}`)).status).toBe(404);
  });

  it('is for partners, and admins below their level', async () => {
    expect((await invite([person()], 'full')).status).toBe(403);
    expect((await invite([person()], 'groupNorth')).status).toBe(403);
    expect((await invite([person()], 'clientOneEntity')).status).toBe(403);
    const admin = await invite([person({ firm_access: 'admin' })], 'admin');
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(M.tooHigh);
    const below = await invite([person({ firm_access: 'full' })], 'admin');
    expect(below.status, JSON.stringify(below.body)).toBe(201);
    // A partner's pending invitation is not the admin's to manage.
    const partnerInvite = await invite([person({ firm_access: 'partner' })]);
    const id = partnerInvite.body.invited[0].id;
    const asAdmin = await testApi().as('admin');
    expect((await asAdmin.delete(`firms/staff/invitations/${id}`)).status).toBe(403);
    // Another firm's partner sees no such invitation.
    const other = await testApi().as('otherFirmPartner');
    expect((await other.delete(`firms/staff/invitations/${id}`)).status).toBe(404);
    expect(
      (await other.get('firms/staff')).body.staff.map((s: { id: string }) => s.id),
    ).not.toContain(id);
  });

  it('checks each person as the dialog does', async () => {
    const bad = await invite([person({ email: 'not-an-email' })]);
    expect(bad.status).toBe(400);
    const noGroup = await invite([person({ firm_access: 'group' })]);
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.error).toContain(M.groupRequired);
    const unknownGroup = await invite([
      person({ firm_access: 'group', firm_group_id: 'g-nowhere' }),
    ]);
    expect(unknownGroup.status).toBe(400);
    expect(unknownGroup.body.error).toBe(M.unknownGroup);
    const control = await invite([person({ lname: 'Bad\u0007Name' })]);
    expect(control.status).toBe(400);
  });
});
