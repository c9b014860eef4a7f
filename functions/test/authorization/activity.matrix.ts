// Authorization matrix entries for the firm's activity log: staff only; group-limited advisors one
// entity of their group at a time; another firm's partner reads their own firm's log.
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { STAFF_WHO_SEE_SUBJECT, statuses, type MatrixEntry } from './matrix-kinds';

const clients = { owner: 403, otherClient: 403, readonlyClient: 403 };

export const activityMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/v2/activity_logs',
    expect: statuses(200, { anonymous: 401, ...clients, groupInside: 403, groupOutside: 403 }),
  },
  {
    method: 'get',
    route: '/v2/activity_logs',
    path: `/v2/activity_logs?company_id=${DEMO_COMPANIES.olivia.id}`,
    expect: STAFF_WHO_SEE_SUBJECT,
  },
];
