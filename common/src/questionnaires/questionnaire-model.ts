// The questionnaire as the client page and the API exchange it (spec 2 §3): sections, questions,
// answers and their reserved markers, in the spec's field names.
import type { DocumentDto } from '../documents/uploads';
import type { QuestionnaireStatus } from './questionnaire-status';

export const QUESTION_TYPES = [
  'boolean',
  'select',
  'upload',
  'multiple',
  'entries',
  'password',
  'date',
  'text',
  'textarea',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * Section types by number (spec 2 §2). The spec's notes disagree on 8 and 9; here 8 is
 * download_document and 9 pdf_signature (docs/decisions/questionnaires.md).
 */
export const SECTION_TYPES = {
  custom: 0,
  agreement_signature: 2,
  questionnaire: 3,
  review_and_submit: 4,
  pdf_review: 6,
  payment_request: 7,
  download_document: 8,
  pdf_signature: 9,
  document_checklist: 10,
  delivery: 11,
} as const;
export type SectionKey = keyof typeof SECTION_TYPES;
export type SectionType = (typeof SECTION_TYPES)[SectionKey];

/** Reserved answers (spec 2 §3): they answer a question without a value of its type. */
export const NOT_APPLICABLE = 'Not Applicable';
export const PROVIDED_ELSEWHERE = 'Provided Elsewhere';
export const MARKED_COMPLETED = 'completed';
export const ANSWER_MARKERS = [NOT_APPLICABLE, PROVIDED_ELSEWHERE, MARKED_COMPLETED] as const;

/** Several answers of a multiple-choice question (and several document paths) in one string. */
export const ANSWER_SEPARATOR = '&!&';

export const BOOLEAN_OPTIONS = ['Yes', 'No'] as const;

/** Deposit statuses (spec 2 §4 "Deposit"). */
export const DEPOSIT_STATUSES = ['paid', 'marked_paid', 'payment_pending', 'pending', 'unpaid'];
export type DepositStatus = 'paid' | 'marked_paid' | 'payment_pending' | 'pending' | 'unpaid';

/** One field of an entries question: each entry holds a value for every field. */
export interface EntryFieldDto {
  id: string;
  text: string;
  question_type: 'text' | 'date' | 'select' | 'boolean';
  options: string[];
}

export interface EntryDto {
  id: string;
  values: Record<string, string>;
}

export interface QuestionNoteDto {
  id: string;
  /** 'Author: body' (spec 2 §3 "Note"). */
  text: string;
  from_firm_user: boolean;
  created_at: string;
  /** The viewer wrote it, so may remove it. */
  mine: boolean;
}

/** A question as its template wrote it (spec 2 §3 "Question"); its answer lives beside it. */
export interface QuestionDefinition {
  id: string;
  text: string;
  question_type: QuestionType;
  options: string[];
  optional: boolean;
  order: number;
  /** The longest answer a text question takes; null for no limit. */
  number_of_characters: number | null;
  disable_answer_later: boolean;
  disable_not_applicable: boolean;
  /** A follow-up names the question it follows; null for a top-level question. */
  follow_up_question_id: string | null;
  /** The answer of that question that shows this follow-up. */
  trigger_for_follow_up_question: string | null;
  prior_year_value: string | null;
  uploaded_last_year: boolean;
  /** Entries questions: the fields each entry holds. */
  entry_fields: EntryFieldDto[];
}

export interface QuestionDto extends QuestionDefinition {
  section_id: string;
  answer: string;
  /** An answer-later (or upload-later) date, YYYY-MM-DD. */
  answer_by: string | null;
  entries: EntryDto[];
  notes: QuestionNoteDto[];
  /** Upload questions: the documents that answer it. */
  documents: DocumentDto[];
}

export interface SignatureDto {
  id: string;
  section_id: string;
  user_id: string;
  user_name: string;
  /** The typed signature; empty while unsigned. */
  signature: string;
  signed_at: string | null;
  not_needed: boolean;
}

/** A section as its template wrote it (spec 2 §3 "Section"), questions aside. */
export interface SectionDefinition {
  id: string;
  name: string;
  section_key: SectionKey;
  section_type: SectionType;
  instruction: string;
  description: string;
  optional: boolean;
  trigger_question_id: string | null;
  trigger_answer: string | null;
  /** Sanitised HTML of a custom section or an engagement letter. */
  custom_element: string;
}

export interface SectionDto extends SectionDefinition {
  marked_completed: boolean;
  questions: QuestionDto[];
  engagement_signatures: SignatureDto[];
}

/** The firm preferences the page obeys (spec 2 §3 "Preferences relevant here"). */
export interface QuestionnairePagePreferences {
  first_section_required: boolean;
  disable_provided_elsewhere: boolean;
  communication_disabled: boolean;
  require_one_signature_per_section: boolean;
  hide_signature_print_option: boolean;
}

/** What every view of a questionnaire says of it first. */
export interface QuestionnaireHeadDto {
  id: string;
  name: string;
  tax_year: number;
  /** YYYY-MM-DD, or null when none was set. */
  due_date: string | null;
  status: QuestionnaireStatus;
  locked: boolean;
  completed: boolean;
  /** When the client submitted it (ISO), or null. */
  submitted_at: string | null;
  /** The firm's custom status set on it (firm catalogue custom_statuses), or null. */
  custom_status_id: string | null;
  /** ISO: since when the client's changes are tracked, or null when they are not. */
  track_changes_since: string | null;
}

/** What an answer call answers: the question's answer as stored. */
export interface SavedAnswerDto {
  question_id: string;
  answer: string;
  answer_by: string | null;
  entries: EntryDto[];
}

/** A section as the dashboard card and the lists show it. */
export interface SectionSummaryDto {
  id: string;
  name: string;
  status: SectionStatus;
}

export type QuestionStatus = 'completed' | 'pending' | 'incomplete' | 'error';
export type SectionStatus = QuestionStatus;
