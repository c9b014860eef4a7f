// Authorization matrix entries for questionnaires, on Olivia Martinez's entity (North Office) and
// her 2025 organizer: staff who may see the entity and its owner read and answer; everyone else
// gets 404 (another client, the read-only client of another entity, staff outside the group,
// another firm). Submitting and signing are the client's: staff who see it are refused (403);
// changing who signs is staff's. Calls that build on each other run in this order: add an entry,
// fill it in, remove it; mark a signer needed, sign, remove the signature.
import {
  DEMO_COMPANIES,
  DEMO_QUESTIONNAIRES,
  DEMO_ROLLOVER_ITEMS,
  DEMO_USERS,
  DEMO_SCHEDULED_QUESTIONNAIRES,
  DEMO_TEMPLATES,
} from '@portico/local-runtime/seed/demo-firm';
import { staffWhoSeeSubject, statuses, type MatrixEntry, type PrincipalKind } from './matrix-kinds';

const id = DEMO_QUESTIONNAIRES.oliviaCurrent.id;
const signature = `sec-engagement__${DEMO_USERS.clientOneEntity.id}`;
const outsiders: Partial<Record<PrincipalKind, number>> = {
  anonymous: 401,
  otherClient: 404,
  readonlyClient: 404,
  groupOutside: 404,
  otherFirm: 404,
};
const readersAnd = (status: number, except: Partial<Record<PrincipalKind, number>> = {}) =>
  statuses(status, { ...outsiders, ...except });

const entityList: MatrixEntry[] = [DEMO_COMPANIES.olivia.id, DEMO_COMPANIES.olivia.hashId].map(
  (idOrHash) => ({
    method: 'get',
    route: '/companies/:id/questionnaires',
    path: `/companies/${idOrHash}/questionnaires`,
    expect: readersAnd(200),
    // Scheduled sends are for staff; the questionnaires for those who see the entity.
    hides: {
      text: DEMO_SCHEDULED_QUESTIONNAIRES.oliviaYearEnd.id,
      from: ['owner', 'otherClient', 'readonlyClient', 'groupOutside', 'otherFirm'],
    },
  }),
);

