// Deposits (spec 2 §4 "Deposit", §7 "Deposit checkout"): the client pays on a hosted checkout page
// of the firm's connected account; Stripe's signed checkout event records the payment (the page
// the payer returns to asks Stripe for the session too, so a late event is not waited for); staff
// mark a deposit paid or unpaid. A status changes only in a transaction that re-reads the questionnaire, and the
// list summary moves with it (a payment section completes when the deposit is settled).
import {
  CARD_PAYMENTS_OFF,
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_PAYMENT_PROCESSING,
  MARK_PAID_REFUSED,
  MARK_UNPAID_REFUSED,
  NO_DEPOSIT_DUE,
  ONLY_CLIENTS_PAY,
  PAYMENT_AMOUNT_DIFFERS,
  PAYMENT_NOT_FOUND,
  canMarkDepositPaid,
  canMarkDepositUnpaid,
  type DepositStatusDto,
} from '@portico/common/questionnaires/deposits';
import type { DepositCheckoutInput } from '@portico/common/questionnaires/deposits-input';
import type { DepositStatus } from '@portico/common/questionnaires/questionnaire-model';
import { depositSettled } from '@portico/common/questionnaires/questionnaire-progress';
import { Conflict, Forbidden, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { shownEmail, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import {
  checkoutSessionOf,
  type CheckoutSession,
  type Payments,
} from '../../platform/payments/payments';
import type { StripeEvent } from '../../platform/payments/stripe-events';
import type {
  CardPaymentsRepo,
  EventOutcome,
  OpenCheckoutsRepo,
  ProcessedEventsRepo,
  StripeEventHandler,
} from '../../payments/payments.module';
import type { DbTransaction } from '../../platform/db/db';
import { allOf, type PlannedWrites } from '../../platform/db/planned-writes';
import type { FirmRepo } from '../../firm/firm.module';
import { findWithEntity } from '../questionnaire-lookup';
import type { QuestionnaireRecord } from '../questionnaire-record';
import { depositPaymentAvailable } from '../questionnaire-page.dto';
import {
  QUESTIONNAIRE_NOT_FOUND,
  requireAnswerer,
  requireDepositMarker,
  requireQuestionnaireReader,
} from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  firms: FirmRepo;
  payments: Payments;
  processedEvents: ProcessedEventsRepo;
  cardPayments: CardPaymentsRepo;
  /** Where a checkout is kept until it settles (reconciliation asks Stripe about it). */
  openCheckouts: OpenCheckoutsRepo;
  clock: Clock;
}

/** What a deposit's card payment is recorded as (card_payments/{pi}: its refunds find it). */
export const DEPOSIT_PAYABLE = 'questionnaire_deposit';

const cents = (amount: number) => Math.round(amount * 100);

/** What a checkout session says of the deposit: paid, paid but still clearing, or nothing yet. */
function statusFromSession(session: CheckoutSession): DepositStatus | null {
  if (session.paymentStatus === 'paid') return 'paid';
  return session.status === 'complete' ? 'payment_pending' : null;
}

/** The questionnaire page's address, with what the checkout page adds on its way back. */
function returnUrl(
  portal: string,
  hashId: string,
  record: QuestionnaireRecord,
  sectionId: string | null,
) {
  const query = new URLSearchParams({ questionnaireId: record.id });
  if (sectionId && record.sections.some((s) => s.id === sectionId))
    query.set('sectionId', sectionId);
  return `${portal}/questionnaire/${encodeURIComponent(hashId)}?${query.toString()}`;
}

export function depositService(deps: Deps) {
  const { questionnaires, entities, users, payments, clock } = deps;
  const load = (principal: Principal | null | undefined, id: string) =>
    findWithEntity({ questionnaires, entities }, principal, id);

  /**
   * The deposit paid by `session` on `accountId`: the questionnaire's record of it, and the card
   * payment its refunds and disputes will name (deposit-card-payment-changes.ts).
   */
  function paidBy(
    tx: DbTransaction,
    current: QuestionnaireRecord,
    paid: { session: CheckoutSession; accountId: string },
    at: Date,
  ): { depositPayment: NonNullable<QuestionnaireRecord['depositPayment']>; also: PlannedWrites } {
    const { session, accountId } = paid;
    const record = { firmId: current.firmId, accountId, payable: DEPOSIT_PAYABLE };
    return {
      depositPayment: { sessionId: session.id, at },
      also: {
        count: session.paymentIntentId ? 1 : 0,
        apply: () => {
          if (session.paymentIntentId)
            deps.cardPayments.record(
              tx,
              session.paymentIntentId,
              { ...record, recordId: current.id },
              at,
            );
        },
      },
    };
  }

  /** Sets the status in a transaction, unless `decide` finds nothing to change. */
  async function setStatus(
    caller: Principal,
    id: string,
    decide: (current: QuestionnaireRecord) => DepositStatus | null,
    paid?: { session: CheckoutSession; accountId: string },
  ): Promise<DepositStatusDto> {
    const after = await questionnaires.change(caller.firmId, id, (current, tx) => {
      const status = decide(current);
      if (!status || status === current.depositStatus) return { after: current };
      const now = clock.now();
      const payment = paid && status === 'paid' ? paidBy(tx, current, paid, now) : null;
      return {
        after: {
          ...current,
          depositStatus: status,
          ...(payment && { depositPayment: payment.depositPayment }),
          lastActivityAt: now,
        },
        ...(payment && { also: payment.also }),
      };
    });
    if (!after) throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
    return { deposit_status: after.depositStatus };
  }

  /** Applies a deposit's checkout event once: paid, or paid but clearing (payment_pending). */
  async function applyEvent(event: StripeEvent): Promise<EventOutcome> {
    const session = checkoutSessionOf(event.object as never);
    const { firm_id: firmId, questionnaire_id: id } = session.metadata;
    if (!firmId || !id) return 'ignored';
    const firm = await deps.firms.get(firmId);
    // Only a charge on the firm's own account pays its deposit.
    if (!firm?.cardPaymentAccountId || event.account !== firm.cardPaymentAccountId)
      return 'ignored';
    const status = statusFromSession(session);
    let outcome: EventOutcome = 'ignored';
    await questionnaires.change(firmId, id, async (current, tx) => {
      if (!(await deps.processedEvents.isNew(tx, firmId, event))) {
        outcome = 'duplicate';
        return { after: current };
      }
      const remembered = {
        count: 1,
        apply: () => deps.processedEvents.remember(tx, firmId, event),
      };
      const applies =
        status !== null &&
        Boolean(current.depositAmount) &&
        session.amountCents === cents(current.depositAmount ?? 0) &&
        !depositSettled(current.depositStatus) &&
        status !== current.depositStatus;
      if (!applies) return { after: current, also: remembered };
      outcome = 'applied';
      const now = clock.now();
      const payment =
        status === 'paid' ? paidBy(tx, current, { session, accountId: event.account! }, now) : null;
      return {
        after: {
          ...current,
          depositStatus: status,
          ...(payment && { depositPayment: payment.depositPayment }),
          lastActivityAt: now,
        },
        also: payment ? allOf(remembered, payment.also) : remembered,
      };
    });
    return outcome;
  }

  return {
    /** Stripe's checkout events of deposits, for the payments area's webhook. */
    events: {
      types: ['checkout.session.completed', 'checkout.session.async_payment_succeeded'],
      handle: applyEvent,
    } satisfies StripeEventHandler,

    /** A checkout session for the deposit due; the client's browser goes to its checkout_url. */
    async startCheckout(
      principal: Principal | null | undefined,
      id: string,
      input: DepositCheckoutInput,
      portal: string,
    ): Promise<{ checkout_url: string }> {
      const found = await load(principal, id);
      const { caller, entity, record } = requireAnswerer(principal, found.entity, found.record);
      if (caller.isStaff) throw new Forbidden(ONLY_CLIENTS_PAY);
      if (!record.depositAmount) throw new Invalid(NO_DEPOSIT_DUE);
      if (depositSettled(record.depositStatus)) throw new Conflict(DEPOSIT_ALREADY_PAID);
      if (record.depositStatus === 'payment_pending')
        throw new Conflict(DEPOSIT_PAYMENT_PROCESSING);
      const accountId = caller.firm.cardPaymentAccountId;
      if (!accountId || !depositPaymentAvailable(caller.firm))
        throw new Conflict(CARD_PAYMENTS_OFF);
      const payer = await users.get(caller.firmId, caller.userId);
      const back = returnUrl(portal, entity.hashId, record, input.section_id);
      const session = await payments.createCheckout({
        accountId,
        amountCents: cents(record.depositAmount),
        description: `Deposit for ${record.name} (${record.taxYear}), ${entity.name}`,
        payerEmail: payer ? shownEmail(payer) || null : null,
        // Stripe fills in {CHECKOUT_SESSION_ID}; the page verifies that session on return.
        successUrl: `${back}&deposit_session={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${back}&deposit=cancelled`,
        metadata: { firm_id: caller.firmId, company_id: entity.id, questionnaire_id: record.id },
      });
      if (!session.url) throw new Conflict(PAYMENT_NOT_FOUND);
      await deps.openCheckouts.open({
        sessionId: session.id,
        firmId: caller.firmId,
        accountId,
        payable: DEPOSIT_PAYABLE,
        recordId: record.id,
        openedAt: clock.now(),
      });
      return { checkout_url: session.url };
    },

    /**
     * Reads the checkout session back from the provider (never trusting the return address) and
     * records what it says: paid, or payment_pending while a payment clears. Anyone who reads the
     * questionnaire may ask; asking twice changes nothing twice.
     */
    async verify(
      principal: Principal | null | undefined,
      id: string,
      sessionId: string,
    ): Promise<DepositStatusDto> {
      const found = await load(principal, id);
      const { caller, record } = requireQuestionnaireReader(principal, found.entity, found.record);
      if (!record.depositAmount) throw new Invalid(NO_DEPOSIT_DUE);
      const accountId = caller.firm.cardPaymentAccountId;
      if (!accountId) throw new Conflict(CARD_PAYMENTS_OFF);
      const session = await payments.findCheckout(accountId, sessionId);
      if (
        !session ||
        session.metadata.questionnaire_id !== record.id ||
        session.metadata.firm_id !== caller.firmId
      )
        throw new NotFound(PAYMENT_NOT_FOUND);
      const status = statusFromSession(session);
      if (!status) return { deposit_status: record.depositStatus };
      if (session.amountCents !== cents(record.depositAmount))
        throw new Conflict(PAYMENT_AMOUNT_DIFFERS);
      return setStatus(
        caller,
        id,
        // A settled deposit stays as it is; a clearing payment never overrides a paid one.
        (current) => (depositSettled(current.depositStatus) ? null : status),
        { session, accountId },
      );
    },

    /** Staff mark a deposit paid (marked_paid) or unpaid again (pending). */
    async mark(
      principal: Principal | null | undefined,
      id: string,
      paid: boolean,
    ): Promise<DepositStatusDto> {
      const found = await load(principal, id);
      const { caller } = requireDepositMarker(principal, found.entity, found.record);
      return setStatus(caller, id, (current) => {
        if (!current.depositAmount) throw new Invalid(NO_DEPOSIT_DUE);
        if (paid && !canMarkDepositPaid(current.depositAmount, current.depositStatus))
          throw new Conflict(MARK_PAID_REFUSED);
        if (!paid && !canMarkDepositUnpaid(current.depositStatus))
          throw new Conflict(MARK_UNPAID_REFUSED);
        return paid ? 'marked_paid' : 'pending';
      });
    },
  };
}

export type DepositService = ReturnType<typeof depositService>;
