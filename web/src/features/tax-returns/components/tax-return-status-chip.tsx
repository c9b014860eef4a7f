// A return's status as a chip: processing outlined, ready to classify in amber, finished in green,
// an error in red with its reason on hover or focus.
import {
  PROCESSING_STATUSES,
  TAX_RETURN_STATUS_LABELS,
  type TaxReturnStatus,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import { StatusChip, type StatusColor } from '@/components/status-chip';

const STATUS_COLORS: Partial<Record<TaxReturnStatus, StatusColor>> = {
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
  return (
    <StatusChip
      label={TAX_RETURN_STATUS_LABELS[tax.status]}
      color={STATUS_COLORS[tax.status] ?? 'default'}
      working={PROCESSING_STATUSES.includes(tax.status)}
      error={tax.error}
    />
  );
}
