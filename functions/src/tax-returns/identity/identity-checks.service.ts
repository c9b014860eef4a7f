// Signers' identity checks on a delivered return (issue 45; spec 3 §2–§4): when the return asks it,
// each signer — each spouse on their own — verifies with Stripe Identity before signing. The
// signer starts a check (a VerificationSession of their own, at most IDENTITY_ATTEMPTS of them);
// where it ends is learnt only from Stripe's signed webhook events, applied once each; staff read
// every signer's check in the Verification Checks dialog.
import {
  IDENTITY_ATTEMPTS,
  IDENTITY_MESSAGES as SAY,
  returnIdentityStatus,
  type MyIdentityDto,
  type VerificationCheckDto,
} from '@portico/common/tax-returns/identity-verification';
import type { IdentityStatus } from '@portico/common/tax-returns/tax-return-model';
import { Conflict, Forbidden } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, shownEmail } from '../../people/people.module';
import type {
  EventOutcome,
  ProcessedEventsRepo,
  StripeEventHandler,
} from '../../payments/payments.module';
import type { DbTransaction } from '../../platform/db/db';
import {
  identitySessionOf,
  type IdentityChecks,
  type IdentitySession,
} from '../../platform/payments/identity-checks';
import type { StripeEvent } from '../../platform/payments/stripe-events';
import { PORTAL_CONTEXT, type SigningEngine } from '../../signing/signing.module';
import { findManagedReturn, findSignedReturn } from '../return-lookup';
import { reviewPath } from '../return-notes';
import type { ReturnServiceDeps } from '../return-service-deps';
import type { TaxReturnRecord } from '../tax-return-record';
import { returnTrail } from '../signing/return-trail';
import {
  notStarted,
  shownStatus,
  type IdentityVerificationRecord,
  type IdentityVerificationsRepo,
} from './identity-verifications.repo';

interface Deps extends ReturnServiceDeps {
  verifications: IdentityVerificationsRepo;
  identityChecks: IdentityChecks;
  processedEvents: ProcessedEventsRepo;
  signing: SigningEngine;
}

/** A return asks its signers to verify their identity when it was sent asking it. */
export const asksIdentity = (r: Pick<TaxReturnRecord, 'identityStatus'>) =>
  r.identityStatus !== null;

/** What a signature records of its signer's identity (the IRS asks it kept with the form). */
export function identityResultOf(
  record: Pick<TaxReturnRecord, 'identityStatus'>,
  check: IdentityVerificationRecord | null,
): string {
  if (!asksIdentity(record)) return 'Not required';
  if (!check || check.status !== 'verified') throw new Forbidden(SAY.verifyFirst);
  return `Verified by Stripe Identity (session ${check.sessionId}, ${check.lastEventAt?.toISOString() ?? ''})`;
}

export const myIdentityOf = (check: IdentityVerificationRecord): MyIdentityDto => ({
  status: shownStatus(check),
  error_description: check.status === 'requires_input' ? check.errorDescription : null,
  attempts_used: check.attempts,
  attempts_left: Math.max(0, IDENTITY_ATTEMPTS - check.attempts),
});

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

