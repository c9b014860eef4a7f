// Journeys: the help page, at desktop and phone widths: reached from the sign-in page (signing in
// opened, a way back to sign-in) and from a client's navigation (inside their portal, their firm's
// contact details, a way back to the dashboard); staff previewing a client read it there too.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, expectAccessible, signInAs } from '../support';
import { expectDemoFirmContact, shot } from './shell-support';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** The client's main navigation: a strip on wide screens, a drawer behind a menu on phones. */
async function openMainNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}

/** Nothing is wider than the screen (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** Opens a help topic (an accordion) and answers its content. */
async function openTopic(page: Page, title: string) {
  const topics = page.getByRole('region', { name: 'Help topics' });
  const button = topics.getByRole('button', { name: new RegExp(`^${title}`) });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return topics.getByRole('region', { name: new RegExp(`^${title}`) });
}

/** Every topic says what the spec's help page promises, in the screens' own words. */
async function expectTopicContent(page: Page) {
  const signingIn = await openTopic(page, 'Signing in');
  for (const text of ['Password:', 'Emailed link:', 'Texted code:', 'Two-factor code:'])
    await expect(signingIn.getByText(text)).toBeVisible();
  await expect(signingIn.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(signingIn.getByText('Forgot password?', { exact: true })).toBeVisible();

  const questionnaires = await openTopic(page, 'Answering questionnaires');
  for (const text of ['Progress saves automatically:', 'Sections:', 'Signatures:'])
    await expect(questionnaires.getByText(text)).toBeVisible();

  const documents = await openTopic(page, 'Uploading documents');
  await expect(documents).toContainText('PDF, PNG, GIF, JPEG and HEIC');
  await expect(documents).toContainText('up to 150 MB for each file');

  const messages = await openTopic(page, 'Messages');
  await expect(messages).toContainText('Send a Message');

  const profile = await openTopic(page, 'Keeping your profile up to date');
  await expect(profile).toContainText('Profile Settings');
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a visitor opens help from the sign-in page and goes back to sign in', async ({
      page,
    }) => {
      await page.goto('/');
      // The app's own form (the painted card before it follows a click too: auth/sign-in.spec.ts).
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
      await page.getByRole('link', { name: 'Get help' }).click();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
      // Signing in is what a visitor most likely came for: it is open on arrival.
      await expect(page.getByRole('button', { name: /^Signing in/, expanded: true })).toBeVisible();
      const contact = page.getByRole('region', { name: 'Who to contact' });
      await expect(contact).toContainText('Their phone number and email are in the emails');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, `help-anonymous-${viewport.name}`);

      await expectTopicContent(page);
      await expectAccessible(page);
      await shot(page, `help-anonymous-all-topics-${viewport.name}`);

      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get help' })).toBeVisible();
    });

    test('a client reads help inside their portal with their firm’s contact details', async ({
      page,
    }) => {
      await signInAs(page, 'clientOneEntity');
      await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();
      await (await openMainNav(page)).getByRole('link', { name: 'Help' }).click();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
      // Still inside the portal, with Help as the current page.
      const nav = await openMainNav(page);
      await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toHaveCount(0);
      await expect(page.getByText('your Harborview Tax & Advisory client portal')).toBeVisible();

      const contact = page.getByRole('region', { name: 'Who to contact' });
      await expectDemoFirmContact(contact);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await shot(page, `help-client-${viewport.name}`);

      await expectTopicContent(page);
      await expectAccessible(page);
      await shot(page, `help-client-all-topics-${viewport.name}`);

      await page.getByRole('link', { name: 'Back to dashboard' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();

      // A link to one topic opens it.
      await page.goto('/help#documents');
      await expect(
        page.getByRole('button', { name: /^Uploading documents/, expanded: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Signing in/, expanded: false }),
      ).toBeVisible();
    });
  });
}

test('staff previewing a client read the client’s help and go back to the preview', async ({
  page,
}) => {
  const client = DEMO_USERS.clientOneEntity.id;
  await signInAs(page, 'groupNorth');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/preview/user/${client}`);
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();
  await (await openMainNav(page)).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/user/${client}/help`));
  await expect(page.getByTestId('preview-bar')).toBeVisible();
  const contact = page.getByRole('region', { name: 'Who to contact' });
  await expect(contact.getByText('Portland, OR 97209')).toBeVisible();
  // Nothing is sent from a preview.
  await expect(contact.getByRole('button', { name: 'Send a Message' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'help-preview');
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/user/${client}(\\?|$)`));
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();
});
