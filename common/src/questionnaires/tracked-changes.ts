// Track changes (spec 2 §4 "Track changes toggles on and off"): once staff turn it on, the first
// change the client makes to each answer keeps what the answer was, so staff see what changed
// since; turning it on again starts over from now, turning it off forgets.
import { ANSWER_MARKERS, ANSWER_SEPARATOR, type QuestionType } from './questionnaire-model';

export interface TrackedChangeDto {
  question_id: string;
  question: string;
  section: string;
  /** The answer as it was when tracking started, in words. */
  before: string;
  /** The answer now, in words. */
  now: string;
  /** ISO: its first change since tracking started. */
  at: string;
}

export interface TrackedChangesDto {
  /** ISO: when tracking (re)started. */
  since: string;
  /** The answers that differ now from what they were, in the questionnaire's order. */
  changes: TrackedChangeDto[];
}

const PASSWORD_SHOWN = '••••••';

/** An answer in words: markers as they are, several choices joined, documents counted. */
export function answerInWords(
  type: QuestionType,
  answer: { answer: string; entries: { values: Record<string, string> }[] },
): string {
  if (type === 'entries')
    return answer.entries
      .map((e) => Object.values(e.values).filter(Boolean).join(' / '))
      .filter(Boolean)
      .join('; ');
  const text = answer.answer;
  if (!text || (ANSWER_MARKERS as readonly string[]).includes(text)) return text;
  if (type === 'password') return PASSWORD_SHOWN;
  if (type === 'upload') {
    const n = text.split(ANSWER_SEPARATOR).filter(Boolean).length;
    return n === 1 ? '1 document' : `${n} documents`;
  }
  return text.split(ANSWER_SEPARATOR).join(', ');
}
