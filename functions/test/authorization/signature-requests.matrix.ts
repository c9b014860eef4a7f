// Authorization matrix entries for signature requests: staff read the Signatures table; staff who
// may see the subject entity upload, open, complete and delete; its owner lists its requests (those
// sent to them); another client, a group-limited advisor outside the group and another firm's
// partner get 404 (another firm's switch is never read first). A request's signing (its file,
// the caller's fields, consent, filling in, declining) is found by nobody when it is not there.
import { ESIGN_DISCLOSURE_VERSION } from '@portico/common/signing/esign-consent';
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { staffWhoSeeSubject, statuses, type MatrixEntry } from './matrix-kinds';

const olivia = DEMO_COMPANIES.olivia.id;

export const signatureRequestsMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/signature_requests/get_paginated_signature_requests',
    expect: statuses(200, {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      readonlyClient: 403,
    }),
  },
  {
    method: 'get',
    route: '/signature_requests',
    path: `/signature_requests?company_id=${olivia}`,
    expect: statuses(200, {
      anonymous: 401,
      otherClient: 404,
      readonlyClient: 404,
      groupOutside: 404,
      otherFirm: 404,
    }),
  },
  {
    method: 'post',
    route: '/signature_requests',
    // No such file in the vault: those who may send to the entity are told so (400).
    body: {
      company_id: olivia,
      document_id: 'no-such-document',
      tax_year: 2025,
      form_name: 'Form 8821',
      document_name: 'Tax information authorization',
    },
    expect: staffWhoSeeSubject(400),
  },
  {
    method: 'post',
    route: '/signature_request_batches',
    // No such file in the first entity's vault: those who may send to it are told so (400).
    body: {
      company_ids: [olivia],
      document_id: 'no-such-document',
      tax_year: 2025,
      form_name: 'Form 8821',
      document_name: 'Tax information authorization',
    },
    expect: staffWhoSeeSubject(400),
  },
  {
    method: 'get',
    route: '/signature_request_batches/:id',
    path: '/signature_request_batches/no-such-batch',
    expect: statuses(404, {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      readonlyClient: 403,
    }),
  },
  {
    method: 'get',
    route: '/signature_requests/:id',
    path: '/signature_requests/no-such-request',
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'put',
    route: '/signature_requests/:id',
    path: '/signature_requests/no-such-request',
    body: { status: 'completed' },
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'delete',
    route: '/signature_requests/:id',
    path: '/signature_requests/no-such-request',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'get',
    route: '/signature_requests/:id/fields',
    path: '/signature_requests/no-such-request/fields',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'put',
    route: '/signature_requests/:id/fields',
    path: '/signature_requests/no-such-request/fields',
    body: { fields: [] },
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'post',
    route: '/signature_requests/:id/send',
    path: '/signature_requests/no-such-request/send',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'post',
    route: '/signature_requests/:id/send_reminders',
    path: '/signature_requests/no-such-request/send_reminders',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'get',
    route: '/signature_requests/:id/file',
    path: '/signature_requests/no-such-request/file',
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'get',
    route: '/signature_requests/:id/signing',
    path: '/signature_requests/no-such-request/signing',
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'get',
    route: '/signature_requests/:id/signed',
    path: '/signature_requests/no-such-request/signed?part=whole',
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'get',
    route: '/signature_requests/:id/signing_trail',
    path: '/signature_requests/no-such-request/signing_trail',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'post',
    route: '/signature_requests/:id/esign_consent',
    path: '/signature_requests/no-such-request/esign_consent',
    body: { disclosure_version: ESIGN_DISCLOSURE_VERSION },
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'post',
    route: '/signature_requests/:id/fields/:fieldId/fill',
    path: '/signature_requests/no-such-request/fields/a-field/fill',
    body: { method: 'typed', text: 'Olivia Owner' },
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'post',
    route: '/signature_requests/:id/identity_verification',
    path: '/signature_requests/no-such-request/identity_verification',
    expect: statuses(404, { anonymous: 401 }),
  },
  {
    method: 'get',
    route: '/signature_requests/:id/identity_verifications',
    path: '/signature_requests/no-such-request/identity_verifications',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'post',
    route: '/signature_requests/:id/decline',
    path: '/signature_requests/no-such-request/decline',
    body: { reason: 'The figures are wrong' },
    expect: statuses(404, { anonymous: 401 }),
  },
];
