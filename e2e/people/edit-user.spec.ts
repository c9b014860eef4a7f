// Journey: a partner edits a user — a taken email is flagged, the phone is masked, the email and
// contact method change, and removing the email used to sign in is refused.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, selectOption, signInAs } from '../support';
import { shot } from '../shell/shell-support';

test('a partner edits a user’s details and settings', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const lname = `Edited${tag}`;
  await createTestUser(request, { fname: 'Eve', lname, preferredSignInMethod: 'password' });
  const other = await createTestUser(request, { fname: 'Ott', lname: `Other${tag}` });
  await signInAs(page, 'partner', '/clients');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await users.getByRole('button', { name: `Actions for Eve ${lname}` }).click();
  await page.getByRole('menuitem', { name: 'Edit user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await selectOption(
    page,
    dialog.getByRole('combobox', { name: 'Preferred contact method' }),
    'Email & Text',
  );
  await dialog.getByRole('tab', { name: 'Details' }).click();
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await email.fill(other.email);
  await expect(dialog.getByText('This email already exists')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const newEmail = `eve.${tag}@edit.example`;
  await email.fill(newEmail);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('2125550123');
  await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(212) 555-0123');
  await dialog.getByRole('textbox', { name: 'Preferred name' }).fill('Evie');
  await shot(page, 'people-edit-user');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(users.getByRole('row', { name: new RegExp(lname) })).toContainText(newEmail);

  // Removing the email is refused while it is the preferred sign-in method.
  await users.getByRole('button', { name: `Actions for Eve ${lname}` }).click();
  await page.getByRole('menuitem', { name: 'Edit user' }).click();
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await selectOption(
    page,
    dialog.getByRole('combobox', { name: 'Preferred sign-in method' }),
    'Email link',
  );
  await dialog.getByRole('tab', { name: 'Details' }).click();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Cannot remove email when it is the preferred sign-in method.'),
  ).toBeVisible();
});
