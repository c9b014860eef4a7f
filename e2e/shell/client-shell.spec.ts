// Journeys: the client shell: the entity switcher (mouse and keyboard), the desktop strip, the
// read-only entity banner, the all-inactive overlay, the profile editor. The switching journeys
// have clients of their own (a switch is saved on the server).
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs, signInWith } from '../support';
import { READONLY_ACCOUNT, READONLY_ENTITY, shot } from './shell-support';
import { createReadOnlyEntityClient, createSixEntityClient } from './switching-clients';

test('a client with 6 entities filters the switcher', async ({ page, request }) => {
  const client = await createSixEntityClient(request);
  const trust = `${client.lname} Family Trust`;
  await signInWith(page, client.user.email, client.user.password!);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.name}!` })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('entity-switcher').first().click();
  const dialog = page.getByRole('dialog', { name: 'Switch entity' });
  const options = dialog.getByRole('listbox', { name: 'Entities' }).getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Show All' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'client-switcher-five');
  await dialog.getByRole('combobox', { name: 'Filter entities' }).fill('trust');
  await expect(options).toHaveCount(1);
  await expect(dialog.getByRole('option', { name: new RegExp(trust) })).toContainText('Trust');
  await expect(dialog.getByRole('button', { name: 'Show All' })).toHaveCount(0);
  await shot(page, 'client-switcher-filtered');
  await dialog.getByRole('combobox', { name: 'Filter entities' }).fill('nothing like it');
  await expect(dialog.getByRole('status')).toHaveText('No entities match');
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('combobox', { name: 'Filter entities' }).fill('trust');
  await dialog.getByRole('option', { name: new RegExp(trust) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('entity-switcher').first()).toContainText(trust);
  // The desktop strip keeps every destination and announces the current one.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Messages',
    'Documents',
    'Profile Settings',
    'Help',
  ]);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
  await shot(page, 'client-dashboard-desktop');
});

test('the switcher works from the keyboard: type to filter, ArrowDown into the options, Enter chooses', async ({
  page,
  request,
}) => {
  const client = await createSixEntityClient(request);
  const trust = `${client.lname} Family Trust`;
  await signInWith(page, client.user.email, client.user.password!);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.name}!` })).toBeVisible();
  const switcher = page.getByTestId('entity-switcher').first();
  await switcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Switch entity' });
  const filter = dialog.getByRole('combobox', { name: 'Filter entities' });
  await expect(filter).toBeFocused();
  await page.keyboard.type(client.lname.toLowerCase());
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(6); // a filter shows every match, without Show All
  await expect(dialog.getByRole('button', { name: 'Show All' })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await expect(filter).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id'))!,
  );
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('TRUST');
  await expect(options).toHaveCount(1);
  await expect(filter).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  await expectAccessible(page);
  await shot(page, 'client-switcher-keyboard');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(switcher).toContainText(trust);
  await expect(switcher).toBeFocused();

  // Escape closes without a change.
  await page.keyboard.press('Enter');
  await expect(filter).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(switcher).toContainText(trust);
});

test('with two entities the switcher opens on its list; the keys choose the read-only entity', async ({
  page,
  request,
}) => {
  const client = await createReadOnlyEntityClient(request);
  await signInWith(page, client.user.email, client.user.password!);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.name}!` })).toBeVisible();
  await expect(page.getByText(READONLY_ENTITY)).toHaveCount(0);
  const switcher = page.getByTestId('entity-switcher').first();
  await expect(switcher).toContainText(client.name);
  await switcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Switch entity' });
  const list = dialog.getByRole('listbox', { name: 'Entities' });
  await expect(list).toBeFocused();
  await expect(dialog.getByRole('combobox')).toHaveCount(0); // no filter at 5 or fewer
  const options = list.getByRole('option');
  await expect(options).toHaveText([new RegExp(client.name), new RegExp(client.studio)]);
  await expect(list).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id'))!,
  );
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(list).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(switcher).toContainText(client.studio);
  await expect(page.getByText(READONLY_ENTITY)).toBeVisible();
  await expect(page.getByText(READONLY_ACCOUNT)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'client-read-only-entity-banner');
});

test('a client whose entities are all inactive sees the overlay and can only sign out', async ({
  page,
}) => {
  await signInAs(page, 'clientAllInactive');
  const overlay = page.getByRole('dialog');
  await expect(overlay).toContainText(
    'Your account does not have active entities to view. Please contact your firm.',
  );
  await shot(page, 'client-all-inactive-overlay');
  await overlay.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('an invalid entity name shows the exact message, a valid one saves', async ({
  page,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Pat', lname: 'Profile' });
  await signInWith(page, client.email, client.password!);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  const name = page.getByRole('textbox', { name: 'Entity Name' });
  await name.fill('Pat/Profile');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity Name cannot contain a "/" character.')).toBeVisible();
  await name.fill('Pat "P" Profile');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity Name cannot contain a " character.')).toBeVisible();
  await shot(page, 'profile-entity-name-error');
  await name.fill('Pat Profile Household');
  await page.getByRole('button', { name: 'Save entity' }).click();
  await expect(page.getByText('Entity info updated successfully.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('4155550123');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(415) 555-0123');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
});
