// A return's status as a chip: processing outlined, ready to classify in amber, finished in green,
// an error in red with its reason on hover or focus.
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import {
  PROCESSING_STATUSES,
  TAX_RETURN_STATUS_LABELS,
  type TaxReturnStatus,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';

const STATUS_COLORS: Partial<
  Record<TaxReturnStatus, 'default' | 'info' | 'warning' | 'error' | 'success'>
> = {
  importing: 'info',
  processing: 'info',
  action_required: 'warning',
  change_requested: 'warning',
  error: 'error',
  finished: 'success',
  completed: 'success',
  signed: 'success',
};

export function TaxReturnStatusChip({
  tax,
}: {
  tax: Pick<TaxReturnSummaryDto, 'status' | 'error'>;
}) {
  const chip = (
    <Chip
      size="small"
      label={TAX_RETURN_STATUS_LABELS[tax.status]}
      color={STATUS_COLORS[tax.status] ?? 'default'}
      variant={PROCESSING_STATUSES.includes(tax.status) ? 'outlined' : 'filled'}
    />
  );
  return tax.error ? (
    <Tooltip title={tax.error}>
      <span tabIndex={0}>{chip}</span>
    </Tooltip>
  ) : (
    chip
  );
}
