// "Update voucher paid status" (spec 3 §2): the return's payment vouchers, each marked paid or
// not, or all paid at once.
import { formatUsd } from '@portico/common/format/money';
import { voucherName } from '@portico/common/tax-returns/delivery-catalogue';
import { dueWords } from '@portico/common/tax-returns/delivery-progress';
import { DELIVERY_ERRORS, DELIVERY_TOASTS } from '@portico/common/tax-returns/delivery-texts';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { toast } from '@/lib/toast';
import { useDeliveredReturn } from '../../api/classification';
import { useUpdateTaxReturn } from '../../api/return-actions';
import { MarkDialog } from './mark-dialog';

export function VoucherPaidDialog(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const delivered = useDeliveredReturn(props.tax.id);
  const update = useUpdateTaxReturn(props.tax);
  const vouchers = delivered.data?.payment_vouchers;
  return (
    <MarkDialog
      title="Update voucher paid status"
      nothing="This return has no payment vouchers."
      markAllLabel="Mark all as paid"
      groups={
        vouchers && [
          {
            key: 'vouchers',
            title: '',
            items: vouchers.map((v) => ({
              key: v.id,
              label: voucherName(v),
              detail: `${formatUsd(v.amount)} · ${dueWords(v)}`,
              marked: v.is_paid,
            })),
          },
        ]
      }
      error={delivered.isError ? delivered.error.message : null}
      pending={update.isPending}
      onClose={props.onClose}
      onSave={(changes, all) =>
        update.mutate(
          { payment_vouchers: changes.map((c) => ({ id: c.key, is_paid: c.marked })) },
          {
            onSuccess: () => {
              toast.success(all ? DELIVERY_TOASTS.vouchersPaid : DELIVERY_TOASTS.voucherUpdated);
              props.onClose();
            },
            onError: () => toast.error(DELIVERY_ERRORS.update),
          },
        )
      }
    />
  );
}
