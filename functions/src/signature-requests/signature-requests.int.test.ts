// A signature request's way in (spec 3 §2 "Upload Signature Request", §3 statuses, §5, §7, §8):
// staff name a PDF of the entity's vault as a request for a tax year and a form, a queued task
// processes it (processing → action_required), it is listed on the entity and in the Signatures
// table (sorted, filtered, searched and paged on the server, within the caller's groups), opened,
// marked completed once sent, and deleted. Its file is kept from the client until it is sent.
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_REQUEST_MESSAGES as SAY,
  signatureRequestFolder,
} from '@portico/common/signature-requests/signature-request-model';
import { DEMO_COMPANIES, DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { pdfOfPages } from '../../test/support/document-corpus';
import { ONE_PIXEL_PNG, uploadFiles } from '../../test/support/upload-files';
import { signatureRequestsPath } from './signature-requests.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia: string = DEMO_COMPANIES.olivia.id;
type Role = Parameters<ReturnType<typeof testApi>['tokenFor']>[0];
const bearer = async (role: Role) => `Bearer ${await testApi().tokenFor(role)}`;

/** Each file's pages differ (an entity never holds the same file twice). */
let filesMade = 0;

/** A file in the entity's signature requests folder for `year`; its document id. */
async function uploaded({
  pages = 3,
  companyId = olivia,
  year = 2025,
  png = false,
} = {}): Promise<string> {
  filesMade += 1;
  const bytes = png
    ? ONE_PIXEL_PNG
    : await pdfOfPages(Array.from({ length: pages }, (_, i) => `8821 ${filesMade}, page ${i + 1}`));
  const done = await uploadFiles(
    http,
    await bearer('partner'),
    companyId,
    [{ name: png ? 'Scan.png' : 'Form 8821.pdf', bytes }],
    null,
    signatureRequestFolder(year),
  );
  expect(done.body.documents, JSON.stringify(done.body)).toHaveLength(1);
  return (done.body.documents as { id: string }[])[0]!.id;
}

const as = async (role: Role) => {
  const authorization = await bearer(role);
  return {
    post: (path: string, body: object) =>
      http().post(`/api/${path}`).set('Authorization', authorization).send(body),
    put: (path: string, body: object) =>
      http().put(`/api/${path}`).set('Authorization', authorization).send(body),
    get: (path: string) => http().get(`/api/${path}`).set('Authorization', authorization),
    delete: (path: string) => http().delete(`/api/${path}`).set('Authorization', authorization),
  };
};

const request = (documentId: string, more: object = {}) => ({
  company_id: olivia,
  document_id: documentId,
  tax_year: 2025,
  form_name: 'Form 8821',
  document_name: 'Tax information authorization',
  ...more,
});

/** A request made and processed; its id. */
async function readyRequest(more: object = {}, role: Role = 'partner'): Promise<string> {
  const companyId = (more as { company_id?: string }).company_id ?? olivia;
  const made = await (
    await as(role)
  ).post('signature_requests', request(await uploaded({ companyId }), more));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await testApi().drainQueue();
  return made.body.id as string;
}

/** What step 3 (sending) will do: the request has gone out to its signers. */
const markSent = (id: string) =>
  testApi()
    .store.doc(`${signatureRequestsPath(DEMO_FIRM_ID)}/${id}`)
    .update({ status: 'sent' });

describe('uploading a signature request', () => {
  it('is processed to action_required with its pages; its file and itself stay staff’s until sent', async () => {
    const partner = await as('partner');
    const client = await as('clientOneEntity');
    const documentId = await uploaded();
    // The queue waits until the request has been opened while processing.
    const release = testApi().holdQueue();
    let made;
    let early;
    try {
      made = await partner.post('signature_requests', request(documentId));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      // Opening it while it is processing answers the spec's notice.
      early = await partner.get(`signature_requests/${made.body.id as string}`);
    } finally {
      release();
    }
    expect([early.status, early.body.error]).toEqual([409, SAY.stillProcessing]);
    expect(made.body).toMatchObject({
      company_id: olivia,
      company_name: expect.stringContaining('Olivia'),
      tax_year: 2025,
      form_name: 'Form 8821',
      document_name: 'Tax information authorization',
      source: { file_name: 'Form 8821.pdf' },
      signed_document: null,
      signed_pages_only: false,
      status: 'processing',
      signatures: { done: 0, total: 0 },
      pages: null,
    });
    const id = made.body.id as string;

    await testApi().drainQueue();
    const ready = await partner.get(`signature_requests/${id}`);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'action_required', pages: 3, error: null });
    const listed = await partner.get(`signature_requests?company_id=${olivia}`);
    expect(listed.body.signature_requests.map((r: { id: string }) => r.id)).toContain(id);

    // The client sees neither the request nor its folder before it is sent.
    expect((await client.get(`signature_requests/${id}`)).status).toBe(404);
    const theirs = await client.get(`signature_requests?company_id=${olivia}`);
    expect(theirs.body.signature_requests.map((r: { id: string }) => r.id)).not.toContain(id);
    const folder = await client.get(
      `documents?company_id=${olivia}&path=${encodeURIComponent(signatureRequestFolder(2025))}`,
    );
    expect(folder.status).toBe(404);
    await markSent(id);
    const sent = await client.get(`signature_requests?company_id=${olivia}`);
    expect(sent.body.signature_requests.map((r: { id: string }) => r.id)).toContain(id);

    const log = await partner.get(`v2/activity_logs?company_id=${olivia}&type_id=5`);
    expect(log.body.activities.map((a: { title: string }) => a.title)).toContain(
      'Signature request uploaded',
    );
  });

  it('takes one entity, a PDF that is not empty, a tax year and names that are text', async () => {
    const partner = await as('partner');
    const pdf = await uploaded();
    const refused = async (body: object) => {
      const res = await partner.post('signature_requests', body);
      return [res.status, res.body.error];
    };
    expect(await refused(request(pdf, { tax_year: undefined }))).toEqual([
      400,
      'Please choose the tax year',
    ]);
    expect(await refused(request(pdf, { company_id: undefined }))).toEqual([400, SAY.oneEntity]);
    expect(await refused(request(pdf, { form_name: '  ' }))).toEqual([400, 'Please name the form']);
    expect((await refused(request(pdf, { document_name: 'Consent\u0007' })))[0]).toBe(400);
    expect(await refused(request(await uploaded({ png: true })))).toEqual([400, SAY.onlyPdf]);
    const elsewhere = await uploaded({ companyId: DEMO_COMPANIES.whitfieldTrust.id });
    expect(await refused(request(elsewhere))).toEqual([400, SAY.otherEntity]);
    // Any text a person types is kept as typed.
    const named = await partner.post(
      'signature_requests',
      request(pdf, { form_name: 'Consent 同意 ✍️', document_name: 'موافقة على الإفصاح' }),
    );
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({
      form_name: 'Consent 同意 ✍️',
      document_name: 'موافقة على الإفصاح',
    });
  });

  it('is marked completed once sent, and deleted; each change is logged', async () => {
    const partner = await as('partner');
    const id = await readyRequest({ document_name: 'Engagement 2025' });
    const early = await partner.put(`signature_requests/${id}`, { status: 'completed' });
    expect([early.status, early.body.error]).toEqual([409, SAY.notCompletable]);
    expect((await partner.put(`signature_requests/${id}`, { status: 'sent' })).status).toBe(400);
    await markSent(id);
    const done = await partner.put(`signature_requests/${id}`, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: 'Signature request has been marked as completed',
      signature_request: { status: 'completed' },
    });
    // The client's list shows it still; the client may not change it.
    const client = await as('clientOneEntity');
    expect((await client.delete(`signature_requests/${id}`)).status).toBe(403);
    const gone = await partner.delete(`signature_requests/${id}`);
    expect(gone.body).toEqual({ message: 'Signature request has been deleted' });
    expect((await partner.get(`signature_requests/${id}`)).status).toBe(404);
    const log = await partner.get(`v2/activity_logs?company_id=${olivia}&type_id=5`);
    const titles = log.body.activities.map((a: { title: string }) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Signature request marked as completed',
        'Signature request deleted',
      ]),
    );
  });

  it('is closed while the firm has signature requests off', async () => {
    const firm = testApi().store.doc(`firms/${DEMO_FIRM_ID}`);
    await firm.update({ 'preferences.signature_requests_enabled': false });
    const res = await (await as('partner')).get(`signature_requests?company_id=${olivia}`);
    expect([res.status, res.body.error]).toEqual([403, SAY.off]);
    await firm.update({ 'preferences.signature_requests_enabled': true });
  });
});

