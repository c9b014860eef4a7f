// What an export shows of a questionnaire, whatever its format: the sections the client sees,
// each shown question with its answer in words (entries one per line, uploads by file name), the
// signatures of each letter; read from the staff page, so it holds what the screen holds.
import { formatCalendarDate, toCalendarDate } from '@portico/common/format/calendar-date';
import {
  NOT_APPLICABLE,
  SECTION_TYPES,
  type QuestionDto,
} from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import {
  visibleQuestions,
  visibleSections,
} from '@portico/common/questionnaires/questionnaire-progress';
import { answerInWords } from '@portico/common/questionnaires/tracked-changes';

export interface ExportAnswer {
  question: string;
  /** The answer in words, one line each ('' when not answered). */
  lines: string[];
}

export interface ExportSection {
  name: string;
  answers: ExportAnswer[];
  /** A letter's signatures: 'Name — signed Mar 2, 2026' or 'Name — not signed'. */
  signatures: string[];
}

export interface ExportContent {
  title: string;
  entityName: string;
  taxYear: number;
  /** 'Submitted …', 'Due …' and the like, one line each. */
  facts: string[];
  sections: ExportSection[];
}

const SKIPPED_SECTIONS: number[] = [SECTION_TYPES.review_and_submit, SECTION_TYPES.delivery];

const day = (iso: string) => formatCalendarDate(toCalendarDate(new Date(iso)));

function answerLines(q: QuestionDto, fieldNames: Map<string, string>): string[] {
  if (q.question_type === 'upload' && q.documents.length) return q.documents.map((d) => d.name);
  if (q.question_type === 'entries')
    return q.entries
      .map((e) =>
        Object.entries(e.values)
          .filter(([, v]) => v.trim() !== '')
          .map(([field, v]) => `${fieldNames.get(field) ?? field}: ${v}`)
          .join('; '),
      )
      .filter(Boolean);
  const words = answerInWords(q.question_type, q);
  return words ? [words] : [];
}

/** Questions answered No or N/A, which the "remove Nos and N/A" option leaves out. */
const isNoOrNotApplicable = (q: QuestionDto) => q.answer === 'No' || q.answer === NOT_APPLICABLE;

export function exportContent(
  page: QuestionnairePageDto,
  options: { removeNosAndNa: boolean },
): ExportContent {
  const facts = [
    page.submitted_at ? `Submitted ${day(page.submitted_at)}` : 'Not submitted yet',
    ...(page.due_date ? [`Due ${formatCalendarDate(page.due_date)}`] : []),
    ...(page.locked ? ['Locked'] : []),
  ];
  const sections = visibleSections(page.sections)
    .filter((s) => !SKIPPED_SECTIONS.includes(s.section_type))
    .map((s): ExportSection => {
      const fieldNames = new Map(
        s.questions.flatMap((q) => q.entry_fields.map((f) => [f.id, f.text] as const)),
      );
      return {
        name: s.name,
        answers: visibleQuestions(s.questions)
          .filter((q) => !(options.removeNosAndNa && isNoOrNotApplicable(q)))
          .map((q) => ({ question: q.text, lines: answerLines(q, fieldNames) })),
        signatures: s.engagement_signatures.map((sig) =>
          sig.not_needed
            ? `${sig.user_name}: not needed`
            : sig.signature && sig.signed_at
              ? `${sig.user_name}: signed “${sig.signature}” on ${day(sig.signed_at)}`
              : `${sig.user_name}: not signed`,
        ),
      };
    })
    .filter((s) => s.answers.length || s.signatures.length);
  return {
    title: page.name,
    entityName: page.company_name,
    taxYear: page.tax_year,
    facts,
    sections,
  };
}
