// "Reason for changes" (spec 3 §2): what the client wants changed, not blank, before the request
// is sent; what was typed stays if sending fails.
import { MAX_DRAFT_REASON } from '@portico/common/tax-returns/draft-review';
import { TextAnswerDialog } from '@/components/text-answer-dialog';

/** Mount it to open it. */
export function ReasonForChangesDialog(props: {
  pending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <TextAnswerDialog
      title="Reason for changes"
      description="Tell your advisor what should change in the draft. They will send you a new one."
      label="Reason for changes"
      confirmLabel="Request changes"
      maxLength={MAX_DRAFT_REASON}
      multiline
      pending={props.pending}
      onSend={props.onSend}
      onClose={props.onClose}
    />
  );
}
