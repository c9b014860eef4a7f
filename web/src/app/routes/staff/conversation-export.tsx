// A conversation's PDF export (/conversation-exports/{exportId}), where its notification leads.
import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConversationExportCard } from '@/features/messaging/components/conversation-export-card';

export default function ConversationExportRoute() {
  const { exportId = '' } = useParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" component="h1">
        Conversation export
      </Typography>
      <ConversationExportCard exportId={exportId} />
    </Stack>
  );
}
