// Journeys: the Import dialog on /clients — a partner downloads the individuals template, uploads a
// client list and sees the processing time; missing options and left-out files are shown inline.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, signInAs } from '../support';
import { shot } from '../shell/shell-support';

const CSV = 'First Name,Last Name,Email\r\nAda,Lovelace,ada@journey.example\r\n';
const csv = (name: string, text = CSV) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openImport(page: Page, role: 'partner' | 'full' = 'partner') {
  await signInAs(page, role, '/clients');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a partner downloads the template and uploads a client list', async ({ page }) => {
  const dialog = await openImport(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Individuals template' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('client-list-individuals.csv');
  const template = await readFile((await saved.path())!, 'utf8');
  expect(template.split('\r\n')[0]).toBe(
    'First Name,Last Name,Email,Phone Number,Preferred Name,Spouse First Name,Spouse Last Name,' +
      'Spouse Email,Street,City,State,Zip Code,Country,External ID,Time Zone,' +
      'Assigned Advisor Email,Firm Group,Tags',
  );

  await choose(page, dialog, 'File type', 'Client list');
  await choose(page, dialog, 'List type', 'Individuals');
  await choose(page, dialog, 'Assignee', 'Priya Raman');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Our individual clients');
  await dialog.locator('input[type=file]').setInputFiles([csv('clients.csv')]);
  await expect(
    dialog.getByRole('list', { name: 'Chosen files' }).getByText('clients.csv'),
  ).toBeVisible();
  await shot(page, 'imports-client-list-ready');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByText(
      'Your file has been uploaded. Our onboarding team will process it in about 2 business days.',
    ),
  ).toBeVisible();
  await shot(page, 'imports-client-list-done');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('missing options and files are named inline; empty and duplicate files are left out', async ({
  page,
}) => {
  const dialog = await openImport(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Please choose a file type')).toBeVisible();
  await expect(dialog.getByText('Please choose at least one file')).toBeVisible();

  await choose(page, dialog, 'File type', 'Other document');
  await dialog
    .locator('input[type=file]')
    .setInputFiles([csv('letters.csv'), csv('empty.csv', '')]);
  await dialog.locator('input[type=file]').setInputFiles([csv('letters.csv')]);
  await expect(dialog.getByText('letters.csv was already added')).toBeVisible();
  const chosen = dialog.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await dialog.locator('input[type=file]').setInputFiles([csv('empty.csv', '')]);
  await expect(dialog.getByText('empty.csv is empty and was left out')).toBeVisible();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);

  // Files can be dropped on the zone as well.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Letter\r\n'], 'dropped.csv', { type: 'text/csv' }));
    return transfer;
  });
  await dialog
    .getByRole('group', { name: 'Files to import' })
    .dispatchEvent('drop', { dataTransfer: dropped });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remove dropped.csv' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Please enter a description')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shot(page, 'imports-other-document-errors');
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Description' }).fill('Engagement letters');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(/process it in about 2 business days/)).toBeVisible();
});

test('a full user is not offered the restricted rollover types', async ({ page }) => {
  const dialog = await openImport(page, 'full');
  await dialog.getByRole('combobox', { name: 'File type' }).click();
  await expect(page.getByRole('option', { name: 'Zipped rollover items' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Rollover items CSV' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Rollover items import' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
