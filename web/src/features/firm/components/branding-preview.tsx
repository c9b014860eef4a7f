// Firm Settings' live preview of the firm's brand before it is saved (issue 50): the unsaved name,
// logo and colours on a miniature of the sign-in page and of a client's screen, as clients will
// see them. The miniatures are pictures, not controls: inert, so nothing in them takes focus.
import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { FirmDetailsInput } from '@portico/common/firm/firm-settings-schema';
import { createFirmTheme } from '@/lib/theme';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface Brand {
  name: string;
  theme: FirmDetailsInput['theme'];
  favicon: string;
}

function Logo({ name, favicon, size }: { name: string; favicon: string; size: number }) {
  return (
    <Avatar
      variant="rounded"
      src={favicon || undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'common.white',
        color: 'primary.main',
        fontSize: size * 0.55,
        fontWeight: 700,
      }}
    >
      {name.charAt(0)}
    </Avatar>
  );
}

function Miniature({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Paper
        variant="outlined"
        data-testid={testId}
        inert
        sx={{ overflow: 'hidden', userSelect: 'none' }}
      >
        {children}
      </Paper>
    </Box>
  );
}

/** The sign-in page: the firm's colour band, its logo and name, the sign-in card. */
function SignInMiniature({ name, favicon }: Omit<Brand, 'theme'>) {
  return (
    <Box
      sx={(theme) => ({
        px: 2,
        pt: 2,
        pb: 2.5,
        background: `linear-gradient(180deg, ${theme.palette.primary.dark} 0, ${theme.palette.primary.main} 96px, ${theme.palette.background.default} 96px)`,
      })}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'center', alignItems: 'center', mb: 1.5 }}
      >
        <Logo name={name} favicon={favicon} size={24} />
        <Typography sx={{ color: 'common.white', fontWeight: 700 }} noWrap>
          {name || 'Your firm'}
        </Typography>
      </Stack>
      <Paper elevation={3} sx={{ mx: 'auto', maxWidth: 260, p: 2, borderRadius: 2 }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>Sign in</Typography>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.75, mb: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Email
          </Typography>
        </Box>
        <Button variant="contained" fullWidth size="small">
          Continue
        </Button>
      </Paper>
    </Box>
  );
}

/** A client's dashboard: the app bar, a questionnaire in progress, what is new. */
function ClientMiniature({ name, favicon }: Omit<Brand, 'theme'>) {
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 1.5,
          py: 1,
          alignItems: 'center',
        }}
      >
        <Logo name={name} favicon={favicon} size={22} />
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name || 'Your firm'}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ p: 1.5, bgcolor: 'background.default' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>Welcome, Olivia!</Typography>
          <Chip size="small" label="New" sx={{ bgcolor: 'accent.main', color: 'common.black' }} />
        </Stack>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              2025 Tax Organizer
            </Typography>
            <Chip size="small" color="secondary" label="In progress" />
          </Stack>
          <LinearProgress variant="determinate" value={40} sx={{ mb: 1.5 }} />
          <Button variant="contained" size="small">
            Continue
          </Button>
        </Paper>
      </Stack>
    </>
  );
}

export function BrandingPreview({ name, theme, favicon }: Brand) {
  const safe = {
    primary: HEX.test(theme.primary) ? theme.primary : undefined,
    secondary: HEX.test(theme.secondary) ? theme.secondary : undefined,
    accent: HEX.test(theme.accent) ? theme.accent : undefined,
  };
  return (
    <ThemeProvider theme={createFirmTheme(safe)}>
      <Stack spacing={2} role="group" aria-label="Preview of your brand, before saving">
        <Miniature label="Sign-in page" testId="sign-in-preview">
          <SignInMiniature name={name} favicon={favicon} />
        </Miniature>
        <Miniature label="Client screen" testId="client-preview">
          <ClientMiniature name={name} favicon={favicon} />
        </Miniature>
      </Stack>
    </ThemeProvider>
  );
}
