// /dev/inbox (offline builds only): outbox mail and SMS, refreshed every 2 seconds, no sign-in.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { OUTBOX_REFRESH_MS, useOutbox } from '@/features/dev/api/get-outbox';
import { OutboxList } from '@/features/dev/components/outbox-list';

export default function DevInboxRoute() {
  const outbox = useOutbox();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
            Dev inbox
          </Typography>
          {outbox.isFetching && <CircularProgress size={20} aria-label="Refreshing" />}
          <Button variant="outlined" startIcon={<Refresh />} onClick={() => void outbox.refetch()}>
            Refresh
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          Mail and text messages the local runtime would have delivered, newest first. Refreshes
          every {OUTBOX_REFRESH_MS / 1000} seconds.
        </Typography>
        {outbox.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Could not load the outbox: {outbox.error.message}
          </Alert>
        )}
        {outbox.data ? (
          <OutboxList items={outbox.data} />
        ) : (
          !outbox.isError && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading outbox" />
            </Box>
          )
        )}
      </Container>
    </Box>
  );
}
