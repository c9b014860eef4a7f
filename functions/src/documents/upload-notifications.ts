// What an upload tells the entity's subscribers (spec 3 §2 "Notifications", issue 16 §8): who put
// how many documents where. Files for a questionnaire's question are "questionnaire documents"
// (type 7) and lead to the questionnaire; the rest are "documents" (type 2) and lead to the folder.
// Clients never hear of files put in a STAFF ONLY folder.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { adminDocumentsLink } from '@portico/common/notifications/notifications';
import { folderName, isStaffOnlyFolder, ROOT_FOLDER } from '@portico/common/documents/vault';
import type { EntityNotification } from '../notifications/notifications.module';

interface Upload {
  firmId: string;
  companyId: string;
  uploadedBy: string;
  count: number;
  folder: string;
  questionnaireId: string | null;
}

const documents = (count: number) => (count === 1 ? '1 document' : `${count} documents`);

export function uploadNotification(upload: Upload): EntityNotification {
  const { companyId, questionnaireId, folder } = upload;
  return {
    firmId: upload.firmId,
    companyId,
    typeId: questionnaireId
      ? NOTIFICATION_TYPE.questionnaireDocuments
      : NOTIFICATION_TYPE.documents,
    actorId: upload.uploadedBy,
    staffOnly: isStaffOnlyFolder(folder),
    say(to, { entity, actorName }) {
      const where = questionnaireId
        ? 'a questionnaire'
        : folder === ROOT_FOLDER
          ? 'Documents'
          : folderName(folder);
      const text = `${actorName || 'Someone'} uploaded ${documents(upload.count)} to ${where}`;
      const hash = encodeURIComponent(entity.hashId);
      if (questionnaireId) {
        const q = encodeURIComponent(questionnaireId);
        const c = encodeURIComponent(companyId);
        return {
          text,
          link: to.isStaff
            ? `/preview/${c}/questionnaire/${q}`
            : `/questionnaire/${hash}?questionnaireId=${q}&companyId=${c}`,
        };
      }
      return {
        text,
        link: to.isStaff
          ? adminDocumentsLink(entity.hashId, folder)
          : `/documents/${hash}?path=${encodeURIComponent(folder)}`,
      };
    },
  };
}
