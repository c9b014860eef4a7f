// Journey (issue 16 §9): a client uploads a file; the partner's Activities page (the firm turned on
// all activities) lists it with its coloured type, the entity and who did it; the search, the type
// and the entity filters narrow the log; the entity's name leads to its view. A group-limited
// advisor chooses an entity of their group first.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, expectAccessible, pdf, signInAs, signedInPage } from '../support';
import { shot } from '../shell/shell-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const activities = (page: Page) => page.getByRole('table', { name: 'Activities' });

test('the firm’s activity log lists what happened, filtered by search, type and entity', async ({
  browser,
  page,
  request,
}) => {
  const lname = `Activity${unique()}`;
  const client = await createTestUser(request, { fname: 'Ada', lname });
  const entity = client.companies[0]!;
  const file = `Brokerage ${lname}`;

  const clientPage = await signedInPage(browser, client);
  await clientPage.goto(`/documents/${entity.hashId}`);
  await clientPage.getByRole('button', { name: 'Upload' }).click();
  const upload = clientPage.getByRole('dialog', { name: 'Upload Documents' });
  await upload.getByLabel('Files for: All files').setInputFiles([await pdf(file)]);
  await expect(upload.getByRole('list', { name: 'Uploaded' })).toContainText(`${file}.pdf`);
  await clientPage.context().close();

  await signInAs(page, 'partner', '/overview');
  await page.getByRole('link', { name: 'Activities' }).click();
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await expect(activities(page).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search activities' }).fill(lname);
  const row = activities(page)
    .getByRole('row')
    .filter({ hasText: `${file}.pdf` });
  // The header and the one line that holds the name (the client's sign-in does not).
  await expect(activities(page).getByRole('row')).toHaveCount(2);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Documents uploaded');
  await expect(row).toContainText('Document');
  await expect(row).toContainText(`Ada ${lname}`);
  await expect(row.getByRole('link', { name: entity.name })).toBeVisible();
  await shot(page, 'activities-partner');
  await expectAccessible(page);

  // Another type: nothing; back to all types and one entity: its lines only.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Questionnaire' }).click();
  await expect(activities(page).getByText('No activity matches these filters')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'All types' }).click();
  await page.getByRole('searchbox', { name: 'Search activities' }).fill('');
  await page.getByRole('combobox', { name: 'Entity' }).fill(lname);
  await page.getByRole('option', { name: new RegExp(lname) }).click();
  await expect(activities(page).getByRole('row')).toHaveCount(2);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: entity.name }).click();
  await expect(page.getByRole('heading', { name: entity.name })).toBeVisible();
});

test('a group-limited advisor reads the log one entity of their group at a time', async ({
  page,
}) => {
  await signInAs(page, 'groupNorth', '/activities');
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose an entity to see its activity.')).toBeVisible();
  await expect(activities(page)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Entity' }).fill('Olivia');
  await page.getByRole('option', { name: /Olivia Martinez/ }).click();
  await expect(activities(page)).toBeVisible();
  await expect(page.getByText('Choose an entity to see its activity.')).toHaveCount(0);
  await expectAccessible(page);
});
