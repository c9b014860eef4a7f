// A record's status as a chip (a return's, a signature request's): background work outlined, the
// colour its state calls for, an error's reason on hover or focus.
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

export type StatusColor = 'default' | 'info' | 'warning' | 'error' | 'success';

export function StatusChip(props: {
  label: string;
  color: StatusColor;
  /** Still being worked on in the background. */
  working: boolean;
  error: string | null;
}) {
  const chip = (
    <Chip
      size="small"
      label={props.label}
      color={props.color}
      variant={props.working ? 'outlined' : 'filled'}
    />
  );
  return props.error ? (
    <Tooltip title={props.error}>
      <span tabIndex={0}>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}
