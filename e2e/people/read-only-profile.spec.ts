// Journeys: Profile Settings reads as read-only, with the reason, for a read-only client and for a
// read-only entity (whose personal details are read-only too); another entity of the same client
// is editable again.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs, signInWith } from '../support';
import { shot } from '../shell/shell-support';
import { createReadOnlyEntityClient } from '../shell/switching-clients';

const ENTITY_READ_ONLY =
  'This entity is read-only, so the profile cannot be changed. If something needs updating, please send us an email.';
const ACCOUNT_READ_ONLY =
  'This account is read-only, so the profile cannot be changed. If something needs updating, please send us an email.';

async function openProfile(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
}

/** Every field is disabled and nothing offers to save. */
async function expectReadOnly(page: Page) {
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Entity Name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
}

test('a read-only entity makes the whole profile read-only, with the reason; the other entity does not', async ({
  page,
  request,
}) => {
  const client = await createReadOnlyEntityClient(request);
  await signInWith(page, client.user.email, client.user.password!);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.name}!` })).toBeVisible();
  await openProfile(page);
  await expect(page.getByTestId('profile-read-only')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();

  await page.getByTestId('entity-switcher').first().click();
  await page
    .getByRole('dialog', { name: 'Switch entity' })
    .getByRole('option', { name: new RegExp(client.studio) })
    .click();
  await expect(page.getByRole('heading', { name: `Entity: ${client.studio}` })).toBeVisible();
  await expect(page.getByTestId('profile-read-only')).toHaveText(ENTITY_READ_ONLY);
  await expectReadOnly(page);
  await expectAccessible(page);
  await shot(page, 'profile-read-only-entity');
});

test('a read-only client sees their profile read-only, with the reason, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, 'clientReadOnly', '/profile');
  await expect(page.getByTestId('profile-read-only')).toHaveText(ACCOUNT_READ_ONLY);
  await expectReadOnly(page);
  await expectAccessible(page);
  await shot(page, 'profile-read-only-account-phone');
});
