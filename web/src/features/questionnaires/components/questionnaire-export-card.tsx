// Where a questionnaire export made in the background leads: how many questionnaires are written,
// then the file to download, or why it could not be made.
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import { countNoun } from '@portico/common/format/count-noun';
import { EXPORT_MESSAGES } from '@portico/common/questionnaires/export';
import { BackgroundExportCard } from '@/components/background-export-card';
import { useQuestionnaireExport } from '../api/export';

export function QuestionnaireExportCard({ exportId }: { exportId: string }) {
  return (
    <BackgroundExportCard
      query={useQuestionnaireExport(exportId)}
      icon={<FolderZipOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />}
      progressText={({ done = 0, total = 0 }) =>
        `${EXPORT_MESSAGES.notReady}: ${done} of ${countNoun(total, 'questionnaire')} written.`
      }
      failedText="Export the questionnaires again from the list, with fewer documents if it was too large."
    />
  );
}
