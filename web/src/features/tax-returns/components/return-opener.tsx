// Opening a return from a list (Deliver, the entity's Tax Returns; spec 3 §2): one still being
// processed says so in the spec's toast; a draft under or after the client's review opens the
// draft dialog (Replace Tax Return Draft, Start Classification → the delivery view); one that
// failed shows its PDF; any other opens the delivery view. The hook answers `open` and the
// dialogs to render.
import { lazy, Suspense, useState } from 'react';
import { PROCESSING_NOTICE } from '@portico/common/tax-returns/delivery-texts';
import {
  PROCESSING_STATUSES,
  type TaxReturnStatus,
  type TaxReturnSummaryDto,
} from '@portico/common/tax-returns/tax-return-model';
import { toast } from '@/lib/toast';
import { TaxReturnDeliveryView } from './delivery/tax-return-delivery-view';
import { TaxReturnDraftDialog } from './tax-return-draft-dialog';
import { UploadTaxReturnDialog } from './upload-tax-return-dialog';

/** A draft sent for approval and not yet being classified opens the draft dialog. */
const UNDER_REVIEW: TaxReturnStatus[] = ['draft', 'change_requested', 'approved'];

const FilePreviewDialog = lazy(() => import('@/components/file-preview/file-preview-dialog'));

export function useReturnOpener() {
  const [viewing, setViewing] = useState<TaxReturnSummaryDto | null>(null);
  const [draft, setDraft] = useState<TaxReturnSummaryDto | null>(null);
  const [replacing, setReplacing] = useState<TaxReturnSummaryDto | null>(null);
  /** The return open in the delivery view (classifying, or sent). */
  const [delivering, setDelivering] = useState<string | null>(null);

  const open = (tax: TaxReturnSummaryDto) => {
    if (PROCESSING_STATUSES.includes(tax.status)) toast.info(PROCESSING_NOTICE);
    else if (UNDER_REVIEW.includes(tax.status)) setDraft(tax);
    else if (tax.status === 'error') setViewing(tax);
    else setDelivering(tax.id);
  };

  const dialogs = (
    <>
      {draft && (
        <TaxReturnDraftDialog
          tax={draft}
          onClose={() => setDraft(null)}
          onStarted={() => {
            setDelivering(draft.id);
            setDraft(null);
          }}
          onReplace={() => {
            setReplacing(draft);
            setDraft(null);
          }}
        />
      )}
      {replacing && (
        <UploadTaxReturnDialog
          entity={{ id: replacing.company_id, name: replacing.company_name }}
          replacing={{
            id: replacing.id,
            taxYear: replacing.tax_year,
            name: replacing.tax_return_name,
          }}
          onClose={() => setReplacing(null)}
        />
      )}
      {delivering && (
        <TaxReturnDeliveryView taxReturnId={delivering} onClose={() => setDelivering(null)} />
      )}
      {viewing && (
        <Suspense fallback={null}>
          <FilePreviewDialog
            file={{ id: viewing.document_id, name: viewing.tax_return_name }}
            canDownload
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { open, dialogs };
}

/** A return's name (or status) as the button that opens it. */
