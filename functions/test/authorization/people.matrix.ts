// Authorization matrix entries for entities, users and firm role assignments. The subject is
// Olivia Martinez (owner) and her entity, in the North Office group.
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import {
  STAFF_WHO_SEE_SUBJECT,
  staffWhoSeeSubject,
  statuses,
  type MatrixEntry,
  type PrincipalKind,
} from './matrix-kinds';

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
const staffWhoSeeHer = STAFF_WHO_SEE_SUBJECT;

/** Staff lists: clients are refused; a South Office advisor's answers never mention Olivia. */
const staffList = statuses(200, {
  anonymous: 401,
  owner: 403,
  otherClient: 403,
  readonlyClient: 403,
});
const hiddenFrom: PrincipalKind[] = ['groupOutside', 'otherFirm'];
const listQueries = [
  '',
  '?search_term=olivia',
  '?search_term=martinez&count=true',
  '?only_ids=true',
  '?firm_group_id=g-north',
];
const listEntries: MatrixEntry[] = ['/v2/users', '/v2/entities'].flatMap((route) =>
  listQueries.map((query): MatrixEntry => ({
    method: 'get',
    route,
    path: `${route}${query}`,
    expect: staffList,
    hides: { text: route === '/v2/users' ? olivia : company, from: hiddenFrom },
  })),
);

/**
 * Staff on staff (docs/decisions/security.md): each access level edits each other level. A
 * partner edits all staff; others only staff below them (403 at or above); anyone edits
 * themselves; a group-limited advisor does not see the other group's advisor (404).
 */
function staffOnStaffEntries(): MatrixEntry[] {
  const targets: [PrincipalKind, string][] = [
    ['partner', DEMO_USERS.partner.id],
    ['admin', DEMO_USERS.admin.id],
    ['full', DEMO_USERS.full.id],
    ['groupInside', DEMO_USERS.groupNorth.id],
    ['groupOutside', DEMO_USERS.groupSouth.id],
  ];
  const level: Partial<Record<PrincipalKind, number>> = {
    partner: 4,
    admin: 3,
    full: 2,
    groupInside: 1,
    groupOutside: 1,
  };
  return targets.map(([target, id]) => {
    const byStaff = (kind: PrincipalKind): number => {
      if (kind === target || kind === 'partner') return 200;
      if (target.startsWith('group') && kind.startsWith('group')) return 404;
      return level[kind]! > level[target]! ? 200 : 403;
    };
    return {
      method: 'patch',
      route: '/users/:id',
      path: `/users/${id}`,
      body: { fname: 'Staff', lname: target, time_zone: 'Pacific Time (US & Canada)' },
      expect: statuses(200, {
        anonymous: 401,
        owner: 404,
        otherClient: 404,
        readonlyClient: 404,
        otherFirm: 404,
        partner: byStaff('partner'),
        admin: byStaff('admin'),
        full: byStaff('full'),
        groupInside: byStaff('groupInside'),
        groupOutside: byStaff('groupOutside'),
      }),
    };
  });
}

/** Tags: staff only; a South Office advisor cannot tag Olivia's entity (404, nothing changes). */
const tagEntries: MatrixEntry[] = [
  { method: 'get', route: '/v2/tags', path: '/v2/tags?kind=entity', expect: staffList },
  // Kinds run in order: the partner creates the tag, Harborview's other staff then meet it (409).
  {
    method: 'post',
    route: '/v2/tags',
    body: { kind: 'contact', new_tag: 'Matrix' },
    expect: statuses(409, {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      readonlyClient: 403,
      partner: 201,
      otherFirm: 201,
    }),
  },
  {
    method: 'delete',
    route: '/v2/tags/:id',
    path: '/v2/tags/no-such-tag',
    // Deleting a firm-wide tag needs sight of every record: not group-limited advisors.
    expect: statuses(404, {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      readonlyClient: 403,
      groupInside: 403,
      groupOutside: 403,
    }),
  },
  {
    method: 'post',
    route: '/v2/tags/bulk',
    body: { kind: 'entity', company_ids: [company], tag_names: ['VIP'] },
    expect: staffWhoSeeHer,
  },
];

/** Create User and Entity: staff; a South Office advisor cannot create into the North Office. */
const createEntries: MatrixEntry[] = [
  {
    method: 'post',
    route: '/v2/users',
    body: {
      fname: 'Matrix',
      lname: 'Client',
      email: '',
      generate_temp_email: true,
      assigned_advisor_id: DEMO_USERS.groupNorth.id,
      firm_group_id: 'g-north',
      entity_type: 'Trust',
      entity_name: 'Matrix Trust',
    },
    // Another firm's partner names an advisor who is not theirs: 400, nothing created.
    expect: statuses(201, {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      readonlyClient: 403,
      groupOutside: 403,
      otherFirm: 400,
    }),
  },
  {
    method: 'get',
    route: '/v2/users/check_email',
    path: `/v2/users/check_email?email=${DEMO_USERS.clientOneEntity.email}`,
    expect: staffList,
    hides: { text: olivia, from: hiddenFrom },
  },
];

