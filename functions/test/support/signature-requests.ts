// Signature requests for API tests: a new joint Individual (both spouses owners) with a PDF in its
// signature requests folder, named as a request and processed by the queue.
import type supertest from 'supertest';
import { expect } from 'vitest';
import { signatureRequestFolder } from '@portico/common/signature-requests/signature-request-model';
import type { TestApi } from './api-harness';
import { pdfOfPages } from './document-corpus';
import { jointEntity } from './tax-returns';
import { uploadFiles } from './upload-files';

let made = 0;

/** A processed request of a PDF of `pages` for a new couple; its id, name and the couple's ids. */
export async function jointRequest(
  api: TestApi,
  http: () => supertest.Agent,
  pages: string[],
  options: { sharedEmail?: boolean; last?: string } = {},
) {
  made += 1;
  const couple = await jointEntity(
    api,
    { first: 'Ida', spouse: 'Eli', last: options.last ?? 'Signer' },
    options,
  );
  const partner = `Bearer ${await api.tokenFor('partner')}`;
  const done = await uploadFiles(
    http,
    partner,
    couple.companyId,
    // Each file differs (an entity never holds the same file twice).
    [
      {
        name: 'Document.pdf',
        bytes: await pdfOfPages([`${pages[0] ?? ''}\nRequest ${made}`, ...pages.slice(1)]),
      },
    ],
    null,
    signatureRequestFolder(2025),
  );
  expect(done.body.documents, JSON.stringify(done.body)).toHaveLength(1);
  const name = `Document ${made}`;
  const res = await http().post('/api/signature_requests').set('Authorization', partner).send({
    company_id: couple.companyId,
    document_id: done.body.documents[0].id,
    tax_year: 2025,
    form_name: 'Form 8821',
    document_name: name,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await api.drainQueue();
  return { id: res.body.id as string, name, ...couple };
}

/**
 * A request of three pages sent to a new couple: Ida (the primary) signs, dates and types her title
 * on page 1; Eli signs and initials on page 3; page 2 asks nothing. Its id, the couple's ids and
 * the fields by name. `send` is what staff chose as it went (identity checks).
 */
export async function sentRequest(
  api: TestApi,
  http: () => supertest.Agent,
  send: { identity_verification?: boolean } = {},
) {
  const request = await jointRequest(
    api,
    http,
    ['Form 8821\nTaxpayer signature', 'Instructions', 'Spouse'],
    {
      last: 'Signing',
    },
  );
  const { primaryId: ida, spouseId: eli } = request;
  const box = (page: number, bottom: number) => ({
    page,
    left: 72,
    bottom,
    width: 180,
    height: 28,
  });
  const fields = {
    idaSignature: { id: 'ida-sig', signer_id: ida, kind: 'signature', ...box(1, 200) },
    idaDate: { id: 'ida-date', signer_id: ida, kind: 'date', ...box(1, 160) },
    idaTitle: { id: 'ida-title', signer_id: ida, kind: 'text', ...box(1, 120) },
    eliSignature: { id: 'eli-sig', signer_id: eli, kind: 'signature', ...box(3, 200) },
    eliInitials: { id: 'eli-init', signer_id: eli, kind: 'initials', ...box(3, 600) },
  };
  const partner = await api.as('partner');
  const saved = await partner.put(`signature_requests/${request.id}/fields`, {
    fields: Object.values(fields),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await partner.post(`signature_requests/${request.id}/send`, send);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await api.drainQueue();
  return { ...request, fields, partner };
}
