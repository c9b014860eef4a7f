// A yes/no question before an action that cannot be undone from the same screen.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  title: string;
  children: ReactNode;
  /** A choice that goes with the answer (form fields), below the question. */
  options?: ReactNode;
  confirmLabel: string;
  /** 'Cancel' unless given (the spec's Yes/No questions say 'No'). */
  cancelLabel?: string;
  /** Red for destructive actions. */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Mount it to open it. */
export function ConfirmDialog(props: Props) {
  const { title, children, confirmLabel, destructive, pending, onConfirm, onClose } = props;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {props.options}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{props.cancelLabel ?? 'Cancel'}</Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
