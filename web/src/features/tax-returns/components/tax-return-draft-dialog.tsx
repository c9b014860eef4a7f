// Staff's view of a draft under review (spec 3 §2): "Tax Return Draft - Under client review" or
// "- Changes requested" with the client's reason, Start Classification, Replace Tax Return Draft
// (only when changes were requested) and Close. An approved draft says so and starts
// classification the same way.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DRAFT_DIALOG_TITLE, DRAFT_TITLE_SUFFIX } from '@portico/common/tax-returns/delivery-texts';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { toast } from '@/lib/toast';
import { useStartClassification } from '../api/draft-review';

const APPROVED_SUFFIX = '- Approved by the client';

const titleOf = (tax: TaxReturnSummaryDto) =>
  `${DRAFT_DIALOG_TITLE} ${
    tax.draft_status === 'draft' || tax.draft_status === 'change_requested'
      ? DRAFT_TITLE_SUFFIX[tax.draft_status]
      : APPROVED_SUFFIX
  }`;

/** Mount it to open it. */
export function TaxReturnDraftDialog(props: {
  tax: TaxReturnSummaryDto;
  onReplace: () => void;
  /** Classification started: the delivery view opens in its place. */
  onStarted: () => void;
  onClose: () => void;
}) {
  const { tax } = props;
  const start = useStartClassification(tax.id);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="draft-title">
      <DialogTitle id="draft-title">{titleOf(tax)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {tax.tax_return_name} ({tax.tax_year}) for {tax.company_name}
          </Typography>
          {tax.draft_status === 'draft' && (
            <Typography color="text.secondary">
              The entity’s primary contact has the draft and has not answered yet. You can start
              classifying now, or wait for their approval.
            </Typography>
          )}
          {tax.draft_status === 'change_requested' && (
            <Alert severity="warning">
              <AlertTitle>The client asked for changes</AlertTitle>
              {tax.draft_comment}
            </Alert>
          )}
          {tax.draft_status === 'approved' && (
            <Alert severity="success">
              <AlertTitle>The client approved the draft</AlertTitle>
              {tax.draft_comment}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>Close</Button>
        {tax.draft_status === 'change_requested' && (
          <Button variant="outlined" onClick={props.onReplace}>
            Replace Tax Return Draft
          </Button>
        )}
        <Button
          variant="contained"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: () => {
                toast.success('Classification started');
                props.onStarted();
              },
              onError: (error) => toast.error(error),
            })
          }
        >
          Start Classification
        </Button>
      </DialogActions>
    </Dialog>
  );
}
