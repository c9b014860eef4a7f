// The per-row menu of the Entities table: active / inactive, read-only (disabled while inactive,
// spec 3 §4), Entity Tags, Add owner and (partners and admins) Delete entity.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { EntityRowDto } from '@portico/common/people/people-list';
import { ENTITY_UPDATED, type EntityStatusInput } from '@portico/common/people/user-status';
import { toast } from '@/lib/toast';
import { useFirmUsers } from '@/lib/firm-catalog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteCompany } from '../api/companies';
import { useUpdateEntityStatus } from '../api/user-status';
import { AddOwnerDialog } from './add-owner-dialog';
import { RecordTagsDialog } from './record-tags-dialog';

export function EntityRowActions({
  entity,
  canDelete,
}: {
  entity: EntityRowDto;
  /** Partners and admins (spec 1 §6). */
  canDelete: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [addingOwner, setAddingOwner] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteCompany();
  const advisors = useFirmUsers(addingOwner);
  const update = useUpdateEntityStatus();
  const change = (input: EntityStatusInput) => {
    setAnchor(null);
    update.mutate(
      { companyId: entity.id, ...input },
      { onSuccess: () => toast.success(ENTITY_UPDATED), onError: (error) => toast.error(error) },
    );
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${entity.name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => change({ inactive: !entity.inactive })}>
          {entity.inactive ? 'Make active' : 'Make inactive'}
        </MenuItem>
        <MenuItem
          disabled={entity.inactive}
          onClick={() => change({ readonly_access: !entity.readonly_access })}
        >
          {entity.readonly_access ? 'Remove read-only' : 'Make read-only'}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setTagging(true);
          }}
        >
          Entity Tags
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAddingOwner(true);
          }}
        >
          Add owner
        </MenuItem>
        {canDelete && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setAnchor(null);
              setDeleting(true);
            }}
          >
            Delete entity
          </MenuItem>
        )}
      </Menu>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${entity.name}?`}
          confirmLabel="Delete entity"
          destructive
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(entity.id, {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(error),
              onSettled: () => setDeleting(false),
            })
          }
        >
          The entity leaves every list, and its owners can no longer open it. Its records are kept.
        </ConfirmDialog>
      )}
      {tagging && (
        <RecordTagsDialog
          kind="entity"
          record={{ id: entity.id, name: entity.name, tags: entity.entity_tags }}
          onClose={() => setTagging(false)}
        />
      )}
      <AddOwnerDialog
        open={addingOwner}
        onClose={() => setAddingOwner(false)}
        entity={entity}
        advisors={advisors.data ?? []}
      />
    </>
  );
}
