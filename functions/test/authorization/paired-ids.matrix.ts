// Authorization matrix entries for the lists that take two ids: each pairs an id the caller may
// see with one they may not, both ways, so a filter checked against only one of them shows. The
// subject is Olivia Martinez's entity (North Office); James Whitfield's household is in the South
// Office. Every id a list is filtered by is checked against the caller; where the two ids name
// different entities, those who may see both get an empty answer.
import {
  DEMO_COMPANIES,
  DEMO_CONVERSATIONS,
  DEMO_GROUPS,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const olivia = DEMO_COMPANIES.olivia.id;
const whitfield = DEMO_COMPANIES.whitfieldHousehold.id;
const oliviaQuestionnaire = DEMO_QUESTIONNAIRES.oliviaCurrent.id;
const whitfieldQuestionnaire = DEMO_QUESTIONNAIRES.whitfieldHousehold.id;

/** Staff who see both entities (partner, admin, full) read; every other staff member gets 404. */
const staffWhoSeeBoth = statuses(200, {
  anonymous: 401,
  owner: 403,
  otherClient: 403,
  readonlyClient: 403,
  groupInside: 404,
  groupOutside: 404,
  otherFirm: 404,
});

const activityPairs: MatrixEntry[] = [
  [olivia, whitfieldQuestionnaire],
  [whitfield, oliviaQuestionnaire],
].map(([companyId, questionnaireId]) => ({
  method: 'get',
  route: '/v2/activity_logs',
  path: `/v2/activity_logs?company_id=${companyId}&questionnaire_id=${questionnaireId}`,
  expect: staffWhoSeeBoth,
  hides: { text: questionnaireId!, from: ['groupInside', 'groupOutside', 'otherFirm'] },
}));

/** Staff lists filtered by a group: a group-limited advisor never finds the other group's. */
const groupFilters: MatrixEntry[] = [
  { route: '/v2/users', hidden: DEMO_USERS.clientManyEntities.id },
  { route: '/v2/entities', hidden: whitfield },
  { route: '/v2/questionnaires', hidden: whitfieldQuestionnaire },
].map(({ route, hidden }) => ({
  method: 'get',
  route,
  path: `${route}?firm_group_id=${DEMO_GROUPS.south}`,
  expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  hides: { text: hidden, from: ['groupInside', 'otherFirm'] },
}));

export const pairedIdsMatrix: MatrixEntry[] = [
  ...activityPairs,
  {
    // A questionnaire alone names its entity: the staff who may see that entity read its lines.
    method: 'get',
    route: '/v2/activity_logs',
    path: `/v2/activity_logs?questionnaire_id=${whitfieldQuestionnaire}`,
    expect: { ...staffWhoSeeBoth, partner: 200, admin: 200, full: 200, groupOutside: 200 },
    hides: { text: whitfieldQuestionnaire, from: ['groupInside', 'otherFirm'] },
  },
  ...groupFilters,
  {
    // The next page of Olivia's conversations after one of the South Office's: the cursor is not
    // a row of her entity's list, so nobody learns where it stands.
    method: 'get',
    route: '/conversations',
    path: `/conversations?company_id=${olivia}&after=${whitfield}`,
    expect: statuses(404, { anonymous: 401 }),
    hides: { text: DEMO_CONVERSATIONS.olivia.id, from: ['owner', 'groupInside', 'partner'] },
  },
  {
    // The Whitfield household's conversation before one of Olivia's messages: the message is
    // looked for in that conversation only, so none of hers comes back.
    method: 'get',
    route: '/conversations/:id',
    path: `/conversations/${whitfield}?before=msg-olivia-2`,
    expect: statuses(404, {
      anonymous: 401,
      otherClient: 200,
      partner: 200,
      admin: 200,
      full: 200,
      groupOutside: 200,
    }),
    hides: {
      text: 'msg-olivia',
      from: ['otherClient', 'partner', 'admin', 'full', 'groupOutside'],
    },
  },
  {
    method: 'post',
    route: '/expected_documents/summaries',
    body: {
      entities: [
        { company_id: olivia, tax_year: 2025 },
        { company_id: whitfield, tax_year: 2025 },
      ],
    },
    // Each staff member gets the entities they may see and nothing of the others.
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
    hides: { text: whitfield, from: ['groupInside', 'otherFirm'] },
  },
];
