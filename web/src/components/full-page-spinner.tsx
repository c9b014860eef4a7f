// A centred progress indicator for whole-page loading (session, lazy route chunks).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-live="polite"
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
