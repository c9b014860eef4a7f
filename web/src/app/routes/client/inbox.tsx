// The client's Messages (/inbox/{companyHash}/{conversationId}, and its preview twin; spec 3 §2):
// the current entity's conversations with the firm, one open beside them; a new message from the
// firm appears while the page is open (the signal, then a refresh a second later).
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignal } from '@/features/notifications/api/realtime-docs';
import { MessagesLayout } from '@/features/messaging/components/messages-layout';
import { useSession } from '../use-session';
import { useClientView } from './client-view';

export default function ClientInbox() {
  const { companyHash, conversationId } = useParams();
  const navigate = useNavigate();
  const view = useClientView();
  const { firmName } = useSession();
  const company = companyHash
    ? view.companies?.find((c) => c.hash_id === companyHash)
    : view.current;
  const messageAt = useSignal(!view.preview).data?.message_at;
  const team = `${firmName} Team`;
  const blockedBecause = view.preview
    ? 'This is a preview: messages cannot be sent from it.'
    : view.accountReadonly
      ? 'This account is read-only.'
      : company?.readonly_access
        ? 'This entity is read-only.'
        : null;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">Messages</Typography>
        {company && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {company.name}
          </Typography>
        )}
      </div>
      {!company ? (
        view.companies ? (
          <Alert severity="error">Entity not found</Alert>
        ) : (
          <Skeleton variant="rounded" height={240} />
        )
      ) : (
        <MessagesLayout
          companyId={company.id}
          messageAt={messageAt}
          openId={conversationId ?? null}
          onOpen={(id) => navigate(view.links.inbox(company.hash_id, id ?? undefined))}
          titleOf={() => team}
          viewer={{
            id: view.clientId,
            isStaff: false,
            tagsEnabled: false,
            canManageParticipants: false,
          }}
          blockedBecause={blockedBecause}
          markSeen={!view.preview}
        />
      )}
    </Stack>
  );
}
