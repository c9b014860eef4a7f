// Journeys: the client shell on a phone (375 px): a menu button opens a drawer with every
// destination and the entity switcher; nothing is cut off or overlapping; the current page is
// announced with aria-current. The switching journey has a client of its own (a switch is saved).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANIES } from '../../local-runtime/src/seed/demo-firm';
import { expectAccessible, signInAs, signInWith } from '../support';
import {
  expectNoOverlap,
  expectNoSidewaysScroll,
  expectWithinViewport,
  shot,
} from './shell-support';
import { createSixEntityClient } from './switching-clients';

test.use({ viewport: { width: 375, height: 812 } });

const DESTINATIONS = ['Dashboard', 'Messages', 'Documents', 'Profile Settings', 'Help'];

async function openNav(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return { drawer, nav: drawer.getByRole('navigation', { name: 'Main' }) };
}

test('on a phone the app bar and the drawer show every destination whole, in view and apart', async ({
  page,
}) => {
  await signInAs(page, 'clientManyEntities');
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  // Closed, the drawer leaves only the app bar: menu button, firm name, account menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const bar = {
    'menu button': page.getByRole('button', { name: 'Open navigation' }),
    'firm name': page.getByRole('banner').getByText('Harborview Tax & Advisory'),
    'account menu': page.getByRole('button', { name: 'Account menu for James Whitfield' }),
  };
  for (const element of Object.values(bar)) await expectWithinViewport(page, element);
  await expectNoOverlap(bar);
  const segments = page.getByRole('group', { name: 'Sections' });
  await expectWithinViewport(page, segments.getByRole('button', { name: 'Dashboard' }));
  await expectWithinViewport(page, segments.getByRole('button', { name: 'Documents' }));
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shot(page, 'client-mobile-dashboard');

  const { drawer, nav } = await openNav(page);
  await expect(nav.getByRole('link')).toHaveText(DESTINATIONS);
  const inDrawer: Record<string, ReturnType<Page['locator']>> = {
    'entity switcher': drawer.getByTestId('entity-switcher'),
  };
  for (const label of DESTINATIONS) inDrawer[label] = nav.getByRole('link', { name: label });
  for (const element of Object.values(inDrawer)) await expectWithinViewport(page, element);
  await expectNoOverlap(inDrawer);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, 'client-mobile-nav-open');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
});

/** Opens each screen from the drawer: it closes, the screen fits, and it is the one announced. */
async function visitEach(page: Page, screens: { label: string; url: RegExp; heading?: string }[]) {
  for (const screen of screens) {
    const opened = await openNav(page);
    await opened.nav.getByRole('link', { name: screen.label }).click();
    await expect(opened.drawer).toBeHidden();
    await expect(page).toHaveURL(screen.url);
    await expect(
      page.getByRole('heading', { level: 1, name: screen.heading ?? screen.label }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    const again = await openNav(page);
    await expect(again.nav.getByRole('link', { name: screen.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(again.nav.locator('[aria-current]')).toHaveCount(1);
    await again.drawer.getByRole('button', { name: 'Close navigation' }).click();
    await expect(again.drawer).toBeHidden();
  }
}

test('on a phone Messages and Documents open from the drawer for the current entity', async ({
  page,
}) => {
  await signInAs(page, 'clientManyEntities');
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  const household = DEMO_COMPANIES.whitfieldHousehold.hashId;
  await visitEach(page, [
    { label: 'Messages', url: new RegExp(`/inbox/${household}$`) },
    { label: 'Documents', url: new RegExp(`/documents/${household}$`) },
  ]);
});

test('on a phone Profile Settings, Help and Dashboard open from the drawer', async ({ page }) => {
  await signInAs(page, 'clientManyEntities');
  await expect(page.getByRole('heading', { name: 'Welcome, James Whitfield!' })).toBeVisible();
  await visitEach(page, [
    { label: 'Profile Settings', url: /\/profile$/ },
    { label: 'Help', url: /\/help$/ },
    { label: 'Dashboard', url: /\/$/, heading: 'Welcome, James Whitfield!' },
  ]);
  await shot(page, 'client-mobile-dashboard-again');
});

test('on a phone a client with six entities switches entity from the drawer, all in view', async ({
  page,
  request,
}) => {
  const client = await createSixEntityClient(request);
  const trust = client.user.companies[1]!;
  await signInWith(page, client.user.email, client.user.password!);
  await expect(page.getByRole('heading', { name: `Welcome, ${client.name}!` })).toBeVisible();
  // The dashboard's own selectors share one row on a phone without overlapping or spilling.
  const main = page.getByRole('main');
  const row = {
    'entity switcher': main.getByTestId('entity-switcher'),
    'tax year': main.getByRole('combobox', { name: /Tax year/i }),
  };
  for (const element of Object.values(row)) await expectWithinViewport(page, element);
  await expectNoOverlap(row);

  const { drawer, nav } = await openNav(page);
  const switcher = drawer.getByTestId('entity-switcher');
  await expect(switcher).toContainText(client.name);
  await switcher.click();
  const dialog = page.getByRole('dialog', { name: 'Switch entity' });
  await expectWithinViewport(page, dialog);
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(5);
  for (const option of await options.all()) await expectWithinViewport(page, option);
  await expectWithinViewport(page, dialog.getByRole('button', { name: 'Show All' }));
  await expectAccessible(page);
  await shot(page, 'client-mobile-switcher-open');
  await dialog.getByRole('button', { name: 'Show All' }).click();
  await expect(options).toHaveCount(6);
  await expect(dialog.getByRole('combobox', { name: 'Filter entities' })).toBeFocused();
  await dialog.getByRole('combobox', { name: 'Filter entities' }).fill('trust');
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(dialog).toBeHidden();
  await expect(switcher).toContainText(trust.name);
  await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute(
    'href',
    new RegExp(`/documents/${trust.hashId}$`),
  );
  await expectAccessible(page);
  await shot(page, 'client-mobile-switched');
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toBeHidden();
  await expect(main.getByTestId('entity-switcher')).toContainText(trust.name);
  await expectNoSidewaysScroll(page);
});
