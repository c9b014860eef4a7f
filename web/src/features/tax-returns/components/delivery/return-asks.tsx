// What a sent return asks, to read (its client, and staff once it has left classification): the
// forms to sign with each signature's state (and, once all have signed, the sealed signed copy to
// download), the invoice and the vouchers with their amounts and due dates, paid or not.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Download from '@mui/icons-material/Download';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@portico/common/format/money';
import { formatPages } from '@portico/common/tax-returns/classification';
import { voucherName } from '@portico/common/tax-returns/delivery-catalogue';
import { INVOICE_LINE, isSignatureDone } from '@portico/common/tax-returns/delivery-progress';
import { voucherDue } from '@portico/common/tax-returns/voucher-payments';
import type {
  ESignFormDto,
  InvoiceDto,
  PaymentVoucherDto,
} from '@portico/common/tax-returns/tax-return-model';
import { toast } from '@/lib/toast';
import { useSignedFormLink } from '../../api/signing';
import { CardPaymentAfter } from '@/components/card-payment-after';

const Done = (props: { done: boolean; doneLabel: string; openLabel: string }) => (
  <Chip
    size="small"
    color={props.done ? 'success' : 'default'}
    variant={props.done ? 'filled' : 'outlined'}
    label={props.done ? props.doneLabel : props.openLabel}
  />
);

/** Downloads a form's sealed signed copy. */
function SignedCopy(props: { taxReturnId: string; form: ESignFormDto }) {
  const link = useSignedFormLink(props.taxReturnId);
  return (
    <Button
      size="small"
      startIcon={<Download />}
      disabled={link.isPending}
      aria-label={`Signed copy of ${props.form.form_name}`}
      onClick={() =>
        link.mutate(props.form.id, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: (error) => toast.error(error.message),
        })
      }
      sx={{ mt: 0.5 }}
    >
      Signed copy
    </Button>
  );
}

export function ReturnAsks(props: {
  taxReturnId: string;
  /** The client's view: what they can do with each voucher, and beside the payments' heading. */
  client?: {
    voucherActions: (voucher: PaymentVoucherDto) => ReactNode;
    paymentsAction: ReactNode;
    /** Paying the invoice (under its line). */
    invoiceAction: ReactNode;
  };
  forms: ESignFormDto[];
  vouchers: PaymentVoucherDto[];
  invoice: InvoiceDto | null;
}) {
  const { forms, vouchers, invoice } = props;
  const invoiceDue = invoice !== null && invoice.amount > 0;
  return (
    <Stack spacing={3}>
      <section aria-labelledby="asks-forms">
        <Typography variant="subtitle1" component="h2" id="asks-forms">
          Forms to sign
        </Typography>
        {forms.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing to sign.
          </Typography>
        ) : (
          <List dense disablePadding>
            {forms.map((form) => (
              <ListItem key={form.id} disableGutters sx={{ display: 'block' }}>
                <ListItemText
                  primary={form.form_name}
                  secondary={`Page ${formatPages(form.pages)}${form.wetSignaturesRequired ? ' · wet signature required' : ''}`}
                />
                <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                  {form.signatures.map((s) => (
                    <Stack
                      key={s.signer_id}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                    >
                      <Typography variant="body2">
                        {s.name}
                        {s.title && ` (${s.title})`}
                      </Typography>
                      <Done
                        done={isSignatureDone(form, s)}
                        doneLabel="Signed"
                        openLabel="Waiting"
                      />
                    </Stack>
                  ))}
                </Stack>
                {form.sealed && <SignedCopy taxReturnId={props.taxReturnId} form={form} />}
              </ListItem>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="asks-payments">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" id="asks-payments">
            Payments
          </Typography>
          {props.client?.paymentsAction}
        </Stack>
        {!invoiceDue && vouchers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nothing to pay.
          </Typography>
        ) : (
          <List dense disablePadding>
            {invoiceDue && (
              <ListItem
                disableGutters
                sx={{ display: 'block' }}
                secondaryAction={<Done done={invoice.paid} doneLabel="Paid" openLabel="Due" />}
              >
                <ListItemText
                  primary={INVOICE_LINE}
                  secondary={`${formatUsd(invoice.amount)}${invoice.card_payment ? ` · Paid by card on ${new Date(invoice.card_payment.paid_at).toLocaleDateString()}` : ''}`}
                  sx={{ pr: 8 }}
                />
                {invoice.card_payment && (
                  <CardPaymentAfter payment={invoice.card_payment} staff={!props.client} />
                )}
                {props.client?.invoiceAction}
              </ListItem>
            )}
            {vouchers.map((v) => (
              <ListItem
                key={v.id}
                disableGutters
                sx={{ display: 'block' }}
                secondaryAction={<Done done={v.is_paid} doneLabel="Paid" openLabel="Due" />}
              >
                <ListItemText
                  primary={voucherName(v)}
                  secondary={`${formatUsd(v.amount)} · Due ${voucherDue(v)}`}
                  sx={{ pr: 8 }}
                />
                {props.client
                  ? props.client.voucherActions(v)
                  : v.client_marked_paid_at &&
                    !v.is_paid && (
                      <Chip size="small" color="info" variant="outlined" label="Client says paid" />
                    )}
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
