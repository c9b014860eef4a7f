// Staff's view of a sent return's signing trail (issue 45): each event — sent, opened, agreed to
// sign electronically, signed, sealed — with when, by whom, on which form and from which address,
// oldest first, as the evidence pack keeps it; and the check of a copy staff hold against it.
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@portico/common/format/instant';
import { SIGNING_EVENT_LABELS } from '@portico/common/signing/signing-trail';
import { useSigningTrail } from '../../api/signing';
import { documentSpinner } from '@/components/document-screen/document-screen';
import { CopyCheck } from './copy-check';

export function SigningTrailSection(props: { taxReturnId: string }) {
  const trail = useSigningTrail(props.taxReturnId);
  return (
    <section aria-labelledby="signing-trail">
      <Typography variant="subtitle1" component="h2" id="signing-trail">
        Signing trail
      </Typography>
      {trail.isPending && documentSpinner}
      {trail.isError && <Alert severity="error">{trail.error.message}</Alert>}
      {trail.data && (
        <List dense disablePadding aria-label="Signing events">
          {trail.data.events.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={[SIGNING_EVENT_LABELS[e.event], e.form_name].filter(Boolean).join(' · ')}
                secondary={[formatDateTime(e.at), e.actor, e.ip_address]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <CopyCheck taxReturnId={props.taxReturnId} />
    </section>
  );
}
