// An import processed by the portal (/imports/{importId}) — a client list, a rollover items file —
// where its notification leads, named by its type once read.
import { Link as RouterLink, useParams } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_FILE_TYPE_LABELS } from '@portico/common/imports/imports';
import { useImport } from '@/features/imports/api/import-progress';
import { ImportOutcomeCard } from '@/features/imports/components/import-outcome-card';
import { useClientsAdded } from '@/features/people/api/create-client';
import { paths } from '@/config/paths';

export default function ClientListImportRoute() {
  const { importId = '' } = useParams();
  const clientsAdded = useClientsAdded();
  const type = useImport(importId).data?.document_type;
  const title = type ? `${IMPORT_FILE_TYPE_LABELS[type]} import` : 'Import';
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={paths.staff.users.getHref()} underline="hover">
          Users
        </Link>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <ImportOutcomeCard importId={importId} onFinished={clientsAdded} />
    </Stack>
  );
}
