// A questionnaire export made in the background (/questionnaire-exports/{exportId}), where its
// notification and the export dialog's "View progress" lead.
import { useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuestionnaireExportCard } from '@/features/questionnaires/components/questionnaire-export-card';

export default function QuestionnaireExportRoute() {
  const { exportId = '' } = useParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" component="h1">
        Questionnaire export
      </Typography>
      <QuestionnaireExportCard exportId={exportId} />
    </Stack>
  );
}
