// The ESIGN disclosure and consent (issue 45), asked before a client's first electronic signature:
// the firm's disclosure to read, a box to tick that says they read it and can open the documents,
// and "Agree and continue". Shared by every screen that takes a signature.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  disclosureFor,
  ESIGN_CONSENT_BUTTON,
  ESIGN_CONSENT_LABEL,
  ESIGN_DISCLOSURE_TITLE,
} from '@portico/common/signing/esign-consent';

export function EsignConsentDialog(props: {
  firmName: string;
  pending: boolean;
  error: string | null;
  onAgree: () => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [ticked, setTicked] = useState(false);
  const titleId = useId();
  return (
    <Dialog open fullScreen={phone} maxWidth="sm" onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{ESIGN_DISCLOSURE_TITLE}</DialogTitle>
      <DialogContent dividers>
        {disclosureFor(props.firmName).map((p) => (
          <section key={p.heading}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {p.heading}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {p.text}
            </Typography>
          </section>
        ))}
        <FormControlLabel
          sx={{ mt: 1, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={ticked}
              onChange={(e) => setTicked(e.target.checked)}
              sx={{ mt: -1 }}
            />
          }
          label={ESIGN_CONSENT_LABEL}
        />
        {props.error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Not now</Button>
        <Button variant="contained" disabled={!ticked || props.pending} onClick={props.onAgree}>
          {ESIGN_CONSENT_BUTTON}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
