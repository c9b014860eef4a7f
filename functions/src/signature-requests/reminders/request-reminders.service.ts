// Reminders of sent signature requests (issue 46): staff's Send reminder (POST /signature_requests/
// {id}/send_reminders) and the job that reminds every request whose next reminder has come, on the
// firm's cadence. Each signer who has not filled in all their fields is mailed again (a spouse
// without an email of their own through a signer link, reach-signers.ts); the trail and the log say
// so, and the request records when. Decided in the transaction that sends, from the request as
// stored then: one signed, declined or completed meanwhile is reminded of nothing (the job clears
// its next reminder), and two runs never remind twice.
import {
  REQUEST_REMINDER_MESSAGES as SAY,
  requestReminderMail,
} from '@portico/common/signature-requests/request-reminders';
import {
  reviewSignatureRequestPath,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import type { ActivityRepo } from '../../activity/activity.module';
import type { FirmRecord } from '../../firm/firm.module';
import { Conflict, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db, DbTransaction } from '../../platform/db/db';
import {
  PORTAL_CONTEXT,
  reachSigners,
  type SignerReachDeps,
  type SigningEngine,
} from '../../signing/signing.module';
import { findRequest, type RequestLookup } from '../request-lookup';
import { requestLine } from '../request-line';
import { requestTrail } from '../request-trail';
import { signerDone } from '../signer-done';
import type { SignatureRequestRecord } from '../signature-request-record';
import { toSignatureRequestDto } from '../signature-requests.dto';
import { requireManagedRequest } from '../signature-requests.policy';

interface Deps extends SignerReachDeps {
  db: Db;
  requests: RequestLookup['requests'];
  entities: RequestLookup['entities'];
  users: UsersRepo;
  activity: ActivityRepo;
  signing: SigningEngine;
  clock: Clock;
}

type Firm = Pick<FirmRecord, 'name' | 'preferences'>;

const DAY_MS = 86_400_000;

/** How many due requests one run takes on; the next run takes the rest. */
export const REQUEST_REMINDERS_PER_RUN = 200;

/** When the job next looks at a request sent or reminded at `at`; null when the firm never reminds. */
export const nextRequestReminder = (at: Date, firm: Firm | null) => {
  const everyDays = firm?.preferences.questionnaire_reminder_frequency;
  return everyDays ? new Date(at.getTime() + everyDays * DAY_MS) : null;
};

/** A request still waiting for signatures: sent, not declined. */
const waiting = (r: SignatureRequestRecord) => r.status === 'sent' && !r.declined;

export function requestRemindersService(deps: Deps) {
  const { db, requests, users, activity, signing, clock } = deps;

  /** After the transaction's own reads: reminds the signers not done; the request as changed. */
  async function remind(
    tx: DbTransaction,
    current: SignatureRequestRecord,
    context: { firm: Firm; portalUrl: string; by: { userId: string; name: string } | null },
  ): Promise<SignatureRequestRecord> {
    const asked = current.signerIds.filter((id) => !signerDone(current, id, current.filled));
    const people = await users.getMany(current.firmId, asked);
    const reach = await reachSigners(deps, current, people);
    const now = clock.now();
    const reminded = requests.update(tx, current, {
      lastReminderSentAt: now,
      nextReminderAt: nextRequestReminder(now, context.firm),
      updatedAt: now,
    });
    const where = {
      portalUrl: context.portalUrl,
      path: reviewSignatureRequestPath(current.id, current.companyId),
    };
    reach.tell(tx, where, (link) =>
      requestReminderMail(toSignatureRequestDto(reminded), context.firm.name, link),
    );
    const to = people.map(fullName).join(', ') || 'nobody';
    signing.record(tx, requestTrail(current), 'reminded', {
      actor: context.by ?? { userId: null, name: 'Portico' },
      context: PORTAL_CONTEXT,
      detail: `To ${to}`,
    });
    activity
      .plan(tx, requestLine(reminded, SAY.sent, context.by?.userId ?? null, now, `to ${to}`))
      .apply();
    return reminded;
  }

  return {
    /** POST /signature_requests/{id}/send_reminders: staff remind the signers now. */
    async sendNow(
      principal: Principal | null | undefined,
      id: string,
      portalUrl: string,
    ): Promise<SignatureRequestDto> {
      const { record, entity } = await findRequest(deps, principal, id);
      const { caller } = requireManagedRequest(principal, record, entity);
      const me = await users.get(caller.firmId, caller.userId);
      return db.runTransaction(async (tx) => {
        const current = await requests.read(tx, caller.firmId, id);
        if (!current) throw new NotFound('Signature request not found');
        if (!waiting(current)) throw new Conflict(SAY.notRemindable);
        const reminded = await remind(tx, current, {
          firm: caller.firm,
          portalUrl,
          by: { userId: caller.userId, name: me ? fullName(me) : '' },
        });
        return toSignatureRequestDto(reminded);
      });
    },

    /** The job's part for one request whose next reminder has come: answers whether it went. */
    async remindDue(firm: Firm, firmId: string, id: string, portalUrl: string): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const current = await requests.read(tx, firmId, id);
        if (!current?.nextReminderAt || current.nextReminderAt > clock.now()) return false;
        if (!waiting(current)) {
          requests.update(tx, current, { nextReminderAt: null });
          return false;
        }
        await remind(tx, current, { firm, portalUrl, by: null });
        return true;
      });
    },
  };
}

export type RequestRemindersService = ReturnType<typeof requestRemindersService>;
