// Journey: a partner assigns a firm role on an entity and clears it again; each change says so and
// the entity keeps it.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs } from '../support';
import { openEntityPage, shot } from '../shell/shell-support';

test('a partner assigns the Preparer role to a firm user and clears it', async ({
  page,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Rory', lname: `Roles${Date.now()}` });
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('table', { name: 'Entities' })).toBeVisible();
  await openEntityPage(page, client.companyId);
  await page.getByRole('button', { name: 'Edit entity' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Firm Roles' }).click();
  const preparer = dialog.getByRole('combobox', { name: 'Preparer' });
  await expect(preparer).toHaveText('Not assigned');

  await preparer.click();
  await page.getByRole('option', { name: 'Priya Raman' }).click();
  await expect(page.getByText('Preparer assigned to Priya Raman')).toBeVisible();
  await expect(preparer).toHaveText('Priya Raman');
  await expectAccessible(page);
  await shot(page, 'entity-firm-role-assigned');

  // The assignment is stored: it is there when the dialog opens afresh.
  await page.reload();
  await page.getByRole('button', { name: 'Edit entity' }).click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Firm Roles' }).click();
  const reopened = page.getByRole('dialog').getByRole('combobox', { name: 'Preparer' });
  await expect(reopened).toHaveText('Priya Raman');

  await reopened.click();
  await page.getByRole('option', { name: 'Not assigned' }).click();
  await expect(page.getByText('Preparer cleared')).toBeVisible();
  await expect(reopened).toHaveText('Not assigned');
});
