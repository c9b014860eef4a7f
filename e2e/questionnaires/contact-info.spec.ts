// Journeys: 'Confirm this information' (spec 2 §5 "Confirm dialog"). A questionnaire sent with the
// update-profile section asks its owner to confirm their contact details and the entity's
// address; Email & Text needs a phone and shows the consent; what is confirmed is in the profile,
// and the questionnaire does not ask again. 'Not now' leaves a reminder; on a phone the dialog
// fills the screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support';
import { expectNoSidewaysScroll, shot } from '../shell/shell-support';
import { clientWithOrganizers, openQuestionnaire } from './questionnaire-support';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm this information' });

/** A client whose questionnaire asks, at it, with the dialog open. */
async function openAsked(page: Page, request: APIRequestContext) {
  const { client, ids } = await clientWithOrganizers(request, [
    { sectionIds: ['sec-personal'], updateProfileSection: true },
  ]);
  await openQuestionnaire(page, client, ids[0]!);
  await expect(dialog(page)).toBeVisible();
  return client;
}

test('a client confirms how the firm reaches them and the entity’s address, once', async ({
  page,
  request,
}) => {
  const client = await openAsked(page, request);
  await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toHaveValue(client.email);
  await expect(dialog(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  await expectAccessible(page);

  await dialog(page).getByRole('radio', { name: 'Email & Text' }).check();
  await expect(
    dialog(page).getByText(/you agree to receive text messages from Harborview/),
  ).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(
    dialog(page).getByText('You must have a phone number to receive SMS notifications.'),
  ).toBeVisible();
  const phone = dialog(page).getByRole('textbox', { name: 'Phone number' });
  await phone.fill('503555');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog(page).getByText('Phone number must be 10 digits')).toBeVisible();
  await phone.fill('5035550199');
  await expect(phone).toHaveValue('(503) 555-0199');
  await dialog(page).getByRole('textbox', { name: 'Street' }).fill('12 Harbor Way');
  await dialog(page).getByRole('textbox', { name: 'City' }).fill('Vancouver');
  await dialog(page).getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await dialog(page).getByRole('textbox', { name: 'Province/Territory' }).fill('BC');
  await dialog(page).getByRole('textbox', { name: 'Postal Code' }).fill('V6B 1A1');
  await shot(page, 'contact-info-dialog');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('Please confirm your contact information and address.')).toHaveCount(
    0,
  );

  // Not asked again; what was confirmed is the client's profile and the entity's address.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(
    '(503) 555-0199',
  );
  await expect(page.getByRole('textbox', { name: 'Street' })).toHaveValue('12 Harbor Way');
  await expect(page.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('V6B 1A1');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the dialog fills the screen, and Not now leaves a reminder that opens it again', async ({
    page,
    request,
  }) => {
    await openAsked(page, request);
    await expectNoSidewaysScroll(page);
    await shot(page, 'contact-info-dialog-phone');
    await dialog(page).getByRole('button', { name: 'Not now' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const reminder = page.getByRole('alert').filter({
      hasText: 'Please confirm your contact information and address.',
    });
    await expect(reminder).toBeVisible();
    await expectNoSidewaysScroll(page);
    await reminder.getByRole('button', { name: 'Review' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(reminder).toHaveCount(0);
  });
});
