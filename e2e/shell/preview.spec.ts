// Journeys: an advisor previews a client they may see (read-only, under the preview bar) and cannot
// preview one outside their group; the chosen entity stays on every screen of the preview; the
// client's banners (read-only, the firm's in-app banner) show in preview as the client sees them,
// on a phone too.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANIES } from '../../local-runtime/src/seed/demo-firm';
import {
  DEMO_USERS,
  createTestFirm,
  createTestUser,
  expectAccessible,
  signInAs,
  signInWith,
} from '../support';
import {
  READONLY_ACCOUNT,
  READONLY_ENTITY,
  apiAs,
  expectNoSidewaysScroll,
  expectWithinViewport,
  shot,
} from './shell-support';

test('an advisor previews a client and cannot edit', async ({ page }) => {
  await signInAs(page, 'groupNorth');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/clients/${DEMO_USERS.clientOneEntity.id}`);
  await page.getByRole('link', { name: 'Preview as client' }).click();
  await expect(page.getByTestId('preview-bar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();
  await expect(page.getByText(READONLY_ACCOUNT)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'preview-dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/preview/user/${DEMO_USERS.clientOneEntity.id}/profile`),
  );
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Entity Name' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'preview-profile-read-only');

  await page.goto(`/preview/user/${DEMO_USERS.clientManyEntities.id}`);
  await expect(page.getByText("You can't preview this client.")).toBeVisible();
});

/** Chooses an entity in the preview shell's switcher (the one in the navigation strip). */
async function chooseEntity(page: Page, name: string) {
  await page.getByTestId('entity-switcher').first().click();
  const dialog = page.getByRole('dialog', { name: 'Switch entity' });
  await dialog.getByRole('combobox', { name: 'Filter entities' }).fill(name);
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
  await expect(dialog).toBeHidden();
}

test('in preview the chosen entity stays across Profile Settings and Dashboard', async ({
  page,
}) => {
  const james = DEMO_USERS.clientManyEntities.id;
  const trust = DEMO_COMPANIES.whitfieldTrust.hashId;
  await signInAs(page, 'partner');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/preview/user/${james}`);
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  const switcher = page.getByTestId('entity-switcher').first();
  await expect(switcher).toContainText('James and Sarah Whitfield');
  await chooseEntity(page, 'Whitfield Family Trust');
  await expect(page).toHaveURL(new RegExp(`/preview/user/${james}\\?previewCompanyHash=${trust}$`));
  await expect(switcher).toContainText('Whitfield Family Trust');
  await expectAccessible(page);

  // Every destination of the preview carries the chosen entity.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of await nav.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', new RegExp(`^/preview/user/${james}.*${trust}`));
  }

  await nav.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/preview/user/${james}/profile\\?previewCompanyHash=${trust}$`),
  );
  await expect(page.getByText('Entity: Whitfield Family Trust')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Entity Name' })).toHaveValue(
    'Whitfield Family Trust',
  );
  await expect(switcher).toContainText('Whitfield Family Trust');
  await expectAccessible(page);
  await shot(page, 'preview-profile-chosen-entity');

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/user/${james}\\?previewCompanyHash=${trust}$`));
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  await expect(switcher).toContainText('Whitfield Family Trust');
  await expect(page.getByRole('main').getByTestId('entity-switcher')).toContainText(
    'Whitfield Family Trust',
  );
  await expectAccessible(page);
});

test("in preview an entity's screen keeps its entity, and switching there shows the other's", async ({
  page,
}) => {
  const james = DEMO_USERS.clientManyEntities.id;
  const trust = DEMO_COMPANIES.whitfieldTrust.hashId;
  const holdings = DEMO_COMPANIES.whitfieldHoldings.hashId;
  await signInAs(page, 'partner');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/preview/user/${james}?previewCompanyHash=${trust}`);
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  const switcher = page.getByTestId('entity-switcher').first();
  await expect(switcher).toContainText('Whitfield Family Trust');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/user/${james}/documents/${trust}$`));
  await expect(switcher).toContainText('Whitfield Family Trust');
  await expectAccessible(page);
  // Switching on one entity's screen shows the same screen of the other entity.
  await chooseEntity(page, 'Whitfield Holdings LP');
  await expect(page).toHaveURL(new RegExp(`/preview/user/${james}/documents/${holdings}$`));
  await expect(switcher).toContainText('Whitfield Holdings LP');

  await nav.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/preview/user/${james}/help\\?previewCompanyHash=${holdings}$`),
  );
  await expect(switcher).toContainText('Whitfield Holdings LP');
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/preview/user/${james}\\?previewCompanyHash=${holdings}$`),
  );
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  await expect(switcher).toContainText('Whitfield Holdings LP');
  await expect(page.getByRole('main').getByTestId('entity-switcher')).toContainText(
    'Whitfield Holdings LP',
  );
  await expectAccessible(page);
  await shot(page, 'preview-dashboard-chosen-entity');
});

test("preview shows a read-only client's banners as the client sees them", async ({ page }) => {
  await signInAs(page, 'groupNorth');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/preview/user/${DEMO_USERS.clientReadOnly.id}`);
  await expect(page.getByRole('heading', { name: 'Welcome, Henry Lawson!' })).toBeVisible();
  await expect(page.getByText(READONLY_ACCOUNT)).toBeVisible();
  await expect(page.getByText(READONLY_ENTITY)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'preview-read-only-account');

  await page.goto(`/preview/user/${DEMO_USERS.clientReadOnlyEntity.id}`);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Kim!' })).toBeVisible();
  await expect(page.getByText(READONLY_ENTITY)).toHaveCount(0);
  await page.getByTestId('entity-switcher').first().click();
  await page
    .getByRole('dialog', { name: 'Switch entity' })
    .getByRole('option', { name: /Kim Design Studio/ })
    .click();
  await expect(page.getByText(READONLY_ENTITY)).toBeVisible();
  await expect(page.getByText(READONLY_ACCOUNT)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'preview-read-only-entity');
});

