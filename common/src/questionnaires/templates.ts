// Questionnaire templates (spec 2 §3 "Template": id, name, sections): what the library and the
// editor exchange with the API, the starter catalogue's names, the template tags replaced at send,
// and the rules a template's content keeps.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';
import {
  QUESTION_TYPES,
  SECTION_TYPES,
  type QuestionDefinition,
  type SectionDefinition,
  type SectionKey,
} from './questionnaire-model';

export interface TemplateSectionDto extends SectionDefinition {
  questions: QuestionDefinition[];
}

/** A row of the library: what it holds, not the content itself. */
export interface TemplateSummaryDto {
  id: string;
  name: string;
  section_count: number;
  question_count: number;
  /** ISO time of the last change. */
  updated_at: string;
}

export interface TemplateDto extends TemplateSummaryDto {
  /** The public sign-up link's id (/template/{hash_id}). */
  hash_id: string;
  sections: TemplateSectionDto[];
  /** Bumped by every save: a save names the version it edited (409 when another came first). */
  version: number;
}

/** The starter catalogue every firm can start a template from (written for Portico). */
export const STARTER_TEMPLATES = [
  {
    key: 'individual_1040',
    name: 'Individual 1040 Organizer',
    description: 'Income, deductions, dependents and documents for a personal return.',
  },
  {
    key: 'business',
    name: 'Business Organizer',
    description: 'Company details, payroll and year-end documents for a business return.',
  },
  {
    key: 'engagement_letter',
    name: 'Engagement Letter',
    description: 'A letter of engagement for the owners to sign.',
  },
] as const;
export type StarterTemplateKey = (typeof STARTER_TEMPLATES)[number]['key'];
const STARTER_KEYS = STARTER_TEMPLATES.map((s) => s.key);

/** Limits (docs/decisions/questionnaires.md). */
export const TEMPLATE_LIMITS = {
  name: 120,
  sections: 40,
  questions: 600,
  questionText: 1000,
  sectionText: 2000,
  customElement: 50_000,
  options: 50,
  option: 200,
  numberOfCharacters: 20_000,
  entryFields: 20,
} as const;

export const NAME_REQUIRED = 'Please enter a template name';
export const VERSION_CONFLICT =
  'This template was changed in another window. Reload to see the latest version.';
export const TEMPLATE_NOT_FOUND = 'Template not found';

const templateName = () =>
  string()
    .trim()
    .max(TEMPLATE_LIMITS.name, `A template name can be at most ${TEMPLATE_LIMITS.name} characters`)
    .required(NAME_REQUIRED);

export const createTemplateSchema = object({
  name: templateName(),
  /** A starter to copy, or blank (no sections). */
  starter: mixed<StarterTemplateKey | 'blank'>()
    .oneOf([...STARTER_KEYS, 'blank'], 'starter is not one of the starter templates')
    .default('blank'),
});
export type CreateTemplateInput = InferType<typeof createTemplateSchema>;

export const renameTemplateSchema = object({ name: templateName() });

const text = (max: number, label: string) =>
  string().max(max, `${label} can be at most ${max.toLocaleString('en-US')} characters`);

const entryFieldSchema = object({
  id: recordId('entry field id').required('entry field id is missing'),
  text: text(TEMPLATE_LIMITS.questionText, 'A field name').defined(),
  question_type: mixed<'text' | 'date' | 'select' | 'boolean'>()
    .oneOf(['text', 'date', 'select', 'boolean'])
    .required(),
  options: array(text(TEMPLATE_LIMITS.option, 'An option').defined())
    .max(TEMPLATE_LIMITS.options)
    .default([]),
});

const questionSchema = object({
  id: recordId('question id').required('question id is missing'),
  text: multiline(text(TEMPLATE_LIMITS.questionText, 'A question').defined()),
  question_type: mixed<QuestionDefinition['question_type']>()
    .oneOf([...QUESTION_TYPES], 'question_type is not a question type')
    .required(),
  options: array(text(TEMPLATE_LIMITS.option, 'An option').defined())
    .max(TEMPLATE_LIMITS.options, `A question can have at most ${TEMPLATE_LIMITS.options} options`)
    .default([]),
  optional: boolean().default(false),
  order: number().integer().min(0).default(0),
  number_of_characters: number()
    .integer()
    .min(1, 'A character limit must be at least 1')
    .max(TEMPLATE_LIMITS.numberOfCharacters)
    .nullable()
    .default(null),
  disable_answer_later: boolean().default(false),
  disable_not_applicable: boolean().default(false),
  follow_up_question_id: recordId('follow_up_question_id').nullable().default(null),
  trigger_for_follow_up_question: text(TEMPLATE_LIMITS.option, 'A trigger answer')
    .nullable()
    .default(null),
  prior_year_value: text(TEMPLATE_LIMITS.questionText, 'A prior-year value')
    .nullable()
    .default(null),
  uploaded_last_year: boolean().default(false),
  entry_fields: array(entryFieldSchema).max(TEMPLATE_LIMITS.entryFields).default([]),
});

const sectionSchema = object({
  id: recordId('section id').required('section id is missing'),
  name: text(TEMPLATE_LIMITS.questionText, 'A section name').defined(),
  section_key: mixed<SectionKey>()
    .oneOf(Object.keys(SECTION_TYPES) as SectionKey[], 'section_key is not a section type')
    .required(),
  instruction: multiline(text(TEMPLATE_LIMITS.sectionText, 'An instruction').default('')),
  description: multiline(text(TEMPLATE_LIMITS.sectionText, 'A description').default('')),
  optional: boolean().default(false),
  trigger_question_id: recordId('trigger_question_id').nullable().default(null),
  trigger_answer: text(TEMPLATE_LIMITS.option, 'A trigger answer').nullable().default(null),
  custom_element: multiline(text(TEMPLATE_LIMITS.customElement, 'A letter').default('')),
  questions: array(questionSchema).default([]),
});

export const saveTemplateSchema = object({
  version: number().integer().min(0).required('version is missing'),
  sections: array(sectionSchema)
    .max(
      TEMPLATE_LIMITS.sections,
      `A template can have at most ${TEMPLATE_LIMITS.sections} sections`,
    )
    .required('sections is missing'),
});
export type SaveTemplateInput = InferType<typeof saveTemplateSchema>;
