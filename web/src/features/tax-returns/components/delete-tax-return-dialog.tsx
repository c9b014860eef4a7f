// Delete a return after the spec's question (spec 3 §2: "Are you sure you want to delete this tax
// return?", Yes/No); its file stays in the entity's documents.
import { DELETE_CONFIRMATION } from '@portico/common/tax-returns/delivery-texts';
import { TAX_RETURN_DELETED } from '@portico/common/tax-returns/upload-tax-return';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteTaxReturn } from '../api/entity-tax-returns';

/** Mount it to open it. */
export function DeleteTaxReturnDialog(props: { taxReturnId: string; onClose: () => void }) {
  const remove = useDeleteTaxReturn();
  return (
    <ConfirmDialog
      title="Delete tax return"
      confirmLabel="Yes"
      cancelLabel="No"
      destructive
      pending={remove.isPending}
      onClose={props.onClose}
      onConfirm={() =>
        remove.mutate(props.taxReturnId, {
          onSuccess: () => {
            toast.success(TAX_RETURN_DELETED);
            props.onClose();
          },
        })
      }
    >
      {DELETE_CONFIRMATION}
    </ConfirmDialog>
  );
}
