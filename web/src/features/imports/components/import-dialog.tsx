// The Import dialog (spec 3 §2, §4, §5): a file type and its options, the files, the client list
// templates, upload progress, then a client list's import as it goes (import-progress.tsx), or the
// processing-time message for what the onboarding team processes.
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import { defaultTaxYear, TAX_YEARS } from '@portico/common/firm/tax-years';
import {
  CLIENT_LIST_TYPE_LABELS,
  CLIENT_LIST_TYPES,
  IMPORT_FILE_TYPE_LABELS,
  importOptionsSchema,
  importTypesFor,
  MAX_COMMENT,
  MAX_DESCRIPTION,
  NO_FILES,
  TAX_SOFTWARE,
  taxSoftwareLabel,
  type ListTemplate,
  type ImportCommitDto,
  type ImportFileType,
  type ImportOptionsInput,
} from '@portico/common/imports/imports';
import type { FirmAccess } from '@portico/common/people/access';
import { bindField } from '@/lib/bind-field';
import { ROLLOVER_CSV_HINT } from '@portico/common/imports/rollover-items-rows';
import { toast } from '@/lib/toast';
import { useDownloadListTemplate } from '../api/download-list-template';
import { useUploadImport } from '../api/upload-import';
import { ImportFilePicker } from './import-file-picker';
import { ImportProgress } from './import-progress';

interface FormValues {
  documentType: ImportFileType | '';
  listType: string;
  assignedFirmUserId: string;
  sendSignInLinks: boolean;
  taxSoftware: string;
  year: number | '';
  documentName: string;
  comment: string;
}

const blank = (): FormValues => ({
  documentType: '',
  listType: '',
  assignedFirmUserId: '',
  sendSignInLinks: false,
  taxSoftware: '',
  year: defaultTaxYear(new Date()),
  documentName: '',
  comment: '',
});

/** Which options each file type asks for (spec 3 §5). */
const FIELDS: Record<
  ImportFileType,
  ('list' | 'assignee' | 'links' | 'software' | 'year' | 'name')[]
> = {
  client_list: ['list', 'assignee', 'links'],
  staff_list: [],
  zipped_rollover_items: ['software'],
  other_document: ['name'],
  rollover_items_import: ['year', 'software'],
  rollover_items_csv: ['year'],
};

export const STAFF_LIST_HINT =
  'Each person on the list is emailed an invitation to set up their sign-in, as Invite staff does. Access Level is Partner, Admin, Full user or Group-limited user (Full user when blank).';

export const SIGN_IN_LINKS_HINT =
  'Each new client is emailed a link to sign in to the portal. Leave it off to invite them later.';

interface Props {
  open: boolean;
  onClose: () => void;
  advisors: FirmUserDto[];
  firmAccess: FirmAccess | null;
  /** Called when a client list has been imported (the lists it added to read again). */
  onImported?: () => void;
}

