// Authorization matrix entries for tax returns: staff read the Deliver table; staff who may see
// the subject entity upload and delete; its owner reads its returns (those that reached them); another client, a group-limited
// advisor outside the group and another firm's partner get 404 (another firm's switch is never
// read first).
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
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
];
