// "Tax Return Signatures" (spec 3 §2 Update signature status): the signatures still missing on
// forms the client has not signed, to mark as given on paper, one by one or all at once.
import { formatPages } from '@portico/common/tax-returns/classification';
import { DELIVERY_ERRORS, DELIVERY_TOASTS } from '@portico/common/tax-returns/delivery-texts';
import { isSignatureDone } from '@portico/common/tax-returns/delivery-progress';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { toast } from '@/lib/toast';
import { useDeliveredReturn } from '../../api/classification';
import { useUpdateTaxReturn } from '../../api/return-actions';
import { MarkDialog, type MarkGroup } from './mark-dialog';

const keyOf = (formId: string, signerId: string) => `${formId}/${signerId}`;

export function SignatureStatusDialog(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const delivered = useDeliveredReturn(props.tax.id);
  const update = useUpdateTaxReturn(props.tax);
  const groups: MarkGroup[] | undefined = delivered.data?.e_sign_forms.map((form) => ({
    key: form.id,
    title: `${form.form_name} (page ${formatPages(form.pages)})`,
    // A signature the client gave is theirs; a form signed wet is done by its copy.
    items: form.signatures
      .filter((s) => !s.signatureData && (s.isMarkedSigned || !isSignatureDone(form, s)))
      .map((s) => ({
        key: keyOf(form.id, s.signer_id),
        label: s.name,
        detail: s.title,
        marked: s.isMarkedSigned,
      })),
  }));
  return (
    <MarkDialog
      title="Tax Return Signatures"
      nothing="Every signature on this return has been given."
      markAllLabel="Mark all as signed"
      groups={groups}
      error={delivered.isError ? delivered.error.message : null}
      pending={update.isPending}
      onClose={props.onClose}
      onSave={(changes, all) => {
        const byForm = new Map<string, { signer_id: string; isMarkedSigned: boolean }[]>();
        for (const { key, marked } of changes) {
          const [formId, signerId] = key.split('/') as [string, string];
          byForm.set(formId, [
            ...(byForm.get(formId) ?? []),
            { signer_id: signerId, isMarkedSigned: marked },
          ]);
        }
        update.mutate(
          { e_sign_forms: [...byForm].map(([id, signatures]) => ({ id, signatures })) },
          {
            onSuccess: () => {
              toast.success(all ? DELIVERY_TOASTS.allSigned : DELIVERY_TOASTS.signatureUpdated);
              props.onClose();
            },
            onError: () =>
              toast.error(all ? DELIVERY_ERRORS.allSigned : DELIVERY_ERRORS.signatureStatus),
          },
        );
      }}
    />
  );
}
