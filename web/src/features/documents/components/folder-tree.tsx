// The vault's folders as a tree (spec 3 "Documents browser"): the top folder and every folder the
// reader may see, opened down to the folder on screen; choosing one opens it.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { folderName, isWithin, parentFolder, ROOT_FOLDER } from '@portico/common/documents/vault';

function childrenOf(tree: string[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const path of tree) {
    const parent = parentFolder(path);
    children.set(parent, [...(children.get(parent) ?? []), path]);
  }
  return children;
}

export function FolderTree(props: {
  tree: string[];
  open: string;
  rootLabel: string;
  onOpen: (path: string) => void;
}) {
  const children = useMemo(() => childrenOf(props.tree), [props.tree]);
  // Folders the reader opened or closed by hand; the open folder's ancestors are open otherwise.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const expanded = (path: string) =>
    toggled[path] ?? (path === ROOT_FOLDER || isWithin(props.open, path));

  const renderFolder = (path: string, depth: number) => {
    const inside = children.get(path) ?? [];
    const isOpen = expanded(path);
    const current = path === props.open;
    const label = path === ROOT_FOLDER ? props.rootLabel : folderName(path);
    return (
      <li key={path}>
        <Stack direction="row" sx={{ alignItems: 'center', pl: depth * 2 }}>
          {inside.length > 0 ? (
            <IconButton
              size="small"
              aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${label}`}
              aria-expanded={isOpen}
              onClick={() => setToggled((t) => ({ ...t, [path]: !isOpen }))}
            >
              {isOpen ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 30, flexShrink: 0 }} />
          )}
          <ListItemButton
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={() => props.onOpen(path)}
            sx={{ py: 0.25, px: 1, borderRadius: 1, minWidth: 0 }}
          >
            <ListItemIcon sx={{ minWidth: 30 }}>
              {current ? (
                <FolderOpenOutlined fontSize="small" color="primary" />
              ) : (
                <FolderOutlined fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={label}
              slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
            />
          </ListItemButton>
        </Stack>
        {inside.length > 0 && (
          <Collapse in={isOpen} unmountOnExit>
            <List disablePadding dense>
              {inside.map((child) => renderFolder(child, depth + 1))}
            </List>
          </Collapse>
        )}
      </li>
    );
  };

  return (
    <nav aria-label="Folders">
      <List dense disablePadding>
        {renderFolder(ROOT_FOLDER, 0)}
      </List>
    </nav>
  );
}
