// The public Drop Link page (/drop-link?firm={token}, spec 1 §3): anyone the firm gave the link
// sends it documents with their name and email, no account needed. A bad or turned-off link says
// so, with no form.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DROP_LINK_MESSAGES,
  type DropLinkPageDto,
  type DropSubmitDto,
} from '@portico/common/documents/drop-link';
import { paths } from '@/config/paths';
import { useDropLinkPage } from '../../api/drop-link';
import { DropForm, type SenderValues } from './drop-form';
import { DropSent } from './drop-sent';

const PAGE_WIDTH = 640;

function SendDocuments({ token, page }: { token: string; page: DropLinkPageDto }) {
  const [sent, setSent] = useState<DropSubmitDto | null>(null);
  const [sender, setSender] = useState({ sender_name: '', sender_email: '' });
  const onSent = (result: DropSubmitDto, values: SenderValues) => {
    setSender({ sender_name: values.sender_name, sender_email: values.sender_email });
    setSent(result);
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: PAGE_WIDTH, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Send documents to {page.firm_name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Your files go straight to the firm. Nobody else can see them, and you do not need an
          account.
        </Typography>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {sent ? (
            <DropSent firmName={page.firm_name} result={sent} onMore={() => setSent(null)} />
          ) : (
            <DropForm token={token} page={page} sender={sender} onSent={onSent} />
          )}
        </CardContent>
      </Card>
      {!page.hide_sign_in_button && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <Typography color="text.secondary">Have an account with {page.firm_name}?</Typography>
          <Button component={RouterLink} to={paths.home.getHref()}>
            Sign in
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function DropLinkPage({ token }: { token: string }) {
  const page = useDropLinkPage(token);
  if (token === '' || page.isError)
    return (
      <Stack spacing={2} sx={{ maxWidth: PAGE_WIDTH, mx: 'auto' }}>
        <Typography variant="h4" component="h1">
          Send documents
        </Typography>
        <Alert severity="error">
          {page.isError ? page.error.message : DROP_LINK_MESSAGES.invalidLink}
        </Alert>
      </Stack>
    );
  if (!page.data)
    return (
      <Stack
        spacing={3}
        role="status"
        aria-busy="true"
        aria-label="Loading the drop link"
        sx={{ maxWidth: PAGE_WIDTH, mx: 'auto' }}
      >
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  return <SendDocuments token={token} page={page.data} />;
}
