// Authorization matrix entries for entities, users and firm role assignments. The subject is
// Olivia Martinez (owner) and her entity, in the North Office group.
import { DEMO_COMPANIES, DEMO_USERS } from '../local/seed/demo-firm';
import { statuses, type MatrixEntry } from '../test-support/matrix-kinds';

const olivia = DEMO_USERS.clientOneEntity.id;
const company = DEMO_COMPANIES.olivia.id;
/** Only the owner and the staff who may see her (not the South Office, not another firm). */
const ownerAndVisibleStaff = statuses(200, {
  anonymous: 401,
  otherClient: 404,
  readonlyClient: 404,
  groupOutside: 404,
  otherFirm: 404,
});
const staffWhoSeeHer = statuses(200, {
  anonymous: 401,
  owner: 403,
  otherClient: 403,
  readonlyClient: 403,
  groupOutside: 404,
  otherFirm: 404,
});

export const peopleMatrix: MatrixEntry[] = [
  // Everyone signed in lists their own active entities.
  { method: 'get', route: '/companies', expect: statuses(200, { anonymous: 401 }) },
  {
    method: 'get',
    route: '/companies',
    path: `/companies?user_id=${olivia}`,
    expect: statuses(200, {
      anonymous: 401,
      otherClient: 403,
      readonlyClient: 403,
      groupOutside: 404,
      otherFirm: 404,
    }),
  },
  {
    method: 'get',
    route: '/v2/entities',
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  { method: 'get', route: '/companies/:id', path: `/companies/${company}`, expect: ownerAndVisibleStaff },
  {
    method: 'get',
    route: '/companies/:id',
    path: `/companies/${DEMO_COMPANIES.olivia.hashId}`,
    expect: ownerAndVisibleStaff,
  },
  {
    method: 'patch',
    route: '/companies/:id',
    path: `/companies/${company}`,
    body: { name: 'Olivia Martinez', entity_type: 'Individual' },
    expect: ownerAndVisibleStaff,
  },
  { method: 'get', route: '/users/:id', path: `/users/${olivia}`, expect: ownerAndVisibleStaff },
  {
    method: 'patch',
    route: '/users/:id',
    path: `/users/${olivia}`,
    body: { fname: 'Olivia', lname: 'Martinez', time_zone: 'Pacific Time (US & Canada)' },
    expect: ownerAndVisibleStaff,
  },
  {
    method: 'post',
    route: '/firm_role_assignments/assign',
    body: { firmRoleId: 'r-preparer', companyId: company, userId: DEMO_USERS.groupNorth.id },
    expect: staffWhoSeeHer,
  },
  {
    method: 'post',
    route: '/firm_role_assignments/unassign',
    body: { firmRoleId: 'r-preparer', companyId: company },
    expect: staffWhoSeeHer,
  },
];
