// The page's sections with what the person has typed so far (the saver's values), so statuses,
// follow-ups and hidden sections follow every keystroke before the server has it.
import type { SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import type { AnswerSaver } from './answer-saver';
import { entryKey } from './use-answer-saver';

export function liveSections(
  sections: SectionDto[],
  saver: AnswerSaver,
  entryIds: Record<string, string[]>,
  marked: ReadonlySet<string>,
): SectionDto[] {
  return sections.map((section) => ({
    ...section,
    marked_completed: marked.has(section.id),
    questions: section.questions.map((q) => {
      const value = saver.get(q.id)?.value;
      const ids = entryIds[q.id] ?? [];
      return {
        ...q,
        answer: value?.answer ?? q.answer,
        answer_by: value ? value.answer_by : q.answer_by,
        entries: ids.map((id) => ({
          id,
          values: Object.fromEntries(
            q.entry_fields.map((f) => [
              f.id,
              saver.get(entryKey(q.id, id, f.id))?.value.answer ?? '',
            ]),
          ),
        })),
      };
    }),
  }));
}
