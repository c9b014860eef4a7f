// The client's delivered return (/tax-return-delivery/{id}?companyId=, once sent): the return in
// the viewer and, beside it (a tab away on a phone), what it asks of them — their signatures first,
// with Start / Next to each box (marked on its page), then every form and the payments.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import type { MySignatureDto, ReturnSigningDto } from '@portico/common/tax-returns/return-signing';
import { INVOICE_RETURN_PARAM } from '@portico/common/tax-returns/invoice-payment';
import { SIGNING_ORDER_MESSAGES } from '@portico/common/tax-returns/signing-order';
import { IDENTITY_MESSAGES } from '@portico/common/signing/identity-verification';
import { useDeliveredReturn, useReturnFile } from '../../api/classification';
import { returnIdentityAt, useReturnSigning } from '../../api/signing';
import { useBackFromStripe } from '@/lib/use-back-from-stripe';
import { useIdentityBeingChecked } from '@/lib/use-identity-checks';
import {
  DocumentScreen,
  DocumentWithPanel,
  documentSpinner,
} from '@/components/document-screen/document-screen';
import { DueDatesButton, VoucherActions } from './client-vouchers';
import { ClientInvoice, type CheckoutReturn } from './client-invoice';
import { MyIdentityCheck } from '@/components/signing/my-identity-check';
import { MySignatures } from './my-signatures';
import { ReturnAsks } from './return-asks';

export function DeliveredReturnDialog(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const { tax } = props;
  const file = useReturnFile(tax.id);
  const checkout = useBackFromStripe<NonNullable<CheckoutReturn>>(INVOICE_RETURN_PARAM, [
    'paid',
    'cancelled',
  ]);
  // Paid on the checkout page: Stripe's event marks it paid; asked again meanwhile.
  const delivered = useDeliveredReturn(
    tax.id,
    true,
    (d) => checkout.said === 'paid' && d.invoice?.paid === false && checkout.stillWaiting(),
  );
  // Back from the verification page: Stripe's answer may take a moment; asked again meanwhile.
  const beingChecked = useIdentityBeingChecked();
  const checking = (s: ReturnSigningDto) => beingChecked(s.identity);
  const signing = useReturnSigning(tax.id, checking);
  const identity = signing.data?.identity ?? null;
  const [show, setShow] = useState<{ page: number } | null>(null);
  const marks = (signing.data?.signatures ?? []).flatMap((s: MySignatureDto) =>
    s.box && s.state !== 'wet_signature'
      ? [
          {
            box: s.box,
            label: s.state === 'waiting' ? 'Sign here' : 'Signed',
            done: s.state !== 'waiting',
            given: s.given,
          },
        ]
      : [],
  );
  // The panel shows once both reads have answered, so nothing moves under the reader's finger (a
  // read-only member of the entity is refused the signing part: they see the rest).
  const failed = delivered.error;
  const ready = delivered.isSuccess && !signing.isPending;
  const asks = (
    <Box sx={{ p: 2 }}>
      {failed && <Alert severity="error">{failed.message}</Alert>}
      {!failed && !ready && documentSpinner}
      {ready && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your advisor has finished your return. This is what it asks of you.
        </Typography>
      )}
      {ready && signing.data && identity && identity.status !== 'verified' && (
        <Box sx={{ mb: 2 }}>
          <MyIdentityCheck
            subject="tax return"
            startPath={returnIdentityAt(tax.id).start}
            identity={identity}
            firmName={signing.data.firm_name}
            checking={checking(signing.data)}
          />
        </Box>
      )}
      {ready && signing.data && (
        <Box sx={{ mb: 3 }}>
          <MySignatures
            taxReturnId={tax.id}
            signing={signing.data}
            onShow={(s) => s.box && setShow({ page: s.box.page })}
            waitsFor={
              signing.data.waiting_for
                ? SIGNING_ORDER_MESSAGES.waiting(signing.data.waiting_for)
                : identity && identity.status !== 'verified'
                  ? IDENTITY_MESSAGES.waitsForIdentity
                  : undefined
            }
          />
        </Box>
      )}
      {ready && delivered.data && (
        <ReturnAsks
          taxReturnId={tax.id}
          forms={delivered.data.e_sign_forms}
          vouchers={delivered.data.payment_vouchers}
          invoice={delivered.data.invoice}
          client={{
            voucherActions: (voucher) => <VoucherActions taxReturnId={tax.id} voucher={voucher} />,
            invoiceAction: delivered.data.invoice && (
              <ClientInvoice
                taxReturnId={tax.id}
                invoice={delivered.data.invoice}
                payable={delivered.data.invoice_payable}
                back={checkout.said}
              />
            ),
            paymentsAction: (
              <DueDatesButton
                taxReturnId={tax.id}
                vouchers={delivered.data.payment_vouchers}
                returnName={`${tax.tax_return_name} (${tax.tax_year})`}
                firmName={signing.data?.firm_name ?? 'your firm'}
              />
            ),
          }}
        />
      )}
    </Box>
  );
  return (
    <DocumentScreen
      title={`Your ${tax.tax_year} tax return`}
      subtitle={tax.tax_return_name}
      onClose={props.onClose}
    >
      <DocumentWithPanel
        file={file}
        label="What to do"
        documentTab="Return"
        width={400}
        show={show}
        marks={marks}
      >
        {asks}
      </DocumentWithPanel>
    </DocumentScreen>
  );
}
