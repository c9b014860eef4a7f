// A signer signing their delivered return (issue 45): what the return asks of them, their consent
// to sign electronically (asked before the first signature), and each signature they give — typed
// or drawn, on their own box of their own form — recorded with its evidence on the return's signing
// trail in the transaction that counts it. The return is `signed` when every signature is done;
// a form whose signatures are all given is sealed by a queued task (seal-signed-form.task.ts).
import {
  SIGNING_MESSAGES as SAY,
  type MySignatureDto,
  type ReturnSigningDto,
} from '@portico/common/tax-returns/return-signing';
import {
  ESIGN_CONSENT_REQUIRED,
  type EsignConsentInput,
} from '@portico/common/signing/esign-consent';
import type { SignatureCaptureInput } from '@portico/common/signing/signature-capture';
import { statusAfterSigning } from '@portico/common/tax-returns/return-actions';
import { isSignatureDone } from '@portico/common/tax-returns/delivery-progress';
import {
  SIGNING_ORDER_MESSAGES,
  signerWhoseTurn,
  yourTurnMail,
} from '@portico/common/tax-returns/signing-order';
import type { ESignFormDto, SignerDto } from '@portico/common/tax-returns/tax-return-model';
import type { ActivityRepo } from '../../activity/activity.module';
import type { FirmRepo } from '../../firm/firm.module';
import { Conflict, Forbidden, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db, DbTransaction } from '../../platform/db/db';
import type { EntityNotifications } from '../../notifications/notifications.module';
import type { TaskQueue } from '../../platform/queue/task-queue';
import {
  consentDtoOf,
  isCurrentConsent,
  reachSigners,
  toSigningEventDto,
  type SignerReachDeps,
  type SigningContext,
  type SigningEngine,
} from '../../signing/signing.module';
import { returnLine, reviewPath } from '../return-notes';
import { returnSentNotice } from '../sending/sent-notices';
import type { TaxReturnRecord } from '../tax-return-record';
import type { ReturnPartsRepo } from '../return-parts.repo';
import { summedUp } from '../return-progress';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { findManagedReturn, findSignedReturn } from '../return-lookup';
import type { IdentityChecksService } from '../identity/identity-checks.service';
import { formSigned, returnTrail } from './return-trail';
import { sealSignedForms } from './seal-signed-form.task';

interface Deps extends SignerReachDeps {
  db: Db;
  notices: EntityNotifications;
  queue: TaskQueue;
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  firms: FirmRepo;
  activity: ActivityRepo;
  signing: SigningEngine;
  identity: IdentityChecksService;
  clock: Clock;
}

function mySignatures(forms: ESignFormDto[], userId: string): MySignatureDto[] {
  return forms.flatMap((form) =>
    form.signatures
      .filter((s) => s.signer_id === userId)
      .map((s): MySignatureDto => {
        const state = s.signatureData
          ? 'signed'
          : form.wetSignaturesRequired
            ? isSignatureDone(form, s)
              ? 'marked_signed'
              : 'wet_signature'
            : s.isMarkedSigned
              ? 'marked_signed'
              : 'waiting';
        return {
          form_id: form.id,
          form_name: form.form_name,
          pages: form.pages,
          box: s.box,
          state,
          method: s.signatureData ? (s.signatureData === DRAWN ? 'drawn' : 'typed') : null,
          signed_at: null,
          given: null,
        };
      }),
  );
}

/** A listed signer's name, as the forms name them. */
const signerName = (signers: SignerDto[], id: string) => {
  const found = signers.find((s) => s.id === id);
  return found ? [found.fname, found.lname].filter(Boolean).join(' ') : 'Another signer';
};

/** What a form's signature reads once drawn (a typed one reads as the name typed). */
const DRAWN = 'Drawn signature';

/** The hour an "opened" is counted in: opening the return again within it records nothing new. */
const openedId = (userId: string, at: Date) => `opened-${userId}-${at.toISOString().slice(0, 13)}`;

