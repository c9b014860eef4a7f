// The staff entity view's Messages (/admin/{companyHash}/messages/{conversationId}; spec 3 §2):
// the entity's conversations, one open beside them; new messages appear while the page is open.
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSignal } from '@/features/notifications/api/realtime-docs';
import {
  StaffConversations,
  staffViewer,
} from '@/features/messaging/components/staff-conversations';
import { useSession } from '../use-session';
import { useEntityOutlet } from './entity-frame';

export default function EntityMessages() {
  const company = useEntityOutlet();
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const { user, firm } = useSession();
  return (
    <StaffConversations
      companyId={company.id}
      openId={conversationId ?? null}
      onOpen={(id) =>
        navigate(paths.staff.entityMessages.getHref(company.hash_id, id ?? undefined))
      }
      viewer={staffViewer(user, firm)}
      messageAt={useSignal().data?.message_at}
    />
  );
}
