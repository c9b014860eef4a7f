// Journeys: password sign-in lands on the role's home; the email comes first and the password
// field appears after it; an unknown email and a wrong password show the spec's texts; open
// redirects go to the role's home.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  expectAccessible,
  expectSignedInAs,
  signInWith,
} from '../support';

/** Holds the app's scripts, as a slow phone connection would; the answer lets them through. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    // The card's own show script is part of the painted page, not the app's code.
    if (!/\/boot-sign-in-[^/]*\.js$/.test(route.request().url())) await held;
    await route.continue();
  });
  return release;
}

test('a partner signs in and lands on the staff overview', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(`  ${DEMO_USERS.partner.email} `);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-password-field.png' });
  await expectAccessible(page);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expectSignedInAs(page, 'partner');
});

test('a client signs in and lands on the client home', async ({ page }) => {
  await signInWith(page, DEMO_USERS.clientOneEntity.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
});

test('the sign-in page loads without the Firebase SDK, which comes with the first keystroke, and the dashboard without the sign-in form (issue 18)', async ({
  page,
}) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/firebase-session[^/]*\.js/.test(request.url())) sdkRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdkRequests).toEqual([]);
  await page.getByLabel('Email').fill(DEMO_USERS.clientOneEntity.email);
  await expect.poll(() => sdkRequests.length).toBe(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
  // A returning visitor starts the SDK at boot: the page opens signed in, with no sign-in form,
  // and downloads none of the sign-in form's code (its chunk, web/scripts/first-load-chunks.ts).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.reload();
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  // The dashboard's static imports were all requested before it could render.
  expect(scripts.some((url) => /\/first-client-[^/]*\.js$/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/first-sign-in-[^/]*\.js$/.test(url))).toEqual([]);
});

test("the sign-in card shows before the app's code has loaded, and the app's form takes it over in place (issue 18)", async ({
  page,
}) => {
  const releaseScripts = await holdAppScripts(page);
  await page.goto(`/signin?email=${encodeURIComponent(DEMO_USERS.clientOneEntity.email)}`, {
    waitUntil: 'commit',
  });
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(DEMO_USERS.clientOneEntity.email);
  // A picture until the app is there: nothing can be typed where the app would not keep it.
  await expect(email).not.toBeEditable();
  const paintedBox = await email.boundingBox();

  releaseScripts();
  // The app's own form, in the same place, with the address from the link and the focus.
  await expect(email).toBeEditable();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(DEMO_USERS.clientOneEntity.email);
  expect(await email.boundingBox()).toEqual(paintedBox);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
});

test('Get help clicked on the painted card, before the app has loaded, opens help once it has', async ({
  page,
}) => {
  const releaseScripts = await holdAppScripts(page);
  // A page load the click began would be at the mercy of the app's start (in CI it was cancelled
  // by it): here it never finishes, so only the app following the click itself opens help.
  const helpLoads: string[] = [];
  await page.route('**/help', (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    helpLoads.push(route.request().url()); // held: never answered
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByLabel('Email')).not.toBeEditable(); // still the picture
  await page.getByRole('link', { name: 'Get help' }).click();
  releaseScripts();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  expect(helpLoads).toEqual([]);
});

test('the painted sign-in card is not shown where the app shows another page, which shows progress until the app runs (issues 18, 48)', async ({
  page,
}) => {
  // Nothing but the card's own script removes it on these pages: gone means never shown.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot-sign-in')).toHaveCount(0);
  await signInWith(page, DEMO_USERS.clientOneEntity.email, DEMO_PASSWORD);
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
  // A remembered session opens on the dashboard; until the app's code has run, the page shows
  // the app's spinner, painted from the HTML.
  const releaseScripts = await holdAppScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(page.locator('#boot-sign-in')).toHaveCount(0);
  releaseScripts();
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
});

test('a returning client’s first screens preload only scripts, each of which loads (issue 48)', async ({
  page,
}) => {
  const moduleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /module script/i.test(message.text()))
      moduleErrors.push(message.text());
  });
  await signInWith(page, DEMO_USERS.clientOneEntity.email, DEMO_PASSWORD);
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
  // The dashboard, a questionnaire link and a return link (the ids need not exist: the HTML
  // preloads by the address's shape, before anything is read).
  for (const address of [
    '/',
    '/questionnaire/any-entity?questionnaireId=any-questionnaire',
    '/tax-return-delivery/any-return?companyId=any-entity',
  ]) {
    await page.goto(address, { waitUntil: 'load' });
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.length).toBeGreaterThan(2);
    expect(preloaded.filter((href) => !/\/assets\/[^/]+\.js$/.test(href))).toEqual([]);
  }
  expect(moduleErrors).toEqual([]);
});

test('an unknown email gets the spec text', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText("Sorry, we couldn't find a user with that email address"),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-unknown-user.png' });
  await expectAccessible(page);
});

test('an anonymous visit to /clients ends on sign-in with the page kept in redirect', async ({
  page,
}) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/\?redirect=%2Fclients$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('after sign-in the partner goes back to the page they first asked for', async ({ page }) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/redirect=%2Fclients/);
  await signInWith(page, DEMO_USERS.partner.email, DEMO_PASSWORD, page.url());
  await expect(page).toHaveURL(/\/clients$/);
});

test('a wrong password shows the error and keeps the typed email', async ({ page }) => {
  await signInWith(page, DEMO_USERS.partner.email, 'wrong-password');
  await expect(page.getByText('The email address or password is incorrect')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USERS.partner.email);
});

for (const redirect of ['//evil.example', 'https://evil.example/x', 'javascript:alert(1)']) {
  test(`the open redirect ${redirect} is ignored after sign-in`, async ({ page }) => {
    await signInWith(
      page,
      DEMO_USERS.partner.email,
      DEMO_PASSWORD,
      `/signin?redirect=${encodeURIComponent(redirect)}`,
    );
    await expect(page).toHaveURL(/localhost:\d+\/overview$/);
  });
}

test('the email query parameter prefills only a valid address', async ({ page }) => {
  await page.goto(`/signin?email=${encodeURIComponent(DEMO_USERS.full.email)}`);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USERS.full.email);
  await page.goto('/signin?email=not-an-email');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

test('a questionnaire link signs the client in straight to that questionnaire', async ({
  page,
}) => {
  await signInWith(
    page,
    DEMO_USERS.clientOneEntity.email,
    DEMO_PASSWORD,
    '/signin?questionnaireId=q-olivia-2025',
  );
  await expect(page).toHaveURL(
    /\/questionnaire\/olivia-martinez-7f3k\?questionnaireId=q-olivia-2025$/,
  );
  await expect(page.getByRole('heading', { name: 'Individual Tax Organizer' })).toBeVisible();
  await expectAccessible(page);
});

test('a link to a questionnaire the client cannot open leaves them on the dashboard, told so', async ({
  page,
}) => {
  await signInWith(
    page,
    DEMO_USERS.clientOneEntity.email,
    DEMO_PASSWORD,
    '/signin?questionnaireId=q-whitfield-household-2025',
  );
  await expect(page.getByText('That questionnaire is not available.')).toBeVisible();
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
});

test('a questionnaireId that is not an id is ignored', async ({ page }) => {
  await signInWith(
    page,
    DEMO_USERS.clientOneEntity.email,
    DEMO_PASSWORD,
    '/signin?questionnaireId=%2F%2Fevil.example',
  );
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
});
