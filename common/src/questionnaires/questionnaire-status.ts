// A questionnaire's overview-list status (spec 2 §4 "Questionnaire status"): locked, then
// completed, then opened, else ready to start. The spec's in_progress branch cannot be reached.
export const QUESTIONNAIRE_STATUSES = ['locked', 'completed', 'opened', 'ready_to_start'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

export const QUESTIONNAIRE_STATUS_LABELS: Record<QuestionnaireStatus, string> = {
  locked: 'Locked',
  completed: 'Completed',
  opened: 'Opened',
  ready_to_start: 'Ready to start',
};

export function questionnaireStatus(q: {
  locked: boolean;
  completed: boolean;
  opened: boolean;
}): QuestionnaireStatus {
  if (q.locked) return 'locked';
  if (q.completed) return 'completed';
  if (q.opened) return 'opened';
  return 'ready_to_start';
}
