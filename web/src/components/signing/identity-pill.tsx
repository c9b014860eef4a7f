// An identity check's status as a pill (spec 3 §4): Verified in green, Failed and Cancelled in
// red, the steps on the way in neutral colours.
import Chip from '@mui/material/Chip';
import {
  IDENTITY_STATUS_LABELS,
  type IdentityStatus,
} from '@portico/common/signing/identity-verification';

const COLORS: Record<IdentityStatus, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  not_started: 'default',
  requires_input: 'warning',
  processing: 'info',
  verified: 'success',
  canceled: 'error',
  failed: 'error',
};

/** With `onClick` it is a button (the Deliver table's cell opens the Verification Checks). */
export function IdentityPill(props: {
  status: IdentityStatus;
  onClick?: () => void;
  'aria-label'?: string;
}) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[props.status]}
      label={IDENTITY_STATUS_LABELS[props.status]}
      {...(props.onClick && { onClick: props.onClick, 'aria-label': props['aria-label'] })}
    />
  );
}
