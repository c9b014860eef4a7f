// What every part of an open questionnaire page shares: the saver, the page as loaded, whether
// the viewer may change anything, today's date and whether incomplete items show as errors.
import { createContext, useContext } from 'react';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { AnswerSaver } from './answer-saver';
import type { QuestionDocuments } from './question-documents';

export interface Answering {
  saver: AnswerSaver;
  page: QuestionnairePageDto;
  /** Nothing may change: read-only viewer or entity, locked or submitted questionnaire. */
  readOnly: boolean;
  /** Staff preview the client's page: answers work but nothing is saved (spec 2 §1). */
  preview: boolean;
  /** Today where the person is, YYYY-MM-DD. */
  today: string;
  /** Sections whose incomplete items show as errors (after a try to move on or submit). */
  flagged: ReadonlySet<string>;
  /** Entries questions: the entries each one holds, in order. */
  entryIds: Record<string, string[]>;
  setEntryIds: (questionId: string, ids: string[]) => void;
  /** Sections marked completed, and marking one (optimistic, undone when refused). */
  marked: ReadonlySet<string>;
  mark: (sectionId: string, on: boolean) => void;
  /** The page's documents: which are known, the additional attachments, moving one. */
  documents: QuestionDocuments;
}

export const AnsweringContext = createContext<Answering | null>(null);

export function useAnswering(): Answering {
  const value = useContext(AnsweringContext);
  if (!value) throw new Error('useAnswering outside a questionnaire page');
  return value;
}

/** Today in the browser's time zone, as a calendar date. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