export function identityChecksService(deps: Deps) {
  const { db, returns, parts, verifications, entities, users, identityChecks, clock } = deps;

  /** What the return's row status is summed from: its signers and their checks (reads). */
  async function readChecks(tx: DbTransaction, record: TaxReturnRecord) {
    const [signers, checks] = await Promise.all([
      parts.signers.read(tx, record),
      verifications.readAll(tx, record),
    ]);
    return { signers, checks };
  }

  /** The return's status for its row, with one signer's check as it now is. */
  function summedUp(
    { signers, checks }: Awaited<ReturnType<typeof readChecks>>,
    changed: IdentityVerificationRecord,
  ): IdentityStatus {
    const byUser = new Map(checks.map((c) => [c.userId, c]));
    byUser.set(changed.userId, changed);
    return returnIdentityStatus(
      signers.map((s) => shownStatus(byUser.get(s.id) ?? notStarted(s.id, clock.now()))),
    );
  }

  /** Applies an event's session to the signer's check, once, in one transaction. */
  async function apply(event: StripeEvent): Promise<EventOutcome> {
    const session = identitySessionOf(event.object as never);
    const { firm_id: firmId, tax_return_id: returnId, user_id: userId } = session.metadata;
    if (!firmId || !returnId || !userId) return 'ignored';
    const signer = await users.get(firmId, userId);
    return db.runTransaction(async (tx) => {
      const record = await returns.read(tx, firmId, returnId);
      const read = record ? await readChecks(tx, record) : null;
      const check = read?.checks.find((c) => c.userId === userId);
      return deps.processedEvents.applyOnce(tx, firmId, event, () => {
        // A session replaced by a newer attempt, or an event older than one applied, changes nothing.
        if (!record || !read || !check || check.sessionId !== session.id) return 'ignored';
        if (!supersedes(check, session, event.created)) return 'ignored';
        const next = afterSession(check, session, event.created);
        const identityStatus = summedUp(read, next);
        verifications.put(tx, record, next);
        returns.update(tx, record, { identityStatus, updatedAt: clock.now() });
        const detail = trailDetail(next);
        if (detail && shownStatus(next) !== shownStatus(check))
          deps.signing.record(tx, returnTrail(record), 'identity_checked', {
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
     * POST /tax_returns/{id}/identity_verification: the caller's verification page — the open
     * attempt's, or a new attempt's while they have attempts left.
     */
    async start(
      principal: Principal | null | undefined,
      id: string,
      portal: string,
    ): Promise<{ url: string }> {
      const { caller, record } = await findSignedReturn({ returns, entities }, principal, id);
      if (!asksIdentity(record)) throw new Conflict(SAY.notAsked);
      const check =
        (await verifications.get(record, caller.userId)) ?? notStarted(caller.userId, clock.now());
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
        returnUrl: `${portal}${reviewPath(record)}&identity=done`,
        email: me ? shownEmail(me) || null : null,
        metadata: { firm_id: caller.firmId, tax_return_id: record.id, user_id: caller.userId },
      });
      if (!session.url) throw new Conflict(SAY.processing);
      await db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, record.id);
        if (!current) return;
        const read = await readChecks(tx, current);
        const stored = read.checks.find((c) => c.userId === caller.userId);
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
        const identityStatus = summedUp(read, next);
        verifications.put(tx, current, next);
        returns.update(tx, current, { identityStatus, updatedAt: clock.now() });
      });
      return { url: session.url };
    },

    /** The caller's own check, for their signing screen; null when the return asks none. */
    async mine(record: TaxReturnRecord, userId: string): Promise<MyIdentityDto | null> {
      if (!asksIdentity(record)) return null;
      return myIdentityOf(
        (await verifications.get(record, userId)) ?? notStarted(userId, clock.now()),
      );
    },

    /** GET /tax_returns/{id}/identity_verifications: the Verification Checks dialog (staff). */
    async list(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<VerificationCheckDto[]> {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      const [signers, checks] = await Promise.all([
        parts.signers.list(record),
        verifications.list(record),
      ]);
      const signerIds = new Set(signers.map((s) => s.id));
      const orphans = checks.filter((c) => !signerIds.has(c.userId));
      const orphanUsers = await users.getMany(
        record.firmId,
        orphans.map((c) => c.userId),
      );
      const byUser = new Map(checks.map((c) => [c.userId, c]));
      const row = (
        person: { id: string; fname: string; lname: string; email: string },
        orphaned: boolean,
      ): VerificationCheckDto => {
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

    /** Stripe Identity's session events, for the payments area's webhook. */
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

export type IdentityChecksService = ReturnType<typeof identityChecksService>;
