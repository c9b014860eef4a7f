// How a questionnaire's owners are told of it, whatever the news (sent, more items, a reminder):
// its link, a mail to each active owner and a text to those who prefer SMS, queued in the caller's
// transaction; and the activity log's line about it.
import { ACTIVITY_TYPE_QUESTIONNAIRE, type ActivityRepo } from '../activity/activity.module';
import { shownEmail, type CompanyRecord, type UserRecord } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import type { QuestionnaireRecord } from './questionnaire-record';

export type Outbox = Pick<OutboxRepo, 'queueMail' | 'queueSms'>;

/** The client page of the questionnaire, as links in mail and texts open it. */
export const questionnaireLink = (
  portalUrl: string,
  company: Pick<CompanyRecord, 'hashId'>,
  record: Pick<QuestionnaireRecord, 'id'>,
) =>
  `${portalUrl}/questionnaire/${encodeURIComponent(company.hashId)}?questionnaireId=${encodeURIComponent(record.id)}`;

export interface OwnerNotice {
  subject: string;
  text: string;
  sms: string;
}

/** Mails each active owner what `say` writes for them, and texts those who prefer SMS. */
export function tellOwners(
  outbox: Outbox,
  tx: DbTransaction,
  owners: UserRecord[],
  say: (owner: UserRecord) => OwnerNotice,
): void {
  for (const owner of owners.filter((o) => o.paying)) {
    const notice = say(owner);
    const email = shownEmail(owner);
    if (email) outbox.queueMail(tx, { to: email, subject: notice.subject, text: notice.text });
    if (owner.preferredContactMethod === 'sms' && owner.phoneNumber)
      outbox.queueSms(tx, { to: owner.phoneNumber, text: notice.sms });
  }
}

/** The activity log's line about one questionnaire (type 3). */
export function logQuestionnaire(
  activity: ActivityRepo,
  entry: {
    record: Pick<QuestionnaireRecord, 'id' | 'firmId' | 'name'>;
    company: Pick<CompanyRecord, 'id' | 'name'>;
    by: string | null;
    title: string;
    at: Date;
    /** By default '{questionnaire} for {entity}'. */
    description?: string;
  },
): Promise<void> {
  const { record, company } = entry;
  return activity.add({
    firmId: record.firmId,
    typeId: ACTIVITY_TYPE_QUESTIONNAIRE,
    title: entry.title,
    description: entry.description ?? `${record.name} for ${company.name}`,
    userId: entry.by,
    ip: null,
    userAgent: null,
    at: entry.at,
    companyId: company.id,
    questionnaireId: record.id,
  });
}
