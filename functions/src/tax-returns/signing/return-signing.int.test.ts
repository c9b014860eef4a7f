// Signing a delivered return (issue 45): each spouse signs their own box on the forms that ask
// for them, once, after agreeing to sign electronically; a typed or a drawn signature; the return
// counts each one and is `signed` when the last is given; the signing trail records sent, opened,
// consented and signed with the caller's address and browser. Staff never sign; nobody signs
// another signer's box; another client or firm finds no return.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ESIGN_CONSENT_OUTDATED,
  ESIGN_CONSENT_REQUIRED,
  ESIGN_DISCLOSURE_VERSION,
} from '@portico/common/signing/esign-consent';
import { CAPTURE_MESSAGES } from '@portico/common/signing/signature-capture';
import { SIGNING_MESSAGES as SAY } from '@portico/common/tax-returns/return-signing';
import { SIGNING_ORDER_MESSAGES } from '@portico/common/tax-returns/signing-order';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { pdfPageTexts } from '../../documents/documents.module';
import { verifySeal } from '../../signing/signing.module';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { NOT_SEALED_YET } from './signed-forms.service';
import { zipEntryNamesOf } from '../../../test/support/zip-entries';
import { jointEntity, sentReturn } from '../../../test/support/tax-returns';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025',
  'Schedule 1',
  'Form 8879\nIRS e-file Signature Authorization\n\n\nTaxpayer’s signature\n\n\nSpouse’s signature',
  'State e-file authorization',
];
/** A 1 × 1 PNG: what a signature pad sends, only smaller. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A joint Individual with both spouses as owners; each can sign in. */
async function couple(extra: object = {}) {
  const {
    companyId,
    primaryId: eli,
    spouseId: fay,
  } = await jointEntity(testApi(), {
    first: 'Eli',
    spouse: 'Fay',
    last: 'Signer',
  });
  const id = await sentReturn(testApi(), http, companyId, PAGES, {
    signer_ids: [eli, fay],
    e_sign_forms: [
      {
        form_id: '8879',
        pages: [3],
        signatures: [
          { signer_id: eli, title: 'Taxpayer' },
          { signer_id: fay, title: 'Spouse' },
        ],
      },
      { form_id: 'state-efile', pages: [4], signatures: [{ signer_id: fay }] },
    ],
    payment_vouchers: [],
    ...extra,
  });
  const partner = await testApi().as('partner');
  const delivery = await partner.get(`tax_returns/${id}/delivery`);
  const [federal, state] = delivery.body.e_sign_forms as { id: string }[];
  return {
    id,
    federal: federal!.id,
    state: state!.id,
    fayId: fay,
    eli: await testApi().asUser(eli, DEMO_FIRM_ID),
    fay: await testApi().asUser(fay, DEMO_FIRM_ID),
    partner,
  };
}

const consent = { disclosure_version: ESIGN_DISCLOSURE_VERSION };

/** A second passes between the steps, so the trail reads in the order they happened. */
const later = () => testApi().clock.advance(1000);

