// Sending one document to many entities (issue 46 "Bulk"): the send is accepted at once and done
// in the background; each entity gets its own request of its own copy of the PDF, the owners'
// fields proposed on the signature lines, mailed and `sent`; an entity whose spouse cannot be
// reached, or whose spouse's account is inactive, is left out with why; the progress counts what went; a chunk run again makes nothing
// twice; only the sender follows it; a bad choice is refused before anything is kept.
import { describe, expect, it } from 'vitest';
import {
  MAX_BATCH_ENTITIES,
  REQUEST_BATCH_MESSAGES as SAY,
} from '@portico/common/signature-requests/request-batches';
import { signatureRequestFolder } from '@portico/common/signature-requests/signature-request-model';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { pdfOfPages } from '../../../test/support/document-corpus';
import { jointEntity } from '../../../test/support/tax-returns';
import { uploadFiles } from '../../../test/support/upload-files';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { sendRequestBatchChunk } from './send-request-batch.tasks';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

let sends = 0;

/**
 * Four couples — the third sharing one email (its spouse without a phone), the fourth's spouse's
 * account inactive — and a PDF for the first.
 */
async function chosen() {
  sends += 1;
  const last = `Batch${sends}`;
  const couples = [
    await jointEntity(testApi(), { first: 'Ana', spouse: 'Ben', last }),
    await jointEntity(testApi(), { first: 'Cy', spouse: 'Di', last }),
    await jointEntity(testApi(), { first: 'Ed', spouse: 'Flo', last }, { sharedEmail: true }),
    await jointEntity(testApi(), { first: 'Gus', spouse: 'Hal', last }),
  ];
  const off = await (
    await testApi().as('partner')
  ).patch(`v2/users/${couples[3]!.spouseId}/status`, { paying: false });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  const partner = `Bearer ${await testApi().tokenFor('partner')}`;
  const bytes = await pdfOfPages([
    `Consent to use tax return information ${sends}\nTaxpayer signature\n\n\nSpouse signature`,
  ]);
  const uploaded = await uploadFiles(
    http,
    partner,
    couples[0]!.companyId,
    [{ name: 'Consent.pdf', bytes }],
    null,
    signatureRequestFolder(2025),
  );
  return { couples, documentId: uploaded.body.documents[0].id as string, name: `Consent ${sends}` };
}

const body = (companyIds: string[], documentId: string, name: string) => ({
  company_ids: companyIds,
  document_id: documentId,
  tax_year: 2025,
  form_name: '§7216 consent to use',
  document_name: name,
});

describe('sending one document to many entities', () => {
  it('makes and sends a request for each entity in the background, each with its own copy', async () => {
    const { couples, documentId, name } = await chosen();
    const ids = couples.map((c) => c.companyId);
    const partner = await testApi().as('partner');
    const release = testApi().holdQueue();
    const accepted = await partner.post('signature_request_batches', body(ids, documentId, name));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body).toMatchObject({ status: 'processing', total: 4, sent: 0, skipped: [] });
    release();
    await testApi().drainQueue();

    const batchId = accepted.body.id as string;
    const progress = await partner.get(`signature_request_batches/${batchId}`);
    expect(progress.body).toMatchObject({ status: 'done', total: 4, sent: 2 });
    expect(progress.body.skipped).toEqual([
      {
        company_id: ids[2],
        company_name: expect.stringMatching(/^Ed and Flo Batch/),
        reason: expect.stringMatching(/shares an email with .*: add their mobile number/),
      },
      {
        company_id: ids[3],
        company_name: expect.stringMatching(/^Gus and Hal Batch/),
        reason: expect.stringMatching(/^Hal Batch\d+’s account is inactive: activate it in People/),
      },
    ]);

    // Each couple sent its own request of its own copy, both spouses' fields proposed.
    const sources = new Set<string>();
    for (const couple of couples.slice(0, 2)) {
      const listed = await partner.get(`signature_requests?company_id=${couple.companyId}`);
      const [request] = listed.body.signature_requests as {
        id: string;
        status: string;
        signatures: { total: number };
        document_name: string;
        source: { document_id: string };
      }[];
      expect(request).toMatchObject({
        status: 'sent',
        signatures: { done: 0, total: 2 },
        document_name: name,
      });
      sources.add(request!.source.document_id);
      const fields = await partner.get(`signature_requests/${request!.id}/fields`);
      expect(
        (fields.body.fields as { kind: string; signer_id: string }[])
          .filter((f) => f.kind === 'signature')
          .map((f) => f.signer_id),
      ).toEqual([couple.primaryId, couple.spouseId]);
      const documents = await partner.get(
        `documents?company_id=${couple.companyId}&path=${encodeURIComponent(signatureRequestFolder(2025))}`,
      );
      expect(JSON.stringify(documents.body)).toContain('Consent.pdf');
    }
    expect(sources.has(documentId)).toBe(true);
    expect(sources.size).toBe(2);
    const none = await partner.get(`signature_requests?company_id=${ids[2]}`);
    expect(none.body.signature_requests).toEqual([]);

    const mails = (
      await outboxRepo(testApi().store, () => testApi().clock.now()).latest(300)
    ).filter((m) => m.subject === `Please sign: ${name}`);
    expect(mails).toHaveLength(4);

    // A chunk run again (a retried task) makes and sends nothing twice.
    await sendRequestBatchChunk(testApi().deps, { firmId: DEMO_FIRM_ID, batchId, chunk: 0 });
    expect((await partner.get(`signature_request_batches/${batchId}`)).body.sent).toBe(2);
    const again = (
      await outboxRepo(testApi().store, () => testApi().clock.now()).latest(300)
    ).filter((m) => m.subject === `Please sign: ${name}`);
    expect(again).toHaveLength(4);

    // Only its sender follows it.
    const admin = await testApi().as('admin');
    expect((await admin.get(`signature_request_batches/${batchId}`)).status).toBe(404);
  });

  it('refuses a bad choice before keeping anything', async () => {
    const { couples, documentId, name } = await chosen();
    const ids = couples.map((c) => c.companyId);
    const partner = await testApi().as('partner');
    const refused = async (
      as: typeof partner,
      sent: object,
      status: number,
      error: string | RegExp,
    ) => {
      const res = await as.post('signature_request_batches', sent);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error).toMatch(error);
    };
    await refused(partner, body([], documentId, name), 400, SAY.noEntities);
    await refused(partner, body([ids[0]!, ids[0]!], documentId, name), 400, SAY.twice);
    const many = Array.from({ length: MAX_BATCH_ENTITIES + 1 }, (_, i) => `c${i}`);
    await refused(partner, body(many, documentId, name), 400, SAY.tooMany);
    // The PDF must be the first entity's.
    await refused(
      partner,
      body([ids[1]!, ids[0]!], documentId, name),
      400,
      'The file is not in this entity’s documents',
    );
    await refused(
      partner,
      body([ids[0]!, 'no-such-entity'], documentId, name),
      404,
      'Entity not found',
    );
    // An advisor of another group sees none of them.
    await refused(
      await testApi().as('groupSouth'),
      body(ids, documentId, name),
      404,
      'Entity not found',
    );
    await refused(
      await testApi().asUser(couples[0]!.primaryId, DEMO_FIRM_ID),
      body(ids, documentId, name),
      403,
      /staff/,
    );
    const nothing = await partner.get(`signature_requests?company_id=${ids[1]}`);
    expect(nothing.body.signature_requests).toEqual([]);
  });
});
