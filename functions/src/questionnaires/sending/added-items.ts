// Items the firm adds to a questionnaire's content: to a questions (or checklist) section it
// names, or to an 'Additional Items' section before the review. Used when more items are
// requested on a sent questionnaire, and for the additional questions of a send.
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import {
  ADDITIONAL_ITEMS_SECTION,
  REQUEST_MESSAGES,
  takesAddedItems,
  type AddedQuestion,
} from '@portico/common/questionnaires/send-template';
import { Invalid, NotFound } from '../../kernel/errors';
import { itemQuestion, section } from '../templates/content-builders';
import type { QuestionDef, SectionDef } from '../questionnaire-record';

const ADDITIONAL_ITEMS_ID = 'sec-additional-items';

/** The sections with the new questions in the named section, or in 'Additional Items'. */
export function withItems(
  sections: SectionDef[],
  sectionId: string | null,
  items: QuestionDef[],
): SectionDef[] {
  const append = (s: SectionDef): SectionDef => ({
    ...s,
    questions: [...s.questions, ...items].map((q, i) => ({ ...q, order: i + 1 })),
  });
  if (sectionId) {
    const target = sections.find((s) => s.id === sectionId);
    if (!target) throw new NotFound('Section not found');
    if (!takesAddedItems(target.section_type)) throw new Invalid(REQUEST_MESSAGES.section);
    return sections.map((s) => (s === target ? append(s) : s));
  }
  const existing = sections.find(
    (s) => s.id === ADDITIONAL_ITEMS_ID && s.section_type === SECTION_TYPES.questionnaire,
  );
  if (existing) return sections.map((s) => (s === existing ? append(s) : s));
  const added = section(ADDITIONAL_ITEMS_ID, ADDITIONAL_ITEMS_SECTION, 'questionnaire', items);
  const review = sections.findIndex((s) => s.section_type === SECTION_TYPES.review_and_submit);
  const at = review < 0 ? sections.length : review;
  return [...sections.slice(0, at), added, ...sections.slice(at)];
}

const takesItems = (sections: SectionDef[], id: string) =>
  sections.some((s) => s.id === id && takesAddedItems(s.section_type));

/** A send's additional questions name sections of its template that take questions. */
export function checkAddedQuestions(sections: SectionDef[], added: AddedQuestion[]): void {
  for (const item of added)
    if (item.section_id && !takesItems(sections, item.section_id))
      throw new Invalid(REQUEST_MESSAGES.section);
}

/**
 * A send's additional questions placed in the template's sections, each where it names (ids
 * `q-added-1`… in the order given, so a retried send makes the same questionnaire). A section
 * the template no longer has (a scheduled send's template edited since) gives way to
 * 'Additional Items'.
 */
export function withAddedQuestions(
  sections: SectionDef[],
  added: AddedQuestion[],
  removePrefix: boolean,
): SectionDef[] {
  const bySection = new Map<string | null, QuestionDef[]>();
  added.forEach((item, i) => {
    const at = item.section_id && takesItems(sections, item.section_id) ? item.section_id : null;
    bySection.set(at, [
      ...(bySection.get(at) ?? []),
      itemQuestion(`q-added-${i + 1}`, item, removePrefix),
    ]);
  });
  let next = sections;
  for (const [sectionId, items] of bySection) next = withItems(next, sectionId, items);
  return next;
}
