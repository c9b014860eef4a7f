// Send questionnaire template (spec 2 §5 "Send template", §7 "Send template", §9): what the dialog
// and the API take, in the spec's field names and messages, and the rules both check.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isCalendarDate } from '../format/calendar-date';
import { recordId } from '../input/record-id';
import { SEND_FREQUENCIES, type SendFrequency } from './entity-questionnaires';
import { SECTION_TYPES, type SectionType } from './questionnaire-model';
import { questionnaireIds } from './questionnaire-ids';

export const SEND_MESSAGES = {
  template: 'Please select a template',
  taxYear: 'Please select a tax year',
  company: 'Please select a company',
  dueDate: 'Please select a valid due date',
  frequency: 'Please select a frequency',
  sendDate: 'Please select a send date',
  depositAmount: 'Please enter a deposit amount',
  cardPayments: 'Connect a card payment account in Firm Settings to request deposits',
  dueInPast: 'Please select a valid due date',
  sendDateInPast: 'The send date cannot be in the past',
  drafts: 'Successfully saved Questionnaire draft(s)',
} as const;

/** Due-date shortcuts (spec 2 §9): 7 days, 2 weeks, 1 month. */
export const DUE_DATE_SHORTCUTS = [
  { label: '7 days', days: 7 },
  { label: '2 weeks', days: 14 },
  { label: '1 month', days: 30 },
] as const;
export const DEFAULT_DAYS_UNTIL_DUE = 14;
/** At this many entities (or any bulk send) the dialog asks before sending (spec 2 §9). */
export const BULK_CONFIRMATION_AT = 10;
export const MAX_SEND_COMPANIES = 1000;
/** A send to this many entities (the ones the dialog confirms) goes out in the background. */
export const BACKGROUND_SEND_AT = BULK_CONFIRMATION_AT;
/** Bulk entity types reach at most this many entities in one send. */
export const MAX_BULK_TYPE_COMPANIES = 5000;
export const MAX_DEPOSIT = 100_000;

export const calendarDate = (message: string) =>
  string()
    .max(10, message)
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message, excludeEmptyString: true })
    .test('real-date', 'Invalid date', (v) => !v || isCalendarDate(v));

/** The entities a send goes to, and its tax year: every send asks for both. */
export const companyIds = () =>
  array(recordId('company_ids').required())
    .max(MAX_SEND_COMPANIES, `At most ${MAX_SEND_COMPANIES} entities can be sent to at once`)
    .min(1, SEND_MESSAGES.company)
    .required(SEND_MESSAGES.company);
export const taxYear = () =>
  number()
    .typeError(SEND_MESSAGES.taxYear)
    .integer(SEND_MESSAGES.taxYear)
    .min(2000, SEND_MESSAGES.taxYear)
    .max(2100, SEND_MESSAGES.taxYear)
    .required(SEND_MESSAGES.taxYear);

/** Custom questionnaire (spec 2 §5 "Custom questionnaire", §7 send_open_items). */
export const CUSTOM_MESSAGES = {
  subject: 'Please enter a subject',
  items: 'Add at least one item',
  itemText: 'Please enter the item',
  sent: 'Open item sent',
} as const;
export const MAX_CUSTOM_ITEMS = 100;

/** One item to ask for: a document to upload, or a question to answer in words. */
const itemToCreate = () =>
  object({
    text: string()
      .trim()
      .max(1000, 'An item can be at most 1,000 characters')
      .required(CUSTOM_MESSAGES.itemText),
    question_type: mixed<'text' | 'upload'>()
      .oneOf(['text', 'upload'], 'question_type is text or upload')
      .default('text'),
  });

