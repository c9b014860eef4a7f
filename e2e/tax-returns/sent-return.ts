// A return sent to its signers, made through the API as the demo partner (upload to the entity's
// delivery folder, processing, classification, sending), for journeys that start where the client
// receives it. The classify-and-send journey does the same through the screens.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { taxReturnFolder } from '@portico/common/tax-returns/delivery-texts';
import { createTestUser } from '../support';
import { partnerHeaders, reachesStatus, uploadPdfTo } from '../as-partner';

/** Uploads `pages` as the entity's 2025 return, classifies it as given and sends it; its id. */
export async function sendTestReturn(
  request: APIRequestContext,
  companyId: string,
  pages: string[],
  classification: object,
): Promise<{ id: string; headers: Record<string, string> }> {
  const headers = await partnerHeaders(request);
  const documentId = await uploadPdfTo(
    request,
    headers,
    { companyId, folder: taxReturnFolder(2025), name: `Return ${Date.now()}.pdf` },
    pages,
  );
  const created = await request.post('/api/tax_returns', {
    headers,
    data: {
      company_id: companyId,
      document_id: documentId,
      tax_year: 2025,
      document_name: '2025 Form 1040',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await reachesStatus(request, headers, `/api/tax_returns/${id}`, 'action_required');
  const saved = await request.put(`/api/tax_returns/${id}/classification`, {
    headers,
    data: classification,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await request.post(`/api/tax_returns/${id}/send`, { headers, data: {} })).status()).toBe(
    200,
  );
  await reachesStatus(request, headers, `/api/tax_returns/${id}`, 'sent');
  return { id, headers };
}

/**
 * A couple (a new joint Individual) whose return asks both to sign its Form 8879 on `formPage`,
 * sent through the API with `extra` (vouchers, an invoice, identity checks); the client (with the
 * spouse), the entity and the return's id.
 */
export async function sendJointReturn(
  request: APIRequestContext,
  names: { fname: string; spouse: string; lname: string },
  pages: string[],
  formPage: number,
  extra: object,
  /** The spouse shares the client's email, and has this mobile number. */
  spousePhone?: string,
) {
  const client = await createTestUser(request, {
    fname: names.fname,
    lname: names.lname,
    spouse: {
      fname: names.spouse,
      lname: names.lname,
      ...(spousePhone && { sharedEmail: true, phoneNumber: spousePhone }),
    },
  });
  const entity = client.companies[0]!;
  const { id, headers } = await sendTestReturn(request, entity.id, pages, {
    signer_ids: [client.id, client.spouse!.id],
    e_sign_forms: [
      {
        form_id: '8879',
        pages: [formPage],
        signatures: [
          { signer_id: client.id, title: 'Taxpayer' },
          { signer_id: client.spouse!.id, title: 'Spouse' },
        ],
      },
    ],
    payment_vouchers: [],
    ...extra,
  });
  return { client, entity, id, headers };
}

/** The client's row in Deliver (`/tax-returns`), found by searching for their last name. */
export async function deliverRow(page: Page, lname: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search tax returns' }).fill(lname);
  return page
    .getByRole('table', { name: 'Tax returns' })
    .getByRole('row', { name: new RegExp(lname) });
}
