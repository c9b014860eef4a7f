// Journey (issue 16): an advisor exports a conversation as a CSV for a timeframe; the file holds
// its messages, oldest first, and a formula a client typed arrives as text. Then as a PDF: made in
// the background, announced by a notification that leads to the page that saves it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, signedInPage } from '../support';
import { shot } from '../shell/shell-support';
import { advisorAndClient, openStaffMessages } from './messaging-support';

test('an advisor exports a conversation as a CSV, then as a PDF announced by a notification', async ({
  browser,
  request,
}) => {
  const { advisor } = await advisorAndClient(request, [
    { text: 'Long ago', by: 'advisor', minutesAgo: 60 * 24 * 20 },
    { text: '=SUM(A1:A3) is my total', by: 'client', minutesAgo: 60 },
    { text: 'Thanks, got it.', by: 'advisor', minutesAgo: 30 },
  ]);
  const page = await signedInPage(browser, advisor);
  const log = await openStaffMessages(page);
  await expect(log.getByText('Thanks, got it.')).toBeVisible();
  await page.getByRole('button', { name: 'Export Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Conversation' });
  await dialog.getByRole('combobox', { name: 'Timeframe' }).click();
  await page.getByRole('option', { name: 'Last week' }).click();
  await expectAccessible(page);
  await shot(page, 'messages-export');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Conversation with Mira Lund \(.+ to .+\)\.csv$/);
  await expect(page.getByText('Conversation exported successfully')).toBeVisible();
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Date,From,Firm user,Tag,Reply to,Message');
  expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(','))).toEqual([
    'Mira Lund,No',
    'Theo Grant,Yes',
  ]);
  expect(lines[1]).toContain(",'=SUM(A1:A3) is my total");

  // The PDF: the toast says a notification will follow, and it does.
  await page.getByRole('button', { name: 'Export Conversation' }).click();
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'Document (PDF)' }).click();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(
    page.getByText(
      'Conversation exported successfully. You will receive a notification when the PDF is ready.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^Your PDF of the conversation with Mira Lund is ready/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Conversation export' })).toBeVisible();
  await expect(page.getByText('Conversation with Mira Lund (all time).pdf')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'messages-export-pdf');
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const pdf = await saving;
  expect(pdf.suggestedFilename()).toBe('Conversation with Mira Lund (all time).pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
