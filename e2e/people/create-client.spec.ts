// Journeys: Create User and Entity — an Individual with a spouse, and a user without an email
// after the Blank Email Confirmation.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from '../support';
import { shot } from '../shell/shell-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDialog(page: Page) {
  await signInAs(page, 'partner', '/clients');
  await page.getByRole('button', { name: 'Create User and Entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User and Entity' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a partner creates an Individual with a spouse', async ({ page }) => {
  const lname = `Marsh${unique()}`;
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Iris');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(lname);
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`iris.${lname}@journey.example`.toLowerCase());
  await choose(page, dialog, 'Firm group', 'North Office');
  await choose(page, dialog, 'Assigned advisor', 'Priya Raman');
  await dialog.getByRole('checkbox', { name: 'Add spouse' }).check();
  await dialog.getByRole('textbox', { name: 'Spouse first name' }).fill('Otto');
  await dialog.getByRole('textbox', { name: 'Spouse last name' }).fill(lname);
  await expect(dialog.getByRole('textbox', { name: 'Entity Name' })).toHaveValue(
    `Iris and Otto ${lname}`,
  );
  await shot(page, 'people-create-individual-spouse');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User and spouse created successfully')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link', { name: `Iris ${lname}` })).toBeVisible();
  await expect(table.getByRole('link', { name: `Otto ${lname}` })).toBeVisible();
});

test('an existing email is flagged while typing', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('olivia.martinez@example.com');
  await expect(dialog.getByText('This email already exists')).toBeVisible();
});

test('a partner creates a user without an email after confirming', async ({ page }) => {
  const lname = `Nomail${unique()}`;
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Pia');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(lname);
  await choose(page, dialog, 'Firm group', 'South Office');
  await choose(page, dialog, 'Assigned advisor', 'Aisha Patel');
  await choose(page, dialog, 'Entity type', 'Trust');
  await dialog.getByRole('textbox', { name: 'Entity Name' }).fill(`${lname} Family Trust`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const confirm = page.getByRole('dialog', { name: 'Blank Email Confirmation' });
  await expect(
    confirm.getByText(
      'Users without email addresses will not be able to sign in or receive notifications.',
    ),
  ).toBeVisible();
  await shot(page, 'people-create-no-email-confirmation');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('link', { name: `Pia ${lname}` })).toBeVisible();

  // The test-user toggle lists users with a temporary email only; she is one of them.
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await page.getByRole('switch', { name: 'Test users' }).check();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeDisabled();
  await expect(users.getByRole('link', { name: `Pia ${lname}` })).toBeVisible();
  await expect(users.getByRole('link', { name: 'Olivia Martinez' })).toHaveCount(0);
  await shot(page, 'people-test-users');
});

test('the form names a missing firm group at the field, and a custom type can go back to the list', async ({
  page,
}) => {
  const dialog = await openDialog(page);
  // The dialog opens on its first field.
  await expect(dialog.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Una');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(`Grouped${unique()}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const group = dialog.getByRole('combobox', { name: 'Firm group' });
  await expect(group).toHaveAccessibleDescription('Firm group is required');
  await choose(page, dialog, 'Entity type', 'New Custom Entity');
  const custom = dialog.getByRole('textbox', { name: 'New custom entity type' });
  await expect(custom).toBeFocused();
  await dialog.getByRole('button', { name: 'Choose from list' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Entity type' })).toBeVisible();
  await expect(custom).toHaveCount(0);
  await expectAccessible(page);
});
