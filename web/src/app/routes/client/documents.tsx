// The client's Documents page (/documents/{companyHash}?path=, and its preview twin): the chosen
// entity's vault as the client sees it; a preview changes nothing.
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentsBrowser } from '@/features/documents/components/documents-browser';
import { useFolderParam } from '@/features/documents/hooks/use-folder-param';
import { useClientView } from './client-view';
import { ReadOnlyNotice } from './read-only-notice';

export default function ClientDocuments() {
  const { companyHash } = useParams();
  const view = useClientView();
  const { current, preview, companies } = view;
  const [path, setPath] = useFolderParam();
  const company = current?.hash_id === companyHash ? current : null;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">Documents</Typography>
        {company && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {company.name}
          </Typography>
        )}
      </div>
      {company && <ReadOnlyNotice view={view} />}
      {company ? (
        <DocumentsBrowser
          key={company.id}
          companyId={company.id}
          mode={preview ? 'preview' : 'client'}
          path={path}
          onPath={setPath}
        />
      ) : companies ? (
        <Alert severity="error">Entity not found</Alert>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
    </Stack>
  );
}
