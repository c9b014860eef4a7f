// Reminders (spec 2 §3 reminder_* fields, §7 "Send reminders", "Save reminders without sending",
// "Toggle reminders (bulk)", §8): what the send-reminders dialog and the API take, the firm's
// default wording (its tags filled in for each questionnaire), and the toasts.
import { boolean, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { countNoun } from '../format/count-noun';
import { questionnaireIds } from './questionnaire-ids';
import { fillTemplateTags, TEMPLATE_TAGS } from './template-tags';

export const REMINDER_MESSAGES = {
  sent: 'Reminders sent successfully',
  updated: 'Reminder updated',
  failed: 'Reminder update failed',
  noneSent: 'No reminders were sent',
  subject: 'Please enter an email subject',
  emailMessage: 'Please enter an email message',
  disabled: 'Say whether reminders are off: reminders_disabled is true or false',
} as const;

export const REMINDER_TEXT_LIMITS = {
  reminder_email_subject: 200,
  reminder_email_message: 5000,
  reminder_in_app_message: 500,
  reminder_sms_message: 300,
} as const;
export type ReminderTextField = keyof typeof REMINDER_TEXT_LIMITS;
export const REMINDER_TEXT_FIELDS = Object.keys(REMINDER_TEXT_LIMITS) as ReminderTextField[];

/** A questionnaire's reminder texts, by the spec's names: null is the firm's default wording. */
export type ReminderTexts = Record<ReminderTextField, string | null>;
export const DEFAULT_WORDING: ReminderTexts = {
  reminder_email_subject: null,
  reminder_email_message: null,
  reminder_in_app_message: null,
  reminder_sms_message: null,
};

/** The template tags, and the questionnaire's name: a reminder's texts may hold any of them. */
export const REMINDER_TAGS = [...TEMPLATE_TAGS, 'questionnaire_name'] as const;
export type ReminderTag = (typeof REMINDER_TAGS)[number];

export const DEFAULT_REMINDER_TEXTS: Record<ReminderTextField, string> = {
  reminder_email_subject: 'Reminder: {{questionnaire_name}} from {{firm_name}}',
  reminder_email_message:
    'Hello {{client_fname}},\n\nThis is a friendly reminder that {{firm_name}} is still waiting for “{{questionnaire_name}}” for {{company_name}} (tax year {{tax_year}}). Your answers save as you go, so you can pick up where you left off.',
  reminder_in_app_message: 'Please finish “{{questionnaire_name}}” for {{company_name}}.',
  reminder_sms_message: '{{firm_name}}: a reminder to finish “{{questionnaire_name}}”.',
};

/** Each text as a reminder says it: the questionnaire's own or the default, its tags filled in. */
export function reminderWording(
  texts: ReminderTexts,
  values: Partial<Record<ReminderTag, string>>,
): Record<ReminderTextField, string> {
  const wording = (field: ReminderTextField) =>
    fillTemplateTags(texts[field] ?? DEFAULT_REMINDER_TEXTS[field], values);
  return {
    reminder_email_subject: wording('reminder_email_subject'),
    reminder_email_message: wording('reminder_email_message'),
    reminder_in_app_message: wording('reminder_in_app_message'),
    reminder_sms_message: wording('reminder_sms_message'),
  };
}

/** A reminder's wording: the subject is one line, the messages may run to paragraphs. */
const text = (field: ReminderTextField, label: string) => {
  const schema = string()
    .trim()
    .max(
      REMINDER_TEXT_LIMITS[field],
      `${label} can be at most ${REMINDER_TEXT_LIMITS[field].toLocaleString('en-US')} characters`,
    )
    .nullable()
    .default(null);
  return field === 'reminder_email_subject' ? schema : multiline(schema);
};
const whenCustomized = (message: string) => ({
  is: true,
  then: (s: ReturnType<typeof text>) => s.required(message),
});

/**
 * Send reminders and save them without sending (spec 2 §7): with `customize`, the texts given
 * (subject and email message required; an empty in-app or SMS message is the default wording);
 * without it, the firm's default wording.
 */
export const remindersSchema = object({
  questionnaire_ids: questionnaireIds(),
  customize: boolean().default(false),
  reminder_email_subject: text('reminder_email_subject', 'The subject').when(
    'customize',
    whenCustomized(REMINDER_MESSAGES.subject),
  ),
  reminder_email_message: text('reminder_email_message', 'The email message').when(
    'customize',
    whenCustomized(REMINDER_MESSAGES.emailMessage),
  ),
  reminder_in_app_message: text('reminder_in_app_message', 'The in-app message'),
  reminder_sms_message: text('reminder_sms_message', 'The SMS message'),
});
export type RemindersInput = InferType<typeof remindersSchema>;

/** The texts a questionnaire keeps from a send or save: null for each default. */
export const savedTexts = (input: RemindersInput): ReminderTexts =>
  Object.fromEntries(
    REMINDER_TEXT_FIELDS.map((field) => [field, (input.customize && input[field]) || null]),
  ) as ReminderTexts;

/** Toggle reminders (bulk): reminders on or off for each questionnaire that is not locked. */
export const toggleRemindersSchema = object({
  questionnaire_ids: questionnaireIds(),
  reminders_disabled: boolean().required(REMINDER_MESSAGES.disabled),
});
export type ToggleRemindersInput = InferType<typeof toggleRemindersSchema>;

/** A questionnaire's reminders as its lists show them (for the row menu and the overview). */
export interface QuestionnaireRemindersDto extends ReminderTexts {
  reminders_disabled: boolean;
  /** ISO instants, or null. */
  last_followed_up: string | null;
  earliest_remind_date: string | null;
}

export interface RemindersSentDto {
  message: string;
  sent: number;
  /** Locked, completed, draft or reminders off: nothing sent to them. */
  skipped: number;
}

export interface RemindersUpdatedDto {
  message: string;
  updated: number;
  /** Locked ones: bulk reminder changes leave them alone (spec 2 §5 "Other"). */
  skipped: number;
}

export const remindersSentMessage = (sent: number) =>
  sent > 0 ? REMINDER_MESSAGES.sent : REMINDER_MESSAGES.noneSent;

/** What the dialog adds when some questionnaires were left alone. */
export function remindersSkippedNote(skipped: number, action: 'send' | 'change'): string {
  const why = action === 'send' ? 'locked, completed, draft or reminders off' : 'locked';
  return `${countNoun(skipped, 'questionnaire')} skipped (${why})`;
}
