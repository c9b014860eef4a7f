// What a client does with a voucher (issue 45): go to the tax authority's payment page, say "I paid
// it" (the firm confirms), and add the due dates to their calendar (.ics).
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { PaymentVoucherDto } from '@portico/common/tax-returns/tax-return-model';
import { voucherName } from '@portico/common/tax-returns/delivery-catalogue';
import {
  dueDatesCalendar,
  paymentPlace,
  VOUCHER_PAYMENT_MESSAGES as SAY,
} from '@portico/common/tax-returns/voucher-payments';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { useClientVoucherPaid } from '../../api/signing';

export function VoucherActions(props: { taxReturnId: string; voucher: PaymentVoucherDto }) {
  const { voucher } = props;
  const mark = useClientVoucherPaid(props.taxReturnId);
  const place = paymentPlace(voucher);
  const said = Boolean(voucher.client_marked_paid_at);
  const name = voucherName(voucher);
  const toggle = (paid: boolean) =>
    mark.mutate(
      { voucherId: voucher.id, paid },
      {
        onSuccess: () => toast.success(paid ? SAY.markedPaid : SAY.unmarked),
        onError: (error) => toast.error(error.message),
      },
    );
  if (voucher.is_paid) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
      {place && (
        <Link
          href={place.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {place.label}
          <OpenInNew sx={{ fontSize: 16 }} aria-label="(opens in a new tab)" />
        </Link>
      )}
      {said ? (
        <>
          <Chip size="small" color="info" variant="outlined" label="You said you paid it" />
          <Button
            size="small"
            disabled={mark.isPending}
            onClick={() => toggle(false)}
            aria-label={`Undo: ${name}`}
          >
            Undo
          </Button>
        </>
      ) : (
        <Button
          size="small"
          variant="outlined"
          disabled={mark.isPending}
          onClick={() => toggle(true)}
          aria-label={`I paid it: ${name}`}
        >
          I paid it
        </Button>
      )}
    </Stack>
  );
}

/** Saves the unpaid vouchers' due dates as a calendar file; nothing when none has a date. */
export function DueDatesButton(props: {
  taxReturnId: string;
  vouchers: PaymentVoucherDto[];
  returnName: string;
  firmName: string;
}) {
  const about = {
    taxReturnId: props.taxReturnId,
    returnName: props.returnName,
    firmName: props.firmName,
  };
  if (!dueDatesCalendar(props.vouchers, { ...about, now: new Date() })) return null;
  return (
    <Button
      size="small"
      startIcon={<CalendarMonth />}
      onClick={() => {
        const ics = dueDatesCalendar(props.vouchers, { ...about, now: new Date() })!;
        saveFile(new Blob([ics], { type: 'text/calendar' }), 'Tax payment due dates.ics');
      }}
    >
      Add due dates to calendar
    </Button>
  );
}
