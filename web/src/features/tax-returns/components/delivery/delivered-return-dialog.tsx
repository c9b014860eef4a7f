// The client's delivered return (/tax-return-delivery/{id}?companyId=, once sent): the return in
// the viewer and, beside it (below it on a phone), what it asks of them — the forms to sign and
// the payments. Signing and paying come with e-signing (part 2 of delivery).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { useDeliveredReturn, useReturnFile } from '../../api/classification';
import { ReturnScreen, ReturnWithPanel, returnSpinner } from '../review/return-screen';
import { ReturnAsks } from './return-asks';

export function DeliveredReturnDialog(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const { tax } = props;
  const file = useReturnFile(tax.id);
  const delivered = useDeliveredReturn(tax.id);
  const asks = (
    <Box sx={{ p: 2 }}>
      {delivered.isError && <Alert severity="error">{delivered.error.message}</Alert>}
      {delivered.isPending && returnSpinner}
      {delivered.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your advisor has finished your return. This is what it asks of you.
        </Typography>
      )}
      {delivered.data && (
        <ReturnAsks
          forms={delivered.data.e_sign_forms}
          vouchers={delivered.data.payment_vouchers}
          invoice={delivered.data.invoice}
        />
      )}
    </Box>
  );
  return (
    <ReturnScreen
      title={`Your ${tax.tax_year} tax return`}
      subtitle={tax.tax_return_name}
      onClose={props.onClose}
    >
      <ReturnWithPanel file={file} label="What to do" width={400}>
        {asks}
      </ReturnWithPanel>
    </ReturnScreen>
  );
}
