// The frame of the profile editors (the client's profile and entity, the staff entity view): a
// form whose fields a read-only viewer sees disabled, and its save button, hidden for them.
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';

const PLAIN_FIELDSET = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

/**
 * A disabled fieldset disables its controls, but MUI draws a field as disabled only from its own
 * prop: give them the disabled look (filled, faint outline) while the values stay readable.
 */
const READ_ONLY_FIELDSET: SxProps<Theme> = {
  ...PLAIN_FIELDSET,
  '& .MuiInputBase-root': { bgcolor: 'action.hover', color: 'text.secondary' },
  // Fields disabled by their own prop too: one readable grey for every value and label.
  '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'currentColor' },
  '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'divider', borderStyle: 'dashed' },
  '& .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'divider' },
  '& .MuiSelect-icon': { visibility: 'hidden' },
};

export function ProfileFormFrame({
  label,
  readOnly,
  saving,
  saveLabel,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  readOnly: boolean;
  saving: boolean;
  saveLabel: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** Grid cells. */
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={label}
    >
      <Box
        component="fieldset"
        disabled={readOnly}
        sx={readOnly ? READ_ONLY_FIELDSET : PLAIN_FIELDSET}
      >
        <Grid container spacing={2}>
          {children}
        </Grid>
      </Box>
      {!readOnly && (
        <div>
          <Button type="submit" variant="contained" disabled={saving}>
            {saveLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}
