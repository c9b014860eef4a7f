// What the editor calls each kind of section and question, and which take which fields.
import type { QuestionType, SectionKey } from '@portico/common/questionnaires/questionnaire-model';

export const SECTION_KINDS: { key: SectionKey; label: string; hint: string }[] = [
  { key: 'questionnaire', label: 'Questions', hint: 'Questions the client answers.' },
  { key: 'document_checklist', label: 'Document checklist', hint: 'Documents to upload.' },
  { key: 'custom', label: 'Information page', hint: 'Text the client reads.' },
  {
    key: 'agreement_signature',
    label: 'Engagement letter',
    hint: 'A letter every owner signs.',
  },
  { key: 'payment_request', label: 'Deposit payment', hint: 'The deposit set when sending.' },
  { key: 'pdf_review', label: 'Document review', hint: 'A document the client looks over.' },
  { key: 'download_document', label: 'Documents to download', hint: 'Forms the client saves.' },
  { key: 'pdf_signature', label: 'Document signature', hint: 'A document the client signs.' },
  { key: 'delivery', label: 'Tax return delivery', hint: 'Where the return arrives later.' },
  { key: 'review_and_submit', label: 'Review and submit', hint: 'The last step.' },
];

export const sectionKindLabel = (key: SectionKey) =>
  SECTION_KINDS.find((k) => k.key === key)?.label ?? key;

/** Sections that hold questions, and those whose body is the firm's own text (HTML). */
export const TAKES_QUESTIONS: SectionKey[] = ['questionnaire', 'document_checklist'];
export const TAKES_TEXT: SectionKey[] = ['custom', 'agreement_signature'];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  boolean: 'Yes / No',
  select: 'Single choice',
  multiple: 'Multiple choice',
  text: 'Short text',
  textarea: 'Long text',
  date: 'Date',
  upload: 'Document upload',
  entries: 'List of entries',
  password: 'Password',
};
