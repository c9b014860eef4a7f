// Journey: an advisor previews a client they may see (read-only, under the preview bar) and cannot
// preview one outside their group.
import { expect, test } from '@playwright/test';
import { DEMO_USERS, signInAs } from '../support';
import { shot } from './shell-support';

test('an advisor previews a client and cannot edit', async ({ page }) => {
  await signInAs(page, 'groupNorth');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/clients/${DEMO_USERS.clientOneEntity.id}`);
  await page.getByRole('link', { name: 'Preview as client' }).click();
  await expect(page.getByTestId('preview-bar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();
  await shot(page, 'preview-dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/preview/user/${DEMO_USERS.clientOneEntity.id}/profile`),
  );
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Entity Name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await shot(page, 'preview-profile-read-only');

  await page.goto(`/preview/user/${DEMO_USERS.clientManyEntities.id}`);
  await expect(page.getByText("You can't preview this client.")).toBeVisible();
});
