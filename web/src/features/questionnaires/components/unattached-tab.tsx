// The advisor dialog's Unattached tab (spec 2 §2, §5, §9): the entity's documents uploaded outside
// questionnaires in the last 3 months, to tick and attach to this questionnaire (they join its
// additional attachments). Attach is disabled with nothing ticked, and for a locked questionnaire.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countNoun } from '@portico/common/format/count-noun';
import { toast } from '@/lib/toast';
import { useAttachDocuments, useUnattachedDocuments } from '../api/unattached-documents';
import { formatDay } from '@portico/common/format/instant';

export function UnattachedTab({ id, locked }: { id: string; locked: boolean }) {
  const query = useUnattachedDocuments(id);
  const attach = useAttachDocuments(id);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (documentId: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(documentId)) next.add(documentId);
      return next;
    });

  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={160} />;
  if (query.data.length === 0)
    return (
      <Typography sx={{ py: 2 }}>
        No documents were uploaded outside questionnaires in the last 3 months.
      </Typography>
    );
  // Only what is still listed counts (another staff member may have attached some meanwhile).
  const chosen = query.data.filter((d) => ticked.has(d.id)).map((d) => d.id);
  const submit = () =>
    attach.mutate(
      { document_ids: chosen },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setTicked(new Set());
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Uploaded outside questionnaires in the last 3 months. Attached documents join this
        questionnaire’s additional attachments.
      </Typography>
      {locked && <Alert severity="info">Unlock the questionnaire to attach documents.</Alert>}
      <List dense aria-label="Unattached documents">
        {query.data.map((d) => (
          // One control per row (a checkbox with its label), not a button around a checkbox.
          <ListItem key={d.id} disablePadding sx={{ px: 1 }}>
            <FormControlLabel
              disabled={locked}
              sx={{ m: 0, width: '100%' }}
              control={<Checkbox checked={ticked.has(d.id)} onChange={() => toggle(d.id)} />}
              label={
                <ListItemText primary={d.name} secondary={`Uploaded ${formatDay(d.created_at)}`} />
              }
            />
          </ListItem>
        ))}
      </List>
      <div>
        <Button
          variant="contained"
          disabled={locked || chosen.length === 0}
          loading={attach.isPending}
          onClick={submit}
        >
          {chosen.length ? `Attach ${countNoun(chosen.length, 'document')}` : 'Attach'}
        </Button>
      </div>
    </Stack>
  );
}
