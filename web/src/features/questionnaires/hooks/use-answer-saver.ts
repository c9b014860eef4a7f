// The page's answer saver: one per questionnaire, seeded from the page's read, with the
// browser's part of "nothing typed is lost": a warning before leaving with unsaved answers, and
// a retry as soon as the browser is back online.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { toast } from '@/lib/toast';
import { answerQuestion, saveEntryAnswer } from '../api/questionnaire-page';
import { AnswerSaver, type AnswerValue, type FieldState } from './answer-saver';

/** Keys: a question's id, or an entry value's `question/entry/field`. */
export const entryKey = (questionId: string, entryId: string, fieldId: string) =>
  `${questionId}/${entryId}/${fieldId}`;

function sendFor(questionnaireId: string) {
  return async (key: string, value: AnswerValue) => {
    const [questionId, entryId, fieldId] = key.split('/');
    if (entryId && fieldId)
      await saveEntryAnswer(questionnaireId, {
        question_id: questionId!,
        entry_id: entryId,
        field_id: fieldId,
        answer: value.answer,
      });
    else await answerQuestion(questionnaireId, { question_id: key, ...value });
  };
}

/** Seeds every question and entry value the page shows (new entries seed as they appear). */
export function seedSaver(saver: AnswerSaver, page: QuestionnairePageDto): void {
  for (const section of page.sections) {
    for (const q of section.questions) {
      saver.seed(q.id, { answer: q.answer, answer_by: q.answer_by });
      for (const entry of q.entries)
        for (const field of q.entry_fields)
          saver.seed(entryKey(q.id, entry.id, field.id), {
            answer: entry.values[field.id] ?? '',
            answer_by: null,
          });
    }
  }
}

/** In preview (`mock`), answers stay in the page and are never sent or kept. */
export function useAnswerSaver(page: QuestionnairePageDto, mock = false): AnswerSaver {
  const [saver] = useState(() => {
    const created = new AnswerSaver({
      send: mock ? async () => undefined : sendFor(page.id),
      storage: mock || typeof localStorage === 'undefined' ? null : localStorage,
      storageKey: `portico.unsaved-answers.${page.id}`,
      onRefused: (message) => toast.error(message),
    });
    seedSaver(created, page);
    return created;
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = '';
    };
    const online = () => saver.retryNow();
    window.addEventListener('beforeunload', warn);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', online);
      saver.dispose();
    };
  }, [saver]);
  return saver;
}

const IDLE: FieldState = { value: { answer: '', answer_by: null }, saveState: 'idle' };

/** One field's value and save state; re-renders only when that field changes. */
export function useField(saver: AnswerSaver, key: string): FieldState {
  return useSyncExternalStore(
    (listener) => saver.subscribe(key, listener),
    () => saver.get(key) ?? IDLE,
  );
}

/** Re-renders on any change (section statuses and progress follow every answer). */
export function useSaverVersion(saver: Pick<AnswerSaver, 'subscribeAll' | 'getVersion'>): number {
  return useSyncExternalStore(saver.subscribeAll, saver.getVersion);
}
