// Journey: the bulk split processor (issue 15 item 7). An advisor uploads a scan of five pages,
// keeping it whole at the Multi-Form Upload Confirmation, opens Split, sees the pages as
// thumbnails beside the three documents recognition suggests, adds a fourth (a page chosen by
// clicking its thumbnail takes it from the third), is told of a page in two documents, saves, and
// finds the four documents in the vault after a reload.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, pdfOfPages, signInAs } from '../support';
import { shot } from '../shell/shell-support';
import { documentRow, documentsTable } from './vault-support';

test('an advisor reviews a scan’s split, changes it and saves it', async ({ page, request }) => {
  const client = await createTestUser(request, { fname: 'Sasha', lname: 'Split' });
  const entity = client.companies[0]!;
  await signInAs(page, 'partner', `/admin/${entity.hashId}/documents`);
  await expect(documentsTable(page).getByText('There are no files in this folder.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Documents' });
  await upload.getByLabel('Files for: All files').setInputFiles([
    {
      name: 'Bulk scan.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOfPages([
        'Form W-2 Wage and Tax Statement 2025',
        'Form 1099-DIV Dividends and Distributions',
        'Notes from the client',
        'Form 1098 Mortgage Interest Statement',
        'Form 1098 Mortgage Interest Statement (second lender)',
      ]),
    },
  ]);
  // Asked whether a PDF of several forms is split as it is read: kept whole, for the review.
  const confirmation = page.getByRole('dialog', { name: 'Multi-Form Upload Confirmation' });
  await expect(confirmation).toContainText('Does Bulk scan.pdf hold more than one form?');
  await expectAccessible(page);
  await shot(page, 'documents-multi-form-confirmation');
  await confirmation.getByRole('button', { name: 'Keep as uploaded' }).click();
  await expect(upload.getByRole('list', { name: 'Uploaded' })).toContainText('Bulk scan.pdf');
  await upload.getByRole('button', { name: 'Done' }).click();
  await expect(documentRow(page, 'Bulk scan.pdf')).toContainText('Processed (needs review)');
  await expect(documentsTable(page).getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Actions for Bulk scan.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Split' }).click();
  const review = page.getByRole('dialog', { name: 'Split Bulk scan.pdf' });
  const pages = review.getByRole('list', { name: 'Pages' });
  // The pages, drawn, each with its form and its document; the split recognition suggests.
  await expect(pages.getByRole('listitem')).toHaveCount(5);
  await expect(pages.locator('canvas')).toHaveCount(5);
  await expect(
    pages.getByRole('button', { name: 'Page 2 1099-DIV, in Bulk scan (1099-DIV)' }),
  ).toBeVisible();
  const card = (n: number) => review.getByRole('region', { name: `Document ${n}` });
  await expect(card(1).getByLabel('Pages')).toHaveValue('1');
  await expect(card(2).getByLabel('Pages')).toHaveValue('2-3');
  await expect(card(3).getByLabel('Pages')).toHaveValue('4-5');

  // A fourth document: page 5 typed into it is in two documents until the third lets it go.
  await review.getByRole('button', { name: 'Add document' }).click();
  await card(4).getByLabel('Name').fill('Second lender');
  await card(4).getByLabel('Form').fill('1098');
  await page.getByRole('option', { name: /^1098 Mortgage Interest Statement/ }).click();
  await card(4).getByLabel('Pages').fill('5');
  await expect(card(4)).toContainText('Page 5 is in more than one document');
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Save split' }).click();
  await expect(review.getByText('Check the documents marked below.')).toBeVisible();
  // Choosing the third document, then page 5's thumbnail, takes the page out of it again… and
  // clicking it once more (with the fourth chosen) gives it to the fourth.
  await card(3).getByLabel('Name').click();
  await pages.getByRole('button', { name: /^Page 5 / }).click();
  await expect(card(3).getByLabel('Pages')).toHaveValue('4');
  await expect(card(4)).not.toContainText('Page 5 is in more than one document');
  await card(4).getByLabel('Name').click();
  await expect(
    pages.getByRole('button', { name: 'Page 5 1098, in Second lender' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await card(3).getByLabel('Name').fill('First lender');
  await shot(page, 'documents-split-review');
  await review.getByRole('button', { name: 'Save split' }).click();
  await expect(review).toBeHidden();

  await expect(documentRow(page, 'Second lender.pdf')).toContainText('1098');
  await page.reload();
  for (const name of [
    'Bulk scan (W-2).pdf',
    'Bulk scan (1099-DIV).pdf',
    'First lender.pdf',
    'Second lender.pdf',
  ])
    await expect(documentRow(page, name)).toBeVisible();
  await expect(documentRow(page, 'Bulk scan (1098).pdf')).toHaveCount(0);
  await expect(documentRow(page, 'Bulk scan.pdf')).toContainText('Split by form');
  // Opened again, the review shows the split as saved.
  await page.getByRole('button', { name: 'Actions for Bulk scan.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Split' }).click();
  await expect(card(4).getByLabel('Name')).toHaveValue('Second lender');
  await expect(card(3).getByLabel('Pages')).toHaveValue('4');
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();
});
