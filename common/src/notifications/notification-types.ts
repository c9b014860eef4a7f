// The in-app notification types (spec 3 §10 notification type ids), by name: every area that makes
// a notification, the subscription settings and the list's type filter use these, never a bare
// number.
export const NOTIFICATION_TYPE = {
  /** Messages and other news of the portal (conversation exports among them). */
  information: 1,
  documents: 2,
  questionnaires: 3,
  /** The owner receives the questionnaires sent to the entity (a subscription, not a notice). */
  receivesQuestionnaires: 4,
  /** Signatures on questionnaire letters. */
  signatures: 5,
  /** Documents uploaded to a questionnaire's questions. */
  questionnaireDocuments: 7,
} as const;

export type NotificationTypeId = (typeof NOTIFICATION_TYPE)[keyof typeof NOTIFICATION_TYPE];

/** Every type, with the label the settings and the filter show. */
export const NOTIFICATION_TYPES: readonly { id: NotificationTypeId; label: string }[] = [
  { id: NOTIFICATION_TYPE.information, label: 'Information' },
  { id: NOTIFICATION_TYPE.documents, label: 'Documents' },
  { id: NOTIFICATION_TYPE.questionnaires, label: 'Questionnaires' },
  { id: NOTIFICATION_TYPE.receivesQuestionnaires, label: 'Receives questionnaires' },
  { id: NOTIFICATION_TYPE.signatures, label: 'Signs questionnaire signatures' },
  { id: NOTIFICATION_TYPE.questionnaireDocuments, label: 'Questionnaire documents' },
];
export const NOTIFICATION_TYPE_IDS: number[] = NOTIFICATION_TYPES.map((t) => t.id);
