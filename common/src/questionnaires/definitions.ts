// A question's and a section's definition with every field set to its plain default, so
// templates, fixtures and tests say only what differs.
import {
  SECTION_TYPES,
  type QuestionDefinition,
  type QuestionType,
  type SectionDefinition,
  type SectionKey,
} from './questionnaire-model';

export function questionDefinition(
  id: string,
  text: string,
  type: QuestionType,
  extra: Partial<Omit<QuestionDefinition, 'id' | 'text' | 'question_type'>> = {},
): QuestionDefinition {
  return {
    id,
    text,
    question_type: type,
    options: [],
    optional: false,
    order: 0,
    number_of_characters: null,
    disable_answer_later: false,
    disable_not_applicable: false,
    follow_up_question_id: null,
    trigger_for_follow_up_question: null,
    prior_year_value: null,
    uploaded_last_year: false,
    entry_fields: [],
    ...extra,
  };
}

export function sectionDefinition(
  id: string,
  name: string,
  key: SectionKey,
  extra: Partial<Omit<SectionDefinition, 'id' | 'name' | 'section_key' | 'section_type'>> = {},
): SectionDefinition {
  return {
    id,
    name,
    section_key: key,
    section_type: SECTION_TYPES[key],
    instruction: '',
    description: '',
    optional: false,
    trigger_question_id: null,
    trigger_answer: null,
    custom_element: '',
    ...extra,
  };
}
