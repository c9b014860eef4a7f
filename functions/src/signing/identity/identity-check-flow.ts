// Signers' identity checks on anything sent for signature (issues 45 and 46; spec 3 §2–§4): when
// a return or a request asks it, each signer — each spouse on their own — verifies with Stripe
// Identity before signing. A signer starts a check (a VerificationSession of their own, at most
// IDENTITY_ATTEMPTS of them); where it ends is learnt only from Stripe's signed webhook events,
// applied once each; staff read every signer's check. The area says what is checked and who may
// start or read checks (its `IdentityCheckedKind`, which runs its policy); this is the rest.
import {
  IDENTITY_ATTEMPTS,
  identityMessages,
  summedIdentityStatus,
  type IdentityStatus,
  type IdentitySubject,
  type MyIdentityDto,
  type VerificationCheckDto,
} from '@portico/common/signing/identity-verification';
import { Conflict, Forbidden } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type {
  EventOutcome,
  ProcessedEventsRepo,
  StripeEventHandler,
} from '../../payments/payments.module';
import { fullName, shownEmail, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db, DbTransaction } from '../../platform/db/db';
import {
  identitySessionOf,
  type IdentityChecks,
  type IdentitySession,
} from '../../platform/payments/identity-checks';
import type { StripeEvent } from '../../platform/payments/stripe-events';
import { PORTAL_CONTEXT } from '../signing-context';
import type { SigningEngine } from '../signing-engine';
import type { TrailRef } from '../signing-trail.repo';
import {
  identityVerificationsRepo,
  notStarted,
  shownStatus,
  type CheckedDocument,
  type IdentityVerificationRecord,
} from './identity-verifications.repo';

/** A person listed in the Verification Checks dialog. */
export interface CheckedPerson {
  id: string;
  fname: string;
  lname: string;
  email: string;
}

/** What a kind of signed document (a return, a request) tells the flow about itself. */
export interface IdentityCheckedKind<R extends { firmId: string; id: string }> {
  subject: IdentitySubject;
  /** The session's metadata key naming the document (`tax_return_id`). */
  metadataKey: string;
  /** Where its checks are kept. */
  documentOf(record: R): CheckedDocument;
  /** Whether it was sent asking its signers to verify. */
  asks(record: R): boolean;
  read(tx: DbTransaction, firmId: string, id: string): Promise<R | null>;
  /** Its signers' user ids now (read in the transaction). */
  signerIds(tx: DbTransaction, record: R): Promise<string[]>;
  /** After the reads: the status its row shows, summed up from every signer's check. */
  showStatus(tx: DbTransaction, record: R, status: IdentityStatus, now: Date): void;
  trail(record: R): TrailRef;
  /** The signer's page, which the verification page sends them back to (with `identity=done`). */
  reviewPath(record: R): string;
  /** A signer of it starting their own check (its policy): the caller and what they sign. */
  signerOf(
    principal: Principal | null | undefined,
    id: string,
  ): Promise<{ caller: { firmId: string; userId: string }; record: R }>;
  /** Staff reading its checks (its policy). */
  managedOf(principal: Principal | null | undefined, id: string): Promise<R>;
  /** Its signers as the Verification Checks list them. */
  signersOf(record: R): Promise<CheckedPerson[]>;
}

interface Deps {
  db: Db;
  users: UsersRepo;
  identityChecks: IdentityChecks;
  processedEvents: ProcessedEventsRepo;
  signing: SigningEngine;
  clock: Clock;
}

/**
 * How far along a session's lifecycle a status is (Stripe: requires_input → processing → verified,
 * or back to requires_input with an error; canceled only from requires_input). Events may arrive
 * out of order: one from the same second applies only if it is as far along.
 */
const stage = (status: string, failed: boolean) =>
  status === 'verified' || status === 'canceled'
    ? 3
    : status === 'requires_input'
      ? failed
        ? 2
        : 0
      : 1;

function supersedes(check: IdentityVerificationRecord, session: IdentitySession, at: Date) {
  if (check.status === 'verified' || check.status === 'canceled') return false;
  if (!check.lastEventAt || at > check.lastEventAt) return true;
  return (
    at.getTime() === check.lastEventAt.getTime() &&
    stage(session.status, Boolean(session.lastError)) >=
      stage(check.status, Boolean(check.errorCode))
  );
}

