// Upload Tax Return (spec 3 §2, §5): one PDF for exactly one entity, its tax year and the name it
// goes by.
// The file goes into the entity's /_portico/Tax Return Delivery/{year}, checked by the vault (a
// password-protected or unreadable PDF is refused with the spec's message), then becomes the
// return; the dialog stays open with what was typed if anything fails.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { MAX_TAX_RETURN_NAME } from '@portico/common/tax-returns/upload-tax-return';
import { EntityChooser, type ChosenEntity } from '@/components/entity-chooser';
import { TaxYearField } from '@/components/tax-year-field';
import { toast } from '@/lib/toast';
import type { UploadProgress } from '@/lib/upload-documents';
import { useUploadTaxReturn } from '../api/entity-tax-returns';

const withoutExtension = (name: string) => name.replace(/\.pdf$/i, '');
const percent = (p: UploadProgress | null) =>
  p && p.total[0] ? Math.round(((p.sent[0] ?? 0) / p.total[0]) * 100) : 0;

/** Mount it to open it: for the entity given, or (from Deliver) for the one chosen in it. */
export function UploadTaxReturnDialog(props: {
  entity?: { id: string; name: string };
  /** Replace Tax Return Draft: the draft the client asked to change (its entity is given too). */
  replacing?: { id: string; taxYear: number; name: string };
  onClose: () => void;
}) {
  const upload = useUploadTaxReturn();
  const [chosen, setChosen] = useState<ChosenEntity | null>(null);
  const entity = props.entity ?? chosen;
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [taxYear, setTaxYear] = useState(
    () => props.replacing?.taxYear ?? defaultTaxYear(new Date()),
  );
  const [name, setName] = useState(props.replacing?.name ?? '');
  const [asDraft, setAsDraft] = useState(Boolean(props.replacing));
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const named = name.trim();
  const ready = entity !== null && file !== null && named !== '' && !upload.isPending;

  const submit = () => {
    if (!file || !entity || !ready) return;
    setProblem(null);
    upload.mutate(
      {
        companyId: entity.id,
        file,
        taxYear,
        documentName: named,
        sendDraftForApproval: asDraft,
        previousTaxReturnId: props.replacing?.id ?? null,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          toast.success(props.replacing ? 'Tax return draft replaced' : 'Tax return uploaded');
          props.onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={upload.isPending ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="upload-tax-return-title"
    >
      <DialogTitle id="upload-tax-return-title">
        {props.replacing ? 'Replace Tax Return Draft' : 'Upload Tax Return'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {props.entity ? (
            <Typography color="text.secondary">
              For {props.entity.name}. The PDF is kept in the entity’s documents, in the tax return
              delivery folder of its year.
            </Typography>
          ) : (
            <>
              <Typography color="text.secondary">
                Choose the entity the return is for. The PDF is kept in its documents, in the tax
                return delivery folder of its year.
              </Typography>
              <EntityChooser
                label="Entity"
                fullWidth
                onChoose={setChosen}
                {...(chosen && { value: chosen })}
              />
            </>
          )}
          <input
            ref={picker}
            hidden
            type="file"
            accept="application/pdf,.pdf"
            aria-label="Tax return PDF"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              setFile(chosen);
              setProblem(null);
              if (!named) setName(withoutExtension(chosen.name));
            }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => picker.current?.click()}
            >
              {file ? 'Choose another PDF' : 'Choose PDF'}
            </Button>
            <Typography noWrap sx={{ minWidth: 0 }}>
              {file?.name ?? 'No file chosen'}
            </Typography>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TaxYearField value={taxYear} onChange={setTaxYear} required />
            <TextField
              label="Document name"
              required
              fullWidth
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: MAX_TAX_RETURN_NAME } }}
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={asDraft}
                onChange={(e) => setAsDraft(e.target.checked)}
                disabled={Boolean(props.replacing)}
              />
            }
            label="Send draft for Approval"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
            {asDraft
              ? 'A copy marked DRAFT on every page goes to the entity’s primary contact, who approves it or asks for changes.'
              : 'The return is ready to classify once it is processed.'}
          </Typography>
          {upload.isPending && (
            <LinearProgress
              variant="determinate"
              value={percent(progress)}
              aria-label="Upload progress"
            />
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!ready} onClick={submit}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
