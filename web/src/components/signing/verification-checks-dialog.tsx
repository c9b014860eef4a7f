// "Verification Checks (ID Fraud Detection)" (spec 3 §2): each signer of a return or a signature
// request — "last, first", email, a status pill, when their check started — with a row that opens
// to the details (Stripe's reason when it failed, else the spec's words) and the attempts used;
// checks kept for someone no longer signing are listed after them.
import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { QueryKey } from '@tanstack/react-query';
import {
  IDENTITY_ATTEMPTS,
  verificationDetail,
  type IdentitySubject,
  type VerificationCheckDto,
} from '@portico/common/signing/identity-verification';
import { useVerificationChecksAt } from '@/lib/use-identity-checks';
import { IdentityPill } from './identity-pill';
import { HiddenHeaderCell } from '../hidden-header-cell';

const started = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function CheckRow({ check, subject }: { check: VerificationCheckDto; subject: IdentitySubject }) {
  const [open, setOpen] = useState(false);
  const detailsId = `check-details-${check.user_id}`;
  return (
    <Fragment>
      {/* One line under a signer: the details row's (MUI's collapsible table). */}
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Details for ${check.name}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {check.name}
          {check.orphaned && (
            <Chip size="small" variant="outlined" label="No longer a signer" sx={{ ml: 1 }} />
          )}
        </TableCell>
        <TableCell>{check.email || '—'}</TableCell>
        <TableCell>
          <IdentityPill status={check.status} />
        </TableCell>
        <TableCell>{started(check.stripe_verification_session_created_at)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }} id={detailsId}>
          <Collapse in={open} unmountOnExit>
            <Typography variant="body2" sx={{ py: 1.5 }}>
              {verificationDetail(check, subject)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ pb: 1.5 }}>
              Attempts used: {check.attempts} of {IDENTITY_ATTEMPTS}
              {check.error_code && ` · Stripe code: ${check.error_code}`}
            </Typography>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export function VerificationChecksDialog(props: {
  subject: IdentitySubject;
  /** What was sent, under the title: "{entity} · {name} ({year})". */
  about: string;
  /** Where the checks are read (the document's `identity_verifications`), and their query's key. */
  at: { checks: string; key: QueryKey };
  onClose: () => void;
}) {
  const query = useVerificationChecksAt(props.at.checks, props.at.key);
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="verification-checks"
    >
      <DialogTitle id="verification-checks">
        Verification Checks (ID Fraud Detection)
        <Typography variant="body2" color="text.secondary">
          {props.about}
        </Typography>
      </DialogTitle>
      <DialogContent tabIndex={0}>
        {query.isPending && <CircularProgress aria-label="Loading the checks" />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {query.data &&
          (query.data.identity_verifications.length === 0 ? (
            <Typography>This {props.subject} has no signers to verify.</Typography>
          ) : (
            <Table size="small" aria-label="Identity checks by signer">
              <TableHead>
                <TableRow>
                  <HiddenHeaderCell padding="checkbox" label="Details" />
                  <TableCell>Signer</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Started</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.identity_verifications.map((check) => (
                  <CheckRow key={check.user_id} check={check} subject={props.subject} />
                ))}
              </TableBody>
            </Table>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