/** Where a session's status takes a signer's check. */
function afterSession(
  check: IdentityVerificationRecord,
  session: IdentitySession,
  at: Date,
): IdentityVerificationRecord {
  return {
    ...check,
    status: session.status,
    errorCode: session.status === 'requires_input' ? (session.lastError?.code ?? null) : null,
    errorDescription:
      session.status === 'requires_input' ? (session.lastError?.reason ?? null) : null,
    lastEventAt: at,
    updatedAt: at,
  };
}

/** The trail's words for a check that ended (or failed), or null for a step on the way. */
function trailDetail(check: IdentityVerificationRecord): string | null {
  if (check.status === 'verified')
    return `Verified by Stripe Identity (session ${check.sessionId})`;
  if (check.status === 'canceled') return `Cancelled (session ${check.sessionId})`;
  if (check.errorCode)
    return `Failed: ${check.errorDescription ?? check.errorCode} (session ${check.sessionId})`;
  return null;
}

const myIdentityOf = (check: IdentityVerificationRecord): MyIdentityDto => ({
  status: shownStatus(check),
  error_description: check.status === 'requires_input' ? check.errorDescription : null,
  attempts_used: check.attempts,
  attempts_left: Math.max(0, IDENTITY_ATTEMPTS - check.attempts),
});

