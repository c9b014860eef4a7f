// The six notification types as labelled checkboxes (one fieldset), shared by every dialog where
// someone picks the notifications they receive. Types in `lockedIds` stay on and cannot be cleared.
import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { NOTIFICATION_TYPES } from '@portico/common/notifications/notification-types';

interface Props {
  legend: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** Types that are on and may not be turned off (the caller is the assigned advisor). */
  lockedIds?: number[];
  disabled?: boolean;
  /** Why some or all checkboxes cannot change. */
  helperText?: string;
}

export function NotificationTypeCheckboxes({
  legend,
  value,
  onChange,
  lockedIds = [],
  disabled = false,
  helperText,
}: Props) {
  const helperId = useId();
  const toggle = (id: number, on: boolean) =>
    onChange(
      on
        ? NOTIFICATION_TYPES.map((t) => t.id).filter((t) => t === id || value.includes(t))
        : value.filter((t) => t !== id),
    );
  return (
    // The checkboxes are disabled one by one: a disabled fieldset would grey out the legend and
    // the reason below it, which must stay readable (WCAG contrast).
    <FormControl
      component="fieldset"
      variant="standard"
      aria-describedby={helperText ? helperId : undefined}
    >
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {NOTIFICATION_TYPES.map((type) => {
          const checked = value.includes(type.id);
          return (
            <FormControlLabel
              key={type.id}
              label={type.label}
              disabled={disabled || (checked && lockedIds.includes(type.id))}
              control={
                <Checkbox
                  checked={checked}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
