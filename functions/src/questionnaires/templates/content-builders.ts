// Small builders for questionnaire content (sections and questions with every field set), so
// the starter templates and test fixtures read as the organizer they describe.
import { questionDefinition, sectionDefinition } from '@portico/common/questionnaires/definitions';
import { customItemText } from '@portico/common/questionnaires/send-template';
import type {
  EntryFieldDto,
  QuestionType,
  SectionKey,
} from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionDef, SectionDef } from '../questionnaire-record';

type QuestionExtra = Partial<Omit<QuestionDef, 'id' | 'text' | 'question_type' | 'order'>>;

/** A question; `order` is set by the section it is placed in. */
export const question = (
  id: string,
  text: string,
  type: QuestionType,
  extra: QuestionExtra = {},
): QuestionDef => questionDefinition(id, text, type, extra);

/**
 * An item the firm wrote (a custom questionnaire's, a drop-off's, a request for more): a question,
 * or an upload asked for as 'Please upload …' unless the firm turned the prefix off.
 */
export const itemQuestion = (
  id: string,
  item: { text: string; question_type: 'text' | 'upload' },
  removePrefix: boolean,
): QuestionDef =>
  question(id, customItemText(item.text, item.question_type, removePrefix), item.question_type);

/** A follow-up of `parent`, shown when it is answered with `trigger`. */
export const followUp = (
  parent: QuestionDef,
  trigger: string,
  id: string,
  text: string,
  type: QuestionType,
  extra: QuestionExtra = {},
): QuestionDef =>
  question(id, text, type, {
    ...extra,
    follow_up_question_id: parent.id,
    trigger_for_follow_up_question: trigger,
  });

export const entryField = (
  id: string,
  text: string,
  type: EntryFieldDto['question_type'] = 'text',
  options: string[] = [],
): EntryFieldDto => ({ id, text, question_type: type, options });

type SectionExtra = Partial<
  Pick<
    SectionDef,
    | 'instruction'
    | 'description'
    | 'optional'
    | 'trigger_question_id'
    | 'trigger_answer'
    | 'custom_element'
  >
>;

/** A section of `key`'s type; its questions take their order from the list. */
export function section(
  id: string,
  name: string,
  key: SectionKey,
  questions: QuestionDef[] = [],
  extra: SectionExtra = {},
): SectionDef {
  return {
    ...sectionDefinition(id, name, key, extra),
    questions: questions.map((q, index) => ({ ...q, order: index + 1 })),
  };
}
