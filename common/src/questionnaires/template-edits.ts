// A template's content as the editor changes it: pure edits (add, change, move, remove sections
// and questions with their follow-ups), the structure the API insists on, and the gaps the editor
// points out while a template is being written.
import { questionDefinition, sectionDefinition } from './definitions';
import {
  BOOLEAN_OPTIONS,
  SECTION_TYPES,
  type QuestionDefinition,
  type QuestionType,
  type SectionKey,
} from './questionnaire-model';
import { TEMPLATE_LIMITS, type TemplateSectionDto } from './templates';

type Sections = TemplateSectionDto[];

/** Question types whose answer can show follow-ups (the answer is one of their options). */
export const TRIGGERING_TYPES: QuestionType[] = ['boolean', 'select', 'multiple'];
export const HAS_OPTIONS: QuestionType[] = ['boolean', 'select', 'multiple'];
export const HAS_CHARACTER_LIMIT: QuestionType[] = ['text', 'textarea'];

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const replaceSection = (
  sections: Sections,
  id: string,
  f: (s: TemplateSectionDto) => TemplateSectionDto,
) => sections.map((s) => (s.id === id ? f(s) : s));

/** Questions in the order they show: each top-level one followed by its follow-ups, deepest last. */
export function inDisplayOrder(questions: readonly QuestionDefinition[]): QuestionDefinition[] {
  const ids = new Set(questions.map((q) => q.id));
  const children = (parent: string | null) =>
    questions.filter((q) =>
      parent === null
        ? q.follow_up_question_id === null || !ids.has(q.follow_up_question_id)
        : q.follow_up_question_id === parent,
    );
  const out: QuestionDefinition[] = [];
  const walk = (parent: string | null) => {
    for (const q of children(parent)) {
      if (out.includes(q)) continue;
      out.push(q);
      walk(q.id);
    }
  };
  walk(null);
  return out.map((q, index) => ({ ...q, order: index + 1 }));
}

/** How deep a question sits: 0 for a top-level question, 1 for its follow-ups, and so on. */
export function depthOf(questions: readonly QuestionDefinition[], id: string): number {
  let depth = 0;
  let current = questions.find((q) => q.id === id);
  while (current?.follow_up_question_id && depth < questions.length) {
    const parent = current.follow_up_question_id;
    current = questions.find((q) => q.id === parent);
    if (current) depth += 1;
  }
  return depth;
}

/** A question and every follow-up beneath it. */
export function withFollowUps(questions: readonly QuestionDefinition[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const q of questions)
      if (q.follow_up_question_id && out.has(q.follow_up_question_id) && !out.has(q.id)) {
        out.add(q.id);
        grew = true;
      }
  }
  return out;
}

export function newSection(id: string, key: SectionKey, name: string): TemplateSectionDto {
  return { ...sectionDefinition(id, name, key), questions: [] };
}

export function addSection(sections: Sections, section: TemplateSectionDto): Sections {
  return [...sections, section];
}

export function updateSection(
  sections: Sections,
  id: string,
  patch: Partial<Omit<TemplateSectionDto, 'id' | 'questions'>>,
): Sections {
  return replaceSection(sections, id, (s) => {
    const next = { ...s, ...patch };
    if (patch.section_key) next.section_type = SECTION_TYPES[patch.section_key];
    if (patch.trigger_question_id === null) next.trigger_answer = null;
    return next;
  });
}

export function removeSection(sections: Sections, id: string): Sections {
  const removed = new Set(sections.find((s) => s.id === id)?.questions.map((q) => q.id) ?? []);
  return clearTriggers(
    sections.filter((s) => s.id !== id),
    removed,
  );
}

function clearTriggers(sections: Sections, removed: ReadonlySet<string>): Sections {
  return sections.map((s) =>
    s.trigger_question_id && removed.has(s.trigger_question_id)
      ? { ...s, trigger_question_id: null, trigger_answer: null }
      : s,
  );
}

/** A new question at the end of its section, or as the last follow-up of `parentId`. */
export function addQuestion(
  sections: Sections,
  sectionId: string,
  id: string,
  parentId: string | null = null,
): Sections {
  return replaceSection(sections, sectionId, (s) => {
    const parent = s.questions.find((q) => q.id === parentId) ?? null;
    const question = questionDefinition(id, '', 'text', {
      follow_up_question_id: parent?.id ?? null,
      trigger_for_follow_up_question: parent ? (parent.options[0] ?? null) : null,
    });
    return { ...s, questions: inDisplayOrder([...s.questions, question]) };
  });
}

export function updateQuestion(
  sections: Sections,
  sectionId: string,
  id: string,
  patch: Partial<Omit<QuestionDefinition, 'id' | 'follow_up_question_id' | 'order'>>,
): Sections {
  return replaceSection(sections, sectionId, (s) => ({
    ...s,
    questions: s.questions.map((q) => {
      if (q.id !== id) return q;
      const next = { ...q, ...patch };
      if (patch.question_type && patch.question_type !== q.question_type) {
        if (patch.question_type === 'boolean') next.options = [...BOOLEAN_OPTIONS];
        else if (!HAS_OPTIONS.includes(patch.question_type)) next.options = [];
        else if (q.question_type === 'boolean') next.options = [];
        if (!HAS_CHARACTER_LIMIT.includes(patch.question_type)) next.number_of_characters = null;
      }
      return next;
    }),
  }));
}

