// Journey: the Deliver table (issue 44, spec 3 §2). A partner of a firm that delivers opens
// Deliver with nothing sent yet (the empty state offers Send Tax Return, which asks for the
// entity), then with 17 returns: pages of 10 as "X-Y of total" with first/previous/next/last,
// sorts on the server (back to the first page), remembers a page size of 20 across a reload,
// filters by year, status and voucher payments, searches by entity, resets filters from the empty
// result, reads the signatures tooltip, is told a processing return is still processing, and
// sees the same table at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_NOTICE } from '@portico/common/tax-returns/delivery-texts';
import {
  createTestFirm,
  createTestTaxReturns,
  createTestUser,
  expectAccessible,
  signedInPage,
} from '../support';
import { shot } from '../shell/shell-support';

const pageLabel = (page: Page) => page.getByText(/^\d+-\d+ of \d+$/);
const bodyRows = (page: Page) =>
  page.getByRole('table', { name: 'Tax returns' }).locator('tbody tr');
const firstReturn = (page: Page) => bodyRows(page).first().getByRole('cell').nth(3);

test('a partner pages, sorts, filters and searches the Deliver table', async ({
  browser,
  request,
}) => {
  const firm = await createTestFirm(request, { new_tax_return_delivery_enabled: true });
  const partner = await createTestUser(request, {
    firmId: firm.id,
    access: 'partner',
    fname: 'Dana',
    lname: 'Deliver',
  });
  const ava = await createTestUser(request, { firmId: firm.id, fname: 'Ava', lname: 'Zimmer' });
  const ben = await createTestUser(request, { firmId: firm.id, fname: 'Ben', lname: 'Adams' });
  const page = await signedInPage(browser, partner);

  // Nothing sent yet: the empty state offers to send one, for an entity chosen in the dialog.
  await page.getByRole('link', { name: 'Deliver' }).click();
  await expect(page.getByRole('heading', { name: 'Deliver', level: 1 })).toBeVisible();
  await expect(page.getByText('No tax returns were found')).toBeVisible();
  const table = page.getByRole('table', { name: 'Tax returns' });
  await table.getByRole('button', { name: 'Send Tax Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Tax Return' });
  await expect(dialog.getByRole('combobox', { name: 'Entity' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // 14 returns for Ava's entity (2025, the newest updated first by number), 3 for Ben's.
  await createTestTaxReturns(
    request,
    ava.companyId!,
    Array.from({ length: 14 }, (_, i) => ({
      name: `Ava return ${String(i + 1).padStart(2, '0')}`,
      status: 'sent',
      updatedMinutesAgo: i + 1,
      signatures: { done: i % 3, total: 2 },
    })),
    firm.id,
  );
  await createTestTaxReturns(
    request,
    ben.companyId!,
    [
      {
        name: 'Ben 2024 return',
        taxYear: 2024,
        status: 'finished',
        updatedMinutesAgo: 100,
        vouchers: { done: 2, total: 2 },
      },
      {
        name: 'Ben 2025 return',
        status: 'sent',
        updatedMinutesAgo: 101,
        vouchers: { done: 1, total: 3 },
      },
      { name: 'Ben amended', status: 'processing', updatedMinutesAgo: 102 },
    ],
    firm.id,
  );
  await page.reload();

  // Pages of 10, newest update first, with first/previous/next/last.
  await expect(pageLabel(page)).toHaveText('1-10 of 17');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(firstReturn(page)).toHaveText('Ava return 01');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(pageLabel(page)).toHaveText('11-17 of 17');
  await expect(bodyRows(page)).toHaveCount(7);
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(pageLabel(page)).toHaveText('1-10 of 17');
  await page.getByRole('button', { name: 'Go to last page' }).click();
  await expect(pageLabel(page)).toHaveText('11-17 of 17');

  // Sorting by entity starts at A, back on the first page; again reverses it.
  await table.getByRole('button', { name: 'Entity' }).click();
  await expect(pageLabel(page)).toHaveText('1-10 of 17');
  await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText('Ava Zimmer');
  await table.getByRole('button', { name: 'Entity' }).click();
  await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText('Ben Adams');
  // Signatures: the ones still missing signatures first.
  await table.getByRole('button', { name: 'Signatures' }).click();
  await expect(bodyRows(page).first().getByRole('cell').nth(5)).toHaveText('1/2');

  // A page size of 20 shows them all and is remembered across a reload.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '20' }).click();
  await expect(pageLabel(page)).toHaveText('1-17 of 17');
  await page.goto('/tax-returns');
  await expect(pageLabel(page)).toHaveText('1-17 of 17');
  await expect(bodyRows(page)).toHaveCount(17);

  // The signatures tooltip says what is missing.
  const ava01 = table.getByRole('row', { name: /Ava return 01/ });
  await ava01.getByRole('cell').nth(5).getByText('0/2').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    '2 signature(s) still needed on these forms:',
  );
  await expect(page.getByRole('tooltip')).toContainText('Form 8879');
  await expectAccessible(page);
  await shot(page, 'tax-returns-deliver-table');

  // Filters: a year, a status, voucher payments; the address keeps them.
  await selectFilter(page, 'Tax year', '2024');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(firstReturn(page)).toHaveText('Ben 2024 return');
  await page.reload();
  await expect(firstReturn(page)).toHaveText('Ben 2024 return');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(pageLabel(page)).toHaveText('1-17 of 17');
  await selectFilter(page, 'Voucher payments made', 'No');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(firstReturn(page)).toHaveText('Ben 2025 return');
  await selectFilter(page, 'Status', 'Finished');
  await expect(page.getByText('No tax returns were found')).toBeVisible();
  await table.getByRole('button', { name: 'Reset filters' }).click();
  await expect(pageLabel(page)).toHaveText('1-17 of 17');

  // The search finds an entity's returns.
  await page.getByRole('searchbox', { name: 'Search tax returns' }).fill('adams');
  await expect(pageLabel(page)).toHaveText('1-3 of 3');
  await expect(table.getByRole('row', { name: /Ava return/ })).toHaveCount(0);

  // A return still processing says so instead of opening.
  await table.getByRole('button', { name: 'Open Ben amended', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: PROCESSING_NOTICE })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // On a phone the table scrolls sideways inside its card; the page does not.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(firstReturn(page)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'tax-returns-deliver-table-375');
});

async function selectFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
