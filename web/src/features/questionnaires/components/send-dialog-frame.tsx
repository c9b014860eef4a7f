// The frame both send dialogs share: the title, who it goes to, the form, and Cancel, Save as
// draft and the send button; full screen on a phone.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface SendTarget {
  id: string;
  name: string;
}

export function SendDialogFrame(props: {
  id: string;
  title: string;
  targets: SendTarget[];
  pending: boolean;
  /** Save as draft is offered (not for a scheduled send). */
  drafts: boolean;
  submitLabel: string;
  onSubmit: (draft: boolean) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby={props.id}
    >
      <form noValidate onSubmit={(e) => void props.onSubmit(false)(e)}>
        <DialogTitle id={props.id}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Typography color="text.secondary">
              To {props.targets.map((t) => t.name).join(', ')}
            </Typography>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          {props.drafts && (
            <Button disabled={props.pending} onClick={(e) => void props.onSubmit(true)(e)}>
              Save as draft
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