test("preview shows the firm's in-app banner as the client sees it, and cannot dismiss it", async ({
  page,
  request,
}) => {
  // A firm of its own, so no other journey's preferences change under this one.
  const firm = await createTestFirm(request);
  const partner = await createTestUser(request, {
    access: 'partner',
    firmId: firm.id,
    fname: 'Pia',
    lname: 'Partner',
  });
  const client = await createTestUser(request, { firmId: firm.id, fname: 'Ben', lname: 'Banner' });
  await signInWith(page, partner.email, partner.password!);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const { preferences } = await apiAs<{ preferences: Record<string, unknown> }>(
    page,
    'GET',
    '/firms/current_user_firm',
  );
  await apiAs(page, 'PUT', '/firms/update_preferences', {
    preferences: {
      ...preferences,
      in_app_banner_enabled: true,
      in_app_banner_text: 'Our office is closed on Friday.',
    },
  });
  await page.goto(`/preview/user/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Welcome, Ben Banner!' })).toBeVisible();
  await expect(page.getByTestId('in-app-banner')).toHaveText('Our office is closed on Friday.');
  await expect(page.getByRole('button', { name: 'Dismiss banner' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'preview-in-app-banner');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the preview of a read-only client fits, shows its banner and keeps the entity in the drawer', async ({
    page,
  }) => {
    const grace = DEMO_USERS.clientReadOnlyEntity.id;
    const kimDesign = DEMO_COMPANIES.kimDesign.hashId;
    await signInAs(page, 'groupNorth');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await page.goto(`/preview/user/${DEMO_USERS.clientReadOnly.id}`);
    await expect(page.getByRole('heading', { name: 'Welcome, Henry Lawson!' })).toBeVisible();
    const bar = page.getByTestId('preview-bar');
    await expectWithinViewport(page, bar);
    await expectWithinViewport(page, bar.getByRole('button', { name: 'Exit preview' }));
    await expectWithinViewport(page, page.getByText(READONLY_ACCOUNT), { belowFold: true });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shot(page, 'preview-mobile-read-only-account');

    await page.goto(`/preview/user/${grace}?previewCompanyHash=${kimDesign}`);
    await expect(page.getByText(READONLY_ENTITY)).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByTestId('entity-switcher')).toContainText('Kim Design Studio');
    await expectAccessible(page);
    await shot(page, 'preview-mobile-nav');
    await drawer.getByRole('link', { name: 'Profile Settings' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/preview/user/${grace}/profile\\?previewCompanyHash=${kimDesign}$`),
    );
    await expect(page.getByText('Entity: Kim Design Studio')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
