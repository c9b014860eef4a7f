// Activities (/activities; spec 1 §2: shown when the firm turns on all activities): the firm's
// activity log for staff.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotAllowed } from '@/components/not-allowed';
import { can } from '@/lib/authorization';
import { ActivityLog } from '@/features/activity/components/activity-log';
import { useSession } from '../use-session';

export default function ActivitiesRoute() {
  const { subject, user } = useSession();
  if (!can('activities:view', subject)) return <NotAllowed title="Activities" />;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Activities
      </Typography>
      <ActivityLog entityRequired={user.firm_access === 'group'} />
    </Stack>
  );
}
