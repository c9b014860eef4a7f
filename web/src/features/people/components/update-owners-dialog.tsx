// "Update Owners" from another area's row (spec 3 §2, the Deliver table): the entity's owners as
// the entity view edits them — add one (an existing or a new user) or a spouse, make one primary,
// remove one — each asking "How to Manage the Conversation?".
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { EntityDialogProps } from '@/components/entity-actions';
import { QueryContent } from '@/components/query-content';
import { useCompany } from '../api/companies';
import { EntityOwnersEditor } from './entity-owners-panel';

export default function UpdateOwnersDialog({ companyId, onClose }: EntityDialogProps) {
  const company = useCompany(companyId);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="update-owners-title">
      <DialogTitle id="update-owners-title">
        Update Owners{company.data ? ` of ${company.data.name}` : ''}
      </DialogTitle>
      <DialogContent>
        <QueryContent query={company} skeletonHeight={160}>
          {(entity) => (
            <EntityOwnersEditor
              company={entity}
              frame={(actions, list) => (
                <Stack spacing={2}>
                  {actions}
                  {list}
                </Stack>
              )}
            />
          )}
        </QueryContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
