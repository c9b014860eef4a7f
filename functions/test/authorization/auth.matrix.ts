// Authorization matrix entries for the session endpoints. Sign-in calls are public: the
// credential in the body decides, never the caller. Bodies are chosen so that ten callers in a
// row neither trip a rate limit nor change demo users (the send and verify calls name no live
// code or link; their success paths are proved in the auth area's *.int.test.ts files).
import { DEMO_PASSWORD, DEMO_TEMPLATES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const olivia = DEMO_USERS.clientOneEntity;
const NO_SUCH_UID = 'u-no-such-user';

export const authMatrix: MatrixEntry[] = [
  {
    method: 'post',
    route: '/sessions/verify_password_for_firebase_token',
    body: { username: olivia.email, password: DEMO_PASSWORD },
    // Public: anyone holding the credential signs in, whoever sends it.
    expect: statuses(200),
  },
  {
    method: 'get',
    route: '/sessions/get_preferred_sign_in_method',
    path: `/sessions/get_preferred_sign_in_method?username=${encodeURIComponent(olivia.email)}`,
    expect: statuses(200),
  },
  {
    method: 'get',
    route: '/sessions/get_auth_methods',
    path: `/sessions/get_auth_methods?uid=${olivia.id}`,
    expect: statuses(200),
  },
  {
    method: 'post',
    route: '/sessions/send_auth_link',
    body: { uid: NO_SUCH_UID },
    expect: statuses(400),
  },
  // Olivia has no phone: refused before anything is sent.
  {
    method: 'post',
    route: '/sessions/send_sms_verification_code',
    body: { uid: olivia.id },
    expect: statuses(400),
  },
  {
    method: 'post',
    route: '/sessions/send_email_verification_code',
    body: { uid: NO_SUCH_UID },
    expect: statuses(400),
  },
  // No first factor is waiting for a second one.
  {
    method: 'post',
    route: '/sessions/send_2fa_link',
    body: { uid: olivia.id },
    expect: statuses(400),
  },
  {
    method: 'post',
    route: '/sessions/verify_verification_code',
    body: { uid: NO_SUCH_UID, verification_code: '123456' },
    expect: statuses(401),
  },
  // A signer link is its own credential: whoever calls, an unknown one is refused alike.
  {
    method: 'post',
    route: '/sessions/open_signer_link',
    body: { signer_token: 'not-a-token' },
    expect: statuses(401),
  },
  {
    method: 'post',
    route: '/sessions/exchange_for_firebase_token',
    body: { auth_token: 'not-a-token' },
    expect: statuses(401),
  },
  // An unknown email answers like a known one.
  {
    method: 'post',
    route: '/sessions/reset_sign_in_method',
    body: { username: 'nobody@example.com' },
    expect: statuses(200),
  },
  {
    method: 'post',
    route: '/sessions/set_sign_in_method',
    // Signed-in callers get past the gate to validation (no method chosen), so nobody changes.
    body: {},
    expect: statuses(400, { anonymous: 401 }),
  },
  // Signed-in callers get past the gate to validation, so no code is sent.
  {
    method: 'post',
    route: '/sessions/sign_in_contact/send_code',
    body: {},
    expect: statuses(400, { anonymous: 401 }),
  },
  // Each caller confirms only their own contact: no code is live, so it is a wrong code, except
  // for the read-only client, who may not change their profile at all.
  {
    method: 'post',
    route: '/sessions/sign_in_contact/verify',
    body: { phone_number: '5035550188', verification_code: '123456' },
    expect: statuses(400, { anonymous: 401, readonlyClient: 403 }),
  },
  {
    method: 'get',
    route: '/sessions/template_info/:hashId',
    path: `/sessions/template_info/${DEMO_TEMPLATES.individual.hashId}`,
    expect: statuses(200),
  },
  {
    method: 'post',
    route: '/sessions/create_template_user',
    body: {
      email: 'matrix@example.com',
      fname: 'Matrix',
      lname: 'Caller',
      templateHashId: 'no-such-template',
    },
    expect: statuses(404),
  },
  {
    method: 'get',
    route: '/sessions/current_user',
    expect: statuses(200, { anonymous: 401 }),
  },
  // A cookie is made from the caller's own ID token, never from another cookie; signing out is
  // anyone's to ask (it ends only the cookie the request carries).
  {
    method: 'post',
    route: '/sessions/cookie',
    expect: statuses(204, { anonymous: 401 }),
    byCookie: statuses(401),
  },
  {
    method: 'delete',
    route: '/sessions/cookie',
    expect: statuses(204),
    endsSession: true,
  },
  // Anyone signed in ends their own sessions (the call names no one else).
  {
    method: 'post',
    route: '/sessions/sign_out_everywhere',
    expect: statuses(204, { anonymous: 401 }),
    revokesSessions: true,
  },
  // The team (Firm Settings → Team): every staff member sees their own firm's staff.
  {
    method: 'get',
    route: '/firms/staff',
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
    hides: { text: DEMO_USERS.full.email, from: ['otherFirm'] },
  },
  // Partners and admins invite (here an address that has an account: refused, nothing made);
  // full and group-limited staff and clients may not.
  {
    method: 'post',
    route: '/firms/staff/invitations',
    body: {
      invitations: [
        { fname: 'Priya', lname: 'Again', email: DEMO_USERS.full.email, firm_access: 'full' },
      ],
    },
    expect: statuses(403, { anonymous: 401, partner: 409, admin: 409, otherFirm: 409 }),
  },
  // A staff member who was never invited here has no invitation to send again or withdraw.
  {
    method: 'post',
    route: '/firms/staff/invitations/:userId/resend',
    path: `/firms/staff/invitations/${DEMO_USERS.full.id}/resend`,
    expect: statuses(403, { anonymous: 401, partner: 404, admin: 404, otherFirm: 404 }),
  },
  {
    method: 'delete',
    route: '/firms/staff/invitations/:userId',
    path: `/firms/staff/invitations/${DEMO_USERS.full.id}`,
    expect: statuses(403, { anonymous: 401, partner: 404, admin: 404, otherFirm: 404 }),
  },
  // Create your firm: public, the sign-up's id and code decide (bodies that create nothing, so
  // ten callers in a row trip no limit).
  {
    method: 'post',
    route: '/firms/sign_up',
    body: { firm_name: 'Matrix Firm', fname: 'Mat', lname: 'Rix', email: 'not-an-email' },
    expect: statuses(400),
  },
  {
    method: 'post',
    route: '/firms/sign_up/verify',
    body: { signup_id: 'no-such-sign-up', code: '123456' },
    expect: statuses(404),
  },
  {
    method: 'post',
    route: '/firms/sign_up/resend',
    body: { signup_id: 'no-such-sign-up' },
    expect: statuses(404),
  },
];
