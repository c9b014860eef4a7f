// Authorization matrix entries for documents, on Olivia Martinez's entity (North Office): staff who
// may see it and its owner start an upload; everyone else gets 404 (another client, the read-only
// client of another entity, staff outside the group, another firm). An unknown upload or
// document reads as not found to everyone signed in.
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const notFoundToAll = statuses(404, { anonymous: 401 });

export const documentsMatrix: MatrixEntry[] = [
  {
    method: 'post',
    route: '/integrations/temporary_upload_link',
    body: { company_id: DEMO_COMPANIES.olivia.id, files: [{ name: 'w2.pdf', size: 1000 }] },
    expect: statuses(201, {
      anonymous: 401,
      otherClient: 404,
      readonlyClient: 404,
      groupOutside: 404,
      otherFirm: 404,
    }),
  },
  {
    method: 'post',
    route: '/integrations/process_document',
    body: { upload_id: 'no-such-upload' },
    expect: notFoundToAll,
  },
  {
    method: 'get',
    route: '/documents/:id/link',
    path: '/documents/no-such-document/link',
    expect: notFoundToAll,
  },
  {
    method: 'delete',
    route: '/documents/:id',
    path: '/documents/no-such-document',
    expect: notFoundToAll,
  },
];
