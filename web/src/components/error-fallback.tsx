// What a crashed page shows (spec: generic error boundary with a refresh button to the root).
import { useLayoutEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { dismissBootScreen } from '@/lib/boot-screen';

export const ERROR_BOUNDARY_MESSAGE =
  'Something went wrong. Please refresh this page to try again.';

export function ErrorFallback() {
  useLayoutEffect(dismissBootScreen, []);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper role="alert" sx={{ p: 4, maxWidth: 440, textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
          This page could not be shown
        </Typography>
        <Typography variant="body1" sx={{ mb: 3 }}>
          {ERROR_BOUNDARY_MESSAGE}
        </Typography>
        {/* A full reload at the root clears whatever state broke the page. */}
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          Refresh
        </Button>
      </Paper>
    </Box>
  );
}
