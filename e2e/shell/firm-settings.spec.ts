// Journeys: firm settings change what other people of the firm see (the second firm, Lakeside, so
// the shared demo firm is never changed under other journeys).
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs, signInWith } from '../support';
import { apiAs, shot } from './shell-support';

// The preference journeys each save the whole preferences object of the same firm: one at a time.
test.describe.configure({ mode: 'serial' });

test('a partner turns a preference on and off and the nav item follows for a full user', async ({
  browser,
  request,
}) => {
  const full = await createTestUser(request, {
    access: 'full',
    firmId: 'lakeside',
    fname: 'Fay',
    lname: 'Full',
  });
  const partnerPage = await (await browser.newContext()).newPage();
  await signInAs(partnerPage, 'otherFirmPartner');
  await partnerPage.getByRole('link', { name: 'Firm Settings' }).click();
  await partnerPage.getByRole('tab', { name: 'Preferences' }).click();
  const activities = partnerPage.getByRole('switch', { name: 'All activities (Activities)' });
  await activities.check();
  // The days between questionnaire reminders, checked by the shared schema before saving.
  const frequency = partnerPage.getByRole('spinbutton', { name: 'Reminder frequency (days)' });
  await frequency.fill('0');
  await partnerPage.getByRole('button', { name: 'Save preferences' }).click();
  await expect(frequency).toHaveAccessibleDescription(
    'Reminder frequency must be a whole number of days from 1 to 365',
  );
  await frequency.fill('14');
  await partnerPage.getByRole('button', { name: 'Save preferences' }).click();
  await expect(partnerPage.getByText('Preferences saved')).toBeVisible();
  await shot(partnerPage, 'firm-settings-preferences');
  await expectAccessible(partnerPage);

  const fullPage = await (await browser.newContext()).newPage();
  await signInWith(fullPage, full.email, full.password!);
  const nav = fullPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Activities' })).toBeVisible();

  await activities.uncheck();
  await partnerPage.getByRole('button', { name: 'Save preferences' }).click();
  await expect(partnerPage.getByText('Preferences saved').last()).toBeVisible();
  await fullPage.reload();
  await expect(nav.getByRole('link', { name: 'Collect' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activities' })).toHaveCount(0);
  await shot(fullPage, 'full-user-nav-without-activities');
  await expectAccessible(fullPage);
});

test('the in-app banner is dismissed for good and custom HTML is sanitised', async ({
  browser,
  request,
}) => {
  const client = await createTestUser(request, {
    firmId: 'lakeside',
    fname: 'Cora',
    lname: 'Custom',
  });
  const partnerPage = await (await browser.newContext()).newPage();
  await signInAs(partnerPage, 'otherFirmPartner');
  await expect(partnerPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const firm = await apiAs<{ preferences: Record<string, unknown> }>(
    partnerPage,
    'GET',
    '/firms/current_user_firm',
  );
  const saved = firm.preferences;
  await apiAs(partnerPage, 'PUT', '/firms/update_preferences', {
    preferences: {
      ...saved,
      in_app_banner_enabled: true,
      in_app_banner_text: 'Tax season hours: 8am to 8pm.',
      custom_element_enabled: true,
      customElements: [
        {
          id: 'e1',
          html: '<img src="/favicon.svg" onerror="window.hacked=1"><img src="javascript:window.hacked=3"><b>Lakeside news</b><script>window.hacked=2</script>',
        },
      ],
    },
  });

  const clientPage = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await signInWith(clientPage, client.email, client.password!);
  await expect(clientPage.getByTestId('in-app-banner')).toContainText(
    'Tax season hours: 8am to 8pm.',
  );
  const custom = clientPage.getByTestId('custom-element');
  await expect(custom.locator('b')).toHaveText('Lakeside news');
  await expect(custom.locator('script')).toHaveCount(0);
  // The image with a safe source stays, without its handler and marked decorative; the other goes.
  await expect(custom.locator('img')).toHaveCount(1);
  await expect(custom.locator('img')).not.toHaveAttribute('onerror');
  await expect(custom.locator('img')).toHaveAttribute('alt', '');
  expect(
    await clientPage.evaluate(() => (window as unknown as { hacked?: number }).hacked),
  ).toBeUndefined();
  await expect(clientPage.getByRole('group', { name: 'Sections' })).toBeVisible();
  await shot(clientPage, 'client-dashboard-mobile-banner-custom-html');
  await expectAccessible(clientPage);
  await clientPage.getByRole('button', { name: 'Dismiss banner' }).click();
  await clientPage.reload();
  await expect(clientPage.getByRole('heading', { name: 'Welcome, Cora Custom!' })).toBeVisible();
  await expect(clientPage.getByTestId('in-app-banner')).toHaveCount(0);

  await apiAs(partnerPage, 'PUT', '/firms/update_preferences', { preferences: saved });
});

test('a partner changes the theme and the client sees the new colour', async ({
  browser,
  request,
}) => {
  const client = await createTestUser(request, {
    firmId: 'lakeside',
    fname: 'Theo',
    lname: 'Client',
  });
  const partnerPage = await (await browser.newContext()).newPage();
  await signInAs(partnerPage, 'otherFirmPartner');
  await expect(partnerPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await partnerPage.goto('/firm');
  const primary = partnerPage.getByRole('textbox', { name: 'Primary colour', exact: true });
  const before = await primary.inputValue();
  await primary.fill('#8e24aa');
  // Before saving, the sign-in page and a client's screen show the new colour.
  for (const preview of ['sign-in-preview', 'client-preview'])
    await expect(
      partnerPage.getByTestId(preview).locator('button', { hasText: 'Continue' }),
    ).toHaveCSS('background-color', 'rgb(142, 36, 170)');
  await shot(partnerPage, 'firm-settings-theme-preview');
  await expectAccessible(partnerPage);
  await partnerPage.getByRole('button', { name: 'Save firm settings' }).click();
  await expect(partnerPage.getByText('Firm settings saved')).toBeVisible();

  const clientPage = await (await browser.newContext()).newPage();
  await signInWith(clientPage, client.email, client.password!);
  await expect(clientPage.getByRole('heading', { name: 'Welcome, Theo Client!' })).toBeVisible();
  await expect(clientPage.locator('header').first()).toHaveCSS(
    'background-color',
    'rgb(142, 36, 170)',
  );
  await shot(clientPage, 'client-dashboard-new-theme');
  await expectAccessible(clientPage);

  const firm = await apiAs<Record<string, unknown>>(partnerPage, 'GET', '/firms/current_user_firm');
  await apiAs(partnerPage, 'PATCH', '/firms/current_user_firm', {
    name: firm.name,
    time_zone: firm.time_zone,
    theme: { ...(firm.theme as object), primary: before },
    favicon_url: firm.favicon_url,
    firm_vocabs: firm.firm_vocabs,
  });
});
