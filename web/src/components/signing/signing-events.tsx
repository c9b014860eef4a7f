// A document's signing trail as staff read it (a return's, a signature request's): each event —
// sent, opened, agreed to sign electronically, signed, filled in, declined, sealed — with when, by
// whom, on which form or field and from which address, oldest first, as the evidence keeps it.
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '@portico/common/format/instant';
import { SIGNING_EVENT_LABELS, type SigningEventDto } from '@portico/common/signing/signing-trail';
import { documentSpinner } from '@/components/document-screen/document-screen';

export function SigningEvents(props: { trail: UseQueryResult<{ events: SigningEventDto[] }> }) {
  const { trail } = props;
  if (trail.isPending) return documentSpinner;
  if (trail.isError) return <Alert severity="error">{trail.error.message}</Alert>;
  return (
    <List dense disablePadding aria-label="Signing events">
      {trail.data.events.map((e) => (
        <ListItem key={e.id} disableGutters>
          <ListItemText
            primary={[SIGNING_EVENT_LABELS[e.event], e.form_name].filter(Boolean).join(' · ')}
            secondary={[formatDateTime(e.at), e.actor, e.ip_address, e.detail]
              .filter(Boolean)
              .join(' · ')}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
