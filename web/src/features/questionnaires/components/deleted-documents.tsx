// The advisor dialog's deleted documents (spec 2 §2 "restore documents"): under the Documents tab,
// what was deleted from this questionnaire, each with Restore; a restored file comes back among the
// additional attachments. The server's reason when it refuses (its folder is deleted, the entity
// has the file again), else the spec's 'Failed to restore documents'.
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { formatDateTime } from '@portico/common/format/instant';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletedDocuments, useRestoreDocument } from '../api/unattached-documents';

export const RESTORE_FAILED = 'Failed to restore documents';

export function DeletedDocuments({ id, canRestore }: { id: string; canRestore: boolean }) {
  const deleted = useDeletedDocuments(id);
  const restore = useRestoreDocument(id);
  if (!deleted.data?.length) return null;
  return (
    <List dense aria-label="Deleted documents">
      <ListSubheader disableSticky sx={{ px: 0, lineHeight: 2.5 }}>
        Deleted
      </ListSubheader>
      {deleted.data.map((d) => (
        <ListItem
          key={d.id}
          disableGutters
          secondaryAction={
            canRestore && (
              <Button
                size="small"
                aria-label={`Restore ${d.name}`}
                loading={restore.isPending && restore.variables === d.id}
                onClick={() =>
                  restore.mutate(d.id, {
                    onSuccess: () => toast.success(`${d.name} restored`),
                    onError: (error) =>
                      toast.error(
                        error instanceof ApiError && error.status < 500 ? error : RESTORE_FAILED,
                      ),
                  })
                }
              >
                Restore
              </Button>
            )
          }
          sx={{ pr: 10 }}
        >
          <ListItemText
            primary={d.name}
            secondary={`Deleted ${formatDateTime(d.deleted_at)}`}
            slotProps={{ primary: { color: 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
