// Applies the signed-in firm's branding: MUI theme from its colours, page title and favicon.
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createFirmTheme } from '@/lib/theme';
import { useCurrentFirm } from '../api/get-current-firm';

export function FirmThemeProvider({ children }: { children: ReactNode }) {
  const firm = useCurrentFirm().data;
  const primary = firm?.theme?.primary;
  const secondary = firm?.theme?.secondary;
  const accent = firm?.theme?.accent;
  const theme = useMemo(
    () => createFirmTheme({ primary, secondary, accent }),
    [primary, secondary, accent],
  );

  useEffect(() => {
    document.title = firm?.name ? `${firm.name} · Portico` : 'Portico';
    const link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (link) link.href = firm?.favicon_url || '/favicon.svg';
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.primary.main);
  }, [firm?.name, firm?.favicon_url, theme]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
