// The reminder job (spec 2 §4 "Reminders"): every few minutes it finds the questionnaires of every
// firm whose next reminder has come (one collection-group query on earliest_remind_date) and takes
// each in one transaction that re-reads it and re-checks the rule with the firm's frequency of the
// day. A reminder, its last follow-up and its next date are written together, so a second run (or
// two at once) sends nothing twice. One the rule no longer reminds (locked since, the firm reminds
// less often, its due date has come) only has its next date put right.
import { nextReminderDate, reminderDueAt } from '@portico/common/questionnaires/reminder-schedule';
import { activityRepo } from '../../activity/activity.module';
import { firmRepo, type FirmRecord } from '../../firm/firm.module';
import { entitiesRepo, usersRepo, type EntityRecord } from '../../people/people.module';
import type { ScheduledJob } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import { logQuestionnaire } from '../owner-mail';
import type { QuestionnaireRecord } from '../questionnaire-record';
import { questionnairesRepo, type ChangeDecision } from '../questionnaires.repo';
import { keepingNextReminder, reminderFacts } from './reminder-dates';
import { REMINDER_SENT, reminderSent } from './reminder-sending';

/** How many due reminders one run takes on; the next run takes the rest. */
export const REMINDERS_PER_RUN = 200;

type Deps = Pick<Ports, 'db' | 'clock' | 'outbox' | 'portalUrl' | 'logger'>;

/** Nothing to send: the next date put right (none once it has passed unsent). */
function settled(
  current: QuestionnaireRecord,
  frequency: number | null,
  now: Date,
): ChangeDecision {
  const next = frequency ? nextReminderDate(reminderFacts(current), frequency) : null;
  const kept = next && next > now ? next : null;
  if (kept?.getTime() === current.reminders.next?.getTime()) return { after: current };
  return { after: { ...current, reminders: { ...current.reminders, next: kept } } };
}

/** One questionnaire whose reminder is due: answers whether a reminder went. */
async function remindOne(
  deps: Deps,
  due: { firmId: string; id: string },
  firm: FirmRecord | null,
): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const frequency = firm?.preferences.questionnaire_reminder_frequency ?? null;
  const sent: { to?: EntityRecord } = {};
  const after = await questionnairesRepo(db).change(due.firmId, due.id, async (current, tx) => {
    delete sent.to;
    if (!firm || !frequency || !reminderDueAt(reminderFacts(current), frequency, now))
      return settled(current, frequency, now);
    const entity = await entitiesRepo(db).getByIdOrHash(due.firmId, current.companyId);
    // An entity that is gone or inactive is reminded of nothing more.
    if (!entity || entity.inactive) return settled(current, null, now);
    const owners = await usersRepo(db).getMany(due.firmId, entity.ownerIds);
    sent.to = entity;
    const { outbox } = deps;
    const context = { entity, owners, firmName: firm.name, portalUrl: deps.portalUrl ?? '' };
    return keepingNextReminder(
      current,
      reminderSent(current, { ...context, now, outbox, tx }),
      firm,
    );
  });
  if (!after || !sent.to) return false;
  await logQuestionnaire(activityRepo(db), {
    record: after,
    entity: sent.to,
    by: null,
    title: REMINDER_SENT,
    at: now,
  });
  return true;
}

/** Sends the reminders that are due; answers how many went. */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const due = await questionnairesRepo(deps.db).dueReminders(deps.clock.now(), REMINDERS_PER_RUN);
  const firms = new Map<string, Promise<FirmRecord | null>>();
  let sent = 0;
  for (const one of due) {
    if (!firms.has(one.firmId)) firms.set(one.firmId, firmRepo(deps.db).get(one.firmId));
    try {
      if (await remindOne(deps, one, await firms.get(one.firmId)!)) sent += 1;
    } catch (error) {
      // One questionnaire that cannot be read never holds up the others' reminders.
      deps.logger.error({ err: error, questionnaire: one }, 'questionnaire reminder failed');
    }
  }
  return sent;
}

export const sendQuestionnaireRemindersJob: ScheduledJob = {
  name: 'sendQuestionnaireReminders',
  everyMinutes: 5,
  async run(ports) {
    await sendDueReminders(ports);
  },
};
