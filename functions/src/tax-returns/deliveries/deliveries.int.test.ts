// A return's way in and out (spec 3 §2 "Upload or Replace Tax Return", §4 statuses, §7): staff name
// a PDF of the entity's vault as its return, a queued task processes it (importing → processing →
// action_required, or error), the entity's returns are listed to staff and, once a return reached
// them, to its owners; staff delete one. Each change is logged as delivery.
import { describe, expect, it } from 'vitest';
import { taxReturnFolder } from '@portico/common/tax-returns/delivery-texts';
import { DEMO_COMPANIES, DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { ONE_PIXEL_PNG, uploadFiles, uploadOnePdf } from '../../../test/support/upload-files';
import { pdfOfPages } from '../../../test/support/document-corpus';
import { taxReturnsPath } from '../tax-returns.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia = DEMO_COMPANIES.olivia.id;
const bearer = async (role: Parameters<ReturnType<typeof testApi>['tokenFor']>[0]) =>
  `Bearer ${await testApi().tokenFor(role)}`;

/** Each return's pages differ (an entity never holds the same file twice). */
let returnsMade = 0;

/** A PDF of `pages` pages in the entity's delivery folder for 2025; its document id. */
async function uploadedReturn(pages: number, companyId = olivia): Promise<string> {
  returnsMade += 1;
  const done = await uploadFiles(
    http,
    await bearer('partner'),
    companyId,
    [
      {
        name: '2025 Return.pdf',
        bytes: await pdfOfPages(
          Array.from({ length: pages }, (_, i) => `Return ${returnsMade}, page ${i + 1}`),
        ),
      },
    ],
    null,
    taxReturnFolder(2025),
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  expect(done.body.documents, JSON.stringify(done.body)).toHaveLength(1);
  return (done.body.documents as { id: string }[])[0]!.id;
}

const upload = async (
  body: object,
  role: 'partner' | 'groupSouth' | 'clientOneEntity' = 'partner',
) =>
  http()
    .post('/api/tax_returns')
    .set('Authorization', await bearer(role))
    .send(body);

const listed = async (role: 'partner' | 'clientOneEntity', companyId = olivia) =>
  http()
    .get(`/api/tax_returns?company_id=${companyId}`)
    .set('Authorization', await bearer(role));

describe('delivering a tax return', () => {
  it('keeps the return’s file from its client: they get it through delivery', async () => {
    const documentId = await uploadedReturn(1);
    const client = await bearer('clientOneEntity');
    const folder = await http()
      .get(`/api/documents?company_id=${olivia}&path=${encodeURIComponent(taxReturnFolder(2025))}`)
      .set('Authorization', client);
    expect(folder.status).toBe(404);
    const top = await http()
      .get(`/api/documents?company_id=${olivia}&path=/`)
      .set('Authorization', client);
    expect(top.status).toBe(200);
    expect(JSON.stringify(top.body.tree)).not.toContain('Tax Return Delivery');
    const link = await http().get(`/api/documents/${documentId}/link`).set('Authorization', client);
    expect(link.status).toBe(404);
    // Staff see it.
    const staff = await http()
      .get(`/api/documents?company_id=${olivia}&path=${encodeURIComponent(taxReturnFolder(2025))}`)
      .set('Authorization', await bearer('partner'));
    expect(staff.status).toBe(200);
  });

  it('takes a vault PDF as the entity’s return, processes it in the background and lists it to staff only', async () => {
    const documentId = await uploadedReturn(3);
    const release = testApi().holdQueue();
    const created = await upload({
      company_id: olivia,
      document_id: documentId,
      tax_year: 2025,
      document_name: '2025 Form 1040 – Martínez 🧾',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      company_id: olivia,
      company_name: 'Olivia Martinez',
      tax_year: 2025,
      tax_return_name: '2025 Form 1040 – Martínez 🧾',
      status: 'importing',
      current_status: 'others',
      draft_status: null,
      document_id: documentId,
      page_count: null,
    });
    const id = created.body.id as string;
    expect((await listed('partner')).body.tax_returns.map((r: { id: string }) => r.id)).toContain(
      id,
    );
    release();
    await testApi().drainQueue();

    const [row] = (await listed('partner')).body.tax_returns.filter(
      (r: { id: string }) => r.id === id,
    );
    expect(row).toMatchObject({
      status: 'action_required',
      current_status: 'action_required',
      page_count: 3,
    });
    // Not sent yet: its owner does not see it.
    const mine = await listed('clientOneEntity');
    expect(mine.status).toBe(200);
    expect(mine.body.tax_returns.map((r: { id: string }) => r.id)).not.toContain(id);

    const logged = await http()
      .get(`/api/v2/activity_logs?company_id=${olivia}&type_id=5`)
      .set('Authorization', await bearer('partner'));
    expect(JSON.stringify(logged.body)).toContain('Tax return uploaded');
  });

  it('refuses what is not one of the entity’s PDFs, and callers who may not deliver to it', async () => {
    const pdf = await uploadedReturn(1);
    const image = await uploadFiles(
      http,
      await bearer('partner'),
      olivia,
      [{ name: 'scan.png', bytes: ONE_PIXEL_PNG }],
      null,
    );
    const imageId = (image.body.documents as { id: string }[])[0]!.id;
    const otherEntityPdf = await uploadOnePdf(
      http,
      await bearer('partner'),
      DEMO_COMPANIES.kimDesign.id,
      'Kim.pdf',
    );
    const base = { company_id: olivia, tax_year: 2025, document_name: 'Return' };
    const refused = async (body: object, role?: 'groupSouth' | 'clientOneEntity') => {
      const res = await upload(body, role);
      return [res.status, res.body.error];
    };
    expect(await refused({ ...base, document_id: imageId })).toEqual([
      400,
      'A tax return must be a PDF',
    ]);
    expect(await refused({ ...base, document_id: otherEntityPdf })).toEqual([
      400,
      'The file is not in this entity’s documents',
    ]);
    expect(await refused({ ...base, document_id: pdf, document_name: '  ' })).toEqual([
      400,
      'Please name the tax return',
    ]);
    expect(await refused({ ...base, document_id: pdf, company_id: undefined })).toEqual([
      400,
      'Please choose the entity the tax return is for',
    ]);
    expect(await refused({ ...base, document_id: pdf }, 'clientOneEntity')).toEqual([
      403,
      'Only firm staff can do this',
    ]);
    expect(await refused({ ...base, document_id: pdf }, 'groupSouth')).toEqual([
      404,
      'Entity not found',
    ]);
    // Nothing was made by the refusals.
    const returns = await testApi()
      .store.collection(taxReturnsPath(DEMO_FIRM_ID))
      .where('document_id', '==', pdf)
      .get();
    expect(returns.size).toBe(0);
  });

  it('marks a return whose PDF cannot be read as an error, with the reason', async () => {
    const documentId = await uploadedReturn(2);
    const document = await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/documents/${documentId}`)
      .get();
    await testApi().deps.blobs.put(
      document.get('blob_path') as string,
      Buffer.from('not a pdf any more'),
      'application/pdf',
    );
    const created = await upload({
      company_id: olivia,
      document_id: documentId,
      tax_year: 2025,
      document_name: 'Broken',
    });
    await testApi().drainQueue();
    const [row] = (await listed('partner')).body.tax_returns.filter(
      (r: { id: string }) => r.id === created.body.id,
    );
    expect(row).toMatchObject({
      status: 'error',
      error: 'The tax return’s PDF could not be read. Please upload it again.',
    });
  });

  it('deletes a return for staff who see its entity, leaving the file', async () => {
    const documentId = await uploadedReturn(1);
    const created = await upload({
      company_id: olivia,
      document_id: documentId,
      tax_year: 2025,
      document_name: 'To delete',
    });
    await testApi().drainQueue();
    const path = `/api/tax_returns/${created.body.id}`;
    expect(
      (
        await http()
          .delete(path)
          .set('Authorization', await bearer('groupSouth'))
      ).status,
    ).toBe(404);
    expect(
      (
        await http()
          .delete(path)
          .set('Authorization', await bearer('clientOneEntity'))
      ).status,
    ).toBe(403);
    const deleted = await http()
      .delete(path)
      .set('Authorization', await bearer('partner'));
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ message: 'Tax return has been deleted' });
    expect(
      (await listed('partner')).body.tax_returns.map((r: { id: string }) => r.id),
    ).not.toContain(created.body.id);
    expect(
      (
        await http()
          .delete(path)
          .set('Authorization', await bearer('partner'))
      ).status,
    ).toBe(404);
    const file = await testApi().store.doc(`firms/${DEMO_FIRM_ID}/documents/${documentId}`).get();
    expect(file.get('deleted_at') ?? null).toBeNull();
  });

  it('is closed while the firm has delivery off', async () => {
    const firm = testApi().store.doc(`firms/${DEMO_FIRM_ID}`);
    await firm.update({ 'preferences.new_tax_return_delivery_enabled': false });
    const res = await listed('partner');
    expect([res.status, res.body.error]).toEqual([
      403,
      'Tax return delivery is not turned on for this firm',
    ]);
  });
});
