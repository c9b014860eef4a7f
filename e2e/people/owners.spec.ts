// Journey: a partner adds an existing user as a second owner of an entity.
import { expect, test } from '@playwright/test';
import { DEMO_GROUPS } from '../../local-runtime/src/seed/demo-firm';
import { createTestUser, expectAccessible, signInAs } from '../support';
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
  // How to Manage the Conversation?: moving it is the default; here, a new one with both.
  const choice = dialog.getByRole('radiogroup', { name: 'How to Manage the Conversation?' });
  await expect(
    choice.getByRole('radio', { name: /^Add Rex Second.* to the current conversation/ }),
  ).toBeChecked();
  await choice.getByRole('radio', { name: /^Start a new conversation/ }).check();
  await shot(page, 'people-add-owner');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add owner' }).click();
  await expect(page.getByText('Entity updated successfully')).toBeVisible();
  const entity = await apiAs<{ owners: { id: string }[] }>(
    page,
    'GET',
    `/companies/${first.companyId}`,
  );
  expect(entity.owners.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
  const { conversations } = await apiAs<{ conversations: { client_names: string[] }[] }>(
    page,
    'GET',
    `/conversations?company_id=${first.companyId}`,
  );
  expect(conversations.map((c) => [...c.client_names].sort())).toEqual([
    [`Ona Primary${tag}`, `Rex Second${tag}`],
  ]);
});

test('Add owner offers only users of the entity’s firm group or of none', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  await createTestUser(request, {
    fname: 'Gina',
    lname: `North${tag}`,
    groupId: DEMO_GROUPS.north,
  });
  await createTestUser(request, { fname: 'Sam', lname: `Pick${tag}`, groupId: DEMO_GROUPS.south });
  await createTestUser(request, { fname: 'Nia', lname: `Pick${tag}` });
  await signInAs(page, 'partner', '/admin');
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(`north${tag}`);
  const table = page.getByRole('table', { name: 'Entities' });
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await table.getByRole('button', { name: `Actions for Gina North${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Add owner' }).click();
  const dialog = page.getByRole('dialog', { name: `Add owner to Gina North${tag}` });
  await dialog.getByRole('combobox', { name: 'User' }).fill(`pick${tag}`);
  await expect(page.getByRole('option', { name: new RegExp(`Nia Pick${tag}`) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`Sam Pick${tag}`) })).toHaveCount(0);
  await expectAccessible(page);
});
