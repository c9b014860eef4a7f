// The per-row menu of the Users table: Edit user, User Tags, activate / deactivate, and read-only
// for active users.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { UserRowDto } from '@portico/common/people/people-list';
import { USER_UPDATED } from '@portico/common/people/user-status';
import { toast } from '@/lib/toast';
import { useUpdateUserStatus } from '../api/user-status';
import { EditUserDialog } from './edit-user-dialog';
import { RecordTagsDialog } from './record-tags-dialog';

export function UserRowActions({
  user,
  onStatus,
}: {
  user: UserRowDto;
  onStatus: (user: UserRowDto) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [tagging, setTagging] = useState(false);
  const update = useUpdateUserStatus();
  const close = () => setAnchor(null);
  const toggleReadOnly = () => {
    close();
    update.mutate(
      { userId: user.id, readonly_access: !user.readonly_access },
      { onSuccess: () => toast.success(USER_UPDATED), onError: (error) => toast.error(error) },
    );
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.full_name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            setEditing(true);
          }}
        >
          Edit user
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setTagging(true);
          }}
        >
          User Tags
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onStatus(user);
          }}
        >
          {user.paying ? 'Deactivate' : 'Activate'}
        </MenuItem>
        {/* The read-only toggle exists only for active users (spec 3 §4). */}
        {user.paying && (
          <MenuItem onClick={toggleReadOnly}>
            {user.readonly_access ? 'Remove read-only' : 'Make read-only'}
          </MenuItem>
        )}
      </Menu>
      <EditUserDialog userId={editing ? user.id : null} onClose={() => setEditing(false)} />
      {tagging && (
        <RecordTagsDialog
          kind="contact"
          record={{ id: user.id, name: user.full_name, tags: user.contact_tags }}
          onClose={() => setTagging(false)}
        />
      )}
    </>
  );
}
