// Question, section and progress statuses (spec 2 §4 "Question status", "Section status by
// section_type"), and which follow-ups and sections a questionnaire's answers show: derived here
// once, from the page's own shape, for the server's summaries and the screen alike.
import {
  ANSWER_MARKERS,
  ANSWER_SEPARATOR,
  SECTION_TYPES,
  type DepositStatus,
  type QuestionDto,
  type QuestionStatus,
  type SectionDto,
  type SectionStatus,
} from './questionnaire-model';

type AnswerFields = Pick<QuestionDto, 'question_type' | 'answer' | 'entries'>;

/** What statuses read of a question: its answer and what shows it. */
export type ProgressQuestion = AnswerFields &
  Pick<
    QuestionDto,
    'id' | 'answer_by' | 'optional' | 'follow_up_question_id' | 'trigger_for_follow_up_question'
  >;

/** What statuses read of a section (a SectionDto is one; summaries build lighter ones). */
export type ProgressSection = Pick<
  SectionDto,
  'id' | 'section_type' | 'marked_completed' | 'trigger_question_id' | 'trigger_answer'
> & { questions: ProgressQuestion[] };

/** Answered: a value or a marker, never '' or '0' (spec); an entries question by its entries. */
export function isAnswered(q: AnswerFields): boolean {
  if (q.answer !== '' && q.answer !== '0') return true;
  return (
    q.question_type === 'entries' &&
    q.entries.some((entry) => Object.values(entry.values).some((v) => v.trim() !== ''))
  );
}

/** The documents an upload question's answer holds (its answer is their ids, or a marker). */
export function documentIdsOf(answer: string): string[] {
  if (!answer || (ANSWER_MARKERS as readonly string[]).includes(answer)) return [];
  return answer.split(ANSWER_SEPARATOR).filter(Boolean);
}

/** Whether an answer holds this one choice (a multiple-choice answer holds several). */
export function answerIncludes(answer: string, choice: string): boolean {
  if (answer === choice) return true;
  return answer.split(ANSWER_SEPARATOR).includes(choice);
}

export interface StatusOptions {
  /** Incomplete items show as errors (after a try to move on or submit). */
  errorsFlagged?: boolean;
}

export function questionStatus(
  q: AnswerFields & Pick<QuestionDto, 'answer_by'>,
  { errorsFlagged = false }: StatusOptions = {},
): QuestionStatus {
  if (q.answer_by) return 'pending';
  if (isAnswered(q)) return 'completed';
  return errorsFlagged ? 'error' : 'incomplete';
}

/**
 * The questions a section shows: top-level ones, and each follow-up whose question is shown and
 * answered with its trigger (so a chain hides below the first unmatched link, at any depth).
 */
export function visibleQuestions<Q extends ProgressQuestion>(questions: Q[]): Q[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const shown = new Map<string, boolean>();
  const isShown = (q: Q, depth = 0): boolean => {
    const known = shown.get(q.id);
    if (known !== undefined) return known;
    let result = true;
    if (q.follow_up_question_id !== null) {
      const parent = byId.get(q.follow_up_question_id);
      result =
        parent !== undefined &&
        depth < questions.length &&
        isShown(parent, depth + 1) &&
        answerIncludes(parent.answer, q.trigger_for_follow_up_question ?? '');
    }
    shown.set(q.id, result);
    return result;
  };
  return questions.filter((q) => isShown(q));
}

/**
 * The sections shown: those without a trigger, or whose trigger question has its answer.
 * Delivery sections show too, locked: they are the firm's step after submission.
 */
export function visibleSections<S extends ProgressSection>(sections: S[]): S[] {
  const shownQuestions = new Map<string, ProgressQuestion>();
  for (const section of sections)
    for (const q of visibleQuestions(section.questions)) shownQuestions.set(q.id, q);
  return sections.filter((section) => {
    if (!section.trigger_question_id) return true;
    const trigger = shownQuestions.get(section.trigger_question_id);
    return trigger !== undefined && answerIncludes(trigger.answer, section.trigger_answer ?? '');
  });
}

export interface SectionStatusContext extends StatusOptions {
  /** Admin preview counts agreement sections complete (spec 2 §4). */
  preview?: boolean;
  depositStatus?: DepositStatus | null;
  /** No amount: nothing is due, and a payment section has nothing to wait for. */
  depositAmount?: number | null;
}

export const depositSettled = (status: DepositStatus | null | undefined) =>
  status === 'paid' || status === 'marked_paid';

export function sectionStatus(
  section: ProgressSection,
  {
    errorsFlagged = false,
    preview = false,
    depositStatus = null,
    depositAmount = null,
  }: SectionStatusContext = {},
): SectionStatus {
  const incomplete: SectionStatus = errorsFlagged ? 'error' : 'incomplete';
  if (section.marked_completed) return 'completed';
  switch (section.section_type) {
    case SECTION_TYPES.questionnaire: {
      const shown = visibleQuestions(section.questions);
      if (shown.some((q) => q.answer_by)) return 'pending';
      return shown.every((q) => q.optional || isAnswered(q)) ? 'completed' : incomplete;
    }
    case SECTION_TYPES.document_checklist: {
      const uploads = visibleQuestions(section.questions).filter(
        (q) => q.question_type === 'upload' && !q.optional,
      );
      return uploads.every(isAnswered) ? 'completed' : incomplete;
    }
    case SECTION_TYPES.agreement_signature:
      return preview ? 'completed' : incomplete;
    case SECTION_TYPES.payment_request:
      return !depositAmount || depositSettled(depositStatus) ? 'completed' : incomplete;
    default:
      // Custom, review and submit, PDF review, downloads, delivery: marked when done.
      return incomplete;
  }
}

export interface Progress {
  completed: number;
  total: number;
  statuses: Map<string, SectionStatus>;
}

/**
 * A delivery section is locked for the client and not part of their progress
 * (docs/decisions/questionnaires.md).
 */
export const countsTowardProgress = (section: Pick<SectionDto, 'section_type'>) =>
  section.section_type !== SECTION_TYPES.delivery;

/** Each shown section's status, and how many of them are completed. */
export function questionnaireProgress(
  sections: ProgressSection[],
  context: SectionStatusContext = {},
): Progress {
  const shown = visibleSections(sections).filter(countsTowardProgress);
  const statuses = new Map(shown.map((s) => [s.id, sectionStatus(s, context)]));
  const completed = [...statuses.values()].filter((s) => s === 'completed').length;
  return { completed, total: shown.length, statuses };
}

/** The overview's documents column (spec 2 §3 documents_needed, documents_uploaded_and_needed). */
export interface DocumentCounts {
  /** Shown upload questions the client must answer. */
  requested: number;
  /** Of those, the ones answered: documents given, or a marker such as N/A. */
  provided: number;
  /** The documents the shown upload questions hold. */
  files: number;
}

export const NO_DOCUMENTS: DocumentCounts = { requested: 0, provided: 0, files: 0 };

export function documentCounts(sections: ProgressSection[]): DocumentCounts {
  const uploads = visibleSections(sections)
    .filter(countsTowardProgress)
    .flatMap((s) => visibleQuestions(s.questions))
    .filter((q) => q.question_type === 'upload');
  const requested = uploads.filter((q) => !q.optional);
  return {
    requested: requested.length,
    provided: requested.filter(isAnswered).length,
    files: uploads.reduce((n, q) => n + documentIdsOf(q.answer).length, 0),
  };
}
