// The signatures given on a trail, firms/{firmId}/signing_trails/{trailId}/signatures/
// {formId}__{signerId} (issue 45): for each signer of each form, what they gave (a typed name or
// a drawn image), where it goes on the page, and the evidence the IRS asks to keep with it — when,
// from which address and browser, under which consent. Written once when the signer signs; the
// seal task stamps them onto the pages. The only code that touches these documents.
import type { SignatureMethod } from '@portico/common/signing/signature-capture';
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { SigningContext } from './signing-context';
import type { TrailRef } from './signing-trail.repo';

export interface SignatureCaptureRecord {
  formId: string;
  signerId: string;
  /** The signer's name when they signed. */
  signerName: string;
  signerEmail: string;
  /** Where it goes on the page; null for a document that is not a PDF (a questionnaire's letter). */
  box: SignatureBox | null;
  method: SignatureMethod;
  /** The typed name, or '' for a drawn one. */
  text: string;
  /** The drawn signature as a PNG data URL, or '' for a typed one. */
  image: string;
  signedAt: Date;
  /** The signer's own clock, as they saw it. */
  clientTime: string;
  context: SigningContext;
  /** The ESIGN consent it was given under; null where the document asks none (a letter). */
  consentedAt: Date | null;
  /** The identity check's result in words ("Not required", "Verified (Stripe Identity)"). */
  identity: string;
}

interface SignatureCaptureDoc {
  form_id: string;
  signer_id: string;
  signer_name: string;
  signer_email: string;
  box: SignatureBox | null;
  method: SignatureMethod;
  text: string;
  image: string;
  signed_at: Timestamp;
  client_time: string;
  ip_address: string;
  user_agent: string;
  consented_at: Timestamp | null;
  identity: string;
}

const keyOf = (formId: string, signerId: string) => `${formId}__${signerId}`;

const fromDoc = (d: SignatureCaptureDoc): SignatureCaptureRecord => ({
  formId: d.form_id,
  signerId: d.signer_id,
  signerName: d.signer_name,
  signerEmail: d.signer_email,
  box: d.box,
  method: d.method,
  text: d.text,
  image: d.image,
  signedAt: d.signed_at.toDate(),
  clientTime: d.client_time,
  context: { ipAddress: d.ip_address, userAgent: d.user_agent },
  consentedAt: d.consented_at?.toDate() ?? null,
  identity: d.identity,
});

const inOrder = (snapshot: { docs: { data(): unknown }[] }) =>
  snapshot.docs
    .map((d) => fromDoc(d.data() as SignatureCaptureDoc))
    .sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime());

export function signatureCapturesRepo(db: Db) {
  const captures = (t: TrailRef) =>
    db.collection(`firms/${t.firmId}/signing_trails/${t.trailId}/signatures`);
  return {
    async read(tx: DbTransaction, trail: TrailRef, formId: string, signerId: string) {
      const snapshot = await tx.get(captures(trail).doc(keyOf(formId, signerId)));
      const doc = snapshot.data() as SignatureCaptureDoc | undefined;
      return doc ? fromDoc(doc) : null;
    },
    /** A form's signatures, in the order they were given. */
    async listForForm(trail: TrailRef, formId: string): Promise<SignatureCaptureRecord[]> {
      return inOrder(await captures(trail).where('form_id', '==', formId).get());
    },
    /** Every signature on the trail (all its forms), in the order they were given. */
    async list(trail: TrailRef): Promise<SignatureCaptureRecord[]> {
      return inOrder(await captures(trail).get());
    },
    /** After the reads: records a signature given (once; signing again is refused before). */
    put(tx: DbTransaction, trail: TrailRef, c: SignatureCaptureRecord): void {
      const doc: SignatureCaptureDoc = {
        form_id: c.formId,
        signer_id: c.signerId,
        signer_name: c.signerName,
        signer_email: c.signerEmail,
        box: c.box,
        method: c.method,
        text: c.text,
        image: c.image,
        signed_at: Timestamp.fromDate(c.signedAt),
        client_time: c.clientTime,
        ip_address: c.context.ipAddress,
        user_agent: c.context.userAgent,
        consented_at: c.consentedAt && Timestamp.fromDate(c.consentedAt),
        identity: c.identity,
      };
      tx.set(captures(trail).doc(keyOf(c.formId, c.signerId)), doc);
    },
  };
}

export type SignatureCapturesRepo = ReturnType<typeof signatureCapturesRepo>;
