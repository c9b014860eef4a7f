// A signer filling in a signature request (issue 46 "The client's review"): what it asks of them
// (their fields, in reading order, with what they gave), their consent to sign electronically
// (asked before the first field), each field they fill in — a signature or initials typed or
// drawn, recorded with its evidence by the signing engine; text typed, once their identity is
// verified when the request asks it — and declining with a reason, which closes the request. Their date fields take the day of their first signature. The
// request is `signed` once every signer has filled in all theirs.
import {
  fieldDate,
  inReadingOrder,
  REQUEST_SIGNING_MESSAGES as SAY,
  type DeclineInput,
  type FillFieldInput,
  type MyFieldDto,
  type RequestSigningDto,
} from '@portico/common/signature-requests/request-signing';
import {
  FIELD_KIND_LABELS,
  type SignatureFieldDto,
} from '@portico/common/signature-requests/signature-fields';
import {
  ESIGN_CONSENT_REQUIRED,
  type EsignConsentInput,
} from '@portico/common/signing/esign-consent';
import type { ActivityRepo } from '../../activity/activity.module';
import type { EntityNotifications } from '../../notifications/notifications.module';
import { pdfLink, type DocumentsRepo } from '../../documents/documents.module';
import type { FirmRepo } from '../../firm/firm.module';
import { Conflict, Forbidden, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Blobs } from '../../platform/blobs/blobs';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { sealWhenSigned } from '../sealing/seal-signature-request.task';
import {
  consentDtoOf,
  isCurrentConsent,
  toSigningEventDto,
  type SigningContext,
  type SigningEngine,
} from '../../signing/signing.module';
import type { RequestIdentityService } from '../identity/request-identity.service';
import { findRequest } from '../request-lookup';
import { requestLine } from '../request-line';
import { requestDeclinedNotice, requestSignedNotice } from '../request-notices';
import { requestTrail } from '../request-trail';
import { signerDone } from '../signer-done';
import type { FilledField, SignatureRequestRecord } from '../signature-request-record';
import {
  requireManagedRequest,
  requireRequestClient,
  requireRequestReader,
  requireRequestSigner,
} from '../signature-requests.policy';
import type { SignatureRequestsRepo } from '../signature-requests.repo';

interface Deps {
  db: Db;
  requests: SignatureRequestsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  firms: FirmRepo;
  documents: DocumentsRepo;
  activity: ActivityRepo;
  signing: SigningEngine;
  notices: EntityNotifications;
  queue: TaskQueue;
  blobs: Blobs;
  identity: Pick<RequestIdentityService, 'mine' | 'resultOf'>;
  clock: Clock;
}

const DAY_MS = 86_400_000;

/** The signer's own day when it is within a day of ours (time zones), else ours (UTC). */
function dayOf(localDate: string, now: Date): string {
  const ours = now.toISOString().slice(0, 10);
  if (!localDate) return ours;
  const apart = Math.abs(Date.parse(`${localDate}T00:00:00Z`) - Date.parse(`${ours}T00:00:00Z`));
  return apart <= DAY_MS ? localDate : ours;
}

/** The hour an "opened" is counted in: opening the request again within it records nothing new. */
const openedId = (userId: string, at: Date) => `opened-${userId}-${at.toISOString().slice(0, 13)}`;

/**
 * The request's filled fields with this one added; with a signature or initials, the signer's
 * date fields not yet filled take `day` (the day of their first signature).
 */
function filledWith(
  r: SignatureRequestRecord,
  field: SignatureFieldDto,
  input: FillFieldInput,
  day: string,
  at: Date,
): FilledField[] {
  const text = input.method === 'drawn' ? '' : input.text;
  const filled = [
    ...r.filled,
    { fieldId: field.id, signerId: field.signer_id, method: input.method, text, at },
  ];
  if (input.method === 'text') return filled;
  const dates = (r.fields ?? []).filter(
    (f) =>
      f.kind === 'date' &&
      f.signer_id === field.signer_id &&
      !filled.some((x) => x.fieldId === f.id),
  );
  return [
    ...filled,
    ...dates.map((f) => ({
      fieldId: f.id,
      signerId: f.signer_id,
      method: 'date' as const,
      text: fieldDate(day),
      at,
    })),
  ];
}