/** Removes a question with its follow-ups; sections shown by one of them show always again. */
export function removeQuestion(sections: Sections, sectionId: string, id: string): Sections {
  const section = sections.find((s) => s.id === sectionId);
  if (!section) return sections;
  const removed = withFollowUps(section.questions, id);
  return clearTriggers(
    replaceSection(sections, sectionId, (s) => ({
      ...s,
      questions: inDisplayOrder(s.questions.filter((q) => !removed.has(q.id))),
    })),
    removed,
  );
}

/** Moves a question to `toSiblingIndex` among its siblings (same section, same parent). */
export function moveQuestion(
  sections: Sections,
  sectionId: string,
  id: string,
  toSiblingIndex: number,
): Sections {
  return replaceSection(sections, sectionId, (s) => {
    const question = s.questions.find((q) => q.id === id);
    if (!question) return s;
    const siblings = s.questions.filter(
      (q) => q.follow_up_question_id === question.follow_up_question_id,
    );
    const from = siblings.indexOf(question);
    const reordered = moveItem(siblings, from, toSiblingIndex);
    const others = s.questions.filter((q) => !siblings.includes(q));
    return { ...s, questions: inDisplayOrder([...reordered, ...others]) };
  });
}

/** The questions of sections before `sectionId` whose answer can show it. */
export function sectionTriggerCandidates(sections: Sections, sectionId: string) {
  const index = sections.findIndex((s) => s.id === sectionId);
  return sections
    .slice(0, Math.max(index, 0))
    .flatMap((s) => s.questions.filter((q) => TRIGGERING_TYPES.includes(q.question_type)));
}

/**
 * What the API refuses (400): ids used twice, a follow-up whose question is not in its section or
 * that follows itself, a section shown by a question that is not in an earlier section, too many
 * questions. Null when the structure holds.
 */
export function templateStructureProblem(sections: Sections): string | null {
  const seen = new Set<string>();
  let questions = 0;
  for (const [index, section] of sections.entries()) {
    if (seen.has(section.id)) return `The id ${section.id} is used twice`;
    seen.add(section.id);
    const ids = new Set(section.questions.map((q) => q.id));
    for (const q of section.questions) {
      if (seen.has(q.id)) return `The id ${q.id} is used twice`;
      seen.add(q.id);
      questions += 1;
      if (q.follow_up_question_id !== null && !ids.has(q.follow_up_question_id))
        return `The follow-up ${q.id} names a question that is not in its section`;
    }
    const parentOf = new Map(section.questions.map((q) => [q.id, q.follow_up_question_id]));
    for (const q of section.questions) {
      let at = parentOf.get(q.id) ?? null;
      for (let steps = 0; at !== null && steps <= section.questions.length; steps++) {
        if (at === q.id) return `The follow-up ${q.id} follows itself`;
        at = parentOf.get(at) ?? null;
      }
    }
    if (section.trigger_question_id !== null) {
      const earlier = sections
        .slice(0, index)
        .some((s) => s.questions.some((q) => q.id === section.trigger_question_id));
      if (!earlier)
        return `The section ${section.name || section.id} is shown by a question that is not in an earlier section`;
    }
  }
  if (questions > TEMPLATE_LIMITS.questions)
    return `A template can have at most ${TEMPLATE_LIMITS.questions} questions`;
  return null;
}

export interface TemplateGap {
  sectionId: string;
  questionId: string | null;
  field: 'name' | 'text' | 'options' | 'trigger' | 'trigger_answer';
  message: string;
}

export const GAP_MESSAGES = {
  sectionName: 'Please enter a section name',
  questionText: 'Please enter the question',
  options: 'Add at least one option',
  trigger: 'Choose the answer that shows this follow-up',
  sectionTrigger: 'Choose the answer that shows this section',
} as const;

/** What is still missing for the template to be sent: the editor shows each next to its field. */
export function templateGaps(sections: Sections): TemplateGap[] {
  const gaps: TemplateGap[] = [];
  const allQuestions = sections.flatMap((s) => s.questions);
  for (const s of sections) {
    if (!s.name.trim())
      gaps.push({
        sectionId: s.id,
        questionId: null,
        field: 'name',
        message: GAP_MESSAGES.sectionName,
      });
    if (s.trigger_question_id) {
      const trigger = allQuestions.find((q) => q.id === s.trigger_question_id);
      if (!trigger || !s.trigger_answer || !trigger.options.includes(s.trigger_answer))
        gaps.push({
          sectionId: s.id,
          questionId: null,
          field: 'trigger_answer',
          message: GAP_MESSAGES.sectionTrigger,
        });
    }
    for (const q of s.questions) {
      const at = { sectionId: s.id, questionId: q.id };
      if (!q.text.trim()) gaps.push({ ...at, field: 'text', message: GAP_MESSAGES.questionText });
      if (HAS_OPTIONS.includes(q.question_type) && q.options.filter((o) => o.trim()).length === 0)
        gaps.push({ ...at, field: 'options', message: GAP_MESSAGES.options });
      if (q.follow_up_question_id) {
        const parent = s.questions.find((p) => p.id === q.follow_up_question_id);
        const answer = q.trigger_for_follow_up_question;
        if (!parent || !answer || !parent.options.includes(answer))
          gaps.push({ ...at, field: 'trigger', message: GAP_MESSAGES.trigger });
      }
    }
  }
  return gaps;
}
