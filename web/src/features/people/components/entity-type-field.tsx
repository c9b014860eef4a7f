// The entity type selector (spec 3 §5): the firm's types, "(Not Allowed)" ones disabled, or
// "New Custom Entity" to type a new one, with a way back to the list.
import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EntityTypeDto } from '@portico/common/firm/firm-catalog-dto';

const NEW_CUSTOM = '__new__';

interface Props {
  types: EntityTypeDto[];
  value: string;
  onChange: (type: string) => void;
  error?: string;
  /** An entity's current type, which stays selectable even when the firm no longer allows it. */
  keepType?: string;
  /** Marked required (*) by default; the entity edit form has never marked it. */
  required?: boolean;
  disabled?: boolean;
}

export function EntityTypeField({
  types,
  value,
  onChange,
  error,
  keepType,
  required = true,
  disabled,
}: Props) {
  const [custom, setCustom] = useState(false);
  // Back to the list: the type the entity had (or none) is chosen again.
  const backToList = () => {
    setCustom(false);
    onChange(keepType ?? '');
  };
  if (custom)
    return (
      <TextField
        label="New custom entity type"
        required={required}
        fullWidth
        autoFocus
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            backToList();
          }
        }}
        error={Boolean(error)}
        helperText={error ?? 'Added to your firm’s entity types'}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" onClick={backToList} disabled={disabled}>
                  Choose from list
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  return (
    <TextField
      select
      label="Entity type"
      required={required}
      fullWidth
      disabled={disabled}
      value={value}
      onChange={(e) => {
        if (e.target.value === NEW_CUSTOM) {
          setCustom(true);
          onChange('');
        } else onChange(e.target.value);
      }}
      error={Boolean(error)}
      helperText={error}
    >
      {types.map((t) => (
        <MenuItem key={t.id} value={t.name} disabled={!t.allowed && t.name !== keepType}>
          {t.allowed ? t.name : `${t.name} (Not Allowed)`}
        </MenuItem>
      ))}
      <MenuItem value={NEW_CUSTOM}>New Custom Entity</MenuItem>
    </TextField>
  );
}
