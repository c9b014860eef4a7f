// Signing one form (issue 45): the signer types their name — shown as it will look on the page —
// or draws their signature, reads what signing means, and signs. On a phone it fills the screen.
// Shared by every screen that takes a signature; the caller sends what was given.
import { useId, useState } from 'react';
import '@fontsource/dancing-script/400.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CAPTURE_MESSAGES,
  TYPED_SIGNATURE_MAX,
  type SignatureCaptureInput,
  type SignatureMethod,
} from '@portico/common/signing/signature-capture';
import { SignaturePad } from './signature-pad';

/** The face typed names are shown in, here and stamped on the page. */
export const SIGNATURE_FONT = '"Dancing Script", cursive';

export function SignDialog(props: {
  formName: string;
  signerName: string;
  /** What the typed box asks for ("Your full name"; "Your initials" for initials). */
  typedLabel?: string;
  /** "Signature 1 of 2", when there are several to give. */
  step?: string;
  pending: boolean;
  error: string | null;
  onSign: (capture: SignatureCaptureInput) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [method, setMethod] = useState<SignatureMethod>('typed');
  const [text, setText] = useState(props.signerName);
  const [image, setImage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function sign() {
    const typed = text.trim();
    if (method === 'typed' && !typed) return setProblem(CAPTURE_MESSAGES.typedRequired);
    if (method === 'drawn' && !image) return setProblem(CAPTURE_MESSAGES.drawnRequired);
    setProblem(null);
    props.onSign({
      method,
      text: method === 'typed' ? typed : '',
      image: method === 'drawn' ? image : '',
      client_time: new Date().toString(),
    });
  }

  const error = problem ?? props.error;
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={props.onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        Sign {props.formName}
        {props.step && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {props.step}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Tabs
          value={method}
          onChange={(_, value) => {
            setMethod(value as SignatureMethod);
            setProblem(null);
          }}
          variant="fullWidth"
          sx={{ mb: 2 }}
        >
          <Tab value="typed" label="Type" />
          <Tab value="drawn" label="Draw" />
        </Tabs>
        {method === 'typed' ? (
          <>
            <TextField
              label={props.typedLabel ?? 'Your full name'}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: TYPED_SIGNATURE_MAX } }}
            />
            <Box
              aria-label="Your signature"
              role="img"
              sx={{
                mt: 2,
                px: 2,
                minHeight: 72,
                display: 'flex',
                alignItems: 'flex-end',
                borderBottom: 2,
                borderColor: 'text.primary',
                fontFamily: SIGNATURE_FONT,
                fontSize: 36,
                color: '#0d2a6b',
                overflowWrap: 'anywhere',
              }}
            >
              {text.trim()}
            </Box>
          </>
        ) : (
          <SignaturePad
            label="Signature pad"
            onChange={(png) => {
              setImage(png);
              if (png) setProblem(null);
            }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          By selecting Sign, I agree that this signature is the electronic representation of my
          signature on {props.formName}, with the same effect as signing it by hand.
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" disabled={props.pending} onClick={sign}>
          Sign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
