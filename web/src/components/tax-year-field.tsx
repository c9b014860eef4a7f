// The tax-year select the dashboard filter and the send dialogs share (spec 1 §9: 2018 to 2025).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TAX_YEARS } from '@portico/common/firm/tax-years';

export function TaxYearField(props: {
  value: number;
  onChange: (year: number) => void;
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  return (
    <TextField
      select
      size={props.size ?? 'medium'}
      label="Tax year"
      required={props.required ?? false}
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      {TAX_YEARS.map((year) => (
        <MenuItem key={year} value={year}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}
