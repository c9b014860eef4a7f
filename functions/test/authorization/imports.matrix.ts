// Authorization matrix entries for imports: staff only (clients 403); the restricted rollover
// types only for partners and admins; another firm's staff meet their own firm's imports only.
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const clientsRefused = { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 };
const file = { name: 'clients.csv', size: 12, contentType: 'text/csv' };

export const importsMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/imports/client_list_template/:template',
    path: '/imports/client_list_template/individuals',
    expect: statuses(200, clientsRefused),
  },
  {
    method: 'post',
    route: '/imports/uploads',
    // The assignee is a Harborview partner: another firm's partner cannot assign to them.
    body: {
      documentType: 'client_list',
      listType: 'individuals',
      assignedFirmUserId: DEMO_USERS.partner.id,
      files: [file],
    },
    expect: statuses(201, { ...clientsRefused, otherFirm: 400 }),
  },
  {
    method: 'post',
    route: '/imports/uploads',
    body: { documentType: 'rollover_items_csv', year: 2025, files: [file] },
    expect: statuses(201, { ...clientsRefused, full: 403, groupInside: 403, groupOutside: 403 }),
  },
  {
    method: 'post',
    route: '/imports/uploads/:id/commit',
    path: '/imports/uploads/no-such-upload/commit',
    expect: statuses(404, clientsRefused),
  },
  {
    method: 'get',
    route: '/imports/:id',
    path: '/imports/no-such-import',
    expect: statuses(404, clientsRefused),
  },
  {
    method: 'get',
    route: '/imports/:id/report/link',
    path: '/imports/no-such-import/report/link',
    expect: statuses(404, clientsRefused),
  },
  {
    method: 'get',
    route: '/imports/:id/files/:index/link',
    path: '/imports/no-such-import/files/0/link',
    expect: statuses(404, clientsRefused),
  },
  {
    // Placing a file by hand: staff who see the import (none here: 404); clients 403.
    method: 'post',
    route: '/imports/:id/files/place',
    path: '/imports/no-such-import/files/place',
    body: { file: 0, line: 1, company_id: 'no-such-entity' },
    expect: statuses(404, clientsRefused),
  },
];
