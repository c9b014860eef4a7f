// A deposit's card payment after it was paid (issue 45 "refunds or disputes shown to staff"), as an
// invoice's: a refund or dispute on the firm's account (payments' card-payment-change.ts) finds
// the questionnaire, is taken in once, kept on the deposit's payment (staff see both, the client
// the refund) and logged on the questionnaire's line. The deposit stays paid (the questionnaire
// may have been submitted on it): the firm settles a refunded deposit with the client itself.
import type { ActivityRepo } from '../../activity/activity.module';
import type { EntitiesRepo } from '../../people/people.module';
import {
  afterChargeChange,
  CARD_PAYMENT_CHANGE_EVENTS,
  chargeChangeFor,
  type CardPaymentsRepo,
  type EventOutcome,
  type ProcessedEventsRepo,
  type StripeEventHandler,
} from '../../payments/payments.module';
import type { Clock } from '../../platform/clock/clock';
import { allOf } from '../../platform/db/planned-writes';
import type { StripeEvent } from '../../platform/payments/stripe-events';
import { questionnaireLine } from '../owner-mail';
import type { QuestionnairesRepo } from '../questionnaires.repo';
import { DEPOSIT_PAYABLE } from './deposit.service';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  activity: ActivityRepo;
  processedEvents: ProcessedEventsRepo;
  cardPayments: CardPaymentsRepo;
  clock: Clock;
}

export function depositCardPaymentChanges(deps: Deps) {
  async function apply(event: StripeEvent): Promise<EventOutcome> {
    const found = await chargeChangeFor(deps.cardPayments, event, DEPOSIT_PAYABLE);
    if (!found) return 'ignored';
    const { change, paid } = found;
    let outcome: EventOutcome = 'ignored';
    await deps.questionnaires.change(paid.firmId, paid.recordId, async (current, tx) => {
      if (!(await deps.processedEvents.isNew(tx, paid.firmId, event))) {
        outcome = 'duplicate';
        return { after: current };
      }
      const remembered = {
        count: 1,
        apply: () => deps.processedEvents.remember(tx, paid.firmId, event),
      };
      const entity = await deps.entities.get(current.firmId, current.companyId);
      if (!current.depositPayment || !entity) return { after: current, also: remembered };
      outcome = 'applied';
      const now = deps.clock.now();
      const next = afterChargeChange(current.depositPayment, change, now, 'Deposit card payment');
      const line = questionnaireLine({
        record: current,
        entity,
        by: null,
        title: next.line,
        at: now,
      });
      return {
        after: { ...current, depositPayment: next.payment, lastActivityAt: now },
        also: allOf(remembered, deps.activity.plan(tx, line)),
      };
    });
    return outcome;
  }

  return {
    events: { types: CARD_PAYMENT_CHANGE_EVENTS, handle: apply } satisfies StripeEventHandler,
  };
}
