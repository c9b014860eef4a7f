// How a questionnaire's owners are told of it, whatever the news (sent, more items, a reminder):
// its link and the people area's mail (a mail to each active owner and a text to those who
// prefer SMS, queued in the caller's transaction); and the activity log's line about it.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import { type ActivityEntry, type ActivityRepo } from '../activity/activity.module';
import type { EntityRecord } from '../people/people.module';
import type { QuestionnaireRecord } from './questionnaire-record';

// Owners are told as any user is (people's user-mail.ts).
export {
  tellUsers as tellOwners,
  type Outbox,
  type UserMail as OwnerMail,
} from '../people/people.module';

/** The client page of the questionnaire, as links in mail and texts open it. */
export const questionnaireLink = (
  portalUrl: string,
  entity: Pick<EntityRecord, 'hashId'>,
  record: Pick<QuestionnaireRecord, 'id'>,
) =>
  `${portalUrl}/questionnaire/${encodeURIComponent(entity.hashId)}?questionnaireId=${encodeURIComponent(record.id)}`;

/** What the activity log's line about one questionnaire says (type 3). */
interface QuestionnaireLine {
  record: Pick<QuestionnaireRecord, 'id' | 'firmId' | 'name'>;
  entity: Pick<EntityRecord, 'id' | 'name'>;
  by: string | null;
  title: string;
  at: Date;
  /** By default '{questionnaire} for {entity}'. */
  description?: string;
}

/** The activity log's line about one questionnaire, to add or to plan in a transaction. */
export function questionnaireLine(entry: QuestionnaireLine): ActivityEntry {
  const { record, entity } = entry;
  return {
    firmId: record.firmId,
    typeId: ACTIVITY_TYPE.questionnaire,
    title: entry.title,
    description: entry.description ?? `${record.name} for ${entity.name}`,
    userId: entry.by,
    ip: null,
    userAgent: null,
    at: entry.at,
    companyId: entity.id,
    questionnaireId: record.id,
  };
}

/** Adds the activity log's line about one questionnaire (type 3). */
export const logQuestionnaire = (activity: ActivityRepo, entry: QuestionnaireLine): Promise<void> =>
  activity.add(questionnaireLine(entry));
