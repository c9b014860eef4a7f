// Journeys: the staff shell: nav by access level, the entity view with its chooser (group-limited
// advisors see only their group) and the edit dialog. The live messages badge is in
// realtime/realtime.spec.ts.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from '../support';
import { shot } from './shell-support';

test('the nav follows the access level, and collapses on a narrow screen', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'admin');
  const adminNav = admin.getByRole('navigation', { name: 'Settings' });
  await expect(adminNav.getByRole('link', { name: 'Firm Roles' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Firm Settings' })).toHaveCount(0);
  await expect(
    admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }),
  ).toHaveCount(0);

  const group = await (
    await browser.newContext({ viewport: { width: 390, height: 800 } })
  ).newPage();
  await signInAs(group, 'groupNorth');
  await group.getByRole('button', { name: 'Open navigation' }).click();
  const settings = group.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Firm Roles' })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: 'Drop Link' })).toHaveCount(0);
  await shot(group, 'staff-nav-narrow-group');
  await expectAccessible(group);
});

test('the entity view chooser goes to another entity; the dialog has a Firm Roles tab', async ({
  page,
}) => {
  await signInAs(page, 'partner');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/admin/olivia-martinez-7f3k');
  await expect(page.getByRole('heading', { name: 'Olivia Martinez' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Go to entity' }).fill('trust');
  await page.getByRole('option', { name: /Whitfield Family Trust/ }).click();
  await expect(page).toHaveURL(/\/admin\/whitfield-trust-4x6p$/);
  await expect(page.getByRole('heading', { name: 'Whitfield Family Trust' })).toBeVisible();
  await shot(page, 'staff-entity-view');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit entity' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Firm Roles' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Preparer' })).toBeVisible();
  await shot(page, 'staff-entity-edit-firm-roles');
  await expectAccessible(page);
  await dialog.getByRole('tab', { name: 'Notification settings' }).click();
  await dialog
    .getByRole('checkbox', { name: 'James Whitfield: Signs questionnaire signatures' })
    .uncheck();
  await expect(
    dialog.getByText(
      'Please select at least one user to receive notifications for both Questionnaire and Questionnaire Signature.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save notifications' })).toBeDisabled();
  await shot(page, 'staff-entity-notifications-warning');
  await expectAccessible(page);
});

test('a group-limited advisor finds no entity outside the group', async ({ page }) => {
  await signInAs(page, 'groupNorth');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/admin/olivia-martinez-7f3k');
  await page.getByRole('combobox', { name: 'Go to entity' }).fill('whitfield');
  await expect(page.getByText('No entities found')).toBeVisible();
  await page.goto('/admin/whitfield-trust-4x6p');
  await expect(page.getByText('Entity not found')).toBeVisible();
});
