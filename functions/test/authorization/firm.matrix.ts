// Authorization matrix entries for the firm endpoints. Writes by the other firm's partner land in
// the other firm (their own); the firm tests prove Harborview is untouched. The entries that
// change the other firm's details and preferences come last, so earlier ones see its seed state.
import {
  DEMO_FIRM_ID,
  demoFirmDetails,
  demoFirmPreferences,
} from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const advisorsOnly = statuses(200, {
  anonymous: 401,
  owner: 403,
  otherClient: 403,
  readonlyClient: 403,
});
const partnersOnly = (status: number, otherFirm = status) =>
  statuses(403, { anonymous: 401, partner: status, otherFirm });
/** Partners and admins, while the firm uses firm roles (the other firm does not). */
const roleManagers = (status: number) =>
  statuses(403, { anonymous: 401, partner: status, admin: status });

export const firmMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/firms/current_user_firm',
    // Everyone signed in reads their own firm (and only theirs: the answer is the caller's firm).
    expect: statuses(200, { anonymous: 401 }),
  },
  // Public: the sign-in page brands itself before anyone signs in.
  {
    method: 'get',
    route: '/firms/branding',
    path: `/firms/branding?slug=${DEMO_FIRM_ID}`,
    expect: statuses(200),
  },
  { method: 'get', route: '/firms/users', expect: advisorsOnly },
  // Each firm's staff ask about their own firm's card-payment connection.
  { method: 'get', route: '/integrations/check_stripe_integration', expect: advisorsOnly },
  // Partners connect their own firm's card payments (the demo firm is connected: nothing starts;
  // the other firm's partner starts onboarding for their own firm).
  { method: 'post', route: '/integrations/stripe/connect', expect: partnersOnly(200) },
  { method: 'post', route: '/integrations/stripe/refresh', expect: partnersOnly(200) },
  {
    method: 'get',
    route: '/firms/catalog/:list',
    path: '/firms/catalog/groups',
    expect: advisorsOnly,
  },
  {
    method: 'post',
    route: '/firms/catalog/:list',
    path: '/firms/catalog/custom_statuses',
    body: { client_display_status: 'Matrix', firm_user_display_status: 'Matrix' },
    expect: partnersOnly(201),
  },
  {
    method: 'put',
    route: '/firms/catalog/:list/:id',
    path: '/firms/catalog/groups/g-north',
    body: { name: 'North Office' },
    expect: partnersOnly(200, 404),
  },
  {
    method: 'delete',
    route: '/firms/catalog/:list/:id',
    path: '/firms/catalog/groups/g-missing',
    expect: partnersOnly(404),
  },
  { method: 'get', route: '/firm_roles', expect: advisorsOnly },
  {
    method: 'post',
    route: '/firm_roles',
    body: { role_name: 'Matrix role', permission_ids: ['firm_role_assignments.assign'] },
    expect: roleManagers(201),
  },
  {
    method: 'put',
    route: '/firm_roles/:id',
    path: '/firm_roles/r-reviewer',
    body: { role_name: 'Reviewer', permission_ids: ['firm_role_assignments.assign'] },
    expect: roleManagers(200),
  },
  {
    method: 'delete',
    route: '/firm_roles/:id',
    path: '/firm_roles/r-missing',
    expect: roleManagers(404),
  },
  {
    method: 'patch',
    route: '/firms/current_user_firm',
    body: demoFirmDetails(),
    expect: partnersOnly(200),
  },
  {
    method: 'put',
    route: '/firms/update_preferences',
    // The demo firm's preferences without its own users (the other firm's partner names none of
    // them); the other firm has the demo firm's features from here on.
    body: {
      preferences: {
        ...demoFirmPreferences(),
        firm_user_ids_to_receive_drop_link_notification: [],
      },
    },
    expect: partnersOnly(200),
  },
  // The Guide: every staff member reads their own firm's, and shows or hides it for themselves.
  {
    method: 'get',
    route: '/firms/guide',
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  {
    method: 'put',
    route: '/firms/guide/dismissed',
    body: { dismissed: false },
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
];
