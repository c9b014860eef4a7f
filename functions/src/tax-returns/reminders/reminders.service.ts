// Reminders of sent returns (issue 44): staff's Send reminder (POST /tax_returns/{id}/
// send_reminders) and the job that reminds every return whose next reminder has come, on the
// firm's cadence. Both decide in the transaction that sends, from the return as stored then, so a
// return finished, fully signed and paid, or with reminders turned off meanwhile is reminded of
// nothing (the job then clears its next reminder), and two runs never remind twice.
import {
  REMINDER_MESSAGES as SAY,
  remindable,
  somethingMissing,
} from '@portico/common/tax-returns/reminders';
import { ACTION_MESSAGES } from '@portico/common/tax-returns/return-actions';
import { isDelivered } from '@portico/common/tax-returns/sending';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import type { FirmRecord } from '../../firm/firm.module';
import { Conflict, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { TaxReturnRecord } from '../tax-return-record';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import { remindSigners, type ReminderDeps } from './send-reminder';
import { findManagedReturn } from '../return-lookup';

/** A return as the reminder rule reads it. */
export const reminderFacts = (r: TaxReturnRecord) => ({
  status: r.status,
  reminder_disabled: r.reminderDisabled,
  signatures: r.signatures,
  payments: r.payments,
});

/** How many due returns one run takes on; the next run takes the rest. */
export const REMINDERS_PER_RUN = 200;

interface Deps extends ReminderDeps {
  db: Db;
  entities: EntitiesRepo;
  clock: Clock;
}

type Firm = Pick<FirmRecord, 'name' | 'preferences'>;

export function remindersService(deps: Deps) {
  const { db, returns, entities, clock } = deps;
  const cadence = (firm: Firm) => firm.preferences.questionnaire_reminder_frequency;

  return {
    /** POST /tax_returns/{id}/send_reminders: staff remind the signers now. */
    async sendNow(
      principal: Principal | null | undefined,
      id: string,
      portalUrl: string,
    ): Promise<TaxReturnSummaryDto> {
      const { caller } = await findManagedReturn({ returns, entities }, principal, id);
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, caller.firmId, id);
        if (!current) throw new NotFound('Tax return not found');
        if (!isDelivered(current.status)) throw new Conflict(ACTION_MESSAGES.notDelivered);
        if (!somethingMissing(reminderFacts(current))) throw new Conflict(SAY.nothingMissing);
        const reminded = await remindSigners(deps, tx, current, {
          firmName: caller.firm.name,
          portalUrl,
          everyDays: cadence(caller.firm),
          now: clock.now(),
          by: caller.userId,
        });
        return toTaxReturnSummaryDto(reminded);
      });
    },

    /** The job's part for one return whose next reminder has come: answers whether it went. */
    async remindDue(firm: Firm, firmId: string, id: string, portalUrl: string): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, firmId, id);
        const now = clock.now();
        if (!current?.nextReminderAt || current.nextReminderAt > now) return false;
        if (!remindable(reminderFacts(current))) {
          returns.update(tx, current, { nextReminderAt: null });
          return false;
        }
        await remindSigners(deps, tx, current, {
          firmName: firm.name,
          portalUrl,
          everyDays: cadence(firm),
          now,
          by: null,
        });
        return true;
      });
    },
  };
}

export type RemindersService = ReturnType<typeof remindersService>;
