// Journey: an admin creates, renames and deletes a firm role with permissions from the catalogue;
// an empty name is named next to the field, and each change is confirmed.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs } from '../support';
import { shot } from './shell-support';

test('an admin creates, renames and deletes a firm role', async ({ page }) => {
  const name = `Journey role ${Date.now()}`;
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Firm Roles' })
    .click();
  await expect(page.getByRole('heading', { name: 'Firm Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const roleName = page.getByRole('textbox', { name: 'Role name' });
  await expect(roleName).toHaveAccessibleDescription('Role name is required');
  await expect(roleName).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await roleName.fill(name);
  await page.getByRole('checkbox', { name: 'Assign a role on one entity' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role created')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('textbox', { name: 'Role name' }).fill(`${name} (renamed)`);
  await shot(page, 'firm-roles-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} (renamed)`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name} (renamed)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} (renamed)`)).toHaveCount(0);
  await expect(page.getByText('Role deleted')).toBeVisible();
});
