// The questionnaires area's scheduled work: sending the scheduled sends that are due (spec 2
// "Send template flow": once or recurring). Each due send is one transaction that re-reads it,
// writes the questionnaire with its owners' notices and moves the send to its next date (or ends
// it), so two runs at once never send anything twice. A send whose template or entity is gone
// ends, and says so in the activity log.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import { addDays } from '@portico/common/questionnaires/answer-later';
import { toCalendarDate } from '@portico/common/format/calendar-date';
import { nextSendAfter } from '@portico/common/questionnaires/send-schedule';
import { activityRepo } from '../../activity/activity.module';
import { firmRepo } from '../../firm/firm.module';
import { entitiesRepo, usersRepo } from '../../people/people.module';
import type { ScheduledJob } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import { logSend, queueSentMail, questionnaireFromTemplate } from './questionnaire-sending';
import type { ScheduledQuestionnaireRecord } from '../questionnaire-record';
import { questionnairesRepo } from '../questionnaires.repo';
import { sendStaleChunks } from './send-queue.tasks';
import { templatesRepo } from '../templates/templates.repo';
import { rolloverItemsRepo } from '../rollover-items/rollover-items.repo';
import { scheduledSendsRepo } from './scheduled-sends.repo';

/** How many due sends one run takes on; the next run takes the rest. */
export const SCHEDULED_SENDS_PER_RUN = 200;

type Deps = Pick<Ports, 'db' | 'clock' | 'outbox' | 'newId' | 'portalUrl'>;

/** The first send date after `now` in the send's rhythm (a run that was late sends once). */
function nextAfterNow(s: ScheduledQuestionnaireRecord, now: Date): Date | null {
  let next = nextSendAfter(s.nextSendDate, s.frequency, s.firstScheduledDate);
  while (next && next <= now) next = nextSendAfter(next, s.frequency, s.firstScheduledDate);
  return next;
}

async function sendOne(deps: Deps, due: ScheduledQuestionnaireRecord): Promise<boolean> {
  const { db, clock, newId } = deps;
  const questionnaires = questionnairesRepo(db);
  const scheduledSends = scheduledSendsRepo(db);
  const activity = activityRepo(db);
  const now = clock.now();
  const [firm, template, entity] = await Promise.all([
    firmRepo(db).get(due.firmId),
    due.templateId ? templatesRepo(db).find(due.firmId, due.templateId) : null,
    entitiesRepo(db).getByIdOrHash(due.firmId, due.companyId),
  ]);
  const gone = !firm || !template || !entity || entity.inactive;
  const [owners, prior] = gone
    ? [[], []]
    : await Promise.all([
        usersRepo(db).getMany(due.firmId, entity.ownerIds),
        due.includePriorYearItems
          ? rolloverItemsRepo(db).priorYearFor(due.firmId, entity.id, due.taxYear)
          : [],
      ]);
  const made = gone
    ? null
    : questionnaireFromTemplate(
        template,
        entity,
        owners,
        firm,
        {
          id: newId(),
          taxYear: due.taxYear,
          dueDate: new Date(`${addDays(toCalendarDate(now), due.daysUntilDue)}T00:00:00Z`),
          isDraft: false,
          depositAmount: due.depositAmount ?? null,
          updateProfileSection: due.updateProfileSection ?? false,
          includePriorYearItems: due.includePriorYearItems ?? false,
          extras: {
            addedQuestions: due.addedQuestions ?? [],
            allOwnerSignatureRequired: due.allOwnerSignatureRequired ?? false,
          },
          now,
        },
        prior,
      );
  const sent = await db.runTransaction(async (tx) => {
    const current = await scheduledSends.readIn(tx, due.firmId, due.id);
    if (!current || current.nextSendDate > now) return false;
    scheduledSends.planNext(tx, current, made ? nextAfterNow(current, now) : null);
    if (!made || !firm) return true;
    questionnaires.planCreate(tx, made.record);
    queueSentMail(deps.outbox, tx, made, firm.name, deps.portalUrl ?? '');
    return true;
  });
  if (!sent) return false;
  if (made) await logSend(activity, made, due.createdBy ?? null, 'Scheduled questionnaire sent');
  else
    await activity.add({
      firmId: due.firmId,
      typeId: ACTIVITY_TYPE.questionnaire,
      title: 'Scheduled send ended',
      description: `${due.name}: its template or entity is no longer available`,
      userId: null,
      ip: null,
      userAgent: null,
      at: now,
      companyId: due.companyId,
      questionnaireId: null,
    });
  return true;
}

/** Sends what is due; answers how many scheduled sends it handled. */
export async function sendDueScheduled(deps: Deps): Promise<number> {
  const due = await scheduledSendsRepo(deps.db).due(deps.clock.now(), SCHEDULED_SENDS_PER_RUN);
  let handled = 0;
  for (const s of due) if (await sendOne(deps, s)) handled += 1;
  return handled;
}

export const sendScheduledQuestionnairesJob: ScheduledJob = {
  name: 'sendScheduledQuestionnaires',
  everyMinutes: 5,
  async run(ports) {
    await sendDueScheduled(ports);
    // And what a send to many left on the queue when its task was lost (send-queue.tasks.ts).
    await sendStaleChunks(ports);
  },
};
