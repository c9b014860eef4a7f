// The frame of the profile editors (the client's profile and entity, the staff entity view): a
// form whose fields a read-only viewer sees disabled, and its save button, hidden for them.
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';

const PLAIN_FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

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
      <fieldset disabled={readOnly} style={PLAIN_FIELDSET}>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </fieldset>
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
