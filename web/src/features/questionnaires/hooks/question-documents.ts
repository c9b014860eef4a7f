// The page's documents (spec 2 §4 "Documents can be dragged between questions or to additional
// attachments"): every document seen on the page by id (a question's answer says which it holds),
// the additional attachments, and moving one, which changes two answers at once.
import { useCallback, useMemo, useState } from 'react';
import type { DocumentDto } from '@portico/common/documents/uploads';
import type { SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { toast } from '@/lib/toast';
import { moveDocument } from '../api/questionnaire-page';
import type { AnswerSaver } from './answer-saver';

/** The drag data type of a document on this page (its id). */
export const DOCUMENT_DRAG_TYPE = 'application/x-portico-document';

/** Where a document can go: an upload question, or (id null) the additional attachments. */
export interface DocumentPlace {
  id: string | null;
  label: string;
}

export const ADDITIONAL_ATTACHMENTS: DocumentPlace = { id: null, label: 'Additional attachments' };

export interface QuestionDocuments {
  known: ReadonlyMap<string, DocumentDto>;
  learn: (documents: DocumentDto[]) => void;
  additional: DocumentDto[];
  forget: (documentId: string) => void;
  /** Every place a document can be moved to, in page order. */
  places: DocumentPlace[];
  move: (documentId: string, to: DocumentPlace) => Promise<void>;
}

export function useQuestionDocuments(
  page: QuestionnairePageDto,
  saver: AnswerSaver,
  /** The sections the page shows (hidden ones take no documents). */
  shown: SectionDto[],
): QuestionDocuments {
  const [known, setKnown] = useState<ReadonlyMap<string, DocumentDto>>(
    () =>
      new Map(
        [
          ...page.sections.flatMap((s) => s.questions.flatMap((q) => q.documents)),
          ...page.additional_attachments,
        ].map((d) => [d.id, d]),
      ),
  );
  const [additionalIds, setAdditionalIds] = useState<string[]>(() =>
    page.additional_attachments.map((d) => d.id),
  );

  const learn = useCallback((documents: DocumentDto[]) => {
    setKnown((current) => new Map([...current, ...documents.map((d) => [d.id, d] as const)]));
  }, []);
  const forget = useCallback((documentId: string) => {
    setAdditionalIds((ids) => ids.filter((id) => id !== documentId));
  }, []);

  // The shown upload questions, as a key that changes only when they do (not on every render).
  const placeIds = shown
    .flatMap((s) => s.questions.filter((q) => q.question_type === 'upload').map((q) => q.id))
    .join('\n');
  const places = useMemo<DocumentPlace[]>(() => {
    const texts = new Map(page.sections.flatMap((s) => s.questions).map((q) => [q.id, q.text]));
    return [
      ...placeIds
        .split('\n')
        .filter(Boolean)
        .map((id) => ({ id, label: texts.get(id) ?? '' })),
      ADDITIONAL_ATTACHMENTS,
    ];
  }, [placeIds, page.sections]);

  const move = useCallback(
    async (documentId: string, to: DocumentPlace) => {
      const name = known.get(documentId)?.name ?? 'The document';
      try {
        const { answers } = await moveDocument(page.id, {
          document_id: documentId,
          to_question_id: to.id,
        });
        for (const saved of answers)
          saver.setSaved(saved.question_id, { answer: saved.answer, answer_by: saved.answer_by });
        setAdditionalIds((ids) => {
          const rest = ids.filter((id) => id !== documentId);
          return to.id === null ? [...rest, documentId] : rest;
        });
        toast.success(`${name} moved to ${to.label}`);
      } catch (error) {
        toast.error(error);
      }
    },
    [known, page.id, saver],
  );

  return useMemo(
    () => ({
      known,
      learn,
      additional: additionalIds.flatMap((id) => known.get(id) ?? []),
      forget,
      places,
      move,
    }),
    [known, learn, additionalIds, forget, places, move],
  );
}