export const sendTemplateSchema = object({
  questionnaire_template_id: recordId('questionnaire_template_id').required(SEND_MESSAGES.template),
  /** The entities, or (bulk) every active entity of `company_types` the sender sees. */
  company_ids: array(recordId('company_ids').required())
    .max(MAX_SEND_COMPANIES, `At most ${MAX_SEND_COMPANIES} entities can be sent to at once`)
    .default([])
    .when('company_types', {
      is: (types: string[] | undefined) => !types?.length,
      then: (s) => s.min(1, SEND_MESSAGES.company),
    }),
  company_types: array(string().trim().max(100).required())
    .max(50, 'At most 50 entity types')
    .default([]),
  tax_year: taxYear(),
  /** Sent now (once) or later, maybe again (spec: first_scheduled_date and frequency). */
  scheduled: boolean().default(false),
  due_date: calendarDate(SEND_MESSAGES.dueDate)
    .nullable()
    .default(null)
    .when('scheduled', {
      is: false,
      then: (s) => s.required(SEND_MESSAGES.dueDate),
    }),
  first_scheduled_date: calendarDate(SEND_MESSAGES.sendDate)
    .nullable()
    .default(null)
    .when('scheduled', { is: true, then: (s) => s.required(SEND_MESSAGES.sendDate) }),
  frequency: mixed<SendFrequency>()
    .oneOf([...SEND_FREQUENCIES], SEND_MESSAGES.frequency)
    .nullable()
    .default(null)
    .when('scheduled', { is: true, then: (s) => s.required(SEND_MESSAGES.frequency) }),
  days_until_due: number()
    .typeError('Days until due must be a number')
    .integer('Days until due must be a whole number')
    .min(0, 'Days until due cannot be negative')
    .max(365, 'Days until due can be at most 365')
    .default(DEFAULT_DAYS_UNTIL_DUE),
  deposit_required: boolean().default(false),
  deposit_amount: number()
    .typeError(SEND_MESSAGES.depositAmount)
    .positive(SEND_MESSAGES.depositAmount)
    .max(MAX_DEPOSIT, `A deposit can be at most $${MAX_DEPOSIT.toLocaleString('en-US')}`)
    .nullable()
    .default(null)
    .when('deposit_required', {
      is: true,
      then: (s) => s.required(SEND_MESSAGES.depositAmount),
    }),
  update_profile_section: boolean().default(false),
  /** Ask again for what each entity provided the year before (its rollover items). */
  include_prior_year_items: boolean().default(false),
  /** Every owner signs each engagement letter, whatever the firm's one-signature preference. */
  all_owner_signature_required: boolean().default(false),
  /** Questions added to this send only: to a questions section of the template, or else to an
   * 'Additional Items' section before the review (spec 2 §7 questions_to_create). */
  questions_to_create: array(
    itemToCreate().shape({ section_id: recordId('section_id').nullable().default(null) }),
  )
    .max(MAX_CUSTOM_ITEMS, `At most ${MAX_CUSTOM_ITEMS} additional questions`)
    .default([]),
  is_draft: boolean().default(false),
});
export type SendTemplateInput = InferType<typeof sendTemplateSchema>;
/** A question added to one send (stored with a scheduled or queued send until it goes). */
export type AddedQuestion = SendTemplateInput['questions_to_create'][number];

export interface SendTemplateResultDto {
  /** What the dialog's toast says. */
  message: string;
  questionnaire_ids: string[];
  scheduled_ids: string[];
  /** How many entities are being sent to in the background (their ids are not known yet). */
  queued: number;
}

/** The send queue's backlog (spec 2 "Polling and queues"): entities still to be sent to. */
export interface SendBacklogDto {
  backlog_count: number;
  /** How many entities the sends under way were for, so a screen can show the progress. */
  total: number;
  /** When the oldest send under way was queued (ISO); null when none is. */
  started_at: string | null;
}

export const NO_ENTITIES_OF_TYPES = 'No active entities of those types';

/** The dialog's toast and the API's message for a send of `count` entities. */
export function sendResultMessage(
  input: Pick<SendTemplateInput, 'is_draft' | 'scheduled'>,
  count: number,
) {
  const entities = count === 1 ? '1 entity' : `${count} entities`;
  if (count >= BACKGROUND_SEND_AT && !input.scheduled)
    return input.is_draft
      ? `Saving drafts for ${entities} in the background`
      : `Sending to ${entities} in the background`;
  if (input.is_draft) return SEND_MESSAGES.drafts;
  return input.scheduled
    ? `Questionnaire scheduled for ${entities}`
    : `Questionnaire sent to ${entities}`;
}

export const UPLOAD_PREFIX = 'Please upload ';

/** An upload item reads 'Please upload …' unless the firm turned the prefix off (spec 2 §5). */
export function customItemText(text: string, type: 'text' | 'upload', removePrefix: boolean) {
  const trimmed = text.trim();
  if (type !== 'upload' || removePrefix || trimmed.toLowerCase().startsWith('please upload'))
    return trimmed;
  // As the advisor typed it: a lowered first letter would break 'Brokerage statement Schwab',
  // 'Fidelity 1099-B' and every other proper noun.
  return `${UPLOAD_PREFIX}${trimmed}`;
}

/** The items a custom questionnaire or a request for more items asks for. */
export const itemsToCreate = () =>
  array(itemToCreate())
    .min(1, CUSTOM_MESSAGES.items)
    .max(MAX_CUSTOM_ITEMS, `At most ${MAX_CUSTOM_ITEMS} items`)
    .required(CUSTOM_MESSAGES.items);

export const customQuestionnaireSchema = object({
  company_ids: companyIds(),
  tax_year: taxYear(),
  /** The subject: the questionnaire's name. */
  name: string()
    .trim()
    .max(120, 'A subject can be at most 120 characters')
    .required(CUSTOM_MESSAGES.subject),
  /** Optional; today or later. */
  due_date: calendarDate(SEND_MESSAGES.dueDate).nullable().default(null),
  is_draft: boolean().default(false),
  questions_to_create: itemsToCreate(),
});
export type CustomQuestionnaireInput = InferType<typeof customQuestionnaireSchema>;

