// Authorization matrix entries for messaging: Olivia Martinez's entity (North Office) and her
// conversation with Tom Becker (North Office's advisor). Staff who may see the entity read its
// conversations; Olivia reads hers; no other client reads it, even by id; only members write.
import {
  DEMO_COMPANIES,
  DEMO_CONVERSATIONS,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import {
  staffReadsOfSubject,
  staffWhoSeeSubject,
  statuses,
  type MatrixEntry,
} from './matrix-kinds';

const conversation = DEMO_CONVERSATIONS.olivia.id;

/** Olivia and the staff who see her entity read; every other caller is told nothing (404). */
const READERS = statuses(404, {
  anonymous: 401,
  owner: 200,
  partner: 200,
  admin: 200,
  full: 200,
  groupInside: 200,
});

/** Readers; of the staff only Tom, who is in the conversation, gets `status`. */
const MEMBERS_ONLY = (status: number) => ({
  ...READERS,
  owner: status,
  groupInside: status,
  partner: 403,
  admin: 403,
  full: 403,
});

/** Readers; only Olivia, who wrote the message, gets `status` (Tom is refused too). */
const AUTHOR_ONLY = (status: number) => ({ ...MEMBERS_ONLY(status), groupInside: 403 });

export const messagingMatrix: MatrixEntry[] = [
  ...staffReadsOfSubject('conversations', conversation),
  {
    method: 'get',
    route: '/conversations',
    path: `/conversations?company_id=${DEMO_COMPANIES.olivia.id}`,
    expect: READERS,
  },
  {
    // Staff's every-conversation list: a client names an entity instead (403); those who may not
    // see Olivia's entity never find her conversation in it.
    method: 'get',
    route: '/conversations',
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
    hides: { text: conversation, from: ['groupOutside', 'otherFirm'] },
  },
  {
    method: 'get',
    route: '/conversations/:id',
    path: `/conversations/${conversation}`,
    expect: READERS,
  },
  {
    // Only members write: staff who read it but are not in it are told so (403).
    method: 'post',
    route: '/conversations/:id/messages',
    path: `/conversations/${conversation}/messages`,
    body: { text: 'A message from the authorization matrix' },
    expect: { ...READERS, owner: 201, groupInside: 201, partner: 403, admin: 403, full: 403 },
  },
  {
    method: 'post',
    route: '/conversations/:id/mark_seen',
    path: `/conversations/${conversation}/mark_seen`,
    expect: READERS,
  },
  {
    // Only members count a conversation unseen again.
    method: 'post',
    route: '/conversations/:id/mark_unseen',
    path: `/conversations/${conversation}/mark_unseen`,
    expect: MEMBERS_ONLY(200),
  },
  {
    // Olivia's own message, edited to the same text: only she may; staff who read it are refused.
    method: 'patch',
    route: '/conversations/:id/messages/:messageId',
    path: `/conversations/${conversation}/messages/msg-olivia-2`,
    body: { text: 'Thanks Tom! Do you need the 1099-INT from my savings account too?' },
    expect: AUTHOR_ONLY(200),
  },
  {
    // A sent message has no time to move (409), and only its author may try.
    method: 'patch',
    route: '/conversations/:id/messages/:messageId/scheduled_time',
    path: `/conversations/${conversation}/messages/msg-olivia-2/scheduled_time`,
    body: { scheduled_time: '2099-01-01T09:00:00.000Z' },
    expect: AUTHOR_ONLY(409),
  },
  {
    method: 'delete',
    route: '/conversations/:id/messages/:messageId',
    path: `/conversations/${conversation}/messages/msg-olivia-4`,
    expect: AUTHOR_ONLY(200),
  },
  {
    // Partners and full-access users who read it set its firm users (Tom stays the one).
    method: 'put',
    route: '/conversations/:id/participants',
    path: `/conversations/${conversation}/participants`,
    body: { advisor_ids: [DEMO_USERS.groupNorth.id] },
    expect: staffWhoSeeSubject(200, { admin: 403, groupInside: 403 }),
  },
  {
    // Staff who read it may ask for a draft; no model is configured here, so they hear so (503).
    method: 'post',
    route: '/conversations/:id/reply_draft',
    path: `/conversations/${conversation}/reply_draft`,
    expect: staffWhoSeeSubject(503),
  },
  {
    // Staff who read it download it; clients may not.
    method: 'post',
    route: '/conversations/:id/export',
    path: `/conversations/${conversation}/export`,
    body: { format: 'csv' },
    expect: staffWhoSeeSubject(200),
  },
  {
    // A PDF export is read by its requester only: another's (here, none) is not found.
    method: 'get',
    route: '/conversation_exports/:id',
    path: '/conversation_exports/no-such-export',
    expect: statuses(404, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  {
    // Every firm user reads and sets their own out of office; clients have none.
    method: 'get',
    route: '/out_of_office',
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  {
    method: 'put',
    route: '/out_of_office',
    body: { out_of_office: false },
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  {
    // Any staff member mails a test to themselves; clients may not.
    method: 'post',
    route: '/mass_emails/test',
    body: { subject: 'Matrix test', body: 'Hello' },
    expect: statuses(200, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  {
    // Only staff who may see Olivia mail her.
    method: 'post',
    route: '/mass_emails',
    body: { subject: 'Matrix', body: 'Hello', clientIds: [DEMO_USERS.clientOneEntity.id] },
    expect: staffWhoSeeSubject(202),
  },
  {
    // Last: staff who read the conversation join it (Tom is in it already); clients may not.
    method: 'post',
    route: '/conversations/:id/join',
    path: `/conversations/${conversation}/join`,
    expect: { ...READERS, owner: 403 },
  },
];
