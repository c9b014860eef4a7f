// The questionnaire page's one read (GET /questionnaires/{id}) and its answering calls (spec 2
// §7). The calls are plain functions: the answer saver (hooks/answer-saver.ts) decides when
// they run and what a failure means.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  QuestionNoteDto,
  SavedAnswerDto,
} from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { ConfirmContactInput } from '@portico/common/questionnaires/contact-confirmation';
import { api, ApiError } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}`;

/** The page's read, for the page and for fetching it before the page's code has arrived. */
export const questionnairePageQuery = (id: string) =>
  queryOptions({
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
    queryKey: questionnaireKeys.page(id),
    queryFn: () => api.get<QuestionnairePageDto>(base(id)),
    // The page keeps its own answers while open: a refetch must not overwrite typing.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** `fresh`: read it again on opening, whatever the cache holds (staff's questionnaire dialog). */
export const useQuestionnairePage = (id: string, enabled = true, fresh = false) =>
  useQuery({ ...questionnairePageQuery(id), enabled, refetchOnMount: fresh ? 'always' : true });

export const answerQuestion = (
  id: string,
  body: { question_id: string; answer: string; answer_by: string | null },
) => api.post<SavedAnswerDto>(`${base(id)}/answer_question`, body);

export const addEntry = (id: string, body: { question_id: string; entry_id: string }) =>
  api.post<SavedAnswerDto>(`${base(id)}/entries`, body);

export const removeEntry = (id: string, questionId: string, entryId: string) =>
  api.delete<SavedAnswerDto>(
    `${base(id)}/questions/${encodeURIComponent(questionId)}/entries/${encodeURIComponent(entryId)}`,
  );

export const saveEntryAnswer = (
  id: string,
  body: { question_id: string; entry_id: string; field_id: string; answer: string },
) => api.post<SavedAnswerDto>(`${base(id)}/save_entry_answers`, body);

export const markSection = (id: string, sectionId: string, marked: boolean) =>
  api.post<{ marked_completed: boolean }>(
    `${base(id)}/sections/${encodeURIComponent(sectionId)}/mark_completed`,
    { marked_completed: marked },
  );

export interface NextQuestionnaire {
  questionnaire_id: string;
  name: string;
  hash_id: string;
}

export const submitQuestionnaire = (id: string, agreed: boolean) =>
  api.post<{ next: NextQuestionnaire | null }>(`${base(id)}/submit_questionnaire`, { agreed });

export const signAgreement = (
  id: string,
  body: { section_id: string; signature: string; client_time: string },
) => api.post<{ marked_completed: boolean }>(`${base(id)}/sign_agreement`, body);

export const addNote = (id: string, body: { question_id: string; text: string }) =>
  api.post<QuestionNoteDto>(`${base(id)}/notes`, body);

export const removeNote = (id: string, noteId: string) =>
  api.delete<void>(`${base(id)}/notes/${encodeURIComponent(noteId)}`);

export const confirmContactInfo = (id: string, body: ConfirmContactInput) =>
  api.post<{ confirmed_at: string }>(`${base(id)}/confirm_contact_info`, body);

export const moveDocument = (
  id: string,
  body: { document_id: string; to_question_id: string | null },
) => api.post<{ answers: SavedAnswerDto[] }>(`${base(id)}/move_document`, body);
