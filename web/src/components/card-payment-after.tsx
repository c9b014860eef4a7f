// Under a paid invoice or deposit: what happened to its card payment after (issue 45). A refund
// shows to everyone; a dispute (the payer's bank took the money back until it is decided) to staff, with
// what they have to do.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@portico/common/format/money';
import {
  disputeNeedsResponse,
  disputeStatusWords,
  type CardPaymentDto,
} from '@portico/common/payments/card-payment';

const day = (iso: string) => new Date(iso).toLocaleDateString();

export function CardPaymentAfter({ payment, staff }: { payment: CardPaymentDto; staff: boolean }) {
  const { refund, dispute } = payment;
  const shownDispute = staff ? dispute : null;
  if (!refund && !shownDispute) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
      {refund && (
        <Chip
          size="small"
          variant="outlined"
          label={`Refunded ${formatUsd(refund.amount)} on ${day(refund.at)}`}
        />
      )}
      {shownDispute && (
        <>
          <Chip
            size="small"
            color="error"
            label={`Disputed (${shownDispute.reason}): ${disputeStatusWords(shownDispute.status)}`}
          />
          {disputeNeedsResponse(shownDispute.status) && (
            <Typography variant="body2" color="text.secondary">
              The payer’s bank took back {formatUsd(shownDispute.amount)} until the dispute is
              decided. Send your evidence from your Stripe dashboard.
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
