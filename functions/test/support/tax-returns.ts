// Tax returns for API tests: a PDF put in an entity's delivery folder and named its return, then
// processed (ready to classify), and — classified as given — sent to its signers.
import { expect } from 'vitest';
import { taxReturnFolder } from '@portico/common/tax-returns/delivery-texts';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import type { TestApi } from './api-harness';
import type supertest from 'supertest';
import { pdfOfPages } from './document-corpus';
import { uploadFiles } from './upload-files';

let made = 0;

/** A processed return of `companyId` (status action_required) with these pages; its id. */
export async function readyReturn(
  api: TestApi,
  http: () => supertest.Agent,
  companyId: string,
  pages: string[],
): Promise<string> {
  made += 1;
  const done = await uploadFiles(
    http,
    `Bearer ${await api.tokenFor('partner')}`,
    companyId,
    // Each return's file differs: an entity never holds the same file twice.
    [{ name: `Return ${made}.pdf`, bytes: await pdfOfPages([...pages, `Return ${made}`]) }],
    null,
    taxReturnFolder(2025),
  );
  expect(done.body.documents, JSON.stringify(done.body)).toHaveLength(1);
  const res = await (
    await api.as('partner')
  ).post('tax_returns', {
    company_id: companyId,
    document_id: (done.body.documents as { id: string }[])[0]!.id,
    tax_year: 2025,
    document_name: '2025 Form 1040',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await api.drainQueue();
  return res.body.id as string;
}

/** A return classified as `classification` and sent (status sent); its id. */
export async function sentReturn(
  api: TestApi,
  http: () => supertest.Agent,
  companyId: string,
  pages: string[],
  classification: object,
): Promise<string> {
  const id = await readyReturn(api, http, companyId, pages);
  const partner = await api.as('partner');
  const saved = await partner.put(`tax_returns/${id}/classification`, classification);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await partner.post(`tax_returns/${id}/send`, {})).status).toBe(200);
  await api.drainQueue();
  return id;
}

let couples = 0;

/**
 * A new joint Individual whose primary contact and spouse are both owners, each with an email of
 * their own; with `sharedEmail`, the spouse has none (they share the household's).
 */
export async function jointEntity(
  api: TestApi,
  names: { first: string; spouse: string; last: string },
  options: { sharedEmail?: boolean } = {},
): Promise<{ companyId: string; primaryId: string; spouseId: string; email: string }> {
  couples += 1;
  const last = `${names.last}${couples}`;
  const res = await (
    await api.as('partner')
  ).post('v2/users', {
    fname: names.first,
    lname: last,
    email: `${names.first}.${last}@couples.example`.toLowerCase(),
    assigned_advisor_id: DEMO_USERS.full.id,
    firm_group_id: DEMO_GROUPS.north,
    entity_type: 'Individual',
    add_spouse: true,
    spouse_fname: names.spouse,
    spouse_lname: last,
    ...(options.sharedEmail
      ? {}
      : { spouse_email: `${names.spouse}.${last}@couples.example`.toLowerCase() }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    companyId: res.body.company_id as string,
    primaryId: res.body.user.id as string,
    spouseId: res.body.spouse.id as string,
    email: `${names.first}.${last}@couples.example`.toLowerCase(),
  };
}
