// The delivered return the benchmarks open as the client who signs it (issue 45).
import type { APIRequestContext } from 'playwright-core';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { sendTestReturn } from '../../e2e/tax-returns/sent-return';

/** A 10-page return sent to James for his signature on its Form 8879 (page 3): its screen. */
export async function sentReturnForJames(api: APIRequestContext): Promise<string> {
  const company = DEMO_COMPANIES.whitfieldHousehold.id;
  const pages = Array.from({ length: 10 }, (_, i) =>
    i === 2
      ? 'Form 8879\nIRS e-file Signature Authorization\n\n\nTaxpayer’s signature'
      : `Form 1040 page ${i + 1}\n${'Wages, salaries, tips. '.repeat(20)}`,
  );
  const { id } = await sendTestReturn(api, company, pages, {
    signer_ids: [DEMO_USERS.clientManyEntities.id],
    e_sign_forms: [
      {
        form_id: '8879',
        pages: [3],
        signatures: [{ signer_id: DEMO_USERS.clientManyEntities.id, title: 'Taxpayer' }],
      },
    ],
    payment_vouchers: [{ voucher_id: '1040-V', amount: 310, is_due_asap: true }],
    invoice_amount: 450,
  });
  return `/tax-return-delivery/${id}?companyId=${company}`;
}
