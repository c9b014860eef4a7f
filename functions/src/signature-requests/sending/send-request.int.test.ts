// Sending a signature request (issue 46): once its fields are saved with a signature for every
// signer (the entity's owners; spouses each on their own), staff send it; it goes `sending`, then a
// queued task mails each signer the link to its review page and makes it `sent`, its signers' list
// showing it and its signatures "0 of 2". Refused: fields not saved, a signer without a signature,
// a spouse who cannot be reached, a request already sent; a file gone from the vault ends in error.
import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  noSignatureFor,
  type FieldPlacementDto,
} from '@portico/common/signature-requests/signature-fields';
import { SIGNATURE_REQUEST_MESSAGES as SAY } from '@portico/common/signature-requests/signature-request-model';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { jointRequest } from '../../../test/support/signature-requests';
import { outboxRepo } from '../../platform/outbox/outbox.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

/** A processed request for a new couple, with the partner to act on it. */
async function readyRequest(options: { sharedEmail?: boolean } = {}) {
  const request = await jointRequest(
    testApi(),
    http,
    ['Consent to disclose\nTaxpayer signature\nDate\nSpouse signature'],
    { ...options, last: 'Sender' },
  );
  return { ...request, partner: await testApi().as('partner') };
}

const mailsAbout = async (subject: string) =>
  (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(300)).filter(
    (item) => item.subject === subject,
  );

describe('sending a signature request', () => {
  it('mails each spouse the link to its review page once the fields are saved', async () => {
    const { id, name, partner, companyId, primaryId, spouseId } = await readyRequest();
    const notSaved = await partner.post(`signature_requests/${id}/send`, {});
    expect([notSaved.status, notSaved.body.error]).toEqual([400, SAY.fieldsNotSaved]);

    const proposed = (await partner.get(`signature_requests/${id}/fields`))
      .body as FieldPlacementDto;
    // Only Ida's fields: Eli has no signature yet.
    const idas = proposed.fields.filter((f) => f.signer_id === primaryId);
    expect((await partner.put(`signature_requests/${id}/fields`, { fields: idas })).status).toBe(
      200,
    );
    const eli = proposed.signers.find((s) => s.id === spouseId)!;
    const missing = await partner.post(`signature_requests/${id}/send`, {});
    expect([missing.status, missing.body.error]).toEqual([400, noSignatureFor(eli.name)]);

    await partner.put(`signature_requests/${id}/fields`, { fields: proposed.fields });
    const sent = await partner.post(`signature_requests/${id}/send`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({
      message: 'Signature request sent to its signers',
      signature_request: { status: 'sending', signatures: { done: 0, total: 2 } },
    });
    await testApi().drainQueue();
    const after = (await partner.get(`signature_requests/${id}`)).body;
    expect(after).toMatchObject({ status: 'sent', signatures: { done: 0, total: 2 } });

    const mails = await mailsAbout(`Please sign: ${name}`);
    expect(mails.map((m) => m.to).sort()).toEqual([eli.email, proposed.signers[0]!.email].sort());
    for (const mail of mails)
      expect(mail.text).toContain(`/review-signature-request/${id}?companyId=${companyId}`);
    // Sent: the fields stay as they went, and it is not sent twice.
    const again = await partner.post(`signature_requests/${id}/send`, {});
    expect([again.status, again.body.error]).toEqual([409, SAY.notSendable]);
    const moved = await partner.put(`signature_requests/${id}/fields`, { fields: [] });
    expect([moved.status, moved.body.error]).toEqual([409, FIELD_MESSAGES.notPlaceable]);

    const log = await partner.get(`v2/activity_logs?company_id=${companyId}&type_id=5`);
    expect(log.body.activities.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(['Signature request sent', 'Signature request delivered']),
    );
  });

  it('refuses a spouse without an email of their own or a mobile to reach them', async () => {
    const { id, partner } = await readyRequest({ sharedEmail: true });
    const proposed = (await partner.get(`signature_requests/${id}/fields`))
      .body as FieldPlacementDto;
    await partner.put(`signature_requests/${id}/fields`, { fields: proposed.fields });
    const res = await partner.post(`signature_requests/${id}/send`, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Eli Sender/);
    expect((await partner.get(`signature_requests/${id}`)).body.status).toBe('action_required');
  });

  it('refuses an owner whose account is inactive: they could never sign in to sign', async () => {
    const { id, partner, spouseId } = await readyRequest();
    const proposed = (await partner.get(`signature_requests/${id}/fields`))
      .body as FieldPlacementDto;
    await partner.put(`signature_requests/${id}/fields`, { fields: proposed.fields });
    const off = await partner.patch(`v2/users/${spouseId}/status`, { paying: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const res = await partner.post(`signature_requests/${id}/send`, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /^Eli Sender\d+’s account is inactive: activate it in People so they can sign\.$/,
    );
    expect((await partner.get(`signature_requests/${id}`)).body.status).toBe('action_required');
  });

  it('ends in error, telling nobody, when its file leaves the vault before it goes', async () => {
    const { id, name, partner } = await readyRequest();
    const proposed = (await partner.get(`signature_requests/${id}/fields`))
      .body as FieldPlacementDto;
    await partner.put(`signature_requests/${id}/fields`, { fields: proposed.fields });
    const documentId = (await partner.get(`signature_requests/${id}`)).body.source
      .document_id as string;
    const release = testApi().holdQueue();
    try {
      expect((await partner.post(`signature_requests/${id}/send`, {})).status).toBe(200);
      expect((await partner.delete(`documents/${documentId}`)).status).toBe(204);
    } finally {
      release();
    }
    await testApi().drainQueue();
    const after = (await partner.get(`signature_requests/${id}`)).body;
    expect([after.status, after.error]).toEqual(['error', SAY.fileGone]);
    expect(await mailsAbout(`Please sign: ${name}`)).toEqual([]);
  });
});
