// The frame the send dialogs share: the title, who it goes to, the form, and Cancel, Save as
// draft (or another way to keep it without sending) and the send button; full screen on a phone.
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

/** What every send dialog is opened with: the entities, and who that is in words when many. */
export interface SendTargets {
  targets: SendTarget[];
  /** Said instead of the names (a selection from a list). */
  targetsLabel?: string;
}

export function SendDialogFrame(props: {
  id: string;
  title: string;
  /** Who it goes to: each by name, or a line that says it. */
  targets: SendTarget[] | string;
  /** Open unless told otherwise (most are mounted to open them). */
  open?: boolean;
  pending: boolean;
  /** Save as draft is offered (not for a scheduled send). */
  drafts: boolean;
  /** The draft button's label: 'Save as draft' unless told. */
  draftLabel?: string;
  submitLabel: string;
  /** The close button's label: 'Cancel' unless told. */
  cancelLabel?: string;
  onSubmit: (draft: boolean) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open ?? true}
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
              To{' '}
              {typeof props.targets === 'string'
                ? props.targets
                : props.targets.map((t) => t.name).join(', ')}
            </Typography>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{props.cancelLabel ?? 'Cancel'}</Button>
          {props.drafts && (
            <Button disabled={props.pending} onClick={(e) => void props.onSubmit(true)(e)}>
              {props.draftLabel ?? 'Save as draft'}
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