/** Request additional items on a sent questionnaire (spec 2 §5 "Request additional items"). */
export const REQUEST_MESSAGES = {
  dueDate: 'Due date must be in the future',
  sent: 'Additional items requested',
  locked: 'Unlock the questionnaire before requesting more items',
  section: 'Items can only be added to a questions section',
} as const;
export const ADDITIONAL_ITEMS_SECTION = 'Additional Items';
/** Items are added to questions and document checklist sections only. */
export const takesAddedItems = (sectionType: SectionType) =>
  sectionType === SECTION_TYPES.questionnaire || sectionType === SECTION_TYPES.document_checklist;

export const requestItemsSchema = object({
  due_date: calendarDate(REQUEST_MESSAGES.dueDate).required(REQUEST_MESSAGES.dueDate),
  /** A questions section to add them to; by default an 'Additional Items' section. */
  section_id: recordId('section_id').nullable().default(null),
  questions_to_create: itemsToCreate(),
});
export type RequestItemsInput = InferType<typeof requestItemsSchema>;

/** Lock / unlock and mark completed / not completed (spec 2 §4 "Questionnaire status", §8). */
export const STATE_MESSAGES = {
  locked: 'Questionnaire locked',
  unlocked: 'Questionnaire unlocked',
  completed: 'Questionnaire marked completed',
  notCompleted: 'Questionnaire marked not completed',
  trackingOn: 'Tracking changes enabled',
  trackingOff: 'Tracking changes disabled',
  trackingRestarted: 'Now tracking changes',
  nothing: 'Say what to change: locked, completed or track_changes',
} as const;

export const questionnaireStateSchema = object({
  locked: boolean().optional(),
  completed: boolean().optional(),
  /** Track the client's changes from now (again, when already on), or stop. */
  track_changes: boolean().optional(),
}).test(
  'something',
  STATE_MESSAGES.nothing,
  (v) => v.locked !== undefined || v.completed !== undefined || v.track_changes !== undefined,
);
export type QuestionnaireStateInput = InferType<typeof questionnaireStateSchema>;

/** The toast for a change of state. */
export function stateMessage(input: QuestionnaireStateInput, wasTracking = false): string {
  if (input.track_changes !== undefined)
    return input.track_changes
      ? wasTracking
        ? STATE_MESSAGES.trackingRestarted
        : STATE_MESSAGES.trackingOn
      : STATE_MESSAGES.trackingOff;
  if (input.locked !== undefined)
    return input.locked ? STATE_MESSAGES.locked : STATE_MESSAGES.unlocked;
  return input.completed ? STATE_MESSAGES.completed : STATE_MESSAGES.notCompleted;
}

/** Send drafts (spec 2 §4: a draft shows 'Send to user'). */
export const sendDraftsSchema = object({ questionnaire_ids: questionnaireIds() });
export type SendDraftsInput = InferType<typeof sendDraftsSchema>;

/** Lock or unlock several questionnaires (the overview's bulk action; spec 2 §7 "Lock"). */
export const lockQuestionnairesSchema = sendDraftsSchema.shape({
  locked: boolean().required('Say whether to lock or unlock'),
});
export type LockQuestionnairesInput = InferType<typeof lockQuestionnairesSchema>;
export const BULK_LOCK_MESSAGE = (locked: boolean) =>
  `Questionnaire successfully ${locked ? 'locked' : 'unlocked'}`;
export const DRAFTS_SENT = (n: number) =>
  n === 1 ? 'Questionnaire sent' : `${n} questionnaires sent`;

/** Delete a questionnaire, and restore deleted ones (spec 2 §2 "restore questionnaires", §8). */
export const DELETION_MESSAGES = {
  deleted: 'Questionnaire deleted',
  restored: 'Questionnaires restored successfully',
  restoreFailed: 'Failed to restore questionnaires',
} as const;
export const restoreQuestionnairesSchema = sendDraftsSchema;
export type RestoreQuestionnairesInput = SendDraftsInput;

/** Change the due date of several questionnaires (the overview's bulk action; spec 2 §5 "Other"). */
export const changeDueDateSchema = sendDraftsSchema.shape({
  due_date: calendarDate(SEND_MESSAGES.dueDate).required(SEND_MESSAGES.dueDate),
});
export type ChangeDueDateInput = InferType<typeof changeDueDateSchema>;

/** What a bulk change says: how many changed, and the locked ones it left as they were. */
export function dueDatesChangedMessage(changed: number, lockedSkipped: number): string {
  const done =
    changed === 1
      ? 'Due date changed for 1 questionnaire'
      : `Due date changed for ${changed} questionnaires`;
  return lockedSkipped ? `${done}; ${lockedSkipped} locked left as they were` : done;
}
