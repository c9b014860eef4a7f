// The firm card's 'Send a Message' button (dashboard and help): opens the client's inbox for the
// current entity.
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useClientView } from './client-view';

export function SendMessageButton() {
  const navigate = useNavigate();
  const view = useClientView();
  return (
    <Button
      variant="contained"
      startIcon={<ChatBubbleOutline />}
      onClick={() => navigate(view.links.inbox(view.current?.hash_id))}
    >
      Send a Message
    </Button>
  );
}
