// A deposit's card payment after it was paid (issue 45 "refunds or disputes shown to staff"), as an
// invoice's: a refund or dispute on the firm's account (payments' card-payment-change.ts) finds
// the questionnaire, is taken in once, kept on the deposit's payment (staff see both, the client
// the refund) and logged on the questionnaire's line. The deposit stays paid (the questionnaire
// may have been submitted on it): the firm settles a refunded deposit with the client itself.
import type { ActivityRepo } from '../../activity/activity.module';
import type { EntitiesRepo } from '../../people/people.module';
import {
  afterChargeChange,
  cardPaymentChangeHandler,
  type CardPaymentsRepo,
  type EventOutcome,
  type ProcessedEventsRepo,
} from '../../payments/payments.module';
import type { Clock } from '../../platform/clock/clock';
import { allOf } from '../../platform/db/planned-writes';
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
  const events = cardPaymentChangeHandler(
    deps.cardPayments,
    DEPOSIT_PAYABLE,
    async ({ change, paid, event }) => {
      // The log line names the entity: read once, before the transaction (a questionnaire does
      // not move between entities).
      const before = await deps.questionnaires.get(paid.firmId, paid.recordId);
      const entity = before && (await deps.entities.get(before.firmId, before.companyId));
      if (!entity) return 'ignored';
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
        if (!current.depositPayment) return { after: current, also: remembered };
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
    },
  );
  return { events };
}
