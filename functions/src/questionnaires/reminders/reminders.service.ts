// Reminders staff send and set (spec 2 §7 "Send reminders", "Save reminders without sending",
// "Toggle reminders (bulk)"), on questionnaires they see. Sending leaves out those the rule does
// not remind (locked, completed, draft, reminders off); saving texts and turning reminders on or
// off leave locked ones alone (spec 2 §5 "Other"). An id the caller may not see refuses the whole
// call before anything is written.
import {
  REMINDER_MESSAGES,
  remindersSentMessage,
  savedTexts,
  type ReminderTexts,
  type RemindersInput,
  type RemindersSentDto,
  type RemindersUpdatedDto,
  type ToggleRemindersInput,
} from '@portico/common/questionnaires/reminders';
import { takesReminders } from '@portico/common/questionnaires/reminder-schedule';
import type { Principal } from '../../kernel/principal';
import { questionnaireChange, questionnairesChange } from '../answering-change';
import { logQuestionnaire } from '../owner-mail';
import type { QuestionnaireReminders, QuestionnaireRecord } from '../questionnaire-record';
import type { SendingDeps } from '../sending/questionnaire-sending';
import { requireReminderSender, requireReminderStaff } from '../questionnaires.policy';
import type { ChangeDecision } from '../questionnaires.repo';
import { reminderFacts } from './reminder-dates';
import { REMINDER_SENT, reminderSent } from './reminder-sending';

const unchanged = (current: QuestionnaireRecord): ChangeDecision => ({
  after: current,
});

/** A reminder setting changed on an unlocked questionnaire; a locked one is left alone. */
function unlessLocked(
  current: QuestionnaireRecord,
  reminders: Partial<QuestionnaireReminders>,
): ChangeDecision {
  if (current.locked) return unchanged(current);
  return { after: { ...current, reminders: { ...current.reminders, ...reminders } } };
}

export function remindersService(deps: SendingDeps) {
  const one = questionnaireChange(deps, requireReminderSender);
  const many = questionnairesChange(deps, requireReminderSender);

  /** The reminders of each unlocked questionnaire set so, in one transaction; each logged. */
  async function update(
    principal: Principal | null | undefined,
    ids: string[],
    title: string,
    reminders: Partial<QuestionnaireReminders>,
  ): Promise<RemindersUpdatedDto> {
    const caller = requireReminderStaff(principal);
    const changed = await many(caller, [...new Set(ids)], (current) =>
      unlessLocked(current, reminders),
    );
    const updated = changed.filter(({ record }) => !record.locked);
    const at = deps.clock.now();
    await Promise.all(
      updated.map(({ record, entity }) =>
        logQuestionnaire(deps.activity, { record, entity, by: caller.userId, title, at }),
      ),
    );
    return {
      message: REMINDER_MESSAGES.updated,
      updated: updated.length,
      skipped: changed.length - updated.length,
    };
  }

  /** One reminder now, unless the rule reminds it of nothing; answers whether it went. */
  async function sendOne(
    caller: Principal,
    id: string,
    texts: ReminderTexts,
    portalUrl: string,
  ): Promise<boolean> {
    const now = deps.clock.now();
    let went = false;
    const { entity, record } = await one(caller, id, async (current, _c, entity, tx) => {
      went = takesReminders(reminderFacts(current));
      if (!went) return unchanged(current);
      const owners = await deps.users.getMany(current.firmId, entity.ownerIds);
      const context = { entity, owners, firmName: caller.firm.name, portalUrl };
      return reminderSent(current, { ...context, now, outbox: deps.outbox, tx, texts });
    });
    if (!went) return false;
    const log = { record, entity, by: caller.userId, title: REMINDER_SENT, at: now };
    await logQuestionnaire(deps.activity, log);
    return true;
  }

  return {
    async send(
      principal: Principal | null | undefined,
      input: RemindersInput,
      portalUrl: string,
    ): Promise<RemindersSentDto> {
      const caller = requireReminderStaff(principal);
      const ids = [...new Set(input.questionnaire_ids)];
      // Every one is checked before any is sent: one the caller may not see sends nothing.
      await many(caller, ids, unchanged);
      let sent = 0;
      for (const id of ids) if (await sendOne(caller, id, savedTexts(input), portalUrl)) sent += 1;
      return { message: remindersSentMessage(sent), sent, skipped: ids.length - sent };
    },

    save(principal: Principal | null | undefined, input: RemindersInput) {
      const texts = savedTexts(input);
      return update(principal, input.questionnaire_ids, 'Reminder texts saved', { texts });
    },

    toggle(principal: Principal | null | undefined, input: ToggleRemindersInput) {
      const disabled = input.reminders_disabled;
      const title = disabled ? 'Reminders turned off' : 'Reminders turned on';
      return update(principal, input.questionnaire_ids, title, { disabled });
    },
  };
}

export type RemindersService = ReturnType<typeof remindersService>;
