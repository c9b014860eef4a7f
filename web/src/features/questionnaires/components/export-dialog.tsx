// Export (spec 2 §2 "export (format choice)", §5 "Export"): PDF (with the uploaded documents or
// without, questions answered No or N/A left out if asked), zipped (the PDF and the original files,
// images converted to PDFs if asked) or a spreadsheet; a table of contents and page numbers for
// the PDF either way; one questionnaire under a file name of the staff member's choosing (the
// spec's by default), or a selection as a zip. A selection (or one with heavy documents) is made in
// the background: the dialog then says so and leads to the export's page.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { countNoun } from '@portico/common/format/count-noun';
import {
  defaultExportName,
  EXPORT_EXTENSIONS,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  EXPORT_MESSAGES,
  type ExportFormat,
} from '@portico/common/questionnaires/export';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useExportQuestionnaires } from '../api/export';
import { localToday } from '../hooks/answering-context';

/** One questionnaire (its name, entity and year name the file) or a selection of them. */
export type ExportTarget =
  | { kind: 'one'; id: string; name: string; company: string; taxYear: number }
  | { kind: 'many'; ids: string[] };

/** The spec's failure message for the format, unless the server said why (too many, too large). */
function failure(error: unknown, format: ExportFormat): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 503))
    return error.message;
  return format === 'pdf' ? EXPORT_MESSAGES.failed : EXPORT_MESSAGES.failedSpreadsheet;
}

/** Mount it to open it. */
export function ExportDialog({ target, onClose }: { target: ExportTarget; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const exporter = useExportQuestionnaires();
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [includeDocuments, setIncludeDocuments] = useState(true);
  const [removeNos, setRemoveNos] = useState(false);
  const [toc, setToc] = useState(false);
  const [pageNumbers, setPageNumbers] = useState(false);
  const [convertImages, setConvertImages] = useState(false);
  const [fileName, setFileName] = useState(
    target.kind === 'one'
      ? defaultExportName({
          company: target.company,
          questionnaire: target.name,
          taxYear: target.taxYear,
          date: localToday(),
        })
      : '',
  );
  const ids = target.kind === 'one' ? [target.id] : target.ids;
  /** The export made in the background, once the server has queued it. */
  const [queuedId, setQueuedId] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    exporter.mutate(
      {
        questionnaire_ids: ids,
        format,
        include_documents: includeDocuments,
        remove_nos_and_na_answers: format === 'pdf' && removeNos,
        include_toc: format !== 'spreadsheet' && toc,
        include_pages: format !== 'spreadsheet' && pageNumbers,
        convert_images_to_pdfs: format === 'zipped' && convertImages,
        documents_to_include: [],
        documents_to_exclude: [],
        save_as_name: fileName.trim(),
        save_as_names: [],
      },
      {
        onSuccess: (result) => {
          if (result.kind === 'queued') return setQueuedId(result.exportId);
          toast.success(`Downloaded ${result.name}`);
          onClose();
        },
        onError: (error) => toast.error(failure(error, format)),
      },
    );
  };

  if (queuedId)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="export-title">
        <DialogTitle id="export-title">Export in progress</DialogTitle>
        <DialogContent>
          <Alert severity="info" role="status">
            {EXPORT_MESSAGES.queued}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.staff.questionnaireExport.getHref(queuedId)}
          >
            View progress
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog
      open
      onClose={exporter.isPending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="export-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="export-title">
          {target.kind === 'one'
            ? 'Export questionnaire'
            : `Export ${countNoun(ids.length, 'questionnaire')}`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormControl>
              <FormLabel id="export-format">Format</FormLabel>
              <RadioGroup
                aria-labelledby="export-format"
                value={format}
                onChange={(_, value) => setFormat(value as ExportFormat)}
              >
                {EXPORT_FORMATS.map((f) => (
                  <FormControlLabel
                    key={f}
                    value={f}
                    control={<Radio />}
                    label={EXPORT_FORMAT_LABELS[f]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {format !== 'spreadsheet' && (
              <Stack>
                {format === 'pdf' && (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={includeDocuments}
                        onChange={(_, on) => setIncludeDocuments(on)}
                      />
                    }
                    label="Include the uploaded documents (PDFs and images)"
                  />
                )}
                {format === 'pdf' && (
                  <FormControlLabel
                    control={<Switch checked={removeNos} onChange={(_, on) => setRemoveNos(on)} />}
                    label="Leave out questions answered No or N/A"
                  />
                )}
                {format === 'zipped' && (
                  <FormControlLabel
                    control={
                      <Switch checked={convertImages} onChange={(_, on) => setConvertImages(on)} />
                    }
                    label="Convert images to PDFs"
                  />
                )}
                <FormControlLabel
                  control={<Switch checked={toc} onChange={(_, on) => setToc(on)} />}
                  label="Table of contents"
                />
                <FormControlLabel
                  control={
                    <Switch checked={pageNumbers} onChange={(_, on) => setPageNumbers(on)} />
                  }
                  label="Page numbers"
                />
              </Stack>
            )}
            {exporter.isPending && (
              // The export-in-progress notice (spec 2 §2): the file is made while the dialog waits.
              <Alert severity="info" role="status" icon={false}>
                <Stack spacing={1}>
                  <span>
                    {target.kind === 'one'
                      ? 'Preparing your export. With documents it can take a minute; keep this window open and the file downloads when it is ready.'
                      : 'Starting your export…'}
                  </span>
                  <LinearProgress aria-label="Preparing the export" />
                </Stack>
              </Alert>
            )}
            {target.kind === 'one' ? (
              <TextField
                label="File name"
                value={fileName}
                onChange={(e) => setFileName(e.target.value)}
                helperText={`Saved as .${EXPORT_EXTENSIONS[format]}`}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {format === 'zipped'
                  ? 'Each questionnaire is a folder of its PDF and its documents, in one .zip.'
                  : 'Each questionnaire is its own file; they download together as one .zip.'}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={exporter.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={exporter.isPending}>
            Export
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