export function returnSigningService(deps: Deps) {
  const { db, returns, parts, entities, users, firms, activity, signing, clock, queue } = deps;

  const signer = (principal: Principal | null | undefined, id: string) =>
    findSignedReturn({ returns, entities }, principal, id);

  /**
   * Reads (in the transaction, before its writes) what telling `nextId` their turn needs; answers
   * the writes: their notice, and their mail or text (a spouse without an email: a signer link).
   */
  async function turnTeller(
    tx: DbTransaction,
    current: TaxReturnRecord,
    nextId: string,
    before: string,
    portalUrl: string,
  ): Promise<(changed: TaxReturnRecord) => void> {
    const [firm, next] = await Promise.all([
      firms.get(current.firmId),
      users.getMany(current.firmId, [nextId]),
    ]);
    const reach = await reachSigners(deps, current, next);
    const told = await deps.notices.plan(tx, returnSentNotice(current, [nextId]));
    return (changed) => {
      told.apply();
      reach.tell(tx, { portalUrl, path: reviewPath(changed) }, (link) =>
        yourTurnMail(changed.taxYear, firm?.name ?? 'Your firm', before, link),
      );
    };
  }

  return {
    /** GET /tax_returns/{id}/signing_trail: staff read every event of the return's signing. */
    async trail(principal: Principal | null | undefined, id: string) {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      const events = await signing.events(returnTrail(record));
      return { events: events.map(toSigningEventDto) };
    },

    /** GET /tax_returns/{id}/signing: the caller's signatures and consent; records "opened". */
    async state(
      principal: Principal | null | undefined,
      id: string,
      context: SigningContext,
    ): Promise<ReturnSigningDto> {
      const { caller, record } = await signer(principal, id);
      const [forms, listed, consent, firm, me, identity] = await Promise.all([
        parts.forms.list(record),
        record.signingOrder ? parts.signers.list(record) : Promise.resolve([]),
        signing.consentGiven(caller.firmId, caller.userId),
        firms.get(caller.firmId),
        users.get(caller.firmId, caller.userId),
        deps.identity.mine(record, caller.userId),
      ]);
      const signatures = mySignatures(forms, caller.userId);
      if (signatures.length > 0)
        await signing.recordOnce(
          returnTrail(record),
          openedId(caller.userId, clock.now()),
          'opened',
          {
            actor: { userId: caller.userId, name: me ? fullName(me) : '' },
            context,
          },
        );
      const mine = signatures.some((s) => s.state === 'signed')
        ? (await signing.signaturesOnTrail(returnTrail(record))).filter(
            (c) => c.signerId === caller.userId,
          )
        : [];
      const given = signatures.map((s) => {
        const own = s.state === 'signed' && mine.find((c) => c.formId === s.form_id);
        return own
          ? {
              ...s,
              signed_at: own.signedAt.toISOString(),
              given: { text: own.text, image: own.image },
            }
          : s;
      });
      const turn = record.signingOrder
        ? signerWhoseTurn(
            listed.map((s) => s.id),
            forms,
          )
        : null;
      const waiting =
        turn !== null && turn !== caller.userId && given.some((s) => s.state === 'waiting');
      return {
        waiting_for: waiting ? signerName(listed, turn) : null,
        signer_id: caller.userId,
        signer_name: me ? fullName(me) : '',
        firm_name: firm?.name ?? 'Your firm',
        consent: consentDtoOf(consent),
        identity,
        signatures: given,
      };
    },

    /** POST /tax_returns/{id}/esign_consent: the caller agrees to the current disclosure. */
    async consent(
      principal: Principal | null | undefined,
      id: string,
      input: EsignConsentInput,
      context: SigningContext,
    ) {
      const { caller, record } = await signer(principal, id);
      const me = await users.get(caller.firmId, caller.userId);
      return signing.agree(
        returnTrail(record),
        { userId: caller.userId, name: me ? fullName(me) : '' },
        input.disclosure_version,
        context,
      );
    },

    /** POST /tax_returns/{id}/e_sign_forms/{formId}/sign: the caller signs their box. */
    async sign(
      principal: Principal | null | undefined,
      id: string,
      formId: string,
      capture: SignatureCaptureInput,
      context: SigningContext,
      portalUrl: string,
    ): Promise<{ form_signed: boolean; all_signed: boolean }> {
      const { caller, record } = await signer(principal, id);
      const me = await users.get(caller.firmId, caller.userId);
      const name = me ? fullName(me) : '';
      const trail = returnTrail(record);
      const done = await db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, id);
        if (!current) throw new NotFound('Tax return not found');
        if (current.status === 'finished') throw new Conflict(SAY.finished);
        const stored = await parts.readAll(tx, current);
        const form = stored.forms.find((f) => f.id === formId);
        const index = form?.signatures.findIndex((s) => s.signer_id === caller.userId) ?? -1;
        if (!form || index < 0) throw new NotFound(SAY.notYours);
        const asked = form.signatures[index]!;
        if (form.wetSignaturesRequired) throw new Invalid(SAY.wetSignature);
        const [consent, given] = await Promise.all([
          signing.consentOf(tx, caller.firmId, caller.userId),
          signing.signatureOf(tx, trail, form.id, caller.userId),
        ]);
        if (asked.signatureData || given) throw new Conflict(SAY.alreadySigned);
        if (!isCurrentConsent(consent)) throw new Forbidden(ESIGN_CONSENT_REQUIRED);
        if (!asked.box) throw new Conflict('This form is not ready to sign yet');
        const order = current.signingOrder ? stored.signers : null;
        const orderIds = order?.map((s) => s.id) ?? [];
        const turn = order && signerWhoseTurn(orderIds, stored.forms);
        if (turn && turn !== caller.userId)
          throw new Conflict(SIGNING_ORDER_MESSAGES.waiting(signerName(order, turn)));
        const identity = await deps.identity.resultOf(tx, current, caller.userId);
        const signed: ESignFormDto = {
          ...form,
          signatures: form.signatures.map((s, i) =>
            i === index
              ? { ...s, signatureData: capture.method === 'typed' ? capture.text : DRAWN }
              : s,
          ),
        };
        const forms = stored.forms.map((f) => (f.id === form.id ? signed : f));
        // Their last signature given: the next signer in the order is told it is their turn.
        const next = order && signerWhoseTurn(orderIds, forms);
        const tellNext =
          next && next !== caller.userId
            ? await turnTeller(tx, current, next, name, portalUrl)
            : null;
        signing.sign(tx, trail, {
          form: { id: form.id, name: form.form_name },
          signer: { id: caller.userId, name, email: me?.email ?? '' },
          box: asked.box,
          capture,
          consent: consent!,
          identity,
          context,
        });
        parts.forms.put(tx, current, signed, stored.forms.indexOf(form));
        const now = clock.now();
        const changed = returns.update(tx, current, {
          ...summedUp({ forms, vouchers: stored.vouchers }, current.invoice),
          status: statusAfterSigning(current.status, forms),
          lastSignedAt: now,
          updatedAt: now,
        });
        activity
          .plan(tx, returnLine(changed, `${form.form_name} signed by ${name}`, caller.userId, now))
          .apply();
        tellNext?.(changed);
        return {
          forms,
          answer: { form_signed: formSigned(signed), all_signed: changed.status === 'signed' },
        };
      });
      await sealSignedForms(queue, done.forms, record);
      return done.answer;
    },
  };
}

export type ReturnSigningService = ReturnType<typeof returnSigningService>;
