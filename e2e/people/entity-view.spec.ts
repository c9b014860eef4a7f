// Journeys on the staff entity and user views: owners (add, make primary, remove), Entity Tags and
// User Tags, a new entity for a user, Edit user with the entity email prompt, Remove email, and
// deleting an entity.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs } from '../support';
import { apiAs, openEntityPage, shot } from '../shell/shell-support';

test('a partner manages an entity’s owners and tags from its view', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const first = await createTestUser(request, { fname: 'Ida', lname: `Owner${tag}` });
  await createTestUser(request, { fname: 'Jon', lname: `Partner${tag}` });
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('table', { name: 'Entities' })).toBeVisible();
  const entity = await openEntityPage(page, first.companyId);
  const owners = page.getByRole('region', { name: 'Owners' });
  await expect(owners.getByText('Primary contact')).toBeVisible();

  // Add Jon as a second owner, make him the primary contact, then remove Ida.
  await owners.getByRole('button', { name: 'Add owner' }).click();
  const add = page.getByRole('dialog', { name: `Add owner to ${entity.name}` });
  await add.getByRole('combobox', { name: 'User' }).fill(`partner${tag}`);
  await page.getByRole('option', { name: new RegExp(`Jon Partner${tag}`) }).click();
  await add.getByRole('button', { name: 'Add owner' }).click();
  await expect(page.getByText('Entity updated successfully')).toBeVisible();
  await expect(owners.getByRole('listitem')).toHaveCount(2);

  await owners.getByRole('button', { name: `Actions for Jon Partner${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Make primary contact' }).click();
  const jon = owners.getByRole('listitem').filter({ hasText: `Jon Partner${tag}` });
  await expect(jon.getByText('Primary contact')).toBeVisible();

  await owners.getByRole('button', { name: `Actions for Ida Owner${tag}` }).click();
  await shot(page, 'people-owner-actions');
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Remove owner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove owner?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(owners.getByRole('listitem')).toHaveCount(1);
  await expect(owners.getByRole('listitem')).toContainText(`Jon Partner${tag}`);

  // Entity Tags: add a new tag and an existing one; the entities list filter finds it.
  const tags = page.getByRole('region', { name: 'Entity Tags' });
  await expect(tags.getByText('No tags yet.')).toBeVisible();
  await tags.getByRole('button', { name: 'Edit tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entity Tags' });
  await dialog.getByRole('combobox', { name: 'Tags' }).fill(`Audit ${tag}`);
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: 'Tags' }).fill('VIP');
  await page.getByRole('option', { name: 'VIP', exact: true }).click();
  await shot(page, 'people-entity-tags');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(tags.getByText(`Audit ${tag}`)).toBeVisible();
  await expect(tags.getByText('VIP')).toBeVisible();
  await shot(page, 'people-entity-view');
  await expectAccessible(page);
  const stored = await apiAs<{ entity_tags: { name: string }[] }>(
    page,
    'GET',
    `/companies/${first.companyId}`,
  );
  expect(stored.entity_tags.map((t) => t.name).sort()).toEqual([`Audit ${tag}`, 'VIP']);
});

test('a user’s view: User Tags, a new entity, Edit user with the entity email prompt', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const email = `kai.${tag}@view.example`;
  const user = await createTestUser(request, {
    fname: 'Kai',
    lname: `Viewer${tag}`,
    email,
    preferredSignInMethod: 'password',
  });
  await signInAs(page, 'partner', `/clients/${user.id}`);
  await expect(page.getByRole('heading', { name: `Kai Viewer${tag}`, level: 1 })).toBeVisible();

  // User Tags from the view.
  const tags = page.getByRole('region', { name: 'User Tags' });
  await tags.getByRole('button', { name: 'Edit tags' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'User Tags' });
  await tagDialog.getByRole('combobox', { name: 'Tags' }).fill('Referral');
  await page.getByRole('option', { name: 'Referral', exact: true }).click();
  await tagDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tags.getByText('Referral')).toBeVisible();

  // A second entity whose business email is the user's; it opens on creation.
  const entities = page.getByRole('region', { name: 'Entities' });
  await entities.getByRole('button', { name: 'New entity' }).click();
  const create = page.getByRole('dialog', { name: 'Create a new entity' });
  await create.getByRole('textbox', { name: 'Entity Name' }).fill(`Viewer/${tag} LLC`);
  await create.getByRole('combobox', { name: 'Entity type' }).click();
  await page.getByRole('option', { name: 'Partnership' }).click();
  await create.getByRole('textbox', { name: 'Business email' }).fill(email);
  await create.getByRole('button', { name: 'Create entity' }).click();
  await expect(create.getByText('Entity Name cannot contain a "/" character.')).toBeVisible();
  await create.getByRole('textbox', { name: 'Entity Name' }).fill(`Viewer ${tag} LLC`);
  await shot(page, 'people-create-entity');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Create entity' }).click();
  await expect(page.getByText('Entity created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Viewer ${tag} LLC`, level: 1 })).toBeVisible();

  // Back on the user view, both entities are listed; Edit user changes the email.
  await page.goto(`/clients/${user.id}`);
  await expect(entities.getByRole('listitem')).toHaveCount(2);
  await shot(page, 'people-user-view');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit user' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  const newEmail = `kai.new.${tag}@view.example`;
  await edit.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Update entity email?' });
  await expect(prompt.getByRole('checkbox', { name: `Viewer ${tag} LLC` })).toBeChecked();
  await shot(page, 'people-entity-email-prompt');
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Update entity email' }).click();
  await expect(page.getByText('Entity info updated successfully.')).toBeVisible();
  const owned = await apiAs<{ entities: { name: string; business_email: string }[] }>(
    page,
    'GET',
    `/users/${user.id}/entities`,
  );
  expect(owned.entities.find((e) => e.name === `Viewer ${tag} LLC`)?.business_email).toBe(newEmail);

  // Remove email: the user signs in by password, so it may go; then there is nothing to remove.
  await page.getByRole('button', { name: 'Edit user' }).click();
  await edit.getByRole('button', { name: 'Remove email' }).click();
  await expect(page.getByText('Email successfully removed')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect(edit.getByRole('button', { name: 'Remove email' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No email', { exact: true })).toBeVisible();
});

test('the Entities page creates an entity for a chosen user', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  await createTestUser(request, { fname: 'Lea', lname: `Chooser${tag}` });
  await signInAs(page, 'partner', '/admin');
  await page.getByRole('button', { name: 'New entity' }).click();
  const select = page.getByRole('dialog', { name: 'Select User for new Entity' });
  await expect(select.getByRole('button', { name: 'Next' })).toBeDisabled();
  await select.getByRole('combobox', { name: 'User' }).fill(`chooser${tag}`);
  await page.getByRole('option', { name: new RegExp(`Lea Chooser${tag}`) }).click();
  await shot(page, 'people-select-user-for-entity');
  await expectAccessible(page);
  await select.getByRole('button', { name: 'Next' }).click();
  const create = page.getByRole('dialog', { name: 'Create a new entity' });
  await expect(create.getByText(`Lea Chooser${tag} will be the primary contact`)).toBeVisible();
  // The name of the user's own entity is refused at the field, not only in a toast.
  const name = create.getByRole('textbox', { name: 'Entity Name' });
  await name.fill(`Lea Chooser${tag}`);
  await create.getByRole('combobox', { name: 'Entity type' }).click();
  await page.getByRole('option', { name: 'Trust', exact: true }).click();
  await create.getByRole('button', { name: 'Create entity' }).click();
  await expect(name).toHaveAccessibleDescription('Entity Name already exists.');
  await expect(name).toBeFocused();
  await name.fill(`Chooser ${tag} Trust`);
  await create.getByRole('button', { name: 'Create entity' }).click();
  await expect(page.getByRole('heading', { name: `Chooser ${tag} Trust`, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Owners' }).getByText(`Lea Chooser${tag}`),
  ).toBeVisible();

  // Deleting it (partners and admins) takes it out of the list after a confirmation.
  await page.getByRole('link', { name: 'Back to Entities' }).click();
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(`chooser ${tag}`);
  const table = page.getByRole('table', { name: 'Entities' });
  await table.getByRole('button', { name: `Actions for Chooser ${tag} Trust` }).click();
  await page.getByRole('menuitem', { name: 'Delete entity' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete Chooser ${tag} Trust?` });
  await shot(page, 'people-delete-entity');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete entity' }).click();
  await expect(page.getByText('Entity deleted successfully')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Chooser ${tag} Trust`) })).toHaveCount(0);
});