/** A select bound to the form, with its error under it. */
function SelectField({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<FormValues>;
  name: keyof FormValues;
  label: string;
  options: { value: string | number; label: string }[];
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The templates to download: the client lists', and the staff list's for who may import one. */
const templatesFor = (access: FirmAccess | null | undefined): [ListTemplate, string][] => [
  ['individuals', 'Individuals template'],
  ['businesses', 'Businesses template'],
  ...(importTypesFor(access).includes('staff_list')
    ? [['staff', 'Staff list template'] as [ListTemplate, string]]
    : []),
];

export function ImportDialog({ open, onClose, advisors, firmAccess, onImported }: Props) {
  const { control, handleSubmit, reset, register, formState } = useForm<FormValues>({
    resolver: yupResolver(importOptionsSchema) as never,
    defaultValues: blank(),
  });
  const field = bindField(register, formState.errors);
  const documentType = useWatch({ control, name: 'documentType' });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState<ImportCommitDto | null>(null);
  const upload = useUploadImport();
  const template = useDownloadListTemplate();
  const busy = upload.isPending;
  const fields = documentType ? FIELDS[documentType] : [];

  const close = () => {
    if (busy) return;
    reset(blank());
    setFiles([]);
    setFilesError(undefined);
    setProgress(0);
    setDone(null);
    upload.reset();
    onClose();
  };

  const chooseFiles = (next: File[]) => {
    setFiles(next);
    if (next.length) setFilesError(undefined);
  };

  const submit = handleSubmit(
    (values) => {
      if (files.length === 0) {
        setFilesError(NO_FILES);
        return;
      }
      setProgress(0);
      upload.mutate(
        { options: values as unknown as ImportOptionsInput, files, onProgress: setProgress },
        {
          onSuccess: setDone,
          onError: (error) => toast.error(error),
        },
      );
    },
    () => setFilesError(files.length ? undefined : NO_FILES),
  );

  const download = (kind: ListTemplate) =>
    template.mutate(kind, { onError: (error) => toast.error(error) });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-title">
      <DialogTitle id="import-title">Import</DialogTitle>
      <DialogContent>
        {done?.import.status === 'received' ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {done.message}
          </Alert>
        ) : done ? (
          <ImportProgress started={done.import} onFinished={onImported} />
        ) : (
          <Stack
            component="form"
            id="import-form"
            spacing={2}
            sx={{ pt: 1 }}
            noValidate
            onSubmit={(event) => void submit(event)}
          >
            <Box>
              <Typography variant="body2" color="text.secondary">
                Templates
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                {templatesFor(firmAccess).map(([kind, label]) => (
                  <Button
                    key={kind}
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => download(kind)}
                    disabled={template.isPending}
                  >
                    {label}
                  </Button>
                ))}
              </Stack>
            </Box>
            <SelectField
              control={control}
              name="documentType"
              label="File type"
              disabled={busy}
              options={importTypesFor(firmAccess).map((type) => ({
                value: type,
                label: IMPORT_FILE_TYPE_LABELS[type],
              }))}
            />
            {fields.includes('list') && (
              <SelectField
                control={control}
                name="listType"
                label="List type"
                disabled={busy}
                options={CLIENT_LIST_TYPES.map((type) => ({
                  value: type,
                  label: CLIENT_LIST_TYPE_LABELS[type],
                }))}
              />
            )}
            {fields.includes('assignee') && (
              <SelectField
                control={control}
                name="assignedFirmUserId"
                label="Assignee"
                disabled={busy}
                options={advisors.map((advisor) => ({
                  value: advisor.id,
                  label: advisor.full_name,
                }))}
              />
            )}
            {fields.includes('links') && (
              <Controller
                control={control}
                name="sendSignInLinks"
                render={({ field: links }) => (
                  <FormControlLabel
                    sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
                    control={
                      <Checkbox
                        name={links.name}
                        checked={Boolean(links.value)}
                        onChange={(event) => links.onChange(event.target.checked)}
                        onBlur={links.onBlur}
                        slotProps={{ input: { ref: links.ref } }}
                        disabled={busy}
                      />
                    }
                    label={
                      <span>
                        <Typography component="span" sx={{ display: 'block' }}>
                          Send sign-in links
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {SIGN_IN_LINKS_HINT}
                        </Typography>
                      </span>
                    }
                  />
                )}
              />
            )}
            {fields.includes('year') && (
              <SelectField
                control={control}
                name="year"
                label="Year"
                disabled={busy}
                options={TAX_YEARS.map((year) => ({ value: year, label: String(year) }))}
              />
            )}
            {fields.includes('software') && (
              <SelectField
                control={control}
                name="taxSoftware"
                label="Tax software"
                disabled={busy}
                options={TAX_SOFTWARE.map((software) => ({
                  value: software,
                  label: taxSoftwareLabel(software),
                }))}
              />
            )}
            {fields.includes('name') && (
              <TextField
                {...field('documentName')}
                label="Description"
                required
                fullWidth
                disabled={busy}
                slotProps={{ htmlInput: { maxLength: MAX_DESCRIPTION } }}
              />
            )}
            {documentType === 'rollover_items_csv' && (
              <Typography variant="body2" color="text.secondary">
                {ROLLOVER_CSV_HINT}
              </Typography>
            )}
            {documentType === 'staff_list' && (
              <Typography variant="body2" color="text.secondary">
                {STAFF_LIST_HINT}
              </Typography>
            )}
            <TextField
              {...field('comment')}
              label="Comment"
              fullWidth
              multiline
              minRows={2}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: MAX_COMMENT } }}
            />
            <ImportFilePicker
              files={files}
              onChange={chooseFiles}
              error={filesError}
              disabled={busy}
            />
            {busy && (
              <Box role="status" aria-live="polite">
                <Typography variant="body2">Uploading… {Math.round(progress * 100)}%</Typography>
                <LinearProgress
                  variant="determinate"
                  value={progress * 100}
                  aria-label="Upload progress"
                />
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={close} autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" form="import-form" variant="contained" disabled={busy}>
              Upload
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
