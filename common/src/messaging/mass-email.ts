// Mass email (spec 3 §2 "Mass Email dialog", §5, §7): a subject and a body to selected clients,
// with a test send to oneself first; newlines in the body become line breaks.
import { array, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';

/** The most clients one mass email goes to (a larger list is split by the sender). */
export const MAX_MASS_EMAIL_RECIPIENTS = 1000;

export const MASS_EMAIL_MESSAGES = {
  subjectRequired: 'Please enter a subject',
  bodyRequired: 'Please enter a message',
  noRecipients: 'Please select at least one recipient',
  tooManyRecipients: `A mass email can go to at most ${MAX_MASS_EMAIL_RECIPIENTS} clients`,
  /** Spec 3 §8, as written. */
  testSent: 'Test email was sent your email address.',
  queued: 'Mass emails have been successfully queued. They should be sent shortly.',
  noOwnEmail: 'Your account has no email address to send a test to',
} as const;

const content = {
  subject: string()
    .trim()
    .required(MASS_EMAIL_MESSAGES.subjectRequired)
    .max(200, 'A subject can have at most 200 characters'),
  body: multiline(
    string()
      .trim()
      .required(MASS_EMAIL_MESSAGES.bodyRequired)
      .max(20_000, 'A message can have at most 20,000 characters'),
  ),
};

export const testMassEmailSchema = object(content);
export type TestMassEmailInput = InferType<typeof testMassEmailSchema>;

export const massEmailSchema = object({
  ...content,
  clientIds: array(recordId('clientIds').required())
    .required(MASS_EMAIL_MESSAGES.noRecipients)
    .min(1, MASS_EMAIL_MESSAGES.noRecipients)
    .max(MAX_MASS_EMAIL_RECIPIENTS, MASS_EMAIL_MESSAGES.tooManyRecipients),
});
export type MassEmailInput = InferType<typeof massEmailSchema>;

export interface MassEmailQueuedDto {
  id: string;
  /** The clients it will go to (those without a real email address or inactive are skipped). */
  recipients: number;
  message: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The body as mail HTML: its text escaped, each newline a line break (spec 3 §5). */
export const massEmailHtml = (body: string) =>
  body.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, '<br>\n');
