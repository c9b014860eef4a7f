// A client list import (/imports/{importId}), where its notification leads.
import { Link as RouterLink, useParams } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ImportOutcomeCard } from '@/features/imports/components/import-outcome-card';
import { useClientsAdded } from '@/features/people/api/create-client';
import { paths } from '@/config/paths';

export default function ClientListImportRoute() {
  const { importId = '' } = useParams();
  const clientsAdded = useClientsAdded();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={paths.staff.users.getHref()} underline="hover">
          Users
        </Link>
        <Typography color="text.primary">Client list import</Typography>
      </Breadcrumbs>
      <Typography variant="h1" component="h1">
        Client list import
      </Typography>
      <ImportOutcomeCard importId={importId} onFinished={clientsAdded} />
    </Stack>
  );
}