describe('signing in order', () => {
  it('tells the second signer only once the first has signed, and refuses them before', async () => {
    const { id, federal, state, eli, fay, partner } = await couple({ signing_order: true });
    const mails = async (subject: string) =>
      (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(300)).filter(
        (m) => m.kind === 'mail' && m.subject === subject,
      );
    const fayMail = (await fay.get('sessions/current_user')).body.email as string;
    expect((await partner.get(`tax_returns/${id}/classification`)).body.signing_order).toBe(true);
    // Sent to Eli alone; Fay waits, and is refused if she tries.
    expect((await mails('Your 2025 tax return is ready')).map((m) => m.to)).not.toContain(fayMail);
    const waiting = await fay.get(`tax_returns/${id}/signing`);
    expect(waiting.body.waiting_for).toMatch(/^Eli Signer/);
    expect((await fay.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    const early = await fay.post(`tax_returns/${id}/e_sign_forms/${state}/sign`, {
      method: 'typed',
      text: 'Fay Signer',
    });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(SIGNING_ORDER_MESSAGES.waiting(waiting.body.waiting_for));

    // Eli signs his one box: it is Fay's turn, and she is told.
    expect((await eli.get(`tax_returns/${id}/signing`)).body.waiting_for).toBeNull();
    expect((await eli.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    const signed = await eli.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, {
      method: 'typed',
      text: 'Eli Signer',
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const turn = await mails('Your turn to sign your 2025 tax return');
    expect(turn.map((m) => m.to)).toEqual([fayMail]);
    expect(turn[0]!.text).toContain(`/tax-return-delivery/${id}?companyId=`);
    expect((await fay.get(`tax_returns/${id}/signing`)).body.waiting_for).toBeNull();
    for (const form of [federal, state])
      expect(
        (
          await fay.post(`tax_returns/${id}/e_sign_forms/${form}/sign`, {
            method: 'typed',
            text: 'Fay Signer',
          })
        ).status,
      ).toBe(200);
    expect((await partner.get(`tax_returns/${id}`)).body.status).toBe('signed');
  });
});

describe('signing a delivered return', () => {
  it('each spouse consents and signs their own box; the return is signed after the last', async () => {
    const { id, federal, state, eli, fay, partner } = await couple();

    later();
    const before = await eli.get(`tax_returns/${id}/signing`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.consent).toEqual({ given: false, consented_at: null, version: null });
    expect(before.body.signatures).toHaveLength(1);
    const [mine] = before.body.signatures;
    expect(mine).toMatchObject({ form_id: federal, state: 'waiting', pages: [3] });
    // Placed beside the "Taxpayer's signature" line of page 3, not at the foot of the page.
    expect(mine.box.page).toBe(3);
    expect(mine.box.bottom).toBeGreaterThan(500);

    const typed = { method: 'typed', text: 'Eli Signer 🖊️' };
    const early = await eli.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, typed);
    expect(early.status).toBe(403);
    expect(early.body.error).toBe(ESIGN_CONSENT_REQUIRED);
    const old = await eli.post(`tax_returns/${id}/esign_consent`, {
      disclosure_version: '2020-01-01',
    });
    expect(old.status).toBe(409);
    expect(old.body.error).toBe(ESIGN_CONSENT_OUTDATED);
    later();
    const agreed = await eli.post(`tax_returns/${id}/esign_consent`, consent);
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body).toMatchObject({ given: true, version: ESIGN_DISCLOSURE_VERSION });

    // Eli has no signature on the state form: nothing of his to sign there.
    const notHis = await eli.post(`tax_returns/${id}/e_sign_forms/${state}/sign`, typed);
    expect(notHis.status).toBe(404);
    expect(notHis.body.error).toBe(SAY.notYours);
    later();
    const signed = await eli.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, typed);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toEqual({ form_signed: false, all_signed: false });
    const again = await eli.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, typed);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SAY.alreadySigned);
    const after = (await eli.get(`tax_returns/${id}/signing`)).body.signatures[0];
    expect(after).toMatchObject({ state: 'signed', method: 'typed' });
    expect(after.signed_at).not.toBeNull();

    // Fay consents once and signs both of hers, drawn; a pad that sends no image is told so.
    later();
    expect((await fay.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    const blank = await fay.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, {
      method: 'drawn',
      image: 'data:image/jpeg;base64,AAAA',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(CAPTURE_MESSAGES.drawnInvalid);
    const drawn = { method: 'drawn', image: DRAWN };
    later();
    const federalDone = await fay.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, drawn);
    expect(federalDone.body).toEqual({ form_signed: true, all_signed: false });
    later();
    await testApi().drainQueue();
    const middle = (await partner.get(`tax_returns/${id}`)).body;
    expect(middle).toMatchObject({ status: 'sent', signatures: { done: 2, total: 3 } });
    later();
    const last = await fay.post(`tax_returns/${id}/e_sign_forms/${state}/sign`, drawn);
    expect(last.body).toEqual({ form_signed: true, all_signed: true });
    later();
    await testApi().drainQueue();
    const done = (await partner.get(`tax_returns/${id}`)).body;
    expect(done).toMatchObject({ status: 'signed', signatures: { done: 3, total: 3 } });
    expect(done.signatures.tooltip.title).toBe('All signatures completed');

    const trail = await partner.get(`tax_returns/${id}/signing_trail`);
    expect(trail.status).toBe(200);
    const events = trail.body.events as { event: string; actor: string; detail: string }[];
    // Each form sealed (a queued task) once its last signature was given.
    expect(events.map((e) => e.event)).toEqual([
      'sent',
      'opened',
      'consented',
      'signed',
      'consented',
      'signed',
      'sealed',
      'signed',
      'sealed',
    ]);
    expect(events[0]!.detail).toMatch(/SHA-256 [0-9a-f]{64}$/);
    const first = events.find((e) => e.event === 'signed')!;
    expect(first).toMatchObject({
      actor: expect.stringMatching(/^Eli Signer/),
      form_name: 'Form 8879 - IRS e-file Signature Authorization',
      detail: 'Typed name “Eli Signer 🖊️”',
      ip_address: expect.stringMatching(/\d|:/),
    });
  });

  it('seals a form once its last signature is given: its readers download it, staff check it', async () => {
    const { id, federal, state, eli, fay, partner } = await couple();
    for (const signer of [eli, fay])
      expect((await signer.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    later();
    await eli.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, {
      method: 'typed',
      text: 'Eli Signer',
    });
    // Half signed: nothing sealed to download or check yet.
    const early = await fay.get(`tax_returns/${id}/e_sign_forms/${federal}/signed`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(NOT_SEALED_YET);
    later();
    const done = await fay.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, {
      method: 'drawn',
      image: DRAWN,
    });
    expect(done.body.form_signed).toBe(true);
    await testApi().drainQueue();

    const [form] = (await partner.get(`tax_returns/${id}/delivery`)).body.e_sign_forms;
    expect(form.sealed).toMatchObject({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      signer: 'Portico test sealing certificate',
    });
    // Either spouse downloads the sealed copy: the form's page, the signatures, the certificate.
    const link = await eli.get(`tax_returns/${id}/e_sign_forms/${federal}/signed`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const file = await http().get(relativeUrl(link.body.url)).buffer(true);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(file.body as Buffer);
    expect(await verifySeal(bytes)).toMatchObject({
      sealed: true,
      intact: true,
      coversWholeFile: true,
      signer: 'Portico test sealing certificate',
    });
    const text = (await pdfPageTexts(bytes)).join('\n');
    expect(text).toContain('Form 8879');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Eli Signer');

    const check = await partner.get(`tax_returns/${id}/e_sign_forms/${federal}/seal_check`);
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body).toMatchObject({
      form_name: 'Form 8879 - IRS e-file Signature Authorization',
      matches_record: true,
      sealed: true,
      intact: true,
      covers_whole_file: true,
      sha256: form.sealed.sha256,
    });
    // A copy the firm holds, checked by its hash: the sealed form, the return as sent, or neither.
    const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    const copyCheck = (hash: string) =>
      partner.post(`tax_returns/${id}/copy_check`, { sha256: hash });
    expect((await copyCheck(sha256(bytes))).body).toEqual({
      matches: 'sealed_form',
      form_name: 'Form 8879 - IRS e-file Signature Authorization',
      sealed_at: form.sealed.sealed_at,
    });
    const changed = Uint8Array.from(bytes);
    changed[Math.floor(changed.length / 2)]! ^= 1;
    expect((await copyCheck(sha256(changed))).body).toEqual({
      matches: null,
      form_name: null,
      sealed_at: null,
    });
    const head = await testApi().store.doc(`firms/${DEMO_FIRM_ID}/tax_returns/${id}`).get();
    expect((await copyCheck(head.get('sent_sha256') as string)).body.matches).toBe('sent_return');
    const badHash = await copyCheck('not-a-hash');
    expect([badHash.status, badHash.body.error]).toEqual([
      400,
      'sha256 must be 64 lowercase hexadecimal characters',
    ]);
    expect((await eli.post(`tax_returns/${id}/copy_check`, { sha256: sha256(bytes) })).status).toBe(
      403,
    );
    // The evidence pack: the sealed form, the certificate of the whole return, the trail, the
    // identity results, and a note of what is missing and how long to keep it.
    const pack = await partner
      .post(`tax_returns/${id}/evidence_pack`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pack.status).toBe(200);
    expect(pack.headers['content-type']).toBe('application/zip');
    const zip = pack.body as Buffer;
    expect(zipEntryNamesOf(zip)).toEqual([
      'Signed forms/Form 8879 - IRS e-file Signature Authorization - signed.pdf',
      'Certificate of completion.pdf',
      'Signing trail.csv',
      'Identity verification.csv',
      'README.txt',
    ]);
    const stored = zip.toString('utf8');
    expect(stored).toMatch(
      /Eli Signer\d+,eli\.signer\d+@couples\.example,Form 8879 - IRS e-file Signature Authorization,Typed name,Not required,/,
    );
    expect(stored).toContain(
      'Forms not signed by all their signers yet: State e-file Authorization.',
    );
    expect((await eli.post(`tax_returns/${id}/evidence_pack`)).status).toBe(403);

    // The state form still waits for Fay; clients do not run checks.
    expect((await partner.get(`tax_returns/${id}/e_sign_forms/${state}/seal_check`)).status).toBe(
      409,
    );
    expect((await eli.get(`tax_returns/${id}/e_sign_forms/${federal}/seal_check`)).status).toBe(
      403,
    );

    // Deleting the return keeps what was signed: the sealed copy, the trail, and a record of why.
    expect((await partner.delete(`tax_returns/${id}`)).status).toBe(200);
    const kept = (
      await testApi().store.doc(`firms/${DEMO_FIRM_ID}/signing_retention/tax_return-${id}`).get()
    ).data()!;
    expect(kept).toMatchObject({
      document_name: expect.stringMatching(/\(2025\)$/),
      reason: expect.stringContaining('kept for 3 years'),
      sealed_files: [
        {
          name: 'Form 8879 - IRS e-file Signature Authorization',
          path: `firms/${DEMO_FIRM_ID}/tax_returns/${id}/sealed/${federal}.pdf`,
          sha256: form.sealed.sha256,
        },
      ],
    });
    expect(kept.keep_until.toDate().getUTCFullYear()).toBe(
      kept.deleted_at.toDate().getUTCFullYear() + 3,
    );
    expect(await testApi().deps.blobs.get(kept.sealed_files[0].path)).not.toBeNull();
    const trail = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/signing_trails/tax_return-${id}/events`)
      .where('event', '==', 'deleted')
      .get();
    expect(trail.size).toBe(1);
  });

  it('seals a form whose last signature the firm marked signed on paper, naming it so', async () => {
    const { id, federal, fayId, eli, partner } = await couple();
    expect((await eli.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    await eli.post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, {
      method: 'typed',
      text: 'Eli Signer',
    });
    const marked = await partner.patch(`tax_returns/${id}`, {
      e_sign_forms: [{ id: federal, signatures: [{ signer_id: fayId, isMarkedSigned: true }] }],
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    await testApi().drainQueue();
    const link = await partner.get(`tax_returns/${id}/e_sign_forms/${federal}/signed`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const file = await http().get(relativeUrl(link.body.url)).buffer(true);
    const text = (await pdfPageTexts(new Uint8Array(file.body as Buffer))).join('\n');
    expect(text).toContain('Signed on paper (marked by the firm)');
  });

  it('staff never sign, and another client or firm finds nothing to sign', async () => {
    const { id, federal } = await couple();
    const typed = { method: 'typed', text: 'Someone Else' };
    for (const [role, status] of [
      ['partner', 403],
      ['clientOneEntity', 404],
      ['otherFirmPartner', 404],
    ] as const) {
      const res = await (
        await testApi().as(role)
      ).post(`tax_returns/${id}/e_sign_forms/${federal}/sign`, typed);
      expect(res.status, role).toBe(status);
      expect((await (await testApi().as(role)).get(`tax_returns/${id}/signing`)).status).toBe(
        status,
      );
    }
    // The trail is the firm's: its client reads none of it.
    const { eli } = await couple();
    expect((await eli.get(`tax_returns/${id}/signing_trail`)).status).toBe(403);
  });
});
