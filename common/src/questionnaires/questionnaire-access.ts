// Why a questionnaire cannot be answered by its viewer (spec 2 §4, §6: locked or completed
// questionnaires, read-only users and companies), in the words both the page and the API use.

export const READONLY_ACCOUNT =
  'This account is read-only. If you need to upload documents or answer questionnaires, please send us an email.';
export const READONLY_ENTITY =
  'This entity is read-only. If you need to upload documents or answer questionnaires, please send us an email.';
export const QUESTIONNAIRE_LOCKED =
  'This questionnaire is locked. Send your firm a message if something needs to change.';
export const QUESTIONNAIRE_SUBMITTED =
  'This questionnaire has been submitted. Send your firm a message if something needs to change.';

export interface AnsweringState {
  viewerReadonly: boolean;
  companyReadonly: boolean;
  /** Staff answer for a client; a client's company read-only flag binds only the client. */
  viewerIsStaff: boolean;
  locked: boolean;
  completed: boolean;
}

/** The reason nothing can be changed, or null when the viewer may answer. */
export function answeringBlockedBecause(s: AnsweringState): string | null {
  if (s.viewerReadonly) return READONLY_ACCOUNT;
  if (s.companyReadonly && !s.viewerIsStaff) return READONLY_ENTITY;
  if (s.locked) return QUESTIONNAIRE_LOCKED;
  if (s.completed) return QUESTIONNAIRE_SUBMITTED;
  return null;
}
