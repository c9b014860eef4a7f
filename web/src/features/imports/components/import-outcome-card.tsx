// Where an import's notification leads (/imports/{id}): the import as it goes, or what
// became of it with the report of the rows left out — the Import dialog's last step, on a page of
// its own so the link can be opened any time.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useImport } from '../api/import-progress';
import { ImportProgress } from './import-progress';

export function ImportOutcomeCard({
  importId,
  onFinished,
}: {
  importId: string;
  /** Called once the import has finished (the lists it added to read again). */
  onFinished?: () => void;
}) {
  const query = useImport(importId);
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={120} />;
  const record = query.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {record.files.map((file) => file.name).join(', ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Imported {new Date(record.created_at).toLocaleString()}
      </Typography>
      <ImportProgress started={record} onFinished={onFinished} />
    </Paper>
  );
}
