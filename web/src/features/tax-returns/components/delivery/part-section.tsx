// What the forms and vouchers of a classification share: a titled list with its empty words and
// an Add button, and each item's card opening with its catalogue choice ('Other' last), a remove
// button, and a chip while it is a suggestion.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { OTHER_ID } from '@portico/common/tax-returns/delivery-catalogue';

export function PartsSection(props: {
  title: string;
  empty: string;
  addLabel: string;
  count: number;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {props.title}
      </Typography>
      {props.count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {props.empty}
        </Typography>
      )}
      {props.children}
      <Box>
        <Button startIcon={<Add />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Box>
    </Stack>
  );
}

/** One form or voucher: its catalogue choice and remove button first, then `children`. */
export function PartCard(props: {
  /** "Form 1", "Voucher 2": the card's name and its remove button's. */
  label: string;
  choiceLabel: string;
  choice: string;
  options: readonly { id: string; name: string }[];
  error: string | undefined;
  suggested: boolean;
  onChoice: (id: string) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const removeLabel = `Remove ${props.label.toLowerCase()}`;
  return (
    <Paper variant="outlined" component="section" aria-label={props.label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            label={props.choiceLabel}
            value={props.choice}
            onChange={(e) => props.onChoice(e.target.value)}
            error={Boolean(props.error)}
            helperText={props.error}
            fullWidth
            size="small"
          >
            {props.options.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
            <MenuItem value={OTHER_ID}>Other</MenuItem>
          </TextField>
          <Tooltip title={removeLabel}>
            <IconButton aria-label={removeLabel} onClick={props.onRemove}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
        {props.suggested && (
          <Box>
            <Chip size="small" color="info" variant="outlined" label="Suggested from the return" />
          </Box>
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}

/** Replaces the item with `key` by itself changed, in a list of parts. */
export const patched = <T extends { key: string }>(list: T[], key: string, patch: Partial<T>) =>
  list.map((item) => (item.key === key ? { ...item, ...patch } : item));

/** A dollar amount's field: the sign before it, a decimal keypad on phones. */
export const dollars = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const },
};