export function requestSigningService(deps: Deps) {
  const { db, requests, entities, users, firms, documents, activity, signing, blobs, clock } = deps;
  const { notices, queue } = deps;
  const lookup = { requests, entities };

  /** A signer the request asks, with their name now (requireRequestSigner). */
  async function signerOf(principal: Principal | null | undefined, id: string) {
    const { record, entity } = await findRequest(lookup, principal, id);
    const found = requireRequestSigner(principal, record, entity);
    const me = await users.get(found.caller.firmId, found.caller.userId);
    return { ...found, me, name: me ? fullName(me) : '' };
  }

  /** The request open for signing, read in the transaction; refused once closed or declined. */
  function open(current: SignatureRequestRecord | null): SignatureRequestRecord {
    if (!current) throw new NotFound('Signature request not found');
    if (current.declined) throw new Conflict(SAY.declined);
    if (current.status !== 'sent') throw new Conflict(SAY.closed);
    return current;
  }

  return {
    /** GET /signature_requests/{id}/file: a short-lived link to the document as sent. */
    async file(principal: Principal | null | undefined, id: string): Promise<{ url: string }> {
      const { record, entity } = await findRequest(lookup, principal, id);
      const found = requireRequestReader(principal, record, entity);
      const document = await documents.get(found.record.firmId, found.record.documentId);
      if (!document || document.deletedAt)
        throw new NotFound('The signature request’s document is gone');
      return { url: await pdfLink(blobs, document.blobPath, document.name) };
    },

    /** GET /signature_requests/{id}/signing_trail: staff read every event of its signing. */
    async trail(principal: Principal | null | undefined, id: string) {
      const { record, entity } = await findRequest(lookup, principal, id);
      const found = requireManagedRequest(principal, record, entity);
      const events = await signing.events(requestTrail(found.record));
      return { events: events.map(toSigningEventDto) };
    },

    /** GET /signature_requests/{id}/signing: the caller's fields and consent; records "opened". */
    async state(
      principal: Principal | null | undefined,
      id: string,
      context: SigningContext,
    ): Promise<RequestSigningDto> {
      const { record: found, entity } = await findRequest(lookup, principal, id);
      const { caller, record } = requireRequestClient(principal, found, entity);
      const asked = record.signerIds.includes(caller.userId);
      const [firm, people, consent, identity] = await Promise.all([
        firms.get(caller.firmId),
        users.getMany(caller.firmId, [...new Set([...record.signerIds, caller.userId])]),
        signing.consentGiven(caller.firmId, caller.userId),
        asked ? deps.identity.mine(record, caller.userId) : null,
      ]);
      const nameOf = (userId: string) => {
        const user = people.find((u) => u.id === userId);
        return user ? fullName(user) : 'A signer';
      };
      const mine = inReadingOrder(
        (record.fields ?? []).filter((f) => f.signer_id === caller.userId),
      );
      const drawn = record.filled.some((f) => f.signerId === caller.userId && f.method === 'drawn')
        ? (await signing.signaturesOnTrail(requestTrail(record))).filter(
            (c) => c.signerId === caller.userId,
          )
        : [];
      if (asked)
        await signing.recordOnce(
          requestTrail(record),
          openedId(caller.userId, clock.now()),
          'opened',
          {
            actor: { userId: caller.userId, name: nameOf(caller.userId) },
            context,
          },
        );
      const fields = mine.map((field): MyFieldDto => {
        const filled = record.filled.find((f) => f.fieldId === field.id);
        return {
          ...field,
          value: filled
            ? {
                method: filled.method,
                text: filled.text,
                image: drawn.find((c) => c.formId === field.id)?.image ?? '',
              }
            : null,
          filled_at: filled?.at.toISOString() ?? null,
        };
      });
      return {
        request: {
          id: record.id,
          company_name: record.companyName,
          form_name: record.formName,
          document_name: record.documentName,
          tax_year: record.taxYear,
          status: record.status,
          sealed: record.sealed !== null,
        },
        signer_id: caller.userId,
        signer_name: nameOf(caller.userId),
        firm_name: firm?.name ?? 'Your firm',
        consent: consentDtoOf(consent),
        identity,
        pages: record.pageSizes,
        fields,
        others: record.signerIds
          .filter((s) => s !== caller.userId)
          .map((s) => ({ name: nameOf(s), done: signerDone(record, s, record.filled) })),
        declined: record.declined && {
          by: record.declined.name,
          reason: record.declined.reason,
          at: record.declined.at.toISOString(),
        },
      };
    },

    /** POST /signature_requests/{id}/esign_consent: the caller agrees to the current disclosure. */
    async consent(
      principal: Principal | null | undefined,
      id: string,
      input: EsignConsentInput,
      context: SigningContext,
    ) {
      const { caller, record, name } = await signerOf(principal, id);
      return signing.agree(
        requestTrail(record),
        { userId: caller.userId, name },
        input.disclosure_version,
        context,
      );
    },

    /** POST /signature_requests/{id}/fields/{fieldId}/fill: the caller fills in one field. */
    async fill(
      principal: Principal | null | undefined,
      id: string,
      fieldId: string,
      input: FillFieldInput,
      context: SigningContext,
    ): Promise<{ signer_done: boolean; all_signed: boolean }> {
      const { caller, record, me, name } = await signerOf(principal, id);
      const trail = requestTrail(record);
      const answer = await db.runTransaction(async (tx) => {
        const current = open(await requests.read(tx, caller.firmId, id));
        const field = current.fields?.find((f) => f.id === fieldId);
        if (!field) throw new NotFound('Field not found');
        if (field.signer_id !== caller.userId) throw new Forbidden(SAY.notYours);
        if (field.kind === 'date') throw new Invalid(SAY.dateField);
        const isSignature = field.kind !== 'text';
        if (isSignature && input.method === 'text') throw new Invalid(SAY.wrongKind);
        if (!isSignature && input.method !== 'text') throw new Invalid(SAY.textKind);
        const [consent, given] = await Promise.all([
          signing.consentOf(tx, caller.firmId, caller.userId),
          isSignature ? signing.signatureOf(tx, trail, field.id, caller.userId) : null,
        ]);
        if (given || current.filled.some((f) => f.fieldId === field.id))
          throw new Conflict(SAY.filled);
        if (!isCurrentConsent(consent)) throw new Forbidden(ESIGN_CONSENT_REQUIRED);
        const identity = await deps.identity.resultOf(tx, current, caller.userId);
        const now = clock.now();
        const what = `${FIELD_KIND_LABELS[field.kind]} on page ${field.page}`;
        const filled = filledWith(current, field, input, dayOf(input.local_date, now), now);
        const wasDone = signerDone(current, caller.userId, current.filled);
        const done = signerDone(current, caller.userId, filled);
        const signersDone = current.signerIds.filter((s) => signerDone(current, s, filled)).length;
        const allSigned = signersDone === current.signerIds.length;
        const told = allSigned
          ? await notices.plan(tx, requestSignedNotice(current, caller.userId))
          : null;
        // The reads are done: the writes follow.
        const form = { id: field.id, name: `${current.formName}: ${what}` };
        if (isSignature)
          signing.sign(tx, trail, {
            form,
            signer: { id: caller.userId, name, email: me?.email ?? '' },
            box: {
              page: field.page,
              left: field.left,
              bottom: field.bottom,
              width: field.width,
              height: field.height,
            },
            capture: {
              method: input.method === 'drawn' ? 'drawn' : 'typed',
              text: input.text,
              image: input.image,
              client_time: input.client_time,
            },
            consent: consent!,
            identity,
            context,
          });
        else
          signing.record(tx, trail, 'filled', {
            actor: { userId: caller.userId, name },
            context,
            form,
            detail: `Typed “${input.text}”`,
          });
        const changed = requests.update(tx, current, {
          filled,
          signatures: { done: signersDone, total: current.signerIds.length },
          status: allSigned ? 'signed' : current.status,
          updatedAt: now,
        });
        if (done && !wasDone)
          activity
            .plan(
              tx,
              requestLine(
                changed,
                allSigned ? 'Signature request signed' : `Signed by ${name}`,
                caller.userId,
                now,
              ),
            )
            .apply();
        told?.apply();
        return { signer_done: done, all_signed: allSigned };
      });
      if (answer.all_signed) await sealWhenSigned(queue, record);
      return answer;
    },

    /** POST /signature_requests/{id}/decline: the caller declines, saying why; it closes. */
    async decline(
      principal: Principal | null | undefined,
      id: string,
      input: DeclineInput,
      context: SigningContext,
    ) {
      const { caller, name } = await signerOf(principal, id);
      return db.runTransaction(async (tx) => {
        const current = open(await requests.read(tx, caller.firmId, id));
        const told = await notices.plan(
          tx,
          requestDeclinedNotice(current, caller.userId, input.reason),
        );
        const now = clock.now();
        const changed = requests.update(tx, current, {
          declined: { signerId: caller.userId, name, reason: input.reason, at: now },
          updatedAt: now,
        });
        signing.record(tx, requestTrail(current), 'declined', {
          actor: { userId: caller.userId, name },
          context,
          detail: input.reason,
        });
        activity
          .plan(tx, requestLine(changed, `Declined by ${name}`, caller.userId, now, input.reason))
          .apply();
        told.apply();
        return { message: SAY.declinedToast };
      });
    },
  };
}

export type RequestSigningService = ReturnType<typeof requestSigningService>;
