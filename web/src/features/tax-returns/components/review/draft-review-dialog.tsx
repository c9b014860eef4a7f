// The client's "Review Draft Tax Return" (spec 3 §2, /tax-return-delivery/{id}?companyId=): the
// draft full screen in the viewer, and — while it is under review and the client may write —
// Approve, or Request changes with the reason. After either the client only views, and the bar
// says what they decided.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_ERRORS, DELIVERY_TOASTS } from '@portico/common/tax-returns/delivery-texts';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useApproveDraft, useDraftFile, useRequestChanges } from '../../api/draft-review';
import { ReasonForChangesDialog } from './reason-for-changes-dialog';
import { DocumentPdf, DocumentScreen } from '@/components/document-screen/document-screen';

/** The server's reason when it refused (reviewed already, read-only), else the spec's words. */
const failure = (error: Error, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;

function Decision({ tax }: { tax: TaxReturnSummaryDto }) {
  if (tax.draft_status === 'draft')
    return (
      <Alert severity="info">
        This draft is read-only here. To approve it or ask for changes, please send us an email.
      </Alert>
    );
  if (tax.draft_status === 'approved')
    return (
      <Alert severity="success">
        You approved this draft. Your advisor will finish your return.
      </Alert>
    );
  if (tax.draft_status === 'change_requested')
    return (
      <Alert severity="info">
        You asked for changes: “{tax.draft_comment}”. Your advisor will send you a new draft.
      </Alert>
    );
  return null;
}

export function DraftReviewDialog(props: {
  tax: TaxReturnSummaryDto;
  /** The client may approve or ask for changes (not read-only). */
  canReview: boolean;
  onClose: () => void;
}) {
  const { tax } = props;
  const file = useDraftFile(tax.id, tax.draft_status !== null);
  const approve = useApproveDraft(tax.id, tax.company_id);
  const requestChanges = useRequestChanges(tax.id, tax.company_id);
  const [asking, setAsking] = useState(false);
  const reviewing = tax.draft_status === 'draft' && props.canReview;

  return (
    <DocumentScreen
      title="Review Draft Tax Return"
      subtitle={`${tax.tax_return_name} · ${tax.tax_year}`}
      onClose={props.onClose}
      footer={
        reviewing ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              Check the draft. Approve it, or tell your advisor what should change.
            </Typography>
            <Button variant="outlined" onClick={() => setAsking(true)} disabled={approve.isPending}>
              Request changes
            </Button>
            <Button
              variant="contained"
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(undefined, {
                  onSuccess: () => toast.success(DELIVERY_TOASTS.approved),
                  onError: (error) => toast.error(failure(error, DELIVERY_ERRORS.approve)),
                })
              }
            >
              Approve
            </Button>
          </Stack>
        ) : (
          <Decision tax={tax} />
        )
      }
    >
      <DocumentPdf file={file} />
      {asking && (
        <ReasonForChangesDialog
          pending={requestChanges.isPending}
          onClose={() => setAsking(false)}
          onSend={(reason) =>
            requestChanges.mutate(reason, {
              onSuccess: () => {
                toast.success(DELIVERY_TOASTS.changesRequested);
                setAsking(false);
              },
              onError: (error) => toast.error(failure(error, DELIVERY_ERRORS.requestChanges)),
            })
          }
        />
      )}
    </DocumentScreen>
  );
}
