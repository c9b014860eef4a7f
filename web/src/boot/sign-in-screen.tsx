// Build-time render of the sign-in screen (the SSR entry of scripts/prerender-sign-in.ts): the
// same components the app shows at '/', in the default theme, as HTML with its styles inline.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { paths } from '@/config/paths';
import {
  BOOT_LINK_ATTRIBUTE,
  BOOT_SCREEN_ID,
  BOOT_WAIT_ID,
  EARLY_BOOT_GLOBAL,
} from '@/lib/boot-screen';
import { TAX_YEAR_COOKIE } from '@/lib/tax-year';
import { PORTAL_REQUEST_HEADER, PORTAL_REQUEST_VALUE } from '@portico/common/auth/session-cookie';
import { FullPageSpinner } from '@/components/full-page-spinner';
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

/** The app's own whole-page spinner, in the default theme, where the app would draw it. */
function renderWaitScreen(): string {
  return renderToString(
    <ThemeProvider theme={createFirmTheme()}>
      <FullPageSpinner />
    </ThemeProvider>,
  );
}

/**
 * The code a first screen needs, fetched from the HTML rather than after the app's entry has run
 * (scripts/prerender-sign-in.ts reads it from the build's manifest): the app's, for any page
 * that is not the sign-in card, and a client's first page's, for a returning visitor there.
 */
export interface BootPreloads {
  app: string[];
  pages: { path: string; files: string[] }[];
}

/** A client's first screens: the route's address and the first page (scripts/first-load-chunks). */
export const FIRST_SCREENS = [
  { path: paths.client.dashboard.path, page: 'client' },
  { path: paths.client.questionnaire.path, page: 'questionnaire' },
  { path: paths.client.taxReturnDelivery.path, page: 'signing' },
];

/** A route's address as a pattern of the whole path (`:name` is one segment). */
const pathPattern = (path: string) =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`;

/**
 * The script after the painted screen (a file of its own: the Content-Security-Policy allows no
 * inline script; it blocks parsing only until it runs, and the screen stays hidden until then): shows it only where an anonymous visitor gets the
 * sign-in page ('/' or /signin without a remembered session or an emailed link's or signer link's token), prefills
 * a valid `email` parameter as the page does, and keeps the screen a picture until the app's form
 * takes over: Email is read-only and the form busy, so nothing can be typed where the app's form
 * would not keep it (boot-screen.ts). A link clicked on it (Get help) is followed by the app when
 * it takes over: a page load begun there was seen cancelled by the app's start (its router writes
 * the history entry), leaving the visitor where they were. Anywhere else the screen is removed
 * before the first paint and the app's spinner shows in its place until the app renders.
 */
/**
 * The card's markup waits in a template: inert (its styles are not applied, nor dropped again)
 * until the script puts it on the page, which only the sign-in page does; a returning visitor's
 * page does not pay for the card's styles (issue 48: total blocking time).
 */
const CARD_TEMPLATE_ID = `${BOOT_SCREEN_ID}-card`;

function bootScreenScript(preloads: BootPreloads): string {
  const signInPaths = JSON.stringify([paths.home.path, paths.signIn.path]);
  const pages = preloads.pages.map(({ path, files }) => ({ pattern: pathPattern(path), files }));
  return `(function () {
  var screen = document.getElementById(${JSON.stringify(BOOT_SCREEN_ID)});
  var params = new URLSearchParams(location.search);
  var remembered = false;
  try { remembered = localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}) === '1'; } catch (e) {}
  function preload(files) {
    files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
  }
  function bootEarly() {
    var page = location.pathname + location.search;
    var year = (document.cookie.match(/(?:^|;\\s*)${TAX_YEAR_COOKIE}=(\\d{4})(?:;|$)/) || [])[1];
    var query = new URLSearchParams(year ? { page: page, year: year } : { page: page });
    var headers = { Accept: 'application/json' };
    headers[${JSON.stringify(PORTAL_REQUEST_HEADER)}] = ${JSON.stringify(PORTAL_REQUEST_VALUE)};
    var response = fetch('/api/boot?' + query, { headers: headers });
    response.catch(function () {}); // the app reads the failure when it takes the answer
    window[${JSON.stringify(EARLY_BOOT_GLOBAL)}] = { page: page, response: response };
  }
  if (${signInPaths}.indexOf(location.pathname) < 0 || remembered || params.has('auth_token') || params.has(${JSON.stringify(SIGNER_LINK_PARAM)})) {
    screen.remove();
    document.getElementById(${JSON.stringify(BOOT_WAIT_ID)}).hidden = false;
    preload(${JSON.stringify(preloads.app)});
    if (remembered) {
      ${JSON.stringify(pages)}.forEach(function (page) {
        if (new RegExp(page.pattern).test(location.pathname)) preload(page.files);
      });
      bootEarly();
    }
    return;
  }
  screen.appendChild(document.getElementById(${JSON.stringify(CARD_TEMPLATE_ID)}).content);
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
 * app's root out of sight while it shows (the app renders behind it; lib/boot-screen.ts); the
 * spinner, hidden until the script shows it and out of sight once the app has rendered; and the
 * script, which the build writes to `scriptPath` (a name with its content's hash, cached for good)
 * and which starts the downloads of `preloads`.
 */
export function renderBootScreen(preloads: BootPreloads): {
  html: (scriptPath: string) => string;
  script: string;
} {
  return {
    html: (scriptPath) =>
      `<style>#${BOOT_SCREEN_ID}:not([hidden]) ~ #root { display: none; }` +
      `#${BOOT_WAIT_ID} { position: fixed; top: 0; left: 0; right: 0; }` +
      `body:has(#root > *) #${BOOT_WAIT_ID} { display: none; }</style>` +
      `<template id="${CARD_TEMPLATE_ID}">${renderSignInScreen()}</template>` +
      `<div id="${BOOT_SCREEN_ID}" hidden></div>` +
      `<div id="${BOOT_WAIT_ID}" hidden>${renderWaitScreen()}</div>` +
      `<script src="${scriptPath}"></script>`,
    script: bootScreenScript(preloads),
  };
}
