// A client list or a rollover items file being imported (issue 49): rows done of the total while it runs (the dialog may be
// closed meanwhile: the import goes on), then what became of them, the files that could not be
// read, and the report of the rows left out to fix and import again (a rollover documents
// import: its files to place by hand).
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  addedText,
  importedNoun,
  isImportFinished,
  isPlacedImport,
  leftOutText,
  type ImportDto,
  type ImportProgressDto,
} from '@portico/common/imports/imports';
import { countNoun } from '@portico/common/format/count-noun';
import { toast } from '@/lib/toast';
import { useDownloadImportReport, useImportProgress } from '../api/import-progress';
import { UnplacedFiles } from './unplaced-files';

/** What a left-out or already-there row is: a placed import's, a file. */
const leftOutNoun = (record: ImportDto) => (isPlacedImport(record.document_type) ? 'file' : 'row');

export const IMPORT_GOES_ON = 'You can close this window: the import goes on.';
export const FIX_AND_IMPORT_AGAIN =
  'Fix these rows in the downloaded file and import it: rows already imported are not added again.';

function Running({ progress, noun }: { progress: ImportProgressDto | null; noun: string }) {
  const share = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {progress
          ? `Importing… ${progress.done} of ${countNoun(progress.total, noun)}`
          : 'Reading the file…'}
      </Typography>
      <LinearProgress
        variant={progress ? 'determinate' : 'indeterminate'}
        value={share}
        aria-label="Import progress"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {IMPORT_GOES_ON}
      </Typography>
    </Box>
  );
}

function Finished({ record }: { record: ImportDto }) {
  const report = useDownloadImportReport();
  const progress = record.progress;
  // A placed import whose files left out have all been placed by hand since is complete.
  const placed = isPlacedImport(record.document_type);
  const status =
    placed && record.status === 'completed_with_errors' && record.unplaced.length === 0
      ? 'completed'
      : record.status;
  const severity = status === 'completed' ? 'success' : status === 'failed' ? 'error' : 'warning';
  const title =
    status === 'completed'
      ? 'Import complete'
      : status === 'failed'
        ? 'Nothing was imported'
        : placed
          ? 'Import complete, with files to place by hand'
          : 'Import complete, with rows left out';
  return (
    <Stack spacing={2}>
      <Alert severity={severity} role="status">
        <AlertTitle>{title}</AlertTitle>
        {progress && progress.total > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="What was imported">
            <li>{addedText(record.document_type, progress.created)}</li>
            {progress.updated > 0 && (
              <li>{countNoun(progress.updated, importedNoun(record.document_type))} updated</li>
            )}
            {progress.unchanged > 0 && (
              <li>{countNoun(progress.unchanged, leftOutNoun(record))} already here</li>
            )}
            {progress.failed > 0 && <li>{leftOutText(record.document_type, progress.failed)}</li>}
          </Box>
        )}
      </Alert>
      {isPlacedImport(record.document_type) ? (
        <UnplacedFiles record={record} />
      ) : (
        progress &&
        progress.failed > 0 && (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {FIX_AND_IMPORT_AGAIN}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={report.isPending}
              onClick={() => report.mutate(record, { onError: (error) => toast.error(error) })}
            >
              Download rows not imported
            </Button>
          </Box>
        )
      )}
    </Stack>
  );
}

export function ImportProgress({
  started,
  onFinished,
}: {
  started: ImportDto;
  /** Called once, when the import has finished (the lists it added to read again). */
  onFinished?: () => void;
}) {
  const { data: record } = useImportProgress(started);
  const finished = isImportFinished(record.status);
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {finished ? (
        <Finished record={record} />
      ) : (
        <Running progress={record.progress} noun={leftOutNoun(record)} />
      )}
      {record.problems.map((problem) => (
        <Alert key={problem} severity="error">
          {problem}
        </Alert>
      ))}
    </Stack>
  );
}
