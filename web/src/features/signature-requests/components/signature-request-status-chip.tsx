// A signature request's status as a chip: processing and sending outlined, waiting on the advisor
// in amber, signed and completed in green, an error in red with its reason; one a signer declined
// reads "Declined" in red, their reason on hover or focus.
import {
  BACKGROUND_REQUEST_STATUSES,
  SIGNATURE_REQUEST_STATUS_LABELS,
  type SignatureRequestDto,
  type SignatureRequestStatus,
} from '@portico/common/signature-requests/signature-request-model';
import { StatusChip, type StatusColor } from '@/components/status-chip';

const COLORS: Record<SignatureRequestStatus, StatusColor> = {
  processing: 'info',
  action_required: 'warning',
  sending: 'info',
  sent: 'default',
  signed: 'success',
  completed: 'success',
  error: 'error',
};

export function SignatureRequestStatusChip({
  request,
}: {
  request: Pick<SignatureRequestDto, 'status' | 'error' | 'declined'>;
}) {
  const { declined } = request;
  if (declined)
    return (
      <StatusChip
        label="Declined"
        color="error"
        working={false}
        error={`${declined.by} declined: ${declined.reason}`}
      />
    );
  return (
    <StatusChip
      label={SIGNATURE_REQUEST_STATUS_LABELS[request.status]}
      color={COLORS[request.status]}
      working={BACKGROUND_REQUEST_STATUSES.includes(request.status)}
      error={request.error}
    />
  );
}
