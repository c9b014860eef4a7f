// Build-time render of the sign-in screen (the SSR entry of scripts/prerender-sign-in.ts): the
// same components the app shows at '/', in the default theme, as HTML with its styles inline.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { paths } from '@/config/paths';
import { BOOT_LINK_ATTRIBUTE, BOOT_SCREEN_ID } from '@/lib/boot-screen';
import { SIGNER_LINK_PARAM } from '@portico/common/auth/signer-links';
import { SESSION_HINT_KEY } from '@/lib/session-hint';
import { createFirmTheme } from '@/lib/theme';
import { SignInFlow } from '@/features/auth/components/sign-in-flow';

/**
 * The default theme, with the fields drawn as the app draws Email once it has focus (label raised
 * above the outline): the app's form focuses Email when it takes over, so nothing moves then.
 */
function focusedFieldsTheme() {
  const theme = createFirmTheme();
  theme.components = {
    ...theme.components,
    MuiFormControl: { defaultProps: { focused: true } },
    MuiInputLabel: { defaultProps: { shrink: true } },
    MuiOutlinedInput: { defaultProps: { notched: true } },
  };
  return theme;
}

function renderSignInScreen(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={focusedFieldsTheme()}>
        <CssBaseline />
        <MemoryRouter>
          <SignInFlow defaultEmail="" redirect={null} authToken={null} onTokenUsed={() => {}} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/**
 * The script after the painted screen (a file of its own: the Content-Security-Policy allows no
 * inline script; it blocks parsing only until it runs, and the screen stays hidden until then): shows it only where an anonymous visitor gets the
 * sign-in page ('/' or /signin without a remembered session or an emailed link's or signer link's token), prefills
 * a valid `email` parameter as the page does, and keeps the screen a picture until the app's form
 * takes over: Email is read-only and the form busy, so nothing can be typed where the app's form
 * would not keep it (boot-screen.ts). A link clicked on it (Get help) is followed by the app when
 * it takes over: a page load begun there was seen cancelled by the app's start (its router writes
 * the history entry), leaving the visitor where they were. Anywhere else the screen is removed before the first paint.
 */
function bootScreenScript(): string {
  const signInPaths = JSON.stringify([paths.home.path, paths.signIn.path]);
  return `(function () {
  var screen = document.getElementById(${JSON.stringify(BOOT_SCREEN_ID)});
  var params = new URLSearchParams(location.search);
  var remembered = false;
  try { remembered = localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}) === '1'; } catch (e) {}
  if (${signInPaths}.indexOf(location.pathname) < 0 || remembered || params.has('auth_token') || params.has(${JSON.stringify(SIGNER_LINK_PARAM)})) {
    screen.remove();
    return;
  }
  var form = screen.querySelector('form');
  var email = screen.querySelector('input[name="email"]');
  var given = (params.get('email') || '').trim();
  if (/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(given)) email.value = given;
  email.readOnly = true;
  form.setAttribute('aria-busy', 'true');
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  screen.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[href]');
    if (!link) return;
    event.preventDefault();
    document.documentElement.setAttribute(${JSON.stringify(BOOT_LINK_ATTRIBUTE)}, link.getAttribute('href'));
  });
  screen.hidden = false;
})();`;
}

/**
 * What index.html gets: the screen, hidden until its script shows it, and a rule that keeps the
 * app's root out of sight while it shows (the app renders behind it; lib/boot-screen.ts); and the
 * script, which the build writes to `scriptPath` (a name with its content's hash, cached for good).
 */
export function renderBootScreen(): { html: (scriptPath: string) => string; script: string } {
  return {
    html: (scriptPath) =>
      `<style>#${BOOT_SCREEN_ID}:not([hidden]) ~ #root { display: none; }</style>` +
      `<div id="${BOOT_SCREEN_ID}" hidden>${renderSignInScreen()}</div>` +
      `<script src="${scriptPath}"></script>`,
    script: bootScreenScript(),
  };
}
