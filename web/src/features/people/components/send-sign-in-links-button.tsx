// The bulk "Send sign-in links" of the Users list and the overview (spec 2 §2 "send sign-in links"
// dialog): asked first, then each client (or each owner of the chosen entities or questionnaires)
// is mailed a link; who was skipped, and why, is said after.
import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  SKIP_REASONS,
  STAFF_SIGN_IN_LINK_DAYS,
  type SendSignInLinksInput,
} from '@portico/common/auth/sign-in-links';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useSendSignInLinks } from '../api/sign-in-links';

export function SendSignInLinksButton(props: {
  to: Partial<SendSignInLinksInput>;
  /** Who that is, in words: '3 users', 'the owners of 2 questionnaires'. */
  who: string;
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const send = useSendSignInLinks();
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        Send sign-in links
      </Button>
      {asking && (
        <ConfirmDialog
          title="Send sign-in links?"
          confirmLabel="Send links"
          pending={send.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            send.mutate(props.to, {
              onSuccess: (result) => {
                if (result.sent > 0) toast.success(result.message);
                else toast.warning(result.message);
                if (result.skipped.length > 0)
                  toast.info(
                    `No link for ${result.skipped
                      .map((s) => `${s.name} (${SKIP_REASONS[s.reason]})`)
                      .join(', ')}`,
                  );
                setAsking(false);
                props.onDone();
              },
              onError: (error) => toast.error(error),
            })
          }
        >
          {`Each of ${props.who} gets a mail with a link that signs them in once, for ${STAFF_SIGN_IN_LINK_DAYS} days.`}
        </ConfirmDialog>
      )}
    </>
  );
}
