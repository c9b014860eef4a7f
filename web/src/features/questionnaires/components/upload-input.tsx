// An upload question's documents (spec 2 §4, §5 "Uploads"): the files that answer it (open,
// move or remove one), and adding files by choosing or dropping them, each with its progress (a
// document dropped from another question moves here). Files are checked by the server by their
// content; what it skips is said in the spec's words.
import { useState, type DragEvent } from 'react';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import type { DocumentDto } from '@portico/common/documents/uploads';
import {
  ANSWER_SEPARATOR,
  type QuestionDto,
} from '@portico/common/questionnaires/questionnaire-model';
import { entityUploads } from '@/lib/upload-documents';
import { useAnswering } from '../hooks/answering-context';
import { DOCUMENT_DRAG_TYPE } from '../hooks/question-documents';
import { DocumentRow, RemoveDocumentDialog } from './document-row';
import { useRestartExtracted } from '../api/extracted-documents';
import { UploadDropZone, UploadStatus, useFileUpload } from '@/components/upload-zone';

export function UploadInput({
  question,
  documents,
  onDocuments,
}: {
  question: QuestionDto;
  /** The documents the answer holds now. */
  documents: DocumentDto[];
  onDocuments: (documents: DocumentDto[]) => void;
}) {
  const { page, saver, readOnly, preview, documents: placed } = useAnswering();
  const [removing, setRemoving] = useState<DocumentDto | null>(null);
  const restartExtracted = useRestartExtracted(page.id);
  const canChange = !readOnly && !preview;
  const upload = useFileUpload(
    entityUploads(page.company_id),
    { questionnaire_id: page.id, question_id: question.id },
    (result) => {
      onDocuments([...documents, ...result.documents]);
      void restartExtracted();
      if (result.answer !== null)
        saver.setSaved(question.id, { answer: result.answer, answer_by: null });
    },
  );

  const removed = (document: DocumentDto) => {
    const rest = documents.filter((d) => d.id !== document.id);
    onDocuments(rest);
    saver.setSaved(question.id, {
      answer: rest.map((d) => d.id).join(ANSWER_SEPARATOR),
      answer_by: null,
    });
  };

  /** A document dragged from another question moves here. */
  const onDropped = (event: DragEvent) => {
    const moved = event.dataTransfer.getData(DOCUMENT_DRAG_TYPE);
    if (!moved) return false;
    if (!documents.some((d) => d.id === moved))
      void placed.move(moved, { id: question.id, label: question.text });
    return true;
  };

  return (
    <Stack spacing={1.5}>
      {documents.length > 0 && (
        <List dense disablePadding aria-label="Uploaded documents">
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              from={question.id}
              onRemove={() => setRemoving(document)}
            />
          ))}
        </List>
      )}
      <UploadStatus upload={upload} />
      {canChange && (
        <UploadDropZone
          upload={upload}
          label={`Files for: ${question.text}`}
          hasFiles={documents.length > 0}
          onDropped={onDropped}
        />
      )}
      {removing && (
        <RemoveDocumentDialog
          document={removing}
          from={question.id}
          onRemoved={() => removed(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
