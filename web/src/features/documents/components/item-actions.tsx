// The actions menu of one row of the vault (spec 3 "Documents browser", §6): open, rename, and for
// staff describe, tags, attach to questionnaire, retry recognition and split (a PDF, with the bulk
// upload processor); delete, or only Restore for
// a deleted item; where the firm keeps a client from changing files or folders the menu says
// 'Disabled by firm'. Read-only readers get no menu.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { DISABLED_BY_FIRM } from '@portico/common/documents/vault';

export type ItemAction =
  | 'open'
  | 'download'
  | 'rename'
  | 'move'
  | 'describe'
  | 'tags'
  | 'attach'
  | 'recognize'
  | 'split'
  | 'delete'
  | 'restore';

const LABELS: Record<ItemAction, { label: string; icon: typeof OpenInNew }> = {
  open: { label: 'Open', icon: OpenInNew },
  download: { label: 'Download', icon: FileDownloadOutlined },
  rename: { label: 'Rename', icon: DriveFileRenameOutline },
  move: { label: 'Move or copy', icon: DriveFileMoveOutlined },
  describe: { label: 'Edit description', icon: NotesOutlined },
  tags: { label: 'Edit tags', icon: LocalOfferOutlined },
  attach: { label: 'Attach to questionnaire', icon: AttachFileOutlined },
  recognize: { label: 'Retry recognition', icon: AutorenewOutlined },
  split: { label: 'Split', icon: CallSplitOutlined },
  delete: { label: 'Delete', icon: DeleteOutlined },
  restore: { label: 'Restore', icon: RestoreOutlined },
};

export function ItemActions(props: {
  name: string;
  actions: ItemAction[];
  /** The firm keeps this reader from changing the item. */
  disabledByFirm: boolean;
  onAction: (action: ItemAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (props.actions.length === 0 && !props.disabledByFirm) return null;
  const choose = (action: ItemAction) => {
    setAnchor(null);
    props.onAction(action);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${props.name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {props.actions.map((action) => {
          const { label, icon: Icon } = LABELS[action];
          return (
            <MenuItem key={action} onClick={() => choose(action)}>
              <ListItemIcon>
                <Icon fontSize="small" color={action === 'delete' ? 'error' : undefined} />
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          );
        })}
        {props.disabledByFirm && (
          <MenuItem disabled>
            <ListItemIcon>
              <BlockOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{DISABLED_BY_FIRM}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
