// The page a signed-in user sees on a route their access level or the firm's preferences rule out.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function NotAllowed({ title }: { title: string }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">You don&apos;t have access to this page.</Alert>
    </Stack>
  );
}
