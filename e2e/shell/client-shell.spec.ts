// Journeys: the client shell: the entity switcher, the all-inactive overlay, the profile editor.
import { expect, test } from '@playwright/test';
import { createTestUser, signInAs, signInWith } from '../support';
import { shot } from './shell-support';

test('a client with 6 entities filters the switcher', async ({ page }) => {
  await signInAs(page, 'clientManyEntities');
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  await page.getByTestId('entity-switcher').first().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(6); // 5 entities and Show All
  await expect(menu.getByRole('menuitem', { name: 'Show All' })).toBeVisible();
  await shot(page, 'client-switcher-five');
  await menu.getByLabel('Filter entities').fill('trust');
  await expect(menu.getByRole('menuitem')).toHaveCount(1);
  await expect(menu.getByRole('menuitem', { name: /Whitfield Family Trust/ })).toContainText(
    'Trust',
  );
  await shot(page, 'client-switcher-filtered');
  await menu.getByRole('menuitem', { name: /Whitfield Family Trust/ }).click();
  await expect(page.getByTestId('entity-switcher').first()).toContainText('Whitfield Family Trust');
});

test('a client whose entities are all inactive sees the overlay and can only sign out', async ({
  page,
}) => {
  await signInAs(page, 'clientAllInactive');
  const overlay = page.getByRole('dialog');
  await expect(overlay).toContainText(
    'Your account does not have active entities to view. Please contact your firm.',
  );
  await shot(page, 'client-all-inactive-overlay');
  await overlay.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('an invalid entity name shows the exact message, a valid one saves', async ({
  page,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Pat', lname: 'Profile' });
  await signInWith(page, client.email, client.password!);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  const name = page.getByRole('textbox', { name: 'Entity Name' });
  await name.fill('Pat/Profile');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity Name cannot contain a "/" character.')).toBeVisible();
  await name.fill('Pat "P" Profile');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity Name cannot contain a " character.')).toBeVisible();
  await shot(page, 'profile-entity-name-error');
  await name.fill('Pat Profile Household');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity info updated successfully.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('4155550123');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(415) 555-0123');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
});
