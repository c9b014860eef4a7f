// What the row actions' "mark" dialogs share (Tax Return Signatures, Update voucher paid status):
// the return's items in groups, each a checkbox as it is now, Mark all, and Save with what
// changed. While the items load a spinner shows; a failure says so.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface MarkItem {
  key: string;
  label: string;
  detail: string;
  marked: boolean;
}

export interface MarkGroup {
  key: string;
  title: string;
  items: MarkItem[];
}

export function MarkDialog(props: {
  title: string;
  /** What it says when there is nothing left to mark. */
  nothing: string;
  markAllLabel: string;
  groups: MarkGroup[] | undefined;
  error: string | null;
  pending: boolean;
  /** The items whose mark changed, with their new mark; `all` when Mark all was used. */
  onSave: (changes: { key: string; marked: boolean }[], all: boolean) => void;
  onClose: () => void;
}) {
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  const items = props.groups?.flatMap((g) => g.items) ?? [];
  const markOf = (item: MarkItem) => marks[item.key] ?? item.marked;
  const changes = items
    .filter((item) => markOf(item) !== item.marked)
    .map((item) => ({ key: item.key, marked: markOf(item) }));
  const titleId = 'mark-dialog-title';
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        {!props.groups && !props.error && (
          <Stack sx={{ alignItems: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading" />
          </Stack>
        )}
        {props.groups && items.length === 0 && (
          <Typography color="text.secondary">{props.nothing}</Typography>
        )}
        <Stack spacing={2}>
          {props.groups
            ?.filter((g) => g.items.length > 0)
            .map((group) => (
              <Stack key={group.key} role="group" aria-labelledby={`group-${group.key}`}>
                {group.title && (
                  <Typography variant="subtitle2" id={`group-${group.key}`}>
                    {group.title}
                  </Typography>
                )}
                {group.items.map((item) => (
                  <FormControlLabel
                    key={item.key}
                    control={
                      <Checkbox
                        checked={markOf(item)}
                        onChange={(e) => setMarks({ ...marks, [item.key]: e.target.checked })}
                      />
                    }
                    label={
                      <span>
                        {item.label}
                        {item.detail && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            · {item.detail}
                          </Typography>
                        )}
                      </span>
                    }
                  />
                ))}
              </Stack>
            ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="outlined"
          disabled={props.pending || items.length === 0 || items.every((i) => i.marked)}
          onClick={() =>
            props.onSave(
              items.filter((i) => !i.marked).map((i) => ({ key: i.key, marked: true })),
              true,
            )
          }
        >
          {props.markAllLabel}
        </Button>
        <Button
          variant="contained"
          disabled={props.pending || changes.length === 0}
          onClick={() => props.onSave(changes, false)}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
