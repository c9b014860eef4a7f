// Upload Tax Return (spec 3 §2, §5): one PDF for exactly one entity, its tax year and the name it
// goes by.
// The file goes into the entity's /_portico/Tax Return Delivery/{year}, checked by the vault (a
// password-protected or unreadable PDF is refused with the spec's message), then becomes the
// return; the dialog stays open with what was typed if anything fails.
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { MAX_TAX_RETURN_NAME } from '@portico/common/tax-returns/upload-tax-return';
import type { ChosenEntity } from '@/components/entity-chooser';
import { PdfUploadDialog, withoutPdfExtension } from '@/components/pdf-upload-dialog';
import { TaxYearField } from '@/components/tax-year-field';
import { toast } from '@/lib/toast';
import { percentSent, type UploadProgress } from '@/lib/upload-documents';
import { useUploadTaxReturn } from '../api/entity-tax-returns';

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
    <PdfUploadDialog
      title={props.replacing ? 'Replace Tax Return Draft' : 'Upload Tax Return'}
      intro={
        props.entity
          ? `For ${props.entity.name}. The PDF is kept in the entity’s documents, in the tax return delivery folder of its year.`
          : 'Choose the entity the return is for. The PDF is kept in its documents, in the tax return delivery folder of its year.'
      }
      {...(!props.entity && { chooser: { chosen, onChoose: setChosen } })}
      fileLabel="Tax return PDF"
      file={file}
      onFile={(chosen) => {
        setFile(chosen);
        setProblem(null);
        if (!named) setName(withoutPdfExtension(chosen.name));
      }}
      progress={upload.isPending ? percentSent(progress) : null}
      problem={problem}
      ready={ready}
      submitLabel="Upload"
      onSubmit={submit}
      onClose={props.onClose}
    >
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
    </PdfUploadDialog>
  );
}
