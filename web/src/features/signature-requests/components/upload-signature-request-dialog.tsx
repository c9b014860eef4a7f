// Upload Signature Request (spec 3 §2, §5: one entity, a file of non-zero size, and a tax year):
// the PDF goes into the entity's /_portico/Signature Requests/{year}, checked by the vault (a
// password-protected or unreadable PDF is refused with the spec's message), then becomes the
// request, named by its form (a common one, or any typed) and a document name.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import {
  SIGNATURE_FORM_NAMES,
  SIGNATURE_REQUEST_UPLOADED,
} from '@portico/common/signature-requests/signature-request-model';
import {
  MAX_DOCUMENT_NAME,
  MAX_FORM_NAME,
} from '@portico/common/signature-requests/signature-requests-input';
import type { ChosenEntity } from '@/components/entity-chooser';
import { PdfUploadDialog, withoutPdfExtension } from '@/components/pdf-upload-dialog';
import { TaxYearField } from '@/components/tax-year-field';
import { toast } from '@/lib/toast';
import { percentSent, type UploadProgress } from '@/lib/upload-documents';
import { useUploadSignatureRequest } from '../api/signature-requests';

const EMPTY_FILE = 'The file is empty. Please upload the document to sign.';

/** Mount it to open it: for the entity given, or (from Signatures) for the one chosen in it. */
export function UploadSignatureRequestDialog(props: {
  entity?: { id: string; name: string };
  onClose: () => void;
}) {
  const upload = useUploadSignatureRequest();
  const [chosen, setChosen] = useState<ChosenEntity | null>(null);
  const entity = props.entity ?? chosen;
  const [file, setFile] = useState<File | null>(null);
  const [taxYear, setTaxYear] = useState(() => defaultTaxYear(new Date()));
  const [formName, setFormName] = useState('');
  const [name, setName] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = formName.trim();
  const named = name.trim();
  const ready =
    entity !== null && file !== null && form !== '' && named !== '' && !upload.isPending;

  const submit = () => {
    if (!file || !entity || !ready) return;
    if (file.size === 0) {
      setProblem(EMPTY_FILE);
      return;
    }
    setProblem(null);
    upload.mutate(
      {
        companyId: entity.id,
        file,
        taxYear,
        formName: form,
        documentName: named,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          toast.success(SIGNATURE_REQUEST_UPLOADED);
          props.onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  const where = 'in the signature requests folder of its year, which only staff see';
  return (
    <PdfUploadDialog
      title="Upload Signature Request"
      intro={
        props.entity
          ? `For ${props.entity.name}. The PDF is kept in the entity’s documents, ${where}.`
          : `Choose the entity whose owners sign it. The PDF is kept in its documents, ${where}.`
      }
      {...(!props.entity && { chooser: { chosen, onChoose: setChosen } })}
      fileLabel="Document to sign (PDF)"
      file={file}
      onFile={(picked) => {
        setFile(picked);
        setProblem(picked.size === 0 ? EMPTY_FILE : null);
        if (!named) setName(withoutPdfExtension(picked.name));
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
        <Autocomplete
          freeSolo
          fullWidth
          options={SIGNATURE_FORM_NAMES}
          inputValue={formName}
          onInputChange={(_, value) => setFormName(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Form"
              required
              helperText="A common form, or type another"
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX_FORM_NAME },
              }}
            />
          )}
        />
      </Stack>
      <TextField
        label="Document name"
        required
        fullWidth
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_DOCUMENT_NAME } }}
      />
    </PdfUploadDialog>
  );
}
