// Where a conversation's PDF export leads: the shared background export card, in its words.
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { EXPORT_MESSAGES } from '@portico/common/messaging/conversation-export';
import { BackgroundExportCard } from '@/components/background-export-card';
import { useConversationExport } from '../api/conversations';

export function ConversationExportCard({ exportId }: { exportId: string }) {
  return (
    <BackgroundExportCard
      query={useConversationExport(exportId)}
      icon={<PictureAsPdfOutlined color="error" sx={{ fontSize: 40 }} aria-hidden />}
      progressText={() => EXPORT_MESSAGES.notReady}
      failedText={EXPORT_MESSAGES.failed}
    />
  );
}
