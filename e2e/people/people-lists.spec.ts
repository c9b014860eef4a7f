// Journeys: the Users and Entities lists — search by phone digits and name prefix, bulk-tag three
// entities, and a group-limited advisor who never sees another group's users.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, DEMO_USERS, expectAccessible, signInAs } from '../support';
import { apiAs, shot } from '../shell/shell-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function search(page: Page, label: string, term: string) {
  await page.getByRole('searchbox', { name: label }).fill(term);
}

test('a partner finds a user by phone digits and by a word prefix', async ({ page, request }) => {
  const lname = `Quimby${unique()}`;
  const phone = `617${String(Date.now()).slice(-7)}`;
  const user = await createTestUser(request, { fname: 'Harriet', lname, phoneNumber: phone });
  await signInAs(page, 'partner', '/clients');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  const rows = table.getByRole('checkbox', { name: 'Select row' });
  // A run from the middle of the number, typed with the mask's punctuation.
  await search(page, 'Search users', `${phone.slice(3, 6)}-${phone.slice(6)}`);
  await expect(rows).toHaveCount(1);
  await expect(table.getByRole('link', { name: `Harriet ${lname}` })).toBeVisible();
  await search(page, 'Search users', 'zzzz-no-match');
  await expect(page.getByText('No users match your search and filters')).toBeVisible();
  await search(page, 'Search users', lname.slice(0, 9).toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(table.getByRole('link', { name: `Harriet ${lname}` })).toBeVisible();
  await shot(page, 'people-users-search');
  await table.getByRole('link', { name: `Harriet ${lname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${user.id}`));
});

test('a partner finds users by the middle of a name and by any part of an email', async ({
  page,
  request,
}) => {
  const tag = unique();
  await createTestUser(request, {
    fname: 'Pia',
    lname: `Whitcombe${tag}`,
    email: `pia.w${tag}@orchard-${tag}.example`,
  });
  await createTestUser(request, {
    fname: 'Leo',
    lname: `Vale${tag}`,
    email: `leo${tag}@mail.example`,
  });
  await signInAs(page, 'partner', '/clients');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  const rows = table.getByRole('checkbox', { name: 'Select row' });
  // The middle of a surname, as people remember it.
  await search(page, 'Search users', `itcombe${tag}`);
  await expect(table.getByRole('link', { name: `Pia Whitcombe${tag}` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The end of an address's name part, with its '@'.
  await search(page, 'Search users', `w${tag}@`);
  await expect(table.getByRole('link', { name: `Pia Whitcombe${tag}` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  // A domain, from its '@'.
  await search(page, 'Search users', `@orchard-${tag}`);
  await expect(table.getByRole('link', { name: `Pia Whitcombe${tag}` })).toBeVisible();
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await search(page, 'Search users', `${tag}@mail.ex`);
  await expect(table.getByRole('link', { name: `Leo Vale${tag}` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);
});

test('a search combines with Hide actives and Hide inactives', async ({ page, request }) => {
  const lname = `Combo${unique()}`;
  await createTestUser(request, { fname: 'Active', lname });
  const leaving = await createTestUser(request, { fname: 'Former', lname });
  await signInAs(page, 'partner', '/clients');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await apiAs(page, 'PATCH', `/v2/users/${leaving.id}/status`, { paying: false });
  const table = page.getByRole('table', { name: 'Users' });
  const rows = table.getByRole('checkbox', { name: 'Select row' });
  await search(page, 'Search users', lname.toLowerCase());
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Hide actives' }).check();
  await expect(rows).toHaveCount(1);
  await expect(table.getByRole('link', { name: `Former ${lname}` })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hide actives' }).uncheck();
  await page.getByRole('checkbox', { name: 'Hide inactives' }).check();
  await expect(table.getByRole('link', { name: `Active ${lname}` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);
});

test('a partner bulk-tags three entities and sends them a questionnaire', async ({
  page,
  request,
}) => {
  const lname = `Tagwell${unique()}`;
  for (const fname of ['Ada', 'Ben', 'Cyd']) await createTestUser(request, { fname, lname });
  const tag = `Journey ${unique()}`;
  await signInAs(page, 'partner', '/admin');
  await search(page, 'Search entities', lname.toLowerCase());
  const table = page.getByRole('table', { name: 'Entities' });
  // The search's answer: only its rows are selectable (the newest-first page shows them too).
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entity Tags' });
  await dialog.getByRole('combobox', { name: 'Tags' }).fill(tag);
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await shot(page, 'people-entities-bulk-tag');
  await dialog.getByRole('button', { name: 'Add tags' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText(tag)).toHaveCount(3);

  // The same three are sent a questionnaire of the firm's own items at once.
  const subject = `Journey items ${unique()}`;
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send questionnaire' }).click();
  await page.getByRole('menuitem', { name: /^Custom/ }).click();
  const custom = page.getByRole('dialog', { name: 'Create custom questionnaire' });
  await expect(custom.getByText('To 3 entities')).toBeVisible();
  await custom.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await custom.getByRole('textbox', { name: 'Item 1' }).fill('your W-2');
  await custom.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(custom).toBeHidden();
  await table.getByRole('link', { name: `Ben ${lname}` }).click();
  await expect(
    page
      .getByRole('region', { name: 'Questionnaires' })
      .getByRole('row', { name: new RegExp(subject) }),
  ).toBeVisible();
});

test('a group-limited advisor never sees a user of another group', async ({ page }) => {
  await signInAs(page, 'groupNorth', '/clients');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(page.getByRole('combobox', { name: 'Firm group' })).toBeDisabled();
  // Other journeys add users of no group (visible to every group), so look people up by search.
  await search(page, 'Search users', 'martinez');
  await expect(table.getByRole('link', { name: 'Olivia Martinez' })).toBeVisible();
  await search(page, 'Search users', 'whitfield');
  await expect(page.getByText('No users match your search and filters')).toBeVisible();
  await shot(page, 'people-users-group-limited');
  await page.goto(`/clients/${DEMO_USERS.clientManyEntities.id}`);
  await expect(page.getByText('James Whitfield')).toHaveCount(0);
});

test('a group-limited advisor sees the firm’s entity tags but cannot delete one', async ({
  page,
}) => {
  await signInAs(page, 'groupNorth', '/admin');
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const manage = page.getByRole('dialog', { name: 'Entity Tags' });
  await expect(manage.getByText('VIP', { exact: true })).toBeVisible();
  await expect(manage.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(manage.getByRole('button', { name: 'Add' })).toBeVisible();
});

test('a partner assigns an advisor to selected users and filters by them', async ({
  page,
  request,
}) => {
  const lname = `Assignee${unique()}`;
  await createTestUser(request, { fname: 'Mo', lname });
  await signInAs(page, 'partner', '/clients');
  await search(page, 'Search users', lname.toLowerCase());
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await expect(table.getByRole('link', { name: `Mo ${lname}` })).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  // At 1280 px every bulk action keeps its label on one line.
  await expect(page.getByText('1 selected')).toBeVisible();
  for (const name of ['Tag', 'Entity tags', 'Assign advisor', 'Clear selection']) {
    const button = page.getByRole('button', { name, exact: true });
    const { height } = (await button.boundingBox())!;
    expect(height, name).toBeLessThan(40);
  }
  await shot(page, 'people-users-bulk-actions');
  await page.getByRole('button', { name: 'Assign advisor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign advisor' });
  await dialog.getByRole('combobox', { name: 'Assigned advisor' }).click();
  await page.getByRole('option', { name: 'David Okafor' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Assignments updated successfully')).toBeVisible();
  await search(page, 'Search users', '');
  await page.getByRole('combobox', { name: 'Assigned advisor' }).click();
  await page.getByRole('option', { name: 'David Okafor' }).click();
  await expect(table.getByRole('link', { name: `Mo ${lname}` })).toBeVisible();
});

test('a partner finds an entity by a run of its external id digits', async ({ page, request }) => {
  const lname = `Extid${unique()}`;
  const user = await createTestUser(request, { fname: 'Ed', lname });
  const externalId = `X-${Date.now() % 100000000}`;
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('heading', { name: 'Entities' })).toBeVisible();
  await apiAs(page, 'PATCH', `/companies/${user.companyId}`, {
    name: `Ed ${lname}`,
    entity_type: 'Individual',
    external_entity_id: externalId,
  });
  await search(page, 'Search entities', externalId.slice(3, 9));
  const table = page.getByRole('table', { name: 'Entities' });
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await expect(table.getByRole('link', { name: `Ed ${lname}` })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Ed ${lname}`) })).toContainText(
    externalId,
  );
});

test('entity tags by user, and deleting a firm tag takes it off', async ({ page, request }) => {
  const lname = `Tagowner${unique()}`;
  await createTestUser(request, { fname: 'Vi', lname });
  const tag = `Owner tag ${unique()}`;
  await signInAs(page, 'partner', '/clients');
  await search(page, 'Search users', lname.toLowerCase());
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await users.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Entity tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entity Tags' });
  await dialog.getByRole('combobox', { name: 'Tags' }).fill(tag);
  await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await dialog.getByRole('button', { name: 'Add tags' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('navigation').getByRole('link', { name: 'Entities' }).click();
  await search(page, 'Search entities', lname.toLowerCase());
  const entities = page.getByRole('table', { name: 'Entities' });
  await expect(entities.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await expect(entities.getByText(tag)).toBeVisible();
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const manage = page.getByRole('dialog', { name: 'Entity Tags' });
  await manage.getByRole('button', { name: `Delete ${tag}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete tag' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(manage.getByText(tag)).toHaveCount(0);
  await manage.getByRole('button', { name: 'Close' }).click();
  await expect(entities.getByText(tag)).toHaveCount(0);
});
