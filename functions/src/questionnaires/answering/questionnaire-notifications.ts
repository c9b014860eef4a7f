// What a client's work on a questionnaire tells the entity's subscribers (spec 3 §2
// "Notifications", issue 16 §8): a submission (questionnaire notifications, type 3) and a signed
// letter (questionnaire signatures, type 5). Both lead to the questionnaire, with its entity's id
// and its own: staff to its preview, clients to their page.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import type { EntityNotification } from '../../notifications/notifications.module';
import type { QuestionnaireRecord } from '../questionnaire-record';

function questionnaireNotification(
  record: QuestionnaireRecord,
  actorId: string,
  typeId: number,
  done: string,
): EntityNotification {
  const c = encodeURIComponent(record.companyId);
  const q = encodeURIComponent(record.id);
  return {
    firmId: record.firmId,
    companyId: record.companyId,
    typeId,
    actorId,
    say: (to, { entity, actorName }) => ({
      text: `${actorName || 'A client'} ${done} ${record.name}`,
      link: to.isStaff
        ? `/preview/${c}/questionnaire/${q}`
        : `/questionnaire/${encodeURIComponent(entity.hashId)}?questionnaireId=${q}&companyId=${c}`,
    }),
  };
}

export const submittedNotification = (record: QuestionnaireRecord, actorId: string) =>
  questionnaireNotification(record, actorId, NOTIFICATION_TYPE.questionnaires, 'submitted');

export const signedNotification = (record: QuestionnaireRecord, actorId: string) =>
  questionnaireNotification(record, actorId, NOTIFICATION_TYPE.signatures, 'signed the letter of');
