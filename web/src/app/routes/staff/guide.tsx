// The Guide (/admin-guide, staff): the firm's first week, step by step.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FirstWeekGuide } from '@/features/firm/components/first-week-guide';

export default function GuideRoute() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" component="h1">
          Guide
        </Typography>
        <Typography color="text.secondary">
          Everything a firm sets up in its first week. Each step ticks itself once it is done.
        </Typography>
      </div>
      <FirstWeekGuide />
    </Stack>
  );
}
