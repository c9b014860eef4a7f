// Firm Roles (/settings/roles): partners and admins, when the firm uses firm roles.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotAllowed } from '@/components/not-allowed';
import { can } from '@/lib/authorization';
import { FirmRolesEditor } from '@/features/firm/components/firm-roles-editor';
import { useSession } from '../use-session';

export default function FirmRolesRoute() {
  const { subject } = useSession();
  if (!can('firm-roles:view', subject)) return <NotAllowed title="Firm Roles" />;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Firm Roles
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FirmRolesEditor />
      </Paper>
    </Stack>
  );
}