describe('the Signatures table', () => {
  it('sorts, filters, searches and pages on the server, within the caller’s groups', async () => {
    const partner = await as('partner');
    const tag = `t${Date.now().toString(36)}`;
    const south = DEMO_COMPANIES.whitfieldHousehold.id;
    const ids = {
      a: await readyRequest({ document_name: `${tag} Alpha`, tax_year: 2024 }),
      b: await readyRequest({ document_name: `${tag} Bravo`, form_name: 'Form 2848' }),
      c: await readyRequest({ document_name: `${tag} Charlie`, company_id: south }),
    };
    await markSent(ids.b);
    const page = async (query: string, role: Role = 'partner') => {
      const res = await (
        await as(role)
      ).get(`signature_requests/get_paginated_signature_requests?search_term=${tag}&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        signature_requests: { id: string; document_name: string }[];
        meta: { total_count: number; total_pages: number; current_page: number };
      };
    };
    const names = (p: { signature_requests: { document_name: string }[] }) =>
      p.signature_requests.map((r) => r.document_name.replace(`${tag} `, ''));

    expect(names(await page('sort_by=document_name&sort_direction=asc'))).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    expect(names(await page('sort_by=form_name&sort_direction=asc'))[0]).toBe('Bravo');
    expect(names(await page('status=sent'))).toEqual(['Bravo']);
    expect(names(await page('year=2024'))).toEqual(['Alpha']);
    const second = await page('sort_by=document_name&sort_direction=asc&per_page=10&page=1');
    expect(second.meta).toEqual({ current_page: 1, total_count: 3, total_pages: 1 });
    // An advisor limited to the south group sees its entity's request only.
    expect(names(await page('sort_by=document_name&sort_direction=asc', 'groupSouth'))).toEqual([
      'Charlie',
    ]);
    // Without a search: a page of the firm's requests, newest first by default.
    const all = await partner.get(
      'signature_requests/get_paginated_signature_requests?per_page=10',
    );
    expect(all.body.meta.total_count).toBeGreaterThanOrEqual(3);
    const bad = await partner.get('signature_requests/get_paginated_signature_requests?per_page=7');
    expect([bad.status, bad.body.error]).toEqual([400, 'per_page must be 10, 20 or 50']);
  });

  it('follows the entity’s new name, found by it in the search', async () => {
    const partner = await as('partner');
    const trust = DEMO_COMPANIES.whitfieldTrust.id;
    const id = await readyRequest({ company_id: trust });
    const entity = await partner.get(`companies/${trust}`);
    const renamed = await http()
      .patch(`/api/companies/${trust}`)
      .set('Authorization', await bearer('partner'))
      .send({ name: 'Whitfield Family Trust 🌳', entity_type: entity.body.entity_type });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const found = await partner.get(
      'signature_requests/get_paginated_signature_requests?search_term=family%20trust',
    );
    expect(
      found.body.signature_requests.map((r: { id: string; company_name: string }) => [
        r.id,
        r.company_name,
      ]),
    ).toEqual([[id, 'Whitfield Family Trust 🌳']]);
  });
});
