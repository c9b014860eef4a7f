// Authorization matrix entries for documents, on Olivia Martinez's entity (North Office): staff who
// may see it and its owner start an upload and read and change its vault; everyone else gets 404
// (another client, the read-only client of another entity, staff outside the group, another
// firm). An unknown upload or document reads as not found to everyone signed in.
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { statuses, type MatrixEntry } from './matrix-kinds';

const notFoundToAll = statuses(404, { anonymous: 401 });
const olivia = DEMO_COMPANIES.olivia.id;
/** 404 to those who may not see Olivia's entity. */
const unseen = {
  anonymous: 401,
  otherClient: 404,
  readonlyClient: 404,
  groupOutside: 404,
  otherFirm: 404,
} as const;

/** Staff-only calls: clients 403. */
const clientsRefused = {
  anonymous: 401,
  owner: 403,
  otherClient: 403,
  readonlyClient: 403,
} as const;

/**
 * The Drop Link dialog: partners, admins and full users of a firm that has it; 403 otherwise. The
 * other firm has it too (the firm matrix gave it the demo firm's preferences): its partner reads
 * their own firm's link, cannot name the demo firm's users, and finds no demo drop.
 */
const dropLinkUsers = (status: number, otherFirm: number) =>
  statuses(403, { anonymous: 401, partner: status, admin: status, full: status, otherFirm });

export const documentsMatrix: MatrixEntry[] = [
  { method: 'get', route: '/drop_link', expect: dropLinkUsers(200, 200) },
  {
    method: 'put',
    route: '/drop_link/settings',
    body: { notify_user_ids: [DEMO_USERS.partner.id], hide_sign_in_button: false },
    expect: dropLinkUsers(200, 400),
  },
  {
    method: 'post',
    route: '/drop_link/drops/:id/download',
    path: '/drop_link/drops/no-such-drop/download',
    expect: dropLinkUsers(404, 404),
  },
  {
    method: 'post',
    route: '/drop_link/drops/:id/save',
    path: '/drop_link/drops/no-such-drop/save',
    body: { company_id: DEMO_COMPANIES.olivia.id },
    expect: dropLinkUsers(404, 404),
  },
  // The public drop link page: the token decides, whoever calls (a made-up one: 404).
  ...(['open', 'temporary_upload_link', 'submit'] as const).map((call): MatrixEntry => ({
    method: 'post',
    route: `/drop_link/${call}`,
    body: {
      token: 'not-a-real-drop-link',
      files: [{ name: 'w2.pdf', size: 100 }],
      upload_id: 'upload-1',
      sender_name: 'Sam',
      sender_email: 'sam@example.com',
    },
    expect: statuses(404),
  })),
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
    route: '/documents',
    path: `/documents?company_id=${olivia}&path=%2F`,
    expect: statuses(200, unseen),
  },
  {
    // The owner makes the folder; staff after them find its name taken (past the policy).
    method: 'post',
    route: '/documents/folders',
    body: { company_id: olivia, path: '/', name: 'Matrix folder' },
    expect: statuses(409, { ...unseen, owner: 201 }),
  },
  {
    // The system folder: 'Disabled by firm' to the owner, never deleted by staff either.
    method: 'delete',
    route: '/documents/folders',
    path: `/documents/folders?company_id=${olivia}&path=%2F_portico`,
    expect: statuses(403, unseen),
  },
  {
    // Restoring is the firm's: the owner 403; staff find nothing deleted to restore.
    method: 'post',
    route: '/documents/folders/restore',
    body: { company_id: olivia, path: '/Never deleted' },
    expect: statuses(404, { ...unseen, owner: 403 }),
  },
  {
    // A folder as a zip is the firm's: the owner 403 (they download chosen files).
    method: 'post',
    route: '/documents/download',
    body: { company_id: olivia, path: '/' },
    expect: statuses(200, { ...unseen, owner: 403 }),
  },
  {
    // The owner renames a folder that is not there; staff too: past the policy, 404.
    method: 'patch',
    route: '/documents/folders',
    body: { company_id: olivia, path: '/Never made', name: 'Renamed' },
    expect: notFoundToAll,
  },
  {
    method: 'post',
    route: '/documents/move',
    body: { company_id: olivia, document_ids: ['no-such-document'], to_path: '/' },
    expect: notFoundToAll,
  },
  {
    method: 'patch',
    route: '/documents/:id',
    path: '/documents/no-such-document',
    body: { name: 'Renamed' },
    expect: notFoundToAll,
  },
  {
    method: 'post',
    route: '/documents/:id/restore',
    path: '/documents/no-such-document/restore',
    expect: notFoundToAll,
  },
  {
    method: 'get',
    route: '/documents/:id/link',
    path: '/documents/no-such-document/link',
    expect: notFoundToAll,
  },
  {
    method: 'post',
    route: '/documents/:id/recognize',
    path: '/documents/no-such-document/recognize',
    expect: notFoundToAll,
  },
  // Splitting by hand: the API test covers real PDFs, clients (403) and the firm's flag.
  {
    method: 'get',
    route: '/documents/:id/split',
    path: '/documents/no-such-document/split',
    expect: notFoundToAll,
  },
  {
    method: 'post',
    route: '/documents/:id/split',
    path: '/documents/no-such-document/split',
    body: { documents: [{ name: 'W-2', pages: [1] }] },
    expect: notFoundToAll,
  },
  // Annotations: the API test covers real PDFs, clients (403) and the firm's flag.
  {
    method: 'get',
    route: '/documents/:id/annotations',
    path: '/documents/no-such-document/annotations',
    expect: notFoundToAll,
  },
  {
    method: 'put',
    route: '/documents/:id/annotations',
    path: '/documents/no-such-document/annotations',
    body: { annotations: [] },
    expect: notFoundToAll,
  },
  {
    method: 'get',
    route: '/documents/:id/preview',
    path: '/documents/no-such-document/preview',
    expect: notFoundToAll,
  },
  {
    method: 'delete',
    route: '/documents/:id',
    path: '/documents/no-such-document',
    expect: notFoundToAll,
  },
  // Document tags: the firm's list is staff-only, and each firm has its own (the other firm's
  // partner makes the same name in theirs). The firm's flag being off is an API test.
  {
    method: 'get',
    route: '/documents/tags',
    expect: statuses(200, clientsRefused),
  },
  {
    // Kinds run in order: the partner creates the tag, Harborview's other staff then meet it.
    method: 'post',
    route: '/documents/tags',
    body: { tag: 'Matrix document tag' },
    expect: statuses(409, { ...clientsRefused, partner: 201, otherFirm: 201 }),
  },
  {
    // Deleting a firm-wide tag takes it off every file: not group-limited advisors.
    method: 'delete',
    route: '/documents/tags/:id',
    path: '/documents/tags/no-such-tag',
    expect: statuses(404, {
      ...clientsRefused,
      groupInside: 403,
      groupOutside: 403,
    }),
  },
  {
    method: 'put',
    route: '/documents/:id/tags',
    path: '/documents/no-such-document/tags',
    body: { tag_ids: [] },
    expect: statuses(404, clientsRefused),
  },
];
