// The parts of uploading files that the questionnaire page, the drop-off page and the documents
// vault share: checking the choice before sending (count, size), sending it with its progress (all
// files, and each when several), the drop zone with its picker, and what the server skipped, said
// as the spec says it (spec 2 §5 "Uploads", spec 3 §5 Documents).
import { useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  alreadyUploaded,
  INVALID_FILES,
  MAX_SIZE_MESSAGE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  PROTECTED_PDFS,
  TOO_MANY_FILES,
  UPLOAD_ALL_FAILED,
  UPLOAD_FAILED,
} from '@portico/common/documents/upload-rules';
import type { ProcessDocumentDto } from '@portico/common/documents/uploads';
import { FilePicker } from '@/components/file-picker';
import { toast } from '@/lib/toast';
import { uploadDocuments, type UploadProgress, type UploadRoute } from '@/lib/upload-documents';

const percent = (sent: number, total: number) => (total > 0 ? (sent / total) * 100 : 100);

/** What the server skipped, said as the spec says it. */
export function problemsOf(result: ProcessDocumentDto): string[] {
  const problems: string[] = [];
  const locked = new Set(result.password_protected);
  if (result.invalid.some((name) => !locked.has(name))) problems.push(INVALID_FILES);
  if (locked.size > 0) problems.push(`${[...locked].join(', ')}: ${PROTECTED_PDFS}`);
  problems.push(...result.duplicates.map(alreadyUploaded));
  if (result.failed.length > 0)
    problems.push(result.documents.length === 0 ? UPLOAD_ALL_FAILED : UPLOAD_FAILED);
  return problems;
}

/** Uploads files through `route` (to one question, for a `target`), with the state the zone shows. */
export function useFileUpload(
  route: UploadRoute,
  target: { questionnaire_id?: string; question_id: string } | undefined,
  onUploaded: (result: ProcessDocumentDto) => void,
) {
  const [progress, setProgress] = useState<{ names: string[]; state: UploadProgress } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** `processWith`: more of process_document's body for these files (`requires_splitting`). */
  const add = async (files: File[], processWith?: UploadRoute['processWith']) => {
    if (files.length === 0) return;
    if (files.length > MAX_UPLOAD_FILES) return setProblems([TOO_MANY_FILES]);
    const tooLarge = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooLarge.length > 0)
      return setProblems(tooLarge.map((f) => `${f.name}: ${MAX_SIZE_MESSAGE}`));
    setProblems([]);
    const names = files.map((f) => f.name);
    try {
      const result = await uploadDocuments({
        route: processWith
          ? { ...route, processWith: { ...route.processWith, ...processWith } }
          : route,
        files,
        target,
        onProgress: (state) => setProgress({ names, state }),
      });
      onUploaded(result);
      setProblems(problemsOf(result));
    } catch (error) {
      toast.error(error);
    } finally {
      setProgress(null);
    }
  };
  return { add, progress, problems };
}

export type FileUpload = ReturnType<typeof useFileUpload>;

/** The progress of the files being sent, and what the last upload skipped. */
export function UploadStatus({ upload }: { upload: FileUpload }) {
  const { progress, problems } = upload;
  return (
    <>
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
    </>
  );
}

/**
 * Where files are chosen or dropped. `onDropped` may take the drop first (a document moved from
 * elsewhere on the page) and answer true; files from the computer upload.
 */
export function UploadDropZone(props: {
  upload: FileUpload;
  /** The picker's accessible name: 'Files for: {item}'. */
  label: string;
  hasFiles: boolean;
  onDropped?: (event: DragEvent) => boolean;
}) {
  const { upload } = props;
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (upload.progress) return;
    if (props.onDropped?.(event)) return;
    void upload.add([...event.dataTransfer.files]);
  };
  return (
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
      <FilePicker
        label={props.label}
        buttonText={props.hasFiles ? 'Upload more files' : 'Upload files'}
        disabled={Boolean(upload.progress)}
        onFiles={(files) => void upload.add(files)}
      />
    </Box>
  );
}
