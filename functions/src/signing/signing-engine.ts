// The signing engine (issue 45): what every document sent for signature shares — the signer's
// consent to sign electronically, the signature they give with its evidence, and the audit trail —
// planned inside the transaction of the area that owns the document (a tax return, a questionnaire,
// a signature request), which decides who signs what and where. Reads come first in a transaction,
// so each step is a read (`consentOf`, `signatureOf`) and a write that follows it.
import {
  ESIGN_CONSENT_OUTDATED,
  ESIGN_DISCLOSURE_VERSION,
  type EsignConsentDto,
} from '@portico/common/signing/esign-consent';
import type { SignatureCaptureInput } from '@portico/common/signing/signature-capture';
import type { SignatureBox, SigningEvent } from '@portico/common/signing/signing-trail';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import {
  consentDtoOf,
  esignConsentsRepo,
  isCurrentConsent,
  type EsignConsentRecord,
} from './esign-consents.repo';
import { Conflict } from '../kernel/errors';
import { retentionRecordsRepo, type RetentionRecord } from './retention-records.repo';
import { signatureCapturesRepo, type SignatureCaptureRecord } from './signature-captures.repo';
import { PORTAL_CONTEXT, type SigningActor, type SigningContext } from './signing-context';
import { signingTrailRepo, type SigningEventRecord, type TrailRef } from './signing-trail.repo';

/** What an event concerns and says beyond its kind. */
export interface EventFacts {
  actor: SigningActor;
  context: SigningContext;
  form?: { id: string; name: string } | null;
  detail?: string;
  /** The SHA-256 of a file the event produced (a sealed copy). */
  sha256?: string;
}

/**
 * A signature to record: who, on which form, where, how, under which consent. A questionnaire's
 * letter is signed in the portal's own page: no box on a PDF, and no ESIGN consent of its own.
 */
export interface GivenSignature {
  form: { id: string; name: string };
  signer: { id: string; name: string; email: string };
  box: SignatureBox | null;
  capture: SignatureCaptureInput;
  consent: EsignConsentRecord | null;
  identity: string;
  context: SigningContext;
}

export function signingEngine({ db, clock, newId }: { db: Db; clock: Clock; newId: NewId }) {
  const trails = signingTrailRepo(db);
  const consents = esignConsentsRepo(db);
  const captures = signatureCapturesRepo(db);
  const retention = retentionRecordsRepo(db);

  const eventOf = (id: string, event: SigningEvent, facts: EventFacts): SigningEventRecord => ({
    id,
    event,
    at: clock.now(),
    actor: facts.actor,
    context: facts.context,
    formId: facts.form?.id ?? null,
    formName: facts.form?.name ?? null,
    detail: facts.detail ?? '',
    sha256: facts.sha256 ?? null,
  });

  function record(tx: DbTransaction, trail: TrailRef, event: SigningEvent, facts: EventFacts) {
    trails.append(tx, trail, eventOf(newId(), event, facts));
  }

  /** After the reads: the signer agreed to the current disclosure, recorded on this trail. */
  function consent(
    tx: DbTransaction,
    trail: TrailRef,
    actor: SigningActor & { userId: string },
    context: SigningContext,
  ): EsignConsentRecord {
    const given = { version: ESIGN_DISCLOSURE_VERSION, consentedAt: clock.now(), context };
    consents.put(tx, trail.firmId, actor.userId, given);
    record(tx, trail, 'consented', {
      actor,
      context,
      detail: `ESIGN disclosure ${ESIGN_DISCLOSURE_VERSION}`,
    });
    return given;
  }

  return {
    record,
    /**
     * After the reads: the signed document is deleted, its evidence kept — a retention record
     * naming it, and 'deleted' on its trail.
     */
    keepAfterDeletion(
      tx: DbTransaction,
      trail: TrailRef,
      kept: RetentionRecord,
      actor: SigningActor,
    ) {
      retention.put(tx, trail, kept);
      record(tx, trail, 'deleted', { actor, context: PORTAL_CONTEXT, detail: kept.reason });
    },
    /**
     * Records the event named `id` unless it is on the trail already (an "opened" named by signer
     * and hour: opening the document again within the hour adds nothing). Its own transaction.
     */
    recordOnce(trail: TrailRef, id: string, event: SigningEvent, facts: EventFacts) {
      return db.runTransaction(async (tx) => {
        if (await trails.has(tx, trail, id)) return;
        trails.append(tx, trail, eventOf(id, event, facts));
      });
    },
    consentOf: (tx: DbTransaction, firmId: string, userId: string) =>
      consents.read(tx, firmId, userId),
    signatureOf: (tx: DbTransaction, trail: TrailRef, formId: string, signerId: string) =>
      captures.read(tx, trail, formId, signerId),

    consent,

    /** After the reads: the signature given, with its evidence and its line on the trail. */
    sign(tx: DbTransaction, trail: TrailRef, given: GivenSignature): SignatureCaptureRecord {
      const { capture } = given;
      const signature: SignatureCaptureRecord = {
        formId: given.form.id,
        signerId: given.signer.id,
        signerName: given.signer.name,
        signerEmail: given.signer.email,
        box: given.box,
        method: capture.method,
        text: capture.method === 'typed' ? capture.text : '',
        image: capture.method === 'drawn' ? capture.image : '',
        signedAt: clock.now(),
        clientTime: capture.client_time,
        context: given.context,
        consentedAt: given.consent?.consentedAt ?? null,
        identity: given.identity,
      };
      captures.put(tx, trail, signature);
      record(tx, trail, 'signed', {
        actor: { userId: given.signer.id, name: given.signer.name },
        context: given.context,
        form: given.form,
        detail: capture.method === 'typed' ? `Typed name “${capture.text}”` : 'Drawn signature',
      });
      return signature;
    },

    /** The trail, oldest first. */
    events: (trail: TrailRef) => trails.list(trail),
    /**
     * The signer agrees to the disclosure of `version` (the current one, else 409): recorded on
     * this trail unless their consent to it is on record already. Its own transaction.
     */
    async agree(
      trail: TrailRef,
      actor: SigningActor & { userId: string },
      version: string,
      context: SigningContext,
    ): Promise<EsignConsentDto> {
      if (version !== ESIGN_DISCLOSURE_VERSION) throw new Conflict(ESIGN_CONSENT_OUTDATED);
      const given = await db.runTransaction(async (tx) => {
        const current = await consents.read(tx, trail.firmId, actor.userId);
        return isCurrentConsent(current) ? current! : consent(tx, trail, actor, context);
      });
      return consentDtoOf(given);
    },
    /** A form's signatures as given. */
    signaturesOn: (trail: TrailRef, formId: string) => captures.listForForm(trail, formId),
    /** Every signature given on the trail, whatever its form (one read for a whole return). */
    signaturesOnTrail: (trail: TrailRef) => captures.list(trail),
    consentGiven: (firmId: string, userId: string) => consents.get(firmId, userId),
  };
}

export type SigningEngine = ReturnType<typeof signingEngine>;
