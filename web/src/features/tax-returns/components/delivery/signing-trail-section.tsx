// Staff's view of a sent return's signing trail (issue 45): each event, oldest first, as the
// evidence pack keeps it (components/signing/signing-events.tsx); and the check of a copy staff
// hold against it.
import Typography from '@mui/material/Typography';
import { SigningEvents } from '@/components/signing/signing-events';
import { useSigningTrail } from '../../api/signing';
import { CopyCheck } from './copy-check';

export function SigningTrailSection(props: { taxReturnId: string }) {
  const trail = useSigningTrail(props.taxReturnId);
  return (
    <section aria-labelledby="signing-trail">
      <Typography variant="subtitle1" component="h2" id="signing-trail">
        Signing trail
      </Typography>
      <SigningEvents trail={trail} />
      <CopyCheck taxReturnId={props.taxReturnId} />
    </section>
  );
}
