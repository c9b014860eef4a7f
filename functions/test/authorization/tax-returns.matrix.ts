// Authorization matrix entries for tax returns: staff read the Deliver table; staff who may see
// the subject entity upload and delete; its owner reads its returns (those that reached them); another client, a group-limited
// advisor outside the group and another firm's partner get 404 (another firm's switch is never
// read first).
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { ESIGN_DISCLOSURE_VERSION } from '@portico/common/signing/esign-consent';
import { staffWhoSeeSubject, statuses, type MatrixEntry } from './matrix-kinds';

const olivia = DEMO_COMPANIES.olivia.id;

export const taxReturnsMatrix: MatrixEntry[] = [
  {
    method: 'get',
    route: '/tax_returns/get_paginated_tax_returns',
    // Every staff member reads their firm's table (a group-limited advisor their groups' rows,
    // another firm's partner their own firm's); clients never.
    expect: statuses(200, {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      readonlyClient: 403,
    }),
  },
  {
    method: 'get',
    route: '/tax_returns',
    path: `/tax_returns?company_id=${olivia}`,
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
    route: '/tax_returns',
    // No such file in the vault: those who may deliver to the entity are told so (400).
    body: {
      company_id: olivia,
      document_id: 'no-such-document',
      tax_year: 2025,
      document_name: '2025 Form 1040',
    },
    expect: staffWhoSeeSubject(400),
  },
  {
    method: 'delete',
    route: '/tax_returns/:id',
    path: '/tax_returns/no-such-return',
    expect: staffWhoSeeSubject(404),
  },
  // A draft's review on a return that is not there: whoever is signed in learns nothing more
  // than 404 (the policy's own checks are in drafts.int.test.ts, with real drafts).
  ...(['get /tax_returns/:id', 'get /tax_returns/:id/draft_file'] as const).map(
    (call): MatrixEntry => {
      const [method, route] = call.split(' ') as ['get', string];
      return {
        method,
        route,
        path: route.replace(':id', 'no-such-return'),
        expect: statuses(404, { anonymous: 401 }),
      };
    },
  ),
  ...(['/tax_returns/:id/approve', '/tax_returns/:id/request_changes'] as const).map(
    (route): MatrixEntry => ({
      method: 'post',
      route,
      path: route.replace(':id', 'no-such-return'),
      body: { reason: 'Please fix Schedule C' },
      expect: statuses(404, { anonymous: 401 }),
    }),
  ),
  // Classifying, sending and the row actions are staff's (clients 403); on a return that is not
  // there, 404.
  ...(
    [
      'post /tax_returns/:id/start_classification',
      'get /tax_returns/:id/classification',
      'put /tax_returns/:id/classification',
      'post /tax_returns/:id/send',
      'patch /tax_returns/:id',
      'post /tax_returns/:id/update_invoice_paid_status',
      'post /tax_returns/:id/download_tax_return',
      'post /tax_returns/:id/send_reminders',
      'get /tax_returns/:id/get_activity_logs',
      'post /tax_returns/:id/send_to_documents',
    ] as const
  ).map((call): MatrixEntry => {
    const [method, route] = call.split(' ') as ['get' | 'put' | 'post' | 'patch', string];
    const bodies: Record<string, object> = {
      '/tax_returns/:id/classification': { signer_ids: [], e_sign_forms: [] },
      '/tax_returns/:id/update_invoice_paid_status': { paid: true },
      '/tax_returns/:id/send_to_documents': {
        subject: 'Your return',
        document_name: '2025 Tax Return',
        path: '/2025/Tax Return',
      },
    };
    return {
      method,
      route,
      path: route.replace(':id', 'no-such-return'),
      ...(method === 'patch' && { body: { status: 'finished' } }),
      ...(method !== 'get' && bodies[route] && { body: bodies[route] }),
      expect: staffWhoSeeSubject(404),
    };
  }),
  // A delivered return's file and parts: whoever is signed in learns no more than 404 (the
  // owners' and staff's own reads are in classification.int.test.ts).
  ...(['/tax_returns/:id/file', '/tax_returns/:id/delivery'] as const).map(
    (route): MatrixEntry => ({
      method: 'get',
      route,
      path: route.replace(':id', 'no-such-return'),
      expect: statuses(404, { anonymous: 401 }),
    }),
  ),
  // Signing a return that is not there: 404 to whoever is signed in (who signs what, and that
  // staff never sign, are in return-signing.int.test.ts, with real returns).
  ...(
    [
      ['get', '/tax_returns/:id/signing', undefined],
      ['post', '/tax_returns/:id/identity_verification', {}],
      ['post', '/tax_returns/:id/invoice_checkout', {}],
      ['post', '/tax_returns/:id/esign_consent', { disclosure_version: ESIGN_DISCLOSURE_VERSION }],
      ['get', '/tax_returns/:id/e_sign_forms/:formId/signed', undefined],
      ['post', '/tax_returns/:id/payment_vouchers/:voucherId/client_paid', { paid: true }],
      [
        'post',
        '/tax_returns/:id/e_sign_forms/:formId/sign',
        { method: 'typed', text: 'Olivia Martinez' },
      ],
    ] as const
  ).map(([method, route, body]): MatrixEntry => ({
    method,
    route,
    path: route
      .replace(':id', 'no-such-return')
      .replace(':formId', 'no-such-form')
      .replace(':voucherId', 'no-such-voucher'),
    body,
    expect: statuses(404, { anonymous: 401 }),
  })),
  {
    method: 'get',
    route: '/tax_returns/:id/identity_verifications',
    path: '/tax_returns/no-such-return/identity_verifications',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'get',
    route: '/tax_returns/:id/signing_trail',
    path: '/tax_returns/no-such-return/signing_trail',
    // Staff only: clients are refused before the return is looked up.
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'get',
    route: '/tax_returns/:id/e_sign_forms/:formId/seal_check',
    path: '/tax_returns/no-such-return/e_sign_forms/no-such-form/seal_check',
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'post',
    route: '/tax_returns/:id/copy_check',
    path: '/tax_returns/no-such-return/copy_check',
    body: { sha256: 'a'.repeat(64) },
    expect: staffWhoSeeSubject(404),
  },
  {
    method: 'post',
    route: '/tax_returns/:id/evidence_pack',
    path: '/tax_returns/no-such-return/evidence_pack',
    expect: staffWhoSeeSubject(404),
  },
];
