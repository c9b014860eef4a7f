// Journey: a partner deactivates a user, and the entity they are primary owner of follows.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs } from '../support';
import { shot } from '../shell/shell-support';

test('deactivating a user can deactivate their entities too', async ({ page, request }) => {
  const lname = `Dormant${Date.now().toString(36)}`;
  await createTestUser(request, { fname: 'Lou', lname });
  await signInAs(page, 'partner', '/clients');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  const users = page.getByRole('table', { name: 'Users' });
  // The search has answered once the list holds her alone (a menu opened before would close).
  await expect(users.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await expect(users.getByRole('row', { name: new RegExp(`Lou ${lname}`) })).toContainText(
    'Active',
  );
  await users.getByRole('button', { name: `Actions for Lou ${lname}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate User' });
  await dialog
    .getByRole('checkbox', { name: 'Also deactivate the entities they are primary owner of' })
    .check();
  await shot(page, 'people-deactivate-user');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(users.getByRole('row', { name: new RegExp(`Lou ${lname}`) })).toContainText(
    'Inactive',
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Entities' }).click();
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(lname.toLowerCase());
  await expect(
    page
      .getByRole('table', { name: 'Entities' })
      .getByRole('row', { name: new RegExp(`Lou ${lname}`) }),
  ).toContainText('Inactive');
});

test('an entity goes read-only, then inactive, where read-only cannot change', async ({
  page,
  request,
}) => {
  const lname = `Toggle${Date.now().toString(36)}`;
  await createTestUser(request, { fname: 'Kit', lname });
  await signInAs(page, 'partner', '/admin');
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(lname.toLowerCase());
  const table = page.getByRole('table', { name: 'Entities' });
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(`Kit ${lname}`) });
  await row.getByRole('button', { name: `Actions for Kit ${lname}` }).click();
  await page.getByRole('menuitem', { name: 'Make read-only' }).click();
  await expect(row).toContainText('Read-only');
  await row.getByRole('button', { name: `Actions for Kit ${lname}` }).click();
  await page.getByRole('menuitem', { name: 'Make inactive' }).click();
  await expect(row).toContainText('Inactive');
  await row.getByRole('button', { name: `Actions for Kit ${lname}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove read-only' })).toBeDisabled();
  await expectAccessible(page);
});
