// Journeys (issue 48): a returning client's page starts from the session cookie — one request
// answers the first screen, which is on screen before the Firebase SDK has asked its Auth origin
// anything; signing out and going back shows the sign-in page; "Sign out everywhere" ends the
// session on every device.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestQuestionnaires,
  createTestUser,
  DEMO_PASSWORD,
  expectAccessible,
  signInWith,
  type TestUser,
} from '../support';

const PHONE = { width: 375, height: 812 };

/**
 * Notes in the page when `text` first appears, so the order of the screen and the requests can be
 * read from the page's own clock (the requests' resource timings).
 */
async function watchFor(page: Page, text: string) {
  await page.addInitScript((wanted) => {
    const record = () => {
      const found = document.body?.textContent?.includes(wanted);
      if (found && !('shownAt' in window)) Object.assign(window, { shownAt: performance.now() });
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
}

interface Timed {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** When the text appeared, and every request the page made (those that completed). */
async function timeline(page: Page) {
  return page.evaluate(() => ({
    shownAt: (window as { shownAt?: number }).shownAt ?? Infinity,
    requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      ({ name, startTime, responseEnd }): Timed => ({ name, startTime, responseEnd }),
    ),
  }));
}

/** A client with a questionnaire on their dashboard, signed in once in this (phone) page. */
async function returningClient(page: Page, request: Parameters<typeof createTestUser>[0]) {
  const client = await createTestUser(request, { fname: 'Booted' });
  const entity = client.companies[0]!;
  const { questionnaire_ids } = await createTestQuestionnaires(request, entity.id, {
    questionnaires: [{ name: 'Boot Organizer 🚀 2025', taxYear: 2025, content: 'individual' }],
  });
  await signInWith(page, client.email, DEMO_PASSWORD);
  await expect(page.getByText('Welcome, Booted Person!')).toBeVisible();
  return { client, entity, questionnaireId: questionnaire_ids[0]! };
}

/** The dashboard's data was painted from the boot alone, before the SDK's Auth origin answered. */
async function expectPaintedFromBoot(page: Page, authOrigin: string, writes: Set<string>) {
  // The SDK loads once the first screen is up, and then asks the Auth origin.
  await expect
    .poll(async () => (await timeline(page)).requests.some((r) => r.name.startsWith(authOrigin)))
    .toBe(true);
  const { shownAt, requests } = await timeline(page);
  expect(shownAt).toBeLessThan(Infinity);
  const auth = requests.filter((r) => r.name.startsWith(authOrigin));
  expect(Math.min(...auth.map((r) => r.responseEnd))).toBeGreaterThan(shownAt);
  // What the screen shows came from one answer: the boot (no other API read answered before it;
  // a write the screen makes once shown, such as marking the opening section seen, may start in
  // the same task as the paint and be answered before the page's clock notes it).
  const readsBefore = requests
    .map((r) => ({ ...r, path: new URL(r.name).pathname }))
    .filter((r) => r.path.startsWith('/api/') && !writes.has(r.path) && r.responseEnd < shownAt)
    .map((r) => r.path);
  expect(readsBefore).toEqual(['/api/boot']);
}

/** The paths this page writes to (any method but GET), as they are asked. */
function watchWrites(page: Page): Set<string> {
  const writes = new Set<string>();
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.add(new URL(request.url()).pathname);
  });
  return writes;
}

/**
 * The API reads this page asks (addresses without `/api`), and those the boot answered, so a
 * journey can tell that the page did not ask again what the boot had just answered.
 */
function watchReads(page: Page) {
  const asked: string[] = [];
  const answeredByBoot = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      asked.push(url.pathname.slice('/api'.length) + url.search);
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/boot') return;
    const { answers } = (await response.json()) as { answers: Record<string, unknown> };
    for (const address of Object.keys(answers)) answeredByBoot.add(address);
  });
  return { asked, answeredByBoot };
}

const authOriginOf = (page: Page) =>
  page.evaluate(async () => {
    const config = (await (await fetch('/__/firebase/init.json')).json()) as {
      authEmulatorUrl?: string;
    };
    return new URL(config.authEmulatorUrl ?? 'https://identitytoolkit.googleapis.com').origin;
  });

test.use({ viewport: PHONE });

test('a returning client’s dashboard is painted from the boot before the SDK asks Firebase Auth anything', async ({
  page,
  request,
}) => {
  await returningClient(page, request);
  const authOrigin = await authOriginOf(page);
  await watchFor(page, 'Boot Organizer 🚀 2025');
  const writes = watchWrites(page);
  const reads = watchReads(page);
  // The link in a mail, opened again on the phone.
  await page.goto('/');
  await expect(page.getByText('Boot Organizer 🚀 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Booted Person!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Expected documents' })).toBeVisible();
  await expectPaintedFromBoot(page, authOrigin, writes);
  // Nothing the boot answered was asked again as the dashboard opened (the expected documents,
  // read afresh on every later visit, included).
  expect([...reads.answeredByBoot].filter((a) => a.includes('/expected_documents'))).toHaveLength(
    1,
  );
  expect(reads.asked.filter((address) => reads.answeredByBoot.has(address))).toEqual([]);
  await expectAccessible(page);
});

test('a questionnaire link opens from the boot too, and the page is usable before the SDK', async ({
  page,
  request,
}) => {
  const { entity, questionnaireId } = await returningClient(page, request);
  const authOrigin = await authOriginOf(page);
  await watchFor(page, 'Boot Organizer 🚀 2025');
  const writes = watchWrites(page);
  await page.goto(`/questionnaire/${entity.hashId}?questionnaireId=${questionnaireId}`);
  await expect(page.getByRole('heading', { name: /Boot Organizer 🚀 2025/ }).first()).toBeVisible();
  await expectPaintedFromBoot(page, authOrigin, writes);
});

/** The sign-in page (its first step), not a page of the portal. */
const expectSignInPage = (page: Page) =>
  expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

test('signed out, going back shows the sign-in page, not the portal', async ({ page, request }) => {
  await returningClient(page, request);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectSignInPage(page);
  await page.goBack();
  await expectSignInPage(page);
  await expect(page.getByText('Boot Organizer 🚀 2025')).toHaveCount(0);
  await page.goForward();
  await expectSignInPage(page);
  await page.reload();
  await expectSignInPage(page);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toHaveCount(0);
});

/** The same client on another device: a browser context of its own, signed in and booted. */
async function secondDevice(page: Page, client: TestUser) {
  const other = await (await page.context().browser()!.newContext({ viewport: PHONE })).newPage();
  await signInWith(other, client.email, DEMO_PASSWORD);
  await expect(other.getByText('Welcome, Booted Person!')).toBeVisible();
  await other.goto('/');
  await expect(other.getByText('Boot Organizer 🚀 2025')).toBeVisible();
  return other;
}

test('Sign out everywhere ends the session on this device and on every other', async ({
  page,
  request,
}) => {
  const { client } = await returningClient(page, request);
  const other = await secondDevice(page, client);
  // Firebase revokes what was signed in before the second it is asked in (whole seconds).
  const signedInSecond = Math.floor(Date.now() / 1000);
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInSecond);

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toContainText('this one included');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectSignInPage(page);

  await other.reload();
  await expectSignInPage(other);
  await expect(other.getByText('Boot Organizer 🚀 2025')).toHaveCount(0);
  await other.context().close();
});
