// Staff Messages (/messages?conversationId=; spec 3 §2): every conversation the advisor may read,
// newest message first, one open beside the list; new messages appear while the page is open.
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSignal } from '@/features/notifications/api/realtime-docs';
import {
  StaffConversations,
  staffViewer,
} from '@/features/messaging/components/staff-conversations';
import { CreateClientButton } from '@/features/people/components/create-client-button';
import { useSession } from '../use-session';

export default function StaffMessages() {
  const [params, setParams] = useSearchParams();
  const { user, firm } = useSession();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Messages</Typography>
      <StaffConversations
        companyId={null}
        openId={params.get('conversationId')}
        onOpen={(id) => setParams(id ? { conversationId: id } : {})}
        viewer={staffViewer(user, firm)}
        messageAt={useSignal().data?.message_at}
        emptyAction={
          <CreateClientButton
            label="Add Entity"
            groupsEnabled={firm?.preferences?.has_firm_groups === true}
            lockedGroupId={user.firm_access === 'group' ? user.firm_group_id : null}
          />
        }
      />
    </Stack>
  );
}
