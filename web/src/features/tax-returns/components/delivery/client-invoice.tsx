// The client's invoice (issue 45): "Pay $N by card" to the firm's checkout page, and back from
// it, what became of the payment — confirmed only once Stripe's event has marked the invoice paid
// (the page asks again meanwhile), or cancelled, which changes nothing.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CreditCard from '@mui/icons-material/CreditCard';
import { formatUsd } from '@portico/common/format/money';
import { INVOICE_MESSAGES as SAY } from '@portico/common/tax-returns/invoice-payment';
import type { InvoiceDto } from '@portico/common/tax-returns/tax-return-model';
import { useInvoiceCheckout } from '../../api/signing';

/** Back from the checkout page: 'paid', 'cancelled', or null. */
export type CheckoutReturn = 'paid' | 'cancelled' | null;

export function ClientInvoice(props: {
  taxReturnId: string;
  invoice: InvoiceDto;
  payable: boolean;
  back: CheckoutReturn;
}) {
  const { invoice } = props;
  const checkout = useInvoiceCheckout(props.taxReturnId);
  const pay = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
    });
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {props.back === 'paid' &&
        (invoice.paid ? (
          <Alert severity="success">{SAY.paid}</Alert>
        ) : (
          <Alert severity="info" role="status">
            {SAY.waiting}
          </Alert>
        ))}
      {props.back === 'cancelled' && !invoice.paid && (
        <Alert severity="info">{SAY.cancelled}</Alert>
      )}
      {props.payable && props.back !== 'paid' && (
        <Button
          variant="contained"
          startIcon={<CreditCard />}
          loading={checkout.isPending}
          onClick={pay}
          sx={{ alignSelf: 'flex-start' }}
        >
          Pay {formatUsd(invoice.amount)} by card
        </Button>
      )}
      {checkout.error && <Alert severity="error">{checkout.error.message}</Alert>}
    </Stack>
  );
}
