// Authorization matrix entries for questionnaires: Olivia Martinez's entity (North Office), by id
// and by hash. Staff who may see it read its questionnaires; clients (even its owner) are refused.
import { DEMO_COMPANIES, DEMO_QUESTIONNAIRES } from '../local/seed/demo-firm';
import { statuses, type MatrixEntry, type PrincipalKind } from '../test-support/matrix-kinds';

const staffWhoSeeIt = statuses(200, {
  anonymous: 401,
  owner: 403,
  otherClient: 403,
  readonlyClient: 403,
  groupOutside: 404,
  otherFirm: 404,
});
const refused: PrincipalKind[] = [
  'owner',
  'otherClient',
  'readonlyClient',
  'groupOutside',
  'otherFirm',
];

export const questionnairesMatrix: MatrixEntry[] = [
  DEMO_COMPANIES.olivia.id,
  DEMO_COMPANIES.olivia.hashId,
].map((idOrHash) => ({
  method: 'get',
  route: '/companies/:id/questionnaires',
  path: `/companies/${idOrHash}/questionnaires`,
  expect: staffWhoSeeIt,
  hides: { text: DEMO_QUESTIONNAIRES.oliviaCurrent.id, from: refused },
}));
