// Builds the MUI theme from the firm's theme colours (already made readable by common/theme-colors).
import { createTheme, type Theme } from '@mui/material/styles';
import { resolveThemeColors, type ThemeColors } from '@portico/common/theme-colors';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

/** The user asked their system for less motion (WCAG 2.3.3): dialogs, menus and toasts appear
 *  without sliding or fading, and buttons without a ripple. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const NO_MOTION = {
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
  getAutoHeightDuration: () => 0,
};

export function createFirmTheme(theme?: Partial<ThemeColors> | null): Theme {
  const colors = resolveThemeColors(theme);
  const reducedMotion = prefersReducedMotion();
  return createTheme({
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    palette: {
      mode: 'light',
      primary: { main: colors.primary, contrastText: '#ffffff' },
      secondary: { main: colors.secondary },
      accent: { main: colors.accent },
      // MUI's default warning (#ed6c02) and info (#0288d1) are under AA's 4.5:1 with white text
      // and as text on white (3.1:1 and 3.9:1): filled chips, toasts and outlined labels use
      // them. These darker tones keep the hue and pass on white and on the page background.
      warning: { main: '#b45309', contrastText: '#ffffff' },
      info: { main: '#0272b4', contrastText: '#ffffff' },
      background: { default: '#f5f7fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // Headings carry names (clients, entities), which can be one long word: they wrap anywhere
      // rather than push a phone's page sideways.
      h1: { fontSize: '1.75rem', fontWeight: 600, overflowWrap: 'anywhere' },
      h2: { fontSize: '1.375rem', fontWeight: 600, overflowWrap: 'anywhere' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // No server rendering here: the first render already knows the screen's width, so a phone
      // never paints the wide layout first and shifts (useMediaQuery answers false until an effect).
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-focusVisible': {
              outline: `3px solid ${t.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-focusVisible': {
              outline: `3px solid ${t.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      // MUI draws an unselected toggle's label in action.active (54% black): 4.49:1 on the page
      // background, under AA's 4.5:1. Its label is text, so it takes the secondary text colour.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({ color: t.palette.text.secondary }),
        },
      },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${t.palette.primary.main}`,
              outlineOffset: -2,
            },
          }),
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&:focus-visible': {
              outline: `2px solid ${t.palette.primary.main}`,
              outlineOffset: 2,
              borderRadius: 2,
            },
          }),
        },
      },
    },
  });
}
