// Journey: a partner adds an existing user as a second owner of an entity.
import { expect, test } from '@playwright/test';
import { createTestUser, signInAs } from '../support';
import { apiAs, shot } from '../shell/shell-support';

test('a partner adds an existing user as owner', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const first = await createTestUser(request, { fname: 'Ona', lname: `Primary${tag}` });
  const second = await createTestUser(request, { fname: 'Rex', lname: `Second${tag}` });
  await signInAs(page, 'partner', '/admin');
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(`primary${tag}`);
  const table = page.getByRole('table', { name: 'Entities' });
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await table.getByRole('button', { name: `Actions for Ona Primary${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Add owner' }).click();
  const dialog = page.getByRole('dialog', { name: `Add owner to Ona Primary${tag}` });
  await dialog.getByRole('combobox', { name: 'User' }).fill(`second${tag}`);
  await page.getByRole('option', { name: new RegExp(`Rex Second${tag}`) }).click();
  await shot(page, 'people-add-owner');
  await dialog.getByRole('button', { name: 'Add owner' }).click();
  await expect(page.getByText('Entity updated successfully')).toBeVisible();
  const entity = await apiAs<{ owners: { id: string }[] }>(
    page,
    'GET',
    `/companies/${first.companyId}`,
  );
  expect(entity.owners.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
});
