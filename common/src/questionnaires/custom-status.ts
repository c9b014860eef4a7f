// A questionnaire's custom status (spec 2 §3 "Custom status", §4 "Questionnaire status", §7
// "Custom status" and "Status-change notification"): staff set one of the firm's statuses (or
// none) when the firm uses them, and may then tell the owners in a mail and a text they edit
// first. Staff see the status's firm-user wording; clients its client wording and instruction.
import { object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { questionnaireIds } from './questionnaire-ids';

export const CUSTOM_STATUS_MESSAGES = {
  set: 'Custom status updated',
  cleared: 'Custom status removed',
  notified: 'Notifications successfully updated',
  loadFailed:
    'Could not load custom status information. Please make sure the email template is filled out correctly.',
  unknown: 'That custom status no longer exists. Choose another one.',
  off: 'Custom statuses are turned off for this firm. A partner can turn them on in Firm Settings.',
  subject: 'Please enter a subject',
  message: 'Please enter a message',
} as const;

/** POST /questionnaires/:id/custom_status: one of the firm's statuses, or null for No Status. */
export const setCustomStatusSchema = object({
  firm_custom_status_id: recordId('firm_custom_status_id').nullable().defined(),
});
export type SetCustomStatusInput = InferType<typeof setCustomStatusSchema>;

export const STATUS_NOTICE_LIMITS = { subject: 200, message: 5000, sms: 320 } as const;

/** POST /questionnaires/notify_status_change: what the owners are told (edited by staff). */
export const notifyStatusChangeSchema = object({
  questionnaire_ids: questionnaireIds(),
  custom_email_subject: string()
    .trim()
    .required(CUSTOM_STATUS_MESSAGES.subject)
    .max(
      STATUS_NOTICE_LIMITS.subject,
      `The subject can be at most ${STATUS_NOTICE_LIMITS.subject} characters`,
    ),
  custom_email_message: multiline(
    string()
      .trim()
      .required(CUSTOM_STATUS_MESSAGES.message)
      .max(
        STATUS_NOTICE_LIMITS.message,
        `The message can be at most ${STATUS_NOTICE_LIMITS.message} characters`,
      ),
  ),
  custom_sms_message: multiline(
    string()
      .trim()
      .max(
        STATUS_NOTICE_LIMITS.sms,
        `The text message can be at most ${STATUS_NOTICE_LIMITS.sms} characters`,
      )
      .default(''),
  ),
});
export type NotifyStatusChangeInput = InferType<typeof notifyStatusChangeSchema>;

/** GET /questionnaires/:id/status_notice: the notice the Notify Status Change dialog starts from. */
export interface StatusNoticeDto {
  custom_email_subject: string;
  custom_email_message: string;
  custom_sms_message: string;
}

/** What the owners are told, from the status's client wording (a link is added when sent). */
export function defaultStatusNotice(facts: {
  questionnaire: string;
  taxYear: number;
  entity: string;
  firm: string;
  status: { client_display_status: string; client_instruction: string };
}): StatusNoticeDto {
  const { status } = facts;
  const instruction = status.client_instruction ? `\n\n${status.client_instruction}` : '';
  return {
    custom_email_subject: `${facts.questionnaire}: ${status.client_display_status}`,
    custom_email_message: `The status of your ${facts.taxYear} ${facts.questionnaire} for ${facts.entity} is now “${status.client_display_status}”.${instruction}\n\n${facts.firm}`,
    custom_sms_message: `${facts.firm}: your ${facts.questionnaire} is now “${status.client_display_status}”.`,
  };
}

export interface SetCustomStatusDto {
  message: string;
  custom_status_id: string | null;
}

export interface StatusNotifiedDto {
  message: string;
  /** How many owners were told, over all the questionnaires. */
  notified: number;
}

/** The status as a client reads it on their questionnaire. */
export interface ClientStatusDto {
  label: string;
  instruction: string;
}
