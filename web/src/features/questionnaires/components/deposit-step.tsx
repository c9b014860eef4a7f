// The deposit section (spec 2 §4 "Deposit"): the amount and how the deposit stands (paid or marked
// paid as success, a clearing payment as pending, anything else outstanding). The client pays on
// a secure checkout page where the firm takes card payments; staff mark it paid or unpaid.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCardOutlined';
import { CARD_PAYMENTS_OFF, depositDisplay } from '@portico/common/questionnaires/deposits';
import { formatUsd } from '@portico/common/format/money';
import { toast } from '@/lib/toast';
import { startDepositCheckout } from '../api/deposits';
import { useAnswering } from '../hooks/answering-context';
import { CardPaymentAfter } from '@/components/card-payment-after';
import { DepositMarkButton } from './deposit-mark-button';
import { DEPOSIT_PAID, DEPOSIT_PROCESSING } from '../hooks/use-deposit-return';

export const DEPOSIT_OUTSTANDING =
  'Your deposit is outstanding. It must be paid before you submit this questionnaire.';

export interface DepositStepProps {
  sectionId: string;
  /** The viewer is the client, who may pay here (never staff, a preview or a read-only client). */
  canPay: boolean;
  /** A payment the browser came back with is being confirmed. */
  verifying: boolean;
}

function StatusAlert({ verifying, staff }: { verifying: boolean; staff: boolean }) {
  const { page } = useAnswering();
  if (verifying)
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
        Confirming your payment…
      </Alert>
    );
  switch (depositDisplay(page.deposit_status)) {
    case 'success':
      return (
        <Alert severity="success">
          {page.deposit_status === 'marked_paid'
            ? staff
              ? 'Marked as paid by the firm.'
              : 'Your deposit has been marked as paid.'
            : staff
              ? 'Paid by card.'
              : DEPOSIT_PAID}
        </Alert>
      );
    case 'pending':
      return <Alert severity="info">{DEPOSIT_PROCESSING}</Alert>;
    default:
      return (
        <Alert severity="warning">
          {staff ? 'The deposit is outstanding.' : DEPOSIT_OUTSTANDING}
        </Alert>
      );
  }
}

function PayButton({ sectionId }: { sectionId: string }) {
  const { page, saver } = useAnswering();
  const [leaving, setLeaving] = useState(false);
  const pay = async () => {
    setLeaving(true);
    try {
      // Answers still on their way are sent first (what cannot be stays on this device).
      await saver.whenSaved(5000);
      const { checkout_url } = await startDepositCheckout(page.id, sectionId);
      window.location.assign(checkout_url);
    } catch (error) {
      setLeaving(false);
      toast.error(error);
    }
  };
  if (!page.deposit_payment_available)
    return <Typography color="text.secondary">{CARD_PAYMENTS_OFF}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<CreditCard />}
        loading={leaving}
        loadingPosition="start"
        onClick={() => void pay()}
      >
        Pay {formatUsd(page.deposit_amount ?? 0)}
      </Button>
      <Typography variant="body2" color="text.secondary">
        You will pay on a secure checkout page, then come back here.
      </Typography>
    </Stack>
  );
}

export function DepositStep({ sectionId, canPay, verifying }: DepositStepProps) {
  const { page, preview, readOnly } = useAnswering();
  if (!page.deposit_amount)
    return <Typography>No deposit is due for this questionnaire.</Typography>;
  const outstanding = depositDisplay(page.deposit_status) === 'outstanding';
  return (
    <Stack spacing={2}>
      <Typography>
        Deposit: <strong>{formatUsd(page.deposit_amount)}</strong>
      </Typography>
      <StatusAlert verifying={verifying} staff={preview} />
      {page.deposit_card_payment && (
        <CardPaymentAfter payment={page.deposit_card_payment} staff={preview} />
      )}
      {preview ? (
        <div>
          <DepositMarkButton page={page} />
        </div>
      ) : (
        canPay && !readOnly && outstanding && !verifying && <PayButton sectionId={sectionId} />
      )}
    </Stack>
  );
}
