// The Multi-Form Upload Confirmation (spec 3 "Bulk split processor"): before a firm user with the
// bulk upload processor uploads PDFs, whether a PDF of several forms is split into a document per
// form as it is read, or kept as uploaded to be split by hand. Clients are never asked: their
// uploads are always split.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export const isPdf = (file: File) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

export function MultiFormConfirmation(props: {
  pdfs: File[];
  onAnswer: (split: boolean) => void;
  onCancel: () => void;
}) {
  const one = props.pdfs.length === 1;
  return (
    <Dialog
      open
      onClose={props.onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="multi-form-title"
    >
      <DialogTitle id="multi-form-title">Multi-Form Upload Confirmation</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {one
            ? `Does ${props.pdfs[0]!.name} hold more than one form? It can be split into a document per form as it is read.`
            : `Do these PDFs hold more than one form each? Each can be split into a document per form as it is read.`}{' '}
          You can review or change a split later with Split.
        </DialogContentText>
        {!one && (
          <List dense aria-label="PDFs to upload">
            {props.pdfs.map((file, index) => (
              <ListItem key={`${file.name}-${index}`} disableGutters>
                <ListItemText primary={file.name} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button onClick={() => props.onAnswer(false)}>Keep as uploaded</Button>
        <Button variant="contained" onClick={() => props.onAnswer(true)}>
          Split by form
        </Button>
      </DialogActions>
    </Dialog>
  );
}
