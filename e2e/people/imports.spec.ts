// Journeys: the Import dialog on /clients — a partner downloads the individuals template, imports a
// 30-row client list and watches it go, downloads the rows left out and finds the new clients;
// a list with preferred names, cities and tags sends sign-in links and its notice leads to the outcome;
// clients imported with their external ids get their prior-year items from a rollover items CSV,
// and their organizers from a zip (a stray one placed by hand);
// missing options and left-out files are shown inline, and another document gets the processing
// time.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { priorYearDocumentsFolder } from '@portico/common/imports/placed-files';
import { documentRow } from '../documents/vault-support';
import { expectAccessible, signInAs, waitForOutbox } from '../support';
import { shot } from '../shell/shell-support';

const CSV = 'First Name,Last Name,Email\r\nAda,Lovelace,ada@journey.example\r\n';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** 30 rows of individuals named `Client{n} {lname}`: two of them break a rule. */
function clientListOf(lname: string) {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const email = i === 7 ? 'not-an-email' : `client${i}.${lname.toLowerCase()}@journey.example`;
    const group = i === 19 ? 'East Office' : 'North Office';
    return `Client${i},${lname},${email},${group}`;
  });
  return ['First Name,Last Name,Email,Firm Group', ...rows].join('\r\n') + '\r\n';
}
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

