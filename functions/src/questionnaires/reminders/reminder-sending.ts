// What a reminder says and changes, whether the reminder job sends it or staff send it now (spec 2
// §4 "Reminders"): each active owner gets the questionnaire's reminder texts (its own or the
// firm's wording, tags filled in for them) with its link, by mail and, when they prefer it, by
// text, in the same transaction that moves its last follow-up to now.
import { reminderWording, type ReminderTexts } from '@portico/common/questionnaires/reminders';
import type { EntityRecord, UserRecord } from '../../people/people.module';
import type { DbTransaction } from '../../platform/db/db';
import { questionnaireLink, tellOwners, type Outbox } from '../owner-mail';
import type { QuestionnaireRecord } from '../questionnaire-record';
import type { ChangeDecision } from '../questionnaires.repo';

/** The activity log's title for a reminder, sent by the job or by staff. */
export const REMINDER_SENT = 'Reminder sent';

export interface ReminderContext {
  entity: EntityRecord;
  owners: UserRecord[];
  firmName: string;
  portalUrl: string;
  now: Date;
  outbox: Outbox;
  tx: DbTransaction;
  /** Texts chosen as it is sent (kept on the questionnaire); else its own. */
  texts?: ReminderTexts;
}

function queueReminders(record: QuestionnaireRecord, c: ReminderContext): void {
  const link = questionnaireLink(c.portalUrl, c.entity, record);
  tellOwners(
    c.outbox,
    c.tx,
    c.owners,
    (owner) => {
      const wording = reminderWording(record.reminders.texts, {
        client_fname: owner.preferredName || owner.fname,
        client_lname: owner.lname,
        company_name: c.entity.name,
        tax_year: String(record.taxYear),
        firm_name: c.firmName,
        questionnaire_name: record.name,
      });
      return {
        subject: wording.reminder_email_subject,
        text: `${wording.reminder_email_message}\n\nOpen it here: ${link}`,
        sms: `${wording.reminder_sms_message} ${link}`,
      };
    },
    { firmId: record.firmId, entityId: c.entity.id },
  );
}

/**
 * A reminder sent now: the owners' messages, and last_followed_up now (the next date follows from
 * it: reminder-dates.keepingNextReminder).
 */
export function reminderSent(current: QuestionnaireRecord, c: ReminderContext): ChangeDecision {
  const texts = c.texts ?? current.reminders.texts;
  const after = {
    ...current,
    reminders: { ...current.reminders, lastFollowedUp: c.now, texts },
  };
  return {
    after,
    also: { count: c.owners.length, apply: () => queueReminders(after, c) },
  };
}
