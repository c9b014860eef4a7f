// Applies the firm's branding: MUI theme from its colours, page title and favicon. Signed in, it is
// the user's firm; before sign-in, the firm found by this host alias or slug (tenant branding).
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createFirmTheme } from '@/lib/theme';
import { useAuthState } from '@/lib/auth-state';
import { useTenantBranding } from '../api/get-branding';
import { useCurrentFirm } from '@/lib/current-firm';

export function FirmThemeProvider({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  const firm = useCurrentFirm().data;
  const branding = useTenantBranding().data;
  const face = auth.status === 'signed-in' ? firm : branding;
  const primary = face?.theme?.primary;
  const secondary = face?.theme?.secondary;
  const accent = face?.theme?.accent;
  const theme = useMemo(
    () => createFirmTheme({ primary, secondary, accent }),
    [primary, secondary, accent],
  );

  useEffect(() => {
    document.title = face?.name ? `${face.name} · Portico` : 'Portico';
    const link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (link) link.href = face?.favicon_url || '/favicon.svg';
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.primary.main);
  }, [face?.name, face?.favicon_url, theme]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