export const peopleMatrix: MatrixEntry[] = [
  {
    method: 'post',
    route: '/v2/users/send_sign_in_links',
    body: { user_ids: [DEMO_USERS.clientOneEntity.id] },
    // Staff who see the client send (a link each time, or a skip once too many were sent).
    expect: staffWhoSeeSubject(200),
  },
  // Everyone signed in lists their own active entities.
  { method: 'get', route: '/companies', expect: statuses(200, { anonymous: 401 }) },
  // Only the owner chooses the entity they open on; no one else may (or may learn it exists).
  {
    method: 'put',
    route: '/companies/default',
    body: { companyId: company },
    expect: statuses(404, {
      anonymous: 401,
      owner: 200,
      partner: 403,
      admin: 403,
      full: 403,
      groupInside: 403,
      groupOutside: 403,
      otherFirm: 403,
    }),
  },
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
    route: '/companies/:id',
    path: `/companies/${company}`,
    expect: ownerAndVisibleStaff,
  },
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
  ...staffOnStaffEntries(),
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
  {
    method: 'get',
    route: '/users/:id/entities',
    path: `/users/${olivia}/entities`,
    expect: staffWhoSeeHer,
    hides: { text: company, from: hiddenFrom },
  },
  // Olivia's entity takes her email as its business email (she is its owner).
  {
    method: 'put',
    route: '/companies/:id/business_email',
    path: `/companies/${company}/business_email`,
    body: { userId: olivia, business_email: DEMO_USERS.clientOneEntity.email },
    expect: staffWhoSeeHer,
  },
  ...listEntries,
  ...tagEntries,
  // One record's tags: staff who may see her; emptying is a no-op on the seeded Olivia.
  {
    method: 'put',
    route: '/users/:id/contact_tags',
    path: `/users/${olivia}/contact_tags`,
    body: { contact_tags: [] },
    expect: staffWhoSeeHer,
  },
  {
    method: 'put',
    route: '/companies/:id/entity_tags',
    path: `/companies/${company}/entity_tags`,
    body: { entity_tags: [] },
    expect: staffWhoSeeHer,
  },
  ...createEntries,
  // Owners: no-op changes on Olivia's entity (she is its only and primary owner).
  {
    method: 'post',
    route: '/companies/:id/owners',
    path: `/companies/${company}/owners`,
    body: { user_id: olivia },
    expect: staffWhoSeeHer,
  },
  {
    method: 'post',
    route: '/companies/:id/primary_contact',
    path: `/companies/${company}/primary_contact`,
    body: { user_id: olivia },
    expect: staffWhoSeeHer,
  },
  {
    method: 'delete',
    route: '/companies/:id/owners/:userId',
    path: `/companies/${company}/owners/${olivia}`,
    expect: staffWhoSeeSubject(400),
  },
  // A taken email refuses before anything is written (409), so Olivia's entity keeps its owners.
  {
    method: 'post',
    route: '/companies/:id/owners/new',
    path: `/companies/${company}/owners/new`,
    body: { firstName: 'Matrix', lastName: 'Owner', email: DEMO_USERS.clientOneEntity.email },
    expect: staffWhoSeeSubject(409),
  },
  // Olivia's Individual has no spouse recorded (null). Adding one with a taken email refuses
  // (409) before anything is written, so her entity keeps its owners and name; placed before
  // remove_email, which frees her address.
  {
    method: 'get',
    route: '/companies/:id/spouse',
    path: `/companies/${company}/spouse`,
    expect: ownerAndVisibleStaff,
  },
  {
    method: 'post',
    route: '/companies/:id/spouse',
    path: `/companies/${company}/spouse`,
    body: { fname: 'Matrix', lname: 'Spouse', email: DEMO_USERS.clientOneEntity.email },
    expect: staffWhoSeeSubject(409),
  },
  // Kinds run in order: the partner creates the entity, the others then meet its name (409).
  {
    method: 'post',
    route: '/companies',
    body: { user_id: olivia, name: 'Martinez Matrix LLC', entity_type: 'Trust' },
    expect: staffWhoSeeSubject(409, { partner: 201 }),
  },
  // Olivia has no assigned advisor; -1 keeps it so. Partners and full users only.
  {
    method: 'post',
    route: '/v2/users/assignments',
    body: { advisorId: '-1', clientIds: [olivia] },
    expect: statuses(403, { anonymous: 401, partner: 200, full: 200, otherFirm: 404 }),
  },
  // The entity's assigned firm user, to none (-1) as it may already be: partners and full users
  // who see the entity.
  {
    method: 'put',
    route: '/companies/:id/assigned_advisor',
    path: `/companies/${company}/assigned_advisor`,
    body: { assigned_advisor_id: '-1' },
    expect: statuses(403, {
      anonymous: 401,
      partner: 200,
      full: 200,
      groupOutside: 404,
      otherFirm: 404,
    }),
  },
  {
    method: 'patch',
    route: '/v2/entities/:id/status',
    path: `/v2/entities/${company}/status`,
    body: { readonly_access: false },
    expect: staffWhoSeeHer,
  },
  // A no-op change, so the matrix leaves Olivia as she was.
  {
    method: 'patch',
    route: '/v2/users/:id/status',
    path: `/v2/users/${olivia}/status`,
    body: { readonly_access: false },
    expect: staffWhoSeeHer,
  },
  // Last, since it changes Olivia: the partner removes her email (she signs in by password); the
  // other staff who may see her then find nothing to remove (400).
  {
    method: 'post',
    route: '/users/:id/remove_email',
    path: `/users/${olivia}/remove_email`,
    expect: staffWhoSeeSubject(400, { partner: 200 }),
  },
  // Partners and admins only (others 403, before the entity is even looked up); an unknown id
  // keeps the demo entities (the API tests delete real ones, incl. another group's: 404).
  {
    method: 'delete',
    route: '/companies/:id',
    path: '/companies/c-no-such-entity',
    expect: statuses(403, { anonymous: 401, partner: 404, admin: 404, otherFirm: 404 }),
  },
];
