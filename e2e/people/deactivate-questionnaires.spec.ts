// Journey: deactivating a client locks the questionnaires of their entity and removes its
// scheduled send; the entity view shows both, without a reload.
import { expect, test, type Page } from '@playwright/test';
import { createTestQuestionnaires, createTestUser, expectAccessible, signInAs } from '../support';
import { shot } from '../shell/shell-support';

/** Opens the entity from the Entities list (in-app navigation, so cached answers must refresh). */
async function openEntity(page: Page, search: string, name: string, status: string) {
  // A dialog that just closed can still be fading over the nav: retry until the page changes.
  await expect(async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Entities' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search entities' })).toBeVisible({
      timeout: 2000,
    });
  }).toPass();
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(search);
  const row = page
    .getByRole('table', { name: 'Entities' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(status);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The entity view's header: its name and its type and status chips. */
const entityHeader = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).locator('xpath=..');

test('deactivating a user locks their questionnaires and removes scheduled sends', async ({
  page,
  request,
}) => {
  const lname = `Organizer${Date.now().toString(36)}`;
  const name = `Quinn ${lname}`;
  const user = await createTestUser(request, { fname: 'Quinn', lname });
  await createTestQuestionnaires(request, user.companyId!, {
    questionnaires: [
      { name: 'Individual Tax Organizer', taxYear: 2025, dueInDays: 30 },
      { name: 'Document Checklist', taxYear: 2025, dueInDays: 14 },
    ],
    scheduled: [{ name: 'Quarterly Estimates Check-in', taxYear: 2026, frequency: 'quarterly' }],
  });

  await signInAs(page, 'partner', '/admin');
  await openEntity(page, lname.toLowerCase(), name, 'Active');
  await expect(entityHeader(page, name).getByText('Inactive')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Questionnaires' });
  const questionnaires = section.getByRole('table', { name: 'Questionnaires' });
  const scheduled = section.getByRole('table', { name: 'Scheduled questionnaires' });
  await expect(questionnaires.getByRole('row', { name: /Individual Tax Organizer/ })).toContainText(
    'Ready to start',
  );
  await expect(questionnaires.getByRole('row', { name: /Document Checklist/ })).toContainText(
    'Ready to start',
  );
  await expect(scheduled.getByRole('row', { name: /Quarterly Estimates Check-in/ })).toContainText(
    'Quarterly',
  );
  await shot(page, 'questionnaires-entity-before-deactivation');
  await expectAccessible(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('checkbox', { name: 'Select row' })).toHaveCount(1);
  await users.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate User' });
  await dialog
    .getByRole('checkbox', { name: 'Also deactivate the entities they are primary owner of' })
    .check();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(users.getByRole('row', { name: new RegExp(name) })).toContainText('Inactive');

  await openEntity(page, lname.toLowerCase(), name, 'Inactive');
  await expect(entityHeader(page, name).getByText('Inactive', { exact: true })).toBeVisible();
  await expect(questionnaires.getByRole('row', { name: /Individual Tax Organizer/ })).toContainText(
    'Locked',
  );
  await expect(questionnaires.getByRole('row', { name: /Document Checklist/ })).toContainText(
    'Locked',
  );
  await expect(scheduled).toHaveCount(0);
  await expect(section.getByText('No questionnaires are scheduled to send.')).toBeVisible();
  await shot(page, 'questionnaires-entity-after-deactivation');
  await expectAccessible(page);
});

test('an entity without questionnaires says so', async ({ page, request }) => {
  const lname = `Empty${Date.now().toString(36)}`;
  await createTestUser(request, { fname: 'Nell', lname });
  await signInAs(page, 'partner', '/admin');
  await openEntity(page, lname.toLowerCase(), `Nell ${lname}`, 'Active');
  const section = page.getByRole('region', { name: 'Questionnaires' });
  await expect(section.getByText('No questionnaires found')).toBeVisible();
  await shot(page, 'questionnaires-entity-empty');
  await expectAccessible(page);
});

test('the demo entity shows its questionnaires and scheduled send', async ({ page }) => {
  await signInAs(page, 'partner', '/admin');
  await openEntity(page, 'olivia', 'Olivia Martinez', 'Active');
  const section = page.getByRole('region', { name: 'Questionnaires' });
  const questionnaires = section.getByRole('table', { name: 'Questionnaires' });
  await expect(questionnaires.getByRole('row', { name: /2025/ })).toContainText('Opened');
  await expect(questionnaires.getByRole('row', { name: /2024/ })).toContainText('Completed');
  await expect(
    section.getByRole('table', { name: 'Scheduled questionnaires' }).getByRole('row', {
      name: /Year-End Planning Check-in/,
    }),
  ).toContainText('Once');
  await shot(page, 'questionnaires-demo-entity');
  await expectAccessible(page);
});
