// What names a signature request, in the dialogs that make one or many: its tax year, its form (a
// common one, or any typed) and the document's name.
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SIGNATURE_FORM_NAMES } from '@portico/common/signature-requests/signature-request-model';
import {
  MAX_DOCUMENT_NAME,
  MAX_FORM_NAME,
} from '@portico/common/signature-requests/signature-requests-input';
import { TaxYearField } from '@/components/tax-year-field';

export interface RequestNaming {
  taxYear: number;
  formName: string;
  name: string;
}

export function RequestNamingFields(props: {
  value: RequestNaming;
  onChange: (change: Partial<RequestNaming>) => void;
}) {
  const { value, onChange } = props;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TaxYearField
          value={value.taxYear}
          onChange={(taxYear) => onChange({ taxYear })}
          required
        />
        <Autocomplete
          freeSolo
          fullWidth
          options={SIGNATURE_FORM_NAMES}
          inputValue={value.formName}
          onInputChange={(_, formName) => onChange({ formName })}
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
        value={value.name}
        onChange={(e) => onChange({ name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: MAX_DOCUMENT_NAME } }}
      />
    </>
  );
}