export const questionnairesMatrix: MatrixEntry[] = [
  ...entityList,
  {
    method: 'get',
    route: '/questionnaires/:id/extracted_documents',
    path: `/questionnaires/${id}/extracted_documents`,
    expect: readersAnd(200),
  },
  {
    method: 'get',
    route: '/questionnaires/:id',
    path: `/questionnaires/${id}`,
    expect: readersAnd(200),
    hides: {
      text: 'q-filing-status',
      from: ['otherClient', 'readonlyClient', 'groupOutside', 'otherFirm'],
    },
  },
  {
    method: 'post',
    route: '/questionnaires/:id/answer_question',
    path: `/questionnaires/${id}/answer_question`,
    body: { question_id: 'q-preferred-name', answer: 'Liv', answer_by: null },
    expect: readersAnd(200),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/entries',
    path: `/questionnaires/${id}/entries`,
    body: { question_id: 'q-dependents', entry_id: 'matrix-entry' },
    expect: readersAnd(201),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/save_entry_answers',
    path: `/questionnaires/${id}/save_entry_answers`,
    body: {
      question_id: 'q-dependents',
      entry_id: 'matrix-entry',
      field_id: 'name',
      answer: 'Ana',
    },
    expect: readersAnd(200),
  },
  {
    method: 'delete',
    route: '/questionnaires/:id/questions/:questionId/entries/:entryId',
    path: `/questionnaires/${id}/questions/q-dependents/entries/matrix-entry`,
    expect: readersAnd(200),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/sections/:sectionId/mark_completed',
    path: `/questionnaires/${id}/sections/sec-welcome/mark_completed`,
    body: { marked_completed: true },
    expect: readersAnd(200),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/signatures/:signatureId/not_needed',
    path: `/questionnaires/${id}/signatures/${signature}/not_needed`,
    body: { not_needed: false },
    // Staff decide who signs; the client may not.
    expect: readersAnd(200, { owner: 403 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/sign_agreement',
    path: `/questionnaires/${id}/sign_agreement`,
    body: { section_id: 'sec-engagement', signature: 'Olivia Martinez' },
    // Only the owner signs; staff who see it are refused.
    expect: readersAnd(403, { owner: 200 }),
  },
  {
    method: 'delete',
    route: '/questionnaires/:id/signatures/:signatureId',
    path: `/questionnaires/${id}/signatures/${signature}`,
    expect: readersAnd(200, { owner: 403 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/notes',
    path: `/questionnaires/${id}/notes`,
    body: { question_id: 'q-filing-status', text: 'Matrix note' },
    expect: readersAnd(201),
  },
  {
    method: 'delete',
    route: '/questionnaires/:id/notes/:noteId',
    path: `/questionnaires/${id}/notes/no-such-note`,
    // An unknown note reads as not found even to those who may remove notes.
    expect: readersAnd(404),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/submit_questionnaire',
    path: `/questionnaires/${id}/submit_questionnaire`,
    body: { agreed: true },
    // Olivia's organizer is not finished (400); staff never submit for a client (403).
    expect: readersAnd(403, { owner: 400 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/deposit/checkout',
    path: `/questionnaires/${id}/deposit/checkout`,
    body: {},
    // Only the owner pays (a checkout session in the sandbox); staff who see it are refused.
    expect: readersAnd(403, { owner: 200 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/deposit/verify',
    path: `/questionnaires/${id}/deposit/verify`,
    body: { session_id: 'cs_test_no_such_session' },
    // An unknown session reads as not found even to those who may verify one.
    expect: readersAnd(404),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/deposit/mark_paid',
    path: `/questionnaires/${id}/deposit/mark_paid`,
    body: { paid: false },
    // Staff mark deposits (an unpaid one cannot be marked unpaid: 409); the client may not.
    expect: readersAnd(409, { owner: 403 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/confirm_contact_info',
    path: `/questionnaires/${id}/confirm_contact_info`,
    body: { email: 'olivia.martinez@example.com', preferred_contact_method: 'email' },
    // Only the owner confirms (Olivia's organizer does not ask: 400); staff who see it: 403.
    expect: readersAnd(403, { owner: 400 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/move_document',
    path: `/questionnaires/${id}/move_document`,
    body: { document_id: 'no-such-document', to_question_id: null },
    // An unknown document reads as not found to those who may answer; the rest never reach it.
    expect: readersAnd(404),
  },
];

// The template library, on the demo firm's Business Organizer: staff read it (they send
// templates); partners and full users change it (the demo firm does not hide templates from full
// users), admins and group-limited staff may not (403); clients 403; another firm's staff find
// no such template (404). Calls that change it run in this order: rename, save, delete.
const template = DEMO_TEMPLATES.business.id;
const staffRead = (status: number, except: Partial<Record<PrincipalKind, number>> = {}) =>
  statuses(status, {
    anonymous: 401,
    owner: 403,
    otherClient: 403,
    readonlyClient: 403,
    otherFirm: 404,
    ...except,
  });
const editors = (status: number, except: Partial<Record<PrincipalKind, number>> = {}) =>
  statuses(403, { anonymous: 401, partner: status, full: status, otherFirm: 404, ...except });

export const templatesMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/v2/questionnaires',
    // Every staff member reads their overview (clients 403); the subject's questionnaire is not
    // in the overview of staff outside its group or of another firm.
    expect: staffRead(200, { otherFirm: 200 }),
    hides: { text: id, from: ['groupOutside', 'otherFirm'] },
  },
  {
    method: 'get',
    route: '/v2/questionnaires/backlog',
    // Every staff member reads their firm's send queue (another firm's is its own); clients 403.
    expect: staffRead(200, { otherFirm: 200 }),
  },
  {
    method: 'post',
    route: '/questionnaires/lock',
    body: { questionnaire_ids: [id], locked: false },
    // Staff who see it unlock it (it is not locked: nothing to do); clients 403; the rest 404.
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'post',
    route: '/questionnaires/change_due_date',
    body: { questionnaire_ids: [id], due_date: '2027-01-15' },
    // Staff who see it move its due date; clients 403; the rest 404.
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'post',
    route: '/questionnaires/send_template',
    body: {
      questionnaire_template_id: DEMO_TEMPLATES.individual.id,
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2025,
      due_date: '2026-04-15',
      is_draft: true,
    },
    // Staff who see the entity send; another firm has no such template.
    expect: staffWhoSeeSubject(201),
  },
  {
    method: 'post',
    route: '/questionnaires/send_open_items',
    body: {
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2025,
      name: 'Matrix items',
      questions_to_create: [{ text: 'Anything else?', question_type: 'text' }],
      is_draft: true,
    },
    // Staff who see the entity send; another firm does not see it.
    expect: staffWhoSeeSubject(201),
  },
  {
    method: 'post',
    route: '/questionnaires/send_document_drop_off',
    body: {
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2025,
      due_date: '2030-01-15',
      questions_to_create: [{ text: 'Your W-2', question_type: 'upload' }],
    },
    // Staff who see the entity send; another firm does not see it.
    expect: staffWhoSeeSubject(201),
  },
  {
    method: 'get',
    route: '/questionnaires/:id/activities',
    path: `/questionnaires/${id}/activities`,
    // Staff who see it; its owner is refused (403), other clients do not see it (404).
    expect: staffWhoSeeSubject(200, { otherClient: 404, readonlyClient: 404 }),
  },
  {
    method: 'get',
    route: '/questionnaires/:id/unattached_documents',
    path: `/questionnaires/${id}/unattached_documents`,
    // Staff who see it; its owner is refused (403), other clients do not see it (404).
    expect: staffWhoSeeSubject(200, { otherClient: 404, readonlyClient: 404 }),
  },
  {
    method: 'get',
    route: '/questionnaires/:id/deleted_documents',
    path: `/questionnaires/${id}/deleted_documents`,
    expect: staffWhoSeeSubject(200, { otherClient: 404, readonlyClient: 404 }),
  },
  {
    method: 'post',
    route: '/questionnaires/:id/attach_documents',
    path: `/questionnaires/${id}/attach_documents`,
    body: { document_ids: ['no-such-document'] },
    // Staff who see it reach the document check (there is no such document: 404); its owner is
    // refused (403); other clients do not see it (404).
    expect: staffWhoSeeSubject(404, { owner: 403, otherClient: 404, readonlyClient: 404 }),
  },
  {
    method: 'post',
    route: '/questionnaires/export',
    body: { questionnaire_ids: [id], format: 'spreadsheet' },
    // Staff who see it get the file; clients 403; the rest 404.
    expect: staffWhoSeeSubject(200),
  },
  {
    // An export made in the background is read by its requester only: another's (here, none) is
    // not found.
    method: 'get',
    route: '/questionnaire_exports/:id',
    path: '/questionnaire_exports/no-such-export',
    expect: statuses(404, { anonymous: 401, owner: 403, otherClient: 403, readonlyClient: 403 }),
  },
  // Delete, then restore at once (later entries read the same questionnaire): staff who see it;
  // clients 403; the rest 404. Deleting a deleted one, or restoring a live one, changes nothing.
  {
    method: 'delete',
    route: '/questionnaires/:id',
    path: `/questionnaires/${id}`,
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'post',
    route: '/questionnaires/restore',
    body: { questionnaire_ids: [id] },
    expect: staffWhoSeeSubject(200),
  },
  // Custom status: staff who see it set it (cleared here, so the notice below stays refused) and
  // tell its owners; clients 403; the rest 404.
  {
    method: 'post',
    route: '/questionnaires/:id/custom_status',
    path: `/questionnaires/${id}/custom_status`,
    body: { firm_custom_status_id: null },
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'get',
    route: '/questionnaires/:id/status_notice',
    path: `/questionnaires/${id}/status_notice`,
    // With no status set there is nothing to start from: 409 for staff who see it.
    expect: staffWhoSeeSubject(409),
  },
  {
    method: 'post',
    route: '/questionnaires/notify_status_change',
    body: {
      questionnaire_ids: [id],
      custom_email_subject: 'Your organizer is in review',
      custom_email_message: 'We are reviewing it.',
    },
    expect: staffWhoSeeSubject(200),
  },
  // Prior-year items: staff who see the entity read and change its items; every staff member
  // reads the firm-wide list.
  {
    method: 'get',
    route: '/companies/:id/rollover_items',
    path: `/companies/${DEMO_COMPANIES.olivia.id}/rollover_items?year=2024`,
    expect: staffWhoSeeSubject(200),
    hides: { text: 'Northwind', from: ['groupOutside', 'otherFirm'] },
  },
  // An entity's expected documents: whoever sees its questionnaires (issue 15 item 8).
  {
    method: 'get',
    route: '/companies/:id/expected_documents',
    path: `/companies/${DEMO_COMPANIES.olivia.id}/expected_documents?year=2025`,
    expect: readersAnd(200),
    hides: {
      text: 'Northwind',
      from: ['otherClient', 'readonlyClient', 'groupOutside', 'otherFirm'],
    },
  },
  {
    method: 'post',
    route: '/expected_documents/summaries',
    body: { entities: [{ company_id: DEMO_COMPANIES.olivia.id, tax_year: 2025 }] },
    // Staff who do not see the entity get an answer without it.
    expect: staffWhoSeeSubject(200, { groupOutside: 200, otherFirm: 200 }),
    hides: { text: 'Northwind', from: ['groupOutside', 'otherFirm'] },
  },
  {
    method: 'get',
    route: '/rollover_items/global',
    expect: staffWhoSeeSubject(200, { groupOutside: 200, otherFirm: 200 }),
  },
  {
    method: 'post',
    route: '/rollover_items',
    body: { company_id: DEMO_COMPANIES.olivia.id, year: 2024, name: 'Matrix item' },
    expect: staffWhoSeeSubject(201),
  },
  {
    method: 'patch',
    route: '/rollover_items/:id',
    path: `/rollover_items/${DEMO_ROLLOVER_ITEMS.oliviaW2.id}`,
    body: { do_not_rollover: false },
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'post',
    route: '/rollover_items/:id/line_items',
    path: `/rollover_items/${DEMO_ROLLOVER_ITEMS.oliviaW2.id}/line_items`,
    body: { category: 'Matrix', value: '1' },
    expect: staffWhoSeeSubject(201),
  },
  {
    method: 'patch',
    route: '/rollover_items/:id/line_items/:lineId',
    path: `/rollover_items/${DEMO_ROLLOVER_ITEMS.oliviaW2.id}/line_items/${DEMO_ROLLOVER_ITEMS.oliviaW2.lineId}`,
    body: { value: '92,400' },
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'delete',
    route: '/rollover_items/:id/line_items/:lineId',
    path: `/rollover_items/${DEMO_ROLLOVER_ITEMS.oliviaMortgage.id}/line_items/no-such-line`,
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'delete',
    route: '/rollover_items/:id',
    path: '/rollover_items/no-such-item',
    // Unknown to everyone who may ask; clients are refused first.
    expect: staffWhoSeeSubject(404, { groupInside: 404, partner: 404, admin: 404, full: 404 }),
  },
  // The public drop-off page: the link's token decides, whoever calls (a made-up one: 404).
  ...(
    ['open', 'temporary_upload_link', 'process_document', 'remove_document', 'submit'] as const
  ).map((call): MatrixEntry => ({
    method: 'post',
    route: `/document_drop_off/${call}`,
    body: {
      questionnaire_id: id,
      company_id: DEMO_COMPANIES.olivia.id,
      token: 'not-a-real-link-token',
      files: [{ name: 'w2.pdf', size: 100 }],
      upload_id: 'upload-1',
      question_id: 'q-w2',
      document_id: 'document-1',
    },
    expect: statuses(404),
  })),
  {
    method: 'post',
    route: '/questionnaires/:id/request_additional_items',
    path: `/questionnaires/${id}/request_additional_items`,
    body: {
      due_date: '2026-05-01',
      questions_to_create: [{ text: 'One more thing', question_type: 'text' }],
    },
    // Staff who see it ask; its owner may read it but not ask (403); the rest find nothing.
    expect: readersAnd(200, { owner: 403 }),
  },
  {
    method: 'post',
    route: '/questionnaires/send_drafts',
    body: { questionnaire_ids: [id] },
    // Staff who see it send it (it is no draft: nothing to do); clients 403; the rest 404.
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'patch',
    route: '/questionnaires/:id',
    path: `/questionnaires/${id}`,
    body: { locked: false },
    // Staff who see it lock and complete it; its owner may not (403); the rest find nothing.
    expect: readersAnd(200, { owner: 403 }),
  },
  {
    method: 'get',
    route: '/questionnaire_templates',
    expect: staffRead(200, { otherFirm: 200 }),
    // Another firm's library is its own.
    hides: { text: template, from: ['otherFirm'] },
  },
  {
    method: 'get',
    route: '/questionnaire_templates/get_template_by_id',
    path: `/questionnaire_templates/get_template_by_id?template_id=${template}`,
    expect: staffRead(200),
  },
  {
    method: 'get',
    route: '/questionnaire_templates/:id/preview',
    path: `/questionnaire_templates/${template}/preview`,
    expect: staffRead(200),
  },
  {
    method: 'post',
    route: '/questionnaire_templates',
    body: { name: 'Matrix template', starter: 'blank' },
    // Another firm's partner creates one in their own firm.
    expect: editors(201, { otherFirm: 201 }),
  },
  {
    method: 'post',
    route: '/questionnaire_templates/:id/duplicate',
    path: `/questionnaire_templates/${template}/duplicate`,
    expect: editors(201),
  },
  {
    method: 'patch',
    route: '/questionnaire_templates/:id',
    path: `/questionnaire_templates/${template}`,
    body: { name: 'Business Organizer (renamed)' },
    expect: editors(200),
  },
  {
    method: 'put',
    route: '/questionnaire_templates/:id',
    path: `/questionnaire_templates/${template}`,
    // The partner's save moves the version on (renames do not): the full user's save, naming
    // the same one, is a 409.
    body: { version: 1, sections: [] },
    expect: editors(200, { full: 409 }),
  },
  {
    method: 'delete',
    route: '/questionnaire_templates/:id',
    path: `/questionnaire_templates/${template}`,
    // Once the partner has deleted it, the full user finds no such template.
    expect: editors(204, { full: 404 }),
  },
];

// Reminders, on Olivia's organizer (sent, open): staff who see it send a reminder, save its texts
// and turn its reminders off and on again; clients 403; staff who may not see it, another firm 404.
export const remindersMatrix: MatrixEntry[] = [
  {
    method: 'post',
    route: '/questionnaires/send_reminders',
    body: { questionnaire_ids: [id], customize: false },
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'post',
    route: '/questionnaires/save_reminders',
    body: {
      questionnaire_ids: [id],
      customize: true,
      reminder_email_subject: 'Your organizer',
      reminder_email_message: 'A few answers are still missing.',
    },
    expect: staffWhoSeeSubject(200),
  },
  {
    method: 'post',
    route: '/questionnaires/toggle_reminders',
    body: { questionnaire_ids: [id], reminders_disabled: false },
    expect: staffWhoSeeSubject(200),
  },
];