export function identityCheckFlow<R extends { firmId: string; id: string }>(
  deps: Deps,
  kind: IdentityCheckedKind<R>,
) {
  const { db, users, identityChecks, clock } = deps;
  const verifications = identityVerificationsRepo(db);
  const SAY = identityMessages(kind.subject);

  /** The document's status for its row, with one signer's check as it now is (reads first). */
  async function summedUp(tx: DbTransaction, record: R, changed: IdentityVerificationRecord) {
    const [signerIds, checks] = await Promise.all([
      kind.signerIds(tx, record),
      verifications.readAll(tx, kind.documentOf(record)),
    ]);
    const byUser = new Map(checks.map((c) => [c.userId, c]));
    byUser.set(changed.userId, changed);
    return summedIdentityStatus(
      signerIds.map((s) => shownStatus(byUser.get(s) ?? notStarted(s, clock.now()))),
    );
  }

  /** Applies an event's session to the signer's check, once, in one transaction. */
  async function apply(event: StripeEvent): Promise<EventOutcome> {
    const session = identitySessionOf(event.object as never);
    const { firm_id: firmId, user_id: userId } = session.metadata;
    const id = session.metadata[kind.metadataKey];
    if (!firmId || !id || !userId) return 'ignored';
    const signer = await users.get(firmId, userId);
    return db.runTransaction(async (tx) => {
      const record = await kind.read(tx, firmId, id);
      const check = record && (await verifications.read(tx, kind.documentOf(record), userId));
      const next = record && check && afterSession(check, session, event.created);
      const status = record && next ? await summedUp(tx, record, next) : null;
      return deps.processedEvents.applyOnce(tx, firmId, event, () => {
        // A session replaced by a newer attempt, or an event older than one applied, changes nothing.
        if (!record || !check || !next || !status || check.sessionId !== session.id)
          return 'ignored';
        if (!supersedes(check, session, event.created)) return 'ignored';
        verifications.put(tx, kind.documentOf(record), next);
        kind.showStatus(tx, record, status, clock.now());
        const detail = trailDetail(next);
        if (detail && shownStatus(next) !== shownStatus(check))
          deps.signing.record(tx, kind.trail(record), 'identity_checked', {
            actor: { userId, name: signer ? fullName(signer) : '' },
            context: { ...PORTAL_CONTEXT, userAgent: 'Stripe Identity' },
            detail,
          });
        return 'applied';
      });
    });
  }

  return {
    /**
     * POST …/identity_verification: the caller's verification page — the open attempt's, or a new
     * one's while attempts last.
     */
    async start(
      principal: Principal | null | undefined,
      id: string,
      portal: string,
    ): Promise<{ url: string }> {
      const { caller, record } = await kind.signerOf(principal, id);
      if (!kind.asks(record)) throw new Conflict(SAY.notAsked);
      const where = kind.documentOf(record);
      const check =
        (await verifications.get(where, caller.userId)) ?? notStarted(caller.userId, clock.now());
      if (check.status === 'verified') throw new Conflict(SAY.alreadyVerified);
      if (check.status === 'processing') throw new Conflict(SAY.processing);
      // An attempt not finished yet (no error, not cancelled) is resumed, not paid for again.
      if (check.sessionId && check.status === 'requires_input' && !check.errorCode) {
        const open = await identityChecks.find(check.sessionId);
        if (open?.status === 'requires_input' && !open.lastError && open.url)
          return { url: open.url };
      }
      if (check.attempts >= IDENTITY_ATTEMPTS) throw new Conflict(SAY.noAttemptsLeft);
      const me = await users.get(caller.firmId, caller.userId);
      const session = await identityChecks.start({
        returnUrl: `${portal}${kind.reviewPath(record)}&identity=done`,
        email: me ? shownEmail(me) || null : null,
        metadata: { firm_id: caller.firmId, [kind.metadataKey]: record.id, user_id: caller.userId },
      });
      if (!session.url) throw new Conflict(SAY.processing);
      await db.runTransaction(async (tx) => {
        const current = await kind.read(tx, caller.firmId, record.id);
        if (!current) return;
        const stored = await verifications.read(tx, where, caller.userId);
        const next: IdentityVerificationRecord = {
          ...(stored ?? check),
          status: 'requires_input',
          errorCode: null,
          errorDescription: null,
          sessionId: session.id,
          sessionCreatedAt: session.createdAt,
          attempts: (stored ?? check).attempts + 1,
          lastEventAt: null,
          updatedAt: clock.now(),
        };
        const status = await summedUp(tx, current, next);
        verifications.put(tx, where, next);
        kind.showStatus(tx, current, status, clock.now());
      });
      return { url: session.url };
    },

    /** The caller's own check, for their signing screen; null when none is asked. */
    async mine(record: R, userId: string): Promise<MyIdentityDto | null> {
      if (!kind.asks(record)) return null;
      return myIdentityOf(
        (await verifications.get(kind.documentOf(record), userId)) ??
          notStarted(userId, clock.now()),
      );
    },

    /**
     * What a signature records of its signer's identity (the IRS asks it kept with the form),
     * read in the signing transaction; refused until the signer is verified when it is asked.
     */
    async resultOf(tx: DbTransaction, record: R, userId: string): Promise<string> {
      if (!kind.asks(record)) return 'Not required';
      const check = await verifications.read(tx, kind.documentOf(record), userId);
      if (!check || check.status !== 'verified') throw new Forbidden(SAY.verifyFirst);
      return `Verified by Stripe Identity (session ${check.sessionId}, ${check.lastEventAt?.toISOString() ?? ''})`;
    },

    /**
     * GET …/identity_verifications, the Verification Checks dialog (staff): each signer's check,
     * then any kept for someone no longer signing.
     */
    async list(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<VerificationCheckDto[]> {
      const record = await kind.managedOf(principal, id);
      const [signers, checks] = await Promise.all([
        kind.signersOf(record),
        verifications.list(kind.documentOf(record)),
      ]);
      const signerIds = new Set(signers.map((s) => s.id));
      const orphans = checks.filter((c) => !signerIds.has(c.userId));
      const orphanUsers = await users.getMany(
        record.firmId,
        orphans.map((c) => c.userId),
      );
      const byUser = new Map(checks.map((c) => [c.userId, c]));
      const row = (person: CheckedPerson, orphaned: boolean): VerificationCheckDto => {
        const check = byUser.get(person.id) ?? notStarted(person.id, clock.now());
        return {
          user_id: person.id,
          name: [person.lname, person.fname].filter(Boolean).join(', '),
          email: person.email,
          status: shownStatus(check),
          error_code: check.errorCode,
          error_description: check.errorDescription,
          stripe_verification_session_created_at: check.sessionCreatedAt?.toISOString() ?? null,
          attempts: check.attempts,
          orphaned,
        };
      };
      return [
        ...signers.map((s) => row(s, false)),
        ...orphans.map((c) => {
          const user = orphanUsers.find((u) => u.id === c.userId);
          return row(
            {
              id: c.userId,
              fname: user?.fname ?? '',
              lname: user?.lname ?? c.userId,
              email: user ? shownEmail(user) : '',
            },
            true,
          );
        }),
      ];
    },

    /** Stripe Identity's session events for this kind of document, for the payments webhook. */
    events: {
      types: [
        'identity.verification_session.processing',
        'identity.verification_session.requires_input',
        'identity.verification_session.verified',
        'identity.verification_session.canceled',
      ],
      handle: apply,
    } satisfies StripeEventHandler,
  };
}

export type IdentityCheckFlow<R extends { firmId: string; id: string }> = ReturnType<
  typeof identityCheckFlow<R>
>;
