// Journeys: an assigned advisor turns notifications off for three entities at once (their own
// client's entity keeps them), sees them locked on that entity's view; a client chooses their own
// notification types on the profile page, and a read-only client cannot.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestUser,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectAccessible,
  signInAs,
  signInWith,
} from '../support';
import { apiAs, openEntityPage, shot } from '../shell/shell-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ALL_TYPES = [1, 2, 3, 4, 5, 7];

const openProfile = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();

test('an assigned advisor turns notifications off in bulk; their own client keeps them', async ({
  page,
  request,
}) => {
  const lname = `Notify${unique()}`;
  const [ada, ben, cyd] = await Promise.all(
    ['Ada', 'Ben', 'Cyd'].map((fname) => createTestUser(request, { fname, lname })),
  );
  // Priya Raman (full) becomes Ada's assigned advisor.
  await signInAs(page, 'full', '/admin');
  await expect(page.getByRole('heading', { name: 'Entities' })).toBeVisible();
  await apiAs(page, 'POST', '/v2/users/assignments', {
    advisorId: DEMO_USERS.full.id,
    clientIds: [ada!.id],
  });

  await page.getByRole('searchbox', { name: 'Search entities' }).fill(lname.toLowerCase());
  const table = page.getByRole('table', { name: 'Entities' });
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await shot(page, 'notifications-bulk-bar');
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Notifications', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Notification preferences' });
  await expect(dialog.getByText('for the 3 selected entities')).toBeVisible();
  const types = dialog.getByRole('group', { name: 'Notify me about' });
  await expect(types.getByRole('checkbox')).toHaveCount(6);
  // Keyboard: Space toggles the focused checkbox.
  await types.getByRole('checkbox', { name: 'Documents', exact: true }).focus();
  await page.keyboard.press('Space');
  await types.getByRole('checkbox', { name: 'Questionnaire documents' }).uncheck();
  await expect(types.getByRole('checkbox', { name: 'Documents', exact: true })).not.toBeChecked();
  await shot(page, 'notifications-bulk-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification preference updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      '1 entity of a client assigned to you was left unchanged: you cannot turn off its notifications.',
    ),
  ).toBeVisible({ timeout: 10_000 });
  await shot(page, 'notifications-bulk-skipped');
  await expectAccessible(page);

  const mine = (companyId: string) =>
    apiAs<number[]>(page, 'GET', `/companies/${companyId}/get_notification_type_ids`);
  expect(await mine(ada!.companyId!)).toEqual(ALL_TYPES);
  expect(await mine(ben!.companyId!)).toEqual([1, 3, 4, 5]);
  expect(await mine(cyd!.companyId!)).toEqual([1, 3, 4, 5]);

  // On Ada's entity the notifications that are on are locked on, with the reason.
  await table.getByRole('link', { name: `Ada ${lname}` }).click();
  await expect(page.getByRole('heading', { name: `Ada ${lname}` })).toBeVisible();
  await page.getByRole('button', { name: 'My notifications' }).click();
  const own = page.getByRole('dialog', { name: 'My notifications' });
  const locked = own.getByRole('group', { name: 'Notify me about' });
  await expect(locked.getByRole('checkbox')).toHaveCount(6);
  for (const checkbox of await locked.getByRole('checkbox').all()) {
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
  }
  await expect(
    own.getByText(
      'You are the assigned advisor for this client, so notifications that are on cannot be turned off.',
    ),
  ).toBeVisible();
  await expect(own.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shot(page, 'notifications-my-locked');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(own).toBeHidden();
});

test('a firm user subscribes to an entity from its view', async ({ page, request }) => {
  const client = await createTestUser(request, { fname: 'Dee', lname: `Notify${unique()}` });
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('heading', { name: 'Entities' })).toBeVisible();
  await openEntityPage(page, client.companyId);
  await page.getByRole('button', { name: 'My notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'My notifications' });
  const types = dialog.getByRole('group', { name: 'Notify me about' });
  await expect(types.getByRole('checkbox', { name: 'Information' })).not.toBeChecked();
  await types.getByRole('checkbox', { name: 'Information' }).check();
  await types.getByRole('checkbox', { name: 'Questionnaires', exact: true }).check();
  await expect(types.getByRole('checkbox', { name: 'Information' })).toBeEnabled();
  await shot(page, 'notifications-my-subscribe');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification preference updated successfully')).toBeVisible();
  expect(
    await apiAs<number[]>(page, 'GET', `/companies/${client.companyId}/get_notification_type_ids`),
  ).toEqual([1, 3]);
});

test('a client chooses their own notification types on the profile page', async ({
  page,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Eve', lname: `Notify${unique()}` });
  await signInWith(page, client.email, DEMO_PASSWORD);
  await openProfile(page);
  await page.getByRole('button', { name: 'Notification settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification settings' });
  const types = dialog.getByRole('group', { name: 'Notify me about' });
  await expect(types.getByRole('checkbox', { name: 'Information' })).toBeChecked();
  await types.getByRole('checkbox', { name: 'Information' }).uncheck();
  await types.getByRole('checkbox', { name: 'Documents', exact: true }).uncheck();
  await shot(page, 'notifications-client-profile');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User notifications saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Notification settings' }).click();
  await expect(types.getByRole('checkbox', { name: 'Information' })).not.toBeChecked();
  await expect(types.getByRole('checkbox', { name: 'Receives questionnaires' })).toBeChecked();
  expect(
    await apiAs<number[]>(page, 'GET', `/companies/${client.companyId}/get_notification_type_ids`),
  ).toEqual([3, 4, 5, 7]);
});

test('a read-only client sees their notification types but cannot change them', async ({
  page,
}) => {
  await signInAs(page, 'clientReadOnly');
  await openProfile(page);
  await page.getByRole('button', { name: 'Notification settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification settings' });
  const types = dialog.getByRole('group', { name: 'Notify me about' });
  await expect(types.getByRole('checkbox', { name: 'Information' })).toBeDisabled();
  await expect(
    dialog.getByText('Your account is read-only, so these settings cannot be changed.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shot(page, 'notifications-client-read-only');
  await expectAccessible(page);
});
