// Journeys: a partner adds a spouse to an Individual from its entity view (with an email, and
// without one after the Blank Email Confirmation); the spouse is marked in the Owners section and
// the entity is renamed from both names.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs } from '../support';
import { openEntityPage, shot } from '../shell/shell-support';

test('a partner adds a spouse to an Individual and sees it renamed', async ({ page, request }) => {
  const lname = `Wren${Date.now().toString(36)}`;
  const person = await createTestUser(request, { fname: 'Ada', lname });
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('table', { name: 'Entities' })).toBeVisible();
  await openEntityPage(page, person.companyId);
  await expect(page.getByRole('heading', { name: `Ada ${lname}`, level: 1 })).toBeVisible();
  const owners = page.getByRole('region', { name: 'Owners' });

  await owners.getByRole('button', { name: 'Add spouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add spouse' });
  await dialog.getByRole('textbox', { name: 'Spouse first name' }).fill('Ben');
  await dialog.getByRole('textbox', { name: 'Spouse last name' }).fill(lname);

  // Without an email the same confirmation as Create User and Entity; cancel it to add one.
  await dialog.getByRole('button', { name: 'Add spouse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Blank Email Confirmation' });
  await expect(
    confirm.getByText(
      'Users without email addresses will not be able to sign in or receive notifications.',
    ),
  ).toBeVisible();
  await shot(page, 'people-add-spouse-no-email');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // A taken email is flagged while typing and cannot be saved.
  const email = dialog.getByRole('textbox', { name: 'Spouse email' });
  await email.fill('olivia.martinez@example.com');
  await expect(dialog.getByText('This email already exists')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add spouse' })).toBeDisabled();
  await email.fill(`ben.${lname}@spouse.example`.toLowerCase());
  await expect(dialog.getByText('This email already exists')).toBeHidden();
  await shot(page, 'people-add-spouse');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add spouse' }).click();

  await expect(page.getByText('Entity updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Ada and Ben ${lname}`, level: 1 })).toBeVisible();
  const ben = owners.getByRole('listitem').filter({ hasText: `Ben ${lname}` });
  await expect(ben.getByText('Spouse', { exact: true })).toBeVisible();
  const ada = owners.getByRole('listitem').filter({ hasText: `Ada ${lname}` });
  await expect(ada.getByText('Primary contact')).toBeVisible();
  await expect(ada.getByText('Spouse', { exact: true })).toBeHidden();
  // One spouse per entity: the button is gone.
  await expect(owners.getByRole('button', { name: 'Add spouse' })).toBeHidden();
  await shot(page, 'people-entity-spouse');
  await expectAccessible(page);
});

test('a spouse without an email is added after the Blank Email Confirmation', async ({
  page,
  request,
}) => {
  const lname = `Fenn${Date.now().toString(36)}`;
  const person = await createTestUser(request, { fname: 'Cleo', lname });
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('table', { name: 'Entities' })).toBeVisible();
  await openEntityPage(page, person.companyId);
  const owners = page.getByRole('region', { name: 'Owners' });
  await owners.getByRole('button', { name: 'Add spouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add spouse' });
  await dialog.getByRole('button', { name: 'Add spouse' }).click();
  await expect(dialog.getByText('Spouse first name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Spouse first name' }).fill('Dev');
  await dialog.getByRole('textbox', { name: 'Spouse last name' }).fill('Moor');
  await dialog.getByRole('button', { name: 'Add spouse' }).click();
  await page
    .getByRole('dialog', { name: 'Blank Email Confirmation' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page.getByText('Entity updated successfully')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Cleo ${lname} and Dev Moor`, level: 1 }),
  ).toBeVisible();
  const dev = owners.getByRole('listitem').filter({ hasText: 'Dev Moor' });
  await expect(dev.getByText('Spouse', { exact: true })).toBeVisible();
});