/** Opens the entity named `name` from the Entities list. */
async function openEntity(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(name.toLowerCase());
  await page.getByRole('table', { name: 'Entities' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/[^/]+$/);
}

/** Imports one client of the north office ('First,Last') whose entity has `externalId`. */
async function importClientKnownAs(page: Page, name: string, externalId: string) {
  const dialog = await openImport(page);
  await choose(page, dialog, 'File type', 'Client list');
  await choose(page, dialog, 'List type', 'Individuals');
  await choose(page, dialog, 'Assignee', 'Priya Raman');
  const email = `${name.replace(',', '.').toLowerCase()}@journey.example`;
  const clients = `First Name,Last Name,Email,External ID,Firm Group\r\n${name},${email},${externalId},North Office\r\n`;
  await dialog.locator('input[type=file]').setInputFiles([csv('clients.csv', clients)]);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Import complete' }).getByRole('listitem'),
  ).toHaveText(['1 client added'], { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('a partner downloads the template and imports a client list', async ({ page }) => {
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
  const lname = `Importwell${unique()}`;
  await dialog.locator('input[type=file]').setInputFiles([csv('clients.csv', clientListOf(lname))]);
  await expect(
    dialog.getByRole('list', { name: 'Chosen files' }).getByText('clients.csv'),
  ).toBeVisible();
  await shot(page, 'imports-client-list-ready');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();

  // The import runs at once; its outcome stays on screen.
  const outcome = dialog.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(outcome).toContainText('Import complete, with rows left out', { timeout: 30_000 });
  await expect(outcome.getByRole('listitem')).toHaveText([
    '28 clients added',
    '2 rows not imported',
  ]);
  await shot(page, 'imports-client-list-done');
  await expectAccessible(page);

  // The rows left out, in the file's own columns with the line and why, to fix and import again.
  const report = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download rows not imported' }).click();
  const reportFile = await report;
  expect(reportFile.suggestedFilename()).toBe('clients - rows not imported.csv');
  const text = await readFile((await reportFile.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'a byte-order mark, so Excel reads accents').toBe(true);
  expect(text.slice(1).trim().split('\r\n')).toEqual([
    'First Name,Last Name,Email,Firm Group,Line,Reason not imported',
    `Client7,${lname},not-an-email,North Office,9,Enter a valid email address`,
    `Client19,${lname},client19.${lname.toLowerCase()}@journey.example,East Office,21,Your firm has no group named East Office`,
  ]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The new clients are in the Users list.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  await expect(page.getByText('28 users', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('link', { name: `Client29 ${lname}` }),
  ).toBeVisible();
});

test("a list's other columns fill the clients in, sign-in links go out, and the bell leads to the outcome", async ({
  page,
  request,
}) => {
  const dialog = await openImport(page);
  await choose(page, dialog, 'File type', 'Client list');
  await choose(page, dialog, 'List type', 'Individuals');
  await choose(page, dialog, 'Assignee', 'Priya Raman');
  const links = dialog.getByRole('checkbox', { name: /^Send sign-in links/ });
  await expect(links).not.toBeChecked();
  await links.check();
  const lname = `Linkwell${unique()}`;
  const email = (n: number) => `pal${n}.${lname.toLowerCase()}@journey.example`;
  const list = [
    'First Name,Last Name,Email,Preferred Name,City,Tags,Firm Group',
    `Alberta,${lname},${email(0)},Bertie,Portland,Referral; Journey club,North Office`,
    `Bruno,${lname},${email(1)},,Salem,,North Office`,
    `Cora,${lname},${email(2)},,Eugene,Referral,North Office`,
  ].join('\r\n');
  await dialog.locator('input[type=file]').setInputFiles([csv('friends.csv', `${list}\r\n`)]);
  await shot(page, 'imports-send-sign-in-links');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(outcome.getByRole('listitem')).toHaveText(['3 clients added'], { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Each new client was mailed a link to sign in.
  for (const n of [0, 1, 2]) {
    const mail = await waitForOutbox(request, email(n), 'mail');
    expect(mail.subject).toContain('sign in to your client portal');
  }

  // The preferred name and the tags came with them.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lname.toLowerCase());
  await expect(page.getByText('3 users', { exact: true })).toBeVisible();
  await page.getByLabel('Preferred name').check();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link', { name: `Bertie ${lname}` })).toBeVisible();
  const bertie = table.getByRole('row').filter({ hasText: `Bertie ${lname}` });
  await expect(bertie).toContainText('Referral');
  await expect(bertie).toContainText('Journey club');

  // The bell tells the importer, and its notice leads to the outcome.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByTestId('notification')
    .filter({ hasText: 'Your client list has been imported: 3 clients added' })
    .first()
    .getByRole('button', { name: /^Your client list has been imported/ })
    .click();
  await expect(page).toHaveURL(/\/imports\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Client list import', level: 1 })).toBeVisible();
  await expect(page.getByText('friends.csv', { exact: true })).toBeVisible();
  const done = page.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(done.getByRole('listitem')).toHaveText(['3 clients added']);
  await shot(page, 'imports-outcome-page');
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/clients$/);
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

test('a partner imports clients with their external ids, then their prior-year items', async ({
  page,
}) => {
  const lname = `Rollwell${unique()}`;
  const externalId = `RX-${unique()}`;
  await importClientKnownAs(page, `Rhea,${lname}`, externalId);

  // Their items of the year before last, from the tax software's CSV, by the external id.
  const year = String(new Date().getFullYear() - 2);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await choose(page, dialog, 'File type', 'Rollover items CSV');
  await choose(page, dialog, 'Year', year);
  await expect(dialog).toContainText('Columns, in order: client name, external entity id');
  const items = [
    'Client,External Entity ID,Entity Type,Form,Detail,Due Date,Rollover',
    `Rhea ${lname},${externalId},Individual,W-2,W-2 from Acme,04/15/${year},Y`,
    `Rhea ${lname},${externalId},Individual,1099-INT,,,N`,
    `Someone else,NOT-${externalId},Individual,W-2,,,Y`,
  ].join('\r\n');
  await dialog.locator('input[type=file]').setInputFiles([csv('rollover.csv', `${items}\r\n`)]);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(outcome).toContainText('Import complete, with rows left out', { timeout: 30_000 });
  await expect(outcome.getByRole('listitem')).toHaveText([
    '2 prior-year items added',
    '1 row not imported',
  ]);
  await shot(page, 'imports-rollover-items-done');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The items are the entity's, the one marked N kept back from rolling over.
  await openEntity(page, `Rhea ${lname}`);
  const prior = page.getByRole('region', { name: 'Prior-year items' });
  await expect(prior.getByRole('group', { name: 'W-2 from Acme' })).toBeVisible();
  await expect(
    prior
      .getByRole('group', { name: 'W-2 from Acme' })
      .getByRole('button', { name: '1 line item' }),
  ).toBeVisible();
  await expect(
    prior.getByRole('group', { name: '1099-INT' }).getByRole('switch', { name: 'Roll over' }),
  ).not.toBeChecked();
});

/** A one-page PDF that says `text`. */
async function pdfSaying(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14 });
  return Buffer.from(await doc.save());
}

test('zipped organizers go to the entities their names carry, and the stray one is placed by hand', async ({
  page,
}) => {
  const lname = `Zipwell${unique()}`;
  const externalId = `OZ-${unique()}`;
  await importClientKnownAs(page, `Zara,${lname}`, externalId);

  // The tax software's organizers, zipped: one names the client's id, one names nobody.
  const zip = new JSZip();
  zip.file(`Organizers/${externalId} Zara ${lname} Organizer.pdf`, await pdfSaying('Organizer'));
  zip.file('Stray organizer.pdf', await pdfSaying('Whose organizer?'));
  const bytes = await zip.generateAsync({ type: 'nodebuffer' });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await choose(page, dialog, 'File type', 'Zipped rollover items');
  await choose(page, dialog, 'Tax software', 'UltraTax');
  await dialog
    .locator('input[type=file]')
    .setInputFiles([{ name: 'organizers.zip', mimeType: 'application/zip', buffer: bytes }]);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(outcome).toContainText('Import complete, with files to place by hand', {
    timeout: 30_000,
  });
  await expect(outcome.getByRole('listitem')).toHaveText([
    '1 file added',
    '1 file to place by hand',
  ]);
  const waiting = dialog.getByRole('list', { name: 'Files to place by hand' });
  const stray = waiting.getByRole('listitem', { name: 'Stray organizer.pdf' });
  await expect(stray).toContainText('No entity has the client id or external id');
  await stray.getByRole('combobox', { name: 'Entity' }).fill(`Zara ${lname}`);
  await page.getByRole('option', { name: new RegExp(`^Zara ${lname}`) }).click();
  await shot(page, 'imports-place-by-hand');
  await expectAccessible(page);
  await stray.getByRole('button', { name: 'Place' }).click();
  await expect(waiting).toHaveCount(0);
  await expect(outcome.getByRole('listitem')).toHaveText(['2 files added']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Both are in the client's prior-year documents, a folder only staff see.
  await openEntity(page, `Zara ${lname}`);
  const year = defaultTaxYear(new Date());
  await page.goto(
    `${new URL(page.url()).pathname}/documents?path=${encodeURIComponent(priorYearDocumentsFolder(year))}`,
  );
  await expect(documentRow(page, `${externalId} Zara ${lname} Organizer.pdf`)).toBeVisible();
  await expect(documentRow(page, 'Stray organizer.pdf')).toBeVisible();
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
