// A signed request sealed (issue 46 "Sealed result"): once both spouses have filled in their
// fields a queued task seals the document — every signature, initials, text and date stamped in
// its box, a certificate of completion appended — once whole and once as its signed pages only;
// both verify, a changed byte does not, and the trail records the seal. Staff and its signers
// download either; nobody before it is sealed. Deleted, the request keeps its signed records.
import { describe, expect, it } from 'vitest';
import { SIGNED_COPY_MESSAGES } from '@portico/common/signature-requests/request-signing';
import { ESIGN_DISCLOSURE_VERSION } from '@portico/common/signing/esign-consent';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { sentRequest } from '../../../test/support/signature-requests';
import { pdfPageTexts } from '../../documents/documents.module';
import { verifySeal } from '../../signing/signing.module';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const consent = { disclosure_version: ESIGN_DISCLOSURE_VERSION };

/** A sent request both spouses have filled in: Ida typed, Eli drawn. */
async function signedRequest() {
  const request = await sentRequest(testApi(), http);
  const ida = await testApi().asUser(request.primaryId, DEMO_FIRM_ID);
  const eli = await testApi().asUser(request.spouseId, DEMO_FIRM_ID);
  const fill = async (as: typeof ida, field: string, body: object) => {
    const res = await as.post(`signature_requests/${request.id}/fields/${field}/fill`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await ida.post(`signature_requests/${request.id}/esign_consent`, consent);
  await eli.post(`signature_requests/${request.id}/esign_consent`, consent);
  await fill(ida, 'ida-sig', { method: 'typed', text: 'Ida Signing' });
  await fill(ida, 'ida-title', { method: 'text', text: 'Trustee' });
  await fill(eli, 'eli-init', { method: 'typed', text: 'ES' });
  return {
    ...request,
    ida,
    eli,
    lastFill: () => fill(eli, 'eli-sig', { method: 'drawn', image: DRAWN }),
  };
}

type Caller = Awaited<ReturnType<ReturnType<typeof testApi>['as']>>;

async function download(as: Caller, id: string, part: string) {
  const link = await as.get(`signature_requests/${id}/signed?part=${part}`);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const file = await http().get(relativeUrl(link.body.url)).buffer(true);
  return { name: link.body.file_name as string, bytes: new Uint8Array(file.body as Buffer) };
}

describe('sealing a signed request', () => {
  it('seals the whole document and its signed pages once both have signed; each verifies', async () => {
    const { id, name, partner, ida, lastFill } = await signedRequest();
    const early = await partner.get(`signature_requests/${id}/signed?part=whole`);
    expect([early.status, early.body.error]).toEqual([409, SIGNED_COPY_MESSAGES.notSealed]);
    await lastFill();
    await testApi().drainQueue();

    const staffView = (await partner.get(`signature_requests/${id}`)).body;
    expect(staffView).toMatchObject({ status: 'signed', signed_pages_only: true });
    expect(staffView.signed_document.sha256).toMatch(/^[0-9a-f]{64}$/);

    const whole = await download(partner, id, 'whole');
    expect(whole.name).toBe(`${name} - signed.pdf`);
    const wholeText = (await pdfPageTexts(whole.bytes)).join('\n');
    expect(wholeText).toContain('Instructions');
    expect(wholeText).toContain('Trustee');
    expect(wholeText).toContain('Certificate of completion');
    expect(await verifySeal(whole.bytes)).toMatchObject({
      sealed: true,
      intact: true,
      coversWholeFile: true,
    });

    // The signer downloads the signed pages only: pages 1 and 3, the certificate after.
    const pages = await download(ida, id, 'signed-pages');
    expect(pages.name).toBe(`${name} - signed pages.pdf`);
    const pageTexts = await pdfPageTexts(pages.bytes);
    expect(pageTexts[0]).toContain('Form 8821');
    expect(pageTexts[1]).toContain('Spouse');
    expect(pageTexts.join('\n')).not.toContain('Instructions');
    expect(await verifySeal(pages.bytes)).toMatchObject({ intact: true, coversWholeFile: true });

    // A changed byte is caught.
    const tampered = Uint8Array.from(whole.bytes);
    tampered[tampered.length >> 1]! ^= 1;
    expect((await verifySeal(tampered)).intact).toBe(false);

    const events = (await partner.get(`signature_requests/${id}/signing_trail`)).body.events as {
      event: string;
      detail: string;
    }[];
    expect(events.filter((e) => e.event === 'sealed')).toHaveLength(1);
    expect(events.find((e) => e.event === 'sealed')?.detail).toContain(
      staffView.signed_document.sha256,
    );
    // Sealed once, whatever asks again.
    await testApi().drainQueue();
    expect((await partner.get(`signature_requests/${id}`)).body.signed_document).toEqual(
      staffView.signed_document,
    );
  });

  it('keeps the signed records of a deleted request; another firm finds no copy', async () => {
    const { id, partner, lastFill } = await signedRequest();
    await lastFill();
    await testApi().drainQueue();
    const other = await (
      await testApi().as('otherFirmPartner')
    ).get(`signature_requests/${id}/signed?part=whole`);
    expect(other.status).toBe(404);
    const bad = await partner.get(`signature_requests/${id}/signed?part=all`);
    expect([bad.status, bad.body.error]).toEqual([400, SIGNED_COPY_MESSAGES.partInvalid]);

    expect((await partner.delete(`signature_requests/${id}`)).status).toBe(200);
    const kept = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/signing_retention`)
      .doc(`signature_request-${id}`)
      .get();
    expect(kept.data()).toMatchObject({
      reason: expect.stringContaining('kept for 3 years'),
      sealed_files: [
        { name: 'Whole document', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
        { name: 'Signed pages', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ],
    });
    expect((await partner.get(`signature_requests/${id}/signed?part=whole`)).status).toBe(404);
  });
});
