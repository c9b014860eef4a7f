// An upload question's documents (spec 2 §4, §5 "Uploads"): the files that answer it (open,
// move or remove one), and adding files by choosing or dropping them, each with its progress (a
// document dropped from another question moves here). Files are checked by the server by their
// content; what it skips is said in the spec's words.
import { useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  alreadyUploaded,
  DOCUMENT_ACCEPT,
  INVALID_FILES,
  MAX_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  TOO_MANY_FILES,
  UPLOAD_ALL_FAILED,
  UPLOAD_FAILED,
  type DocumentDto,
} from '@portico/common/documents/uploads';
import {
  ANSWER_SEPARATOR,
  type QuestionDto,
} from '@portico/common/questionnaires/questionnaire-model';
import { toast } from '@/lib/toast';
import { uploadDocuments, type UploadProgress } from '@/lib/upload-documents';
import { useAnswering } from '../hooks/answering-context';
import { DOCUMENT_DRAG_TYPE } from '../hooks/question-documents';
import { DocumentRow, RemoveDocumentDialog } from './document-row';

const percent = (sent: number, total: number) => (total > 0 ? (sent / total) * 100 : 100);

/** What the server skipped, said as the spec says it. */
function problemsOf(result: {
  invalid: string[];
  duplicates: string[];
  failed: string[];
  documents: DocumentDto[];
}): string[] {
  const problems: string[] = [];
  if (result.invalid.length > 0) problems.push(INVALID_FILES);
  problems.push(...result.duplicates.map(alreadyUploaded));
  if (result.failed.length > 0)
    problems.push(result.documents.length === 0 ? UPLOAD_ALL_FAILED : UPLOAD_FAILED);
  return problems;
}

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
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ names: string[]; state: UploadProgress } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState<DocumentDto | null>(null);
  const [dragging, setDragging] = useState(false);
  const canChange = !readOnly && !preview;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > MAX_UPLOAD_FILES) return setProblems([TOO_MANY_FILES]);
    const tooLarge = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooLarge.length > 0)
      return setProblems(tooLarge.map((f) => `${f.name}: ${MAX_SIZE_MESSAGE}`));
    setProblems([]);
    const names = files.map((f) => f.name);
    try {
      const result = await uploadDocuments({
        companyId: page.company_id,
        files,
        target: { questionnaire_id: page.id, question_id: question.id },
        onProgress: (state) => setProgress({ names, state }),
      });
      const kept = [...documents, ...result.documents];
      onDocuments(kept);
      if (result.answer !== null)
        saver.setSaved(question.id, { answer: result.answer, answer_by: null });
      setProblems(problemsOf(result));
    } catch (error) {
      toast.error(error);
    } finally {
      setProgress(null);
    }
  };

  const removed = (document: DocumentDto) => {
    const rest = documents.filter((d) => d.id !== document.id);
    onDocuments(rest);
    saver.setSaved(question.id, {
      answer: rest.map((d) => d.id).join(ANSWER_SEPARATOR),
      answer_by: null,
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!canChange || progress) return;
    // A document dragged from another question moves here; files from the computer upload.
    const moved = event.dataTransfer.getData(DOCUMENT_DRAG_TYPE);
    if (moved) {
      if (!documents.some((d) => d.id === moved))
        void placed.move(moved, { id: question.id, label: question.text });
      return;
    }
    void add([...event.dataTransfer.files]);
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
      {progress && (
        <Stack spacing={1} aria-live="polite" aria-busy="true">
          <Typography variant="body2">
            Uploading{' '}
            {progress.names.length === 1 ? progress.names[0] : `${progress.names.length} files`}…
          </Typography>
          <LinearProgress
            variant="determinate"
            aria-label="All files"
            value={percent(
              progress.state.sent.reduce((a, b) => a + b, 0),
              progress.state.total.reduce((a, b) => a + b, 0),
            )}
          />
          {progress.names.length > 1 &&
            progress.names.map((name, index) => (
              <Box key={`${name}-${index}`}>
                <Typography variant="caption">{name}</Typography>
                <LinearProgress
                  variant="determinate"
                  aria-label={name}
                  value={percent(progress.state.sent[index] ?? 0, progress.state.total[index] ?? 0)}
                  sx={{ height: 3 }}
                />
              </Box>
            ))}
        </Stack>
      )}
      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
      {canChange && (
        <Box
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 1,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 2,
            textAlign: 'center',
          }}
        >
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            accept={DOCUMENT_ACCEPT}
            aria-label={`Files for: ${question.text}`}
            onChange={(e) => {
              void add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={Boolean(progress)}
            onClick={() => picker.current?.click()}
          >
            {documents.length > 0 ? 'Upload more files' : 'Upload files'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            or drop them here. PDF or photos (PNG, JPEG, GIF, HEIC), up to 150 MB each.
          </Typography>
        </Box>
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
