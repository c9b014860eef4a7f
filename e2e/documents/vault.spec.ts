// Journeys through an entity's document vault (spec 3 "Documents browser and uploads", §5, §6): an
// advisor makes folders, uploads into one, previews (zoom, rotation), renames, describes, tags, downloads (a file, the
// folder as a zip), deletes and restores a file, and copies it to another entity;
// the preview shows the client's vault without the STAFF ONLY folder; a client uploads (a HEIC
// photo previewed as a JPEG), renames,
// moves their own files and renames a folder, and where the firm turned file edits off the menu says 'Disabled by
// firm'.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { INVALID_FILES } from '../../common/src/documents/uploads';
import { READONLY_ACCOUNT } from '../../common/src/questionnaires/questionnaire-access';
import {
  createTestFirm,
  createTestQuestionnaires,
  createTestUser,
  DEMO_PASSWORD,
  expectAccessible,
  pdf,
  pdfOfPages,
  signInAs,
  signInWith,
} from '../support';
import { shot } from '../shell/shell-support';
import { documentRow, documentsTable } from './vault-support';

const tree = (page: Page) => page.getByRole('navigation', { name: 'Folders' });
/** A photo as an iPhone saves it (made with libheif's heif-enc). */
const HEIC = new URL('../../functions/test/fixtures/receipt.heic', import.meta.url);
const PNG = new URL('../../functions/test/fixtures/badge.png', import.meta.url);

async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Folder name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(documentRow(page, name)).toBeVisible();
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an advisor organizes an entity’s documents: folders, upload, open, rename, describe, delete and restore', async ({
  page,
  request,
}) => {
  const holdings = `Vera Holdings ${Date.now().toString(36)}`;
  const client = await createTestUser(request, {
    fname: 'Vera',
    lname: 'Vault',
    entities: [{ name: holdings, entityType: 'Partnership' }],
  });
  const entity = client.companies[0]!;
  const other = client.companies.find((c) => c.name === holdings)!;
  const organizer = `Vault organizer ${holdings.slice(-5)}`;
  await createTestQuestionnaires(request, entity.id, {
    questionnaires: [
      { name: organizer, taxYear: 2025, content: 'individual' },
      { name: 'Closed organizer', taxYear: 2024, locked: true, content: 'individual' },
    ],
  });
  await createTestQuestionnaires(request, other.id, {
    questionnaires: [{ name: 'Locked organizer', taxYear: 2025, locked: true, content: 'none' }],
  });
  await signInAs(page, 'partner', `/admin/${entity.hashId}/documents`);
  await expect(documentsTable(page).getByText('There are no files in this folder.')).toBeVisible();

  await newFolder(page, '2025');
  await newFolder(page, 'Workpapers STAFF ONLY');
  // A name taken in the folder is said under the field.
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Folder name').fill('2025');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(
    page.getByRole('dialog').getByText('2025 already exists in this folder'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await documentRow(page, '2025').getByRole('button', { name: '2025', exact: true }).click();
  await expect(page).toHaveURL(/path=%2F2025/);
  await expect(tree(page).getByRole('button', { name: '2025', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog
    .getByLabel('Files for: 2025')
    .setInputFiles([
      await pdf('W-2 Acme'),
      await pdf('Engagement notes'),
      { name: 'Badge.png', mimeType: 'image/png', buffer: readFileSync(PNG) },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF') },
    ]);
  // The firm has the bulk upload processor: PDFs wait for the Multi-Form Upload Confirmation.
  const confirmation = page.getByRole('dialog', { name: 'Multi-Form Upload Confirmation' });
  await expect(confirmation.getByRole('list', { name: 'PDFs to upload' })).toContainText(
    'Engagement notes.pdf',
  );
  await confirmation.getByRole('button', { name: 'Split by form' }).click();
  await expect(dialog.getByRole('list', { name: 'Uploaded' })).toContainText('W-2 Acme.pdf');
  await expect(dialog.getByText(INVALID_FILES)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(documentRow(page, 'W-2 Acme.pdf')).toContainText('New');
  await expect(documentRow(page, 'notes.pdf')).toHaveCount(0);
  // Read in the background: the W-2 is named as such; a PDF of no known form needs staff's look,
  // and staff may have it read again.
  await expect(documentRow(page, 'W-2 Acme.pdf').getByText('W-2', { exact: true })).toBeVisible();
  await expect(documentRow(page, 'Engagement notes.pdf')).toContainText('Processed (needs review)');
  await rowAction(page, 'Engagement notes.pdf', 'Retry recognition');
  await expect(page.getByText('Reading the document again')).toBeVisible();
  await expect(documentRow(page, 'Engagement notes.pdf')).toContainText('Processed (needs review)');
  await expect(documentRow(page, 'Badge.png')).not.toContainText('Processing');

  // The name opens the preview: the PDF's page, drawn with its text, zoomed and turned; the
  // address names the file, so a reload keeps it open, and Close (or Back) leaves it.
  await documentRow(page, 'W-2 Acme.pdf')
    .getByRole('button', { name: 'W-2 Acme.pdf', exact: true })
    .click();
  const preview = page.getByRole('dialog', { name: 'W-2 Acme.pdf' });
  await expect(preview.getByRole('region', { name: 'Page 1 of 1' })).toContainText('W-2 Acme');
  await expect(page).toHaveURL(/[?&]file=[^&]+&previewName=W-2\+Acme\.pdf/);
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect(preview.getByRole('status', { name: 'Zoom' })).toHaveText('120%');
  await preview.getByRole('button', { name: 'Rotate' }).click();
  await expectAccessible(page);
  await shot(page, 'documents-preview-pdf');
  await page.reload();
  await expect(preview.getByRole('region', { name: 'Page 1 of 1' })).toContainText('W-2 Acme');
  await expect(preview.getByRole('status', { name: 'Zoom' })).toHaveText('100%');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expect(page).not.toHaveURL(/file=/);
  await expect(documentRow(page, 'W-2 Acme.pdf')).toBeVisible();

  // Rename edits the base name; the extension stays.
  await rowAction(page, 'W-2 Acme.pdf', 'Rename');
  const rename = page.getByRole('dialog', { name: 'Rename file' });
  await expect(rename.getByText('.pdf')).toBeVisible();
  await rename.getByLabel('Name').fill('Acme W-2 2025');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toBeVisible();

  await rowAction(page, 'Acme W-2 2025.pdf', 'Edit description');
  await page.getByRole('dialog').getByLabel('Description').fill('From the employer');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toContainText('From the employer');

  // At a laptop's 1280 px the staff table keeps its Created column, as the client's does (the
  // description and tags go under the name), and nothing scrolls sideways.
  expect(page.viewportSize()?.width).toBe(1280);
  await expect(documentsTable(page).getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await expect(
    documentsTable(page).getByRole('button', { name: 'Actions for Acme W-2 2025.pdf' }),
  ).toBeInViewport();
  expect(
    await documentsTable(page).evaluate((table) => table.scrollWidth - table.clientWidth),
  ).toBeLessThanOrEqual(0);

  // Tags: a new firm tag is added and chosen; a name the firm has is refused in the spec's words.
  const tag = `Wages ${entity.hashId.slice(-4)}`;
  await rowAction(page, 'Acme W-2 2025.pdf', 'Edit tags');
  const tags = page.getByRole('dialog', { name: 'Edit tags' });
  await expect(tags.getByRole('button', { name: 'Add' })).toBeDisabled();
  await tags.getByLabel('New tag').fill(tag);
  await tags.getByRole('button', { name: 'Add' }).click();
  await expect(tags.getByRole('button', { name: tag })).toBeVisible();
  await expect(tags.getByLabel('New tag')).toHaveValue('');
  await tags.getByLabel('New tag').fill(tag.toUpperCase());
  await expect(tags.getByText('Tag already exist')).toBeVisible();
  await expect(tags.getByRole('button', { name: 'Add' })).toBeDisabled();
  await expectAccessible(page);
  await shot(page, 'documents-tags-dialog');
  // The firm's list: a tag added there and deleted again, after being asked.
  await tags.getByRole('button', { name: 'Manage tags' }).click();
  const firmTags = page.getByRole('dialog', { name: 'Document Tags' });
  const stale = `Stale ${entity.hashId.slice(-4)}`;
  await firmTags.getByLabel('New tag').fill(stale);
  await firmTags.getByRole('button', { name: 'Add' }).click();
  await expect(firmTags.getByText(stale, { exact: true })).toBeVisible();
  await expect(firmTags.getByText(tag, { exact: true })).toBeVisible();
  await firmTags.getByRole('button', { name: `Delete ${stale}` }).click();
  const askDelete = page.getByRole('dialog', { name: 'Delete tag' });
  await expect(askDelete).toContainText('will be removed from all files that have it');
  await askDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(firmTags.getByText(stale, { exact: true })).toHaveCount(0);
  await firmTags.getByRole('button', { name: 'Close' }).click();
  await expect(firmTags).toBeHidden();
  await tags.getByRole('button', { name: 'Save' }).click();
  await expect(tags).toBeHidden();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toContainText(tag);
  // The table fits the page: nothing pushes it sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectAccessible(page);
  await shot(page, 'documents-staff');

  // Attach to questionnaire offers the unlocked one only; once attached, the file is in it and
  // the action is gone.
  await rowAction(page, 'Acme W-2 2025.pdf', 'Attach to questionnaire');
  const attach = page.getByRole('dialog', { name: 'Attach to questionnaire' });
  await expect(attach.getByRole('radio')).toHaveCount(1);
  await expect(attach.getByRole('button', { name: 'Attach' })).toBeDisabled();
  await attach.getByRole('radio', { name: `${organizer} (2025)` }).check();
  await expectAccessible(page);
  await shot(page, 'documents-attach');
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach).toBeHidden();
  await page.getByRole('button', { name: 'Actions for Acme W-2 2025.pdf' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit tags' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Attach to questionnaire' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Download saves the file; the open folder downloads as a zip of what it holds.
  const saved = page.waitForEvent('download');
  await rowAction(page, 'Acme W-2 2025.pdf', 'Download');
  expect((await saved).suggestedFilename()).toBe('Acme W-2 2025.pdf');
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download folder' }).click();
  const zip = await zipped;
  expect(zip.suggestedFilename()).toBe('2025.zip');
  const bytes = readFileSync((await zip.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain('Acme W-2 2025.pdf');
  expect(bytes.toString('latin1')).toContain('Badge.png');
  // Staff may have the folder's images made PDFs.
  const converted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Choose how images are saved' }).click();
  await page.getByRole('menuitem', { name: 'Download with images as PDF' }).click();
  const asPdf = readFileSync((await (await converted).path())!).toString('latin1');
  expect(asPdf).toContain('Badge.pdf');
  expect(asPdf).not.toContain('Badge.png');
  expect(asPdf).toContain('Acme W-2 2025.pdf');

  // Deleted, then back with Include deleted files.
  await rowAction(page, 'Acme W-2 2025.pdf', 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toHaveCount(0);
  await page.getByLabel('Include deleted files').check();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toContainText('Deleted');
  await page.getByLabel('Select Acme W-2 2025.pdf').check();
  await page
    .getByRole('region', { name: 'Selected items' })
    .getByRole('button', { name: 'Restore Documents' })
    .click();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).not.toContainText('Deleted');
  await expect(page.getByRole('region', { name: 'Selected items' })).toHaveCount(0);
  await page.getByLabel('Include deleted files').uncheck();

  // What stays: after a reload the folder, its file and its description are there.
  await page.reload();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toContainText('From the employer');
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toContainText(tag);

  // Staff copy a file to another entity: it is there, at its top, and still here.
  await rowAction(page, 'Acme W-2 2025.pdf', 'Move or copy');
  const moveDialog = page.getByRole('dialog', { name: 'Move or copy Acme W-2 2025.pdf' });
  await moveDialog.getByLabel('Entity').fill(holdings);
  await page.getByRole('option', { name: new RegExp(holdings) }).click();
  await expect(moveDialog.getByRole('radio', { name: 'All files' })).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'documents-copy-to-entity');
  await moveDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(moveDialog).toBeHidden();
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toBeVisible();
  await page.goto(`/admin/${other.hashId}/documents`);
  await expect(documentRow(page, 'Acme W-2 2025.pdf')).toBeVisible();
  // This entity's only questionnaire is locked: nothing to attach to, said in the spec's words.
  await rowAction(page, 'Acme W-2 2025.pdf', 'Attach to questionnaire');
  const nowhere = page.getByRole('dialog', { name: 'Attach to questionnaire' });
  await expect(nowhere).toContainText(
    'All questionnaires are locked, no available questionnaire to attach.',
  );
  await expect(nowhere.getByRole('button', { name: 'Attach' })).toBeDisabled();
  await nowhere.getByRole('button', { name: 'Cancel' }).click();

  // The preview shows the client's vault: no STAFF ONLY folder, nothing to change.
  await page.goto(`/preview/user/${client.id}/documents/${entity.hashId}`);
  await expect(documentRow(page, '2025')).toBeVisible();
  await expect(documentRow(page, 'Workpapers STAFF ONLY')).toHaveCount(0);
  await expect(tree(page)).not.toContainText('STAFF ONLY');
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
});

test('a client keeps their own documents in folders', async ({ page, request }) => {
  const client = await createTestUser(request, { fname: 'Cleo', lname: 'Files' });
  await signInWith(page, client.email, DEMO_PASSWORD);
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await newFolder(page, 'Receipts');
  // Grid view, kept across a reload (a cookie), then back to the list.
  await page.getByRole('button', { name: 'Grid view' }).click();
  const grid = page.getByRole('list', { name: 'Documents' });
  await expect(grid.getByRole('listitem').filter({ hasText: 'Receipts' })).toContainText('0 items');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(grid.getByText('Receipts')).toBeVisible();
  await shot(page, 'documents-grid');
  await page.getByRole('button', { name: 'List view' }).click();
  await documentRow(page, 'Receipts')
    .getByRole('button', { name: 'Receipts', exact: true })
    .click();
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog
    .getByLabel('Files for: Receipts')
    .setInputFiles([
      await pdf('Pharmacy'),
      { name: 'Lunch.HEIC', mimeType: 'image/heic', buffer: readFileSync(HEIC) },
    ]);
  await expect(dialog.getByRole('list', { name: 'Uploaded' })).toContainText('Pharmacy.pdf');
  await expect(dialog.getByRole('list', { name: 'Uploaded' })).toContainText('Lunch.HEIC');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // A phone's photo previews as the JPEG made of it, zoomed out and back; Back closes it.
  await documentRow(page, 'Lunch.HEIC')
    .getByRole('button', { name: 'Lunch.HEIC', exact: true })
    .click();
  const photo = page.getByRole('dialog', { name: 'Lunch.HEIC' });
  await expect(photo.getByRole('img', { name: 'Lunch.HEIC' })).toBeVisible();
  expect(
    await photo
      .getByRole('img', { name: 'Lunch.HEIC' })
      .evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]),
  ).toEqual([true, 320]);
  await photo.getByRole('button', { name: 'Zoom out' }).click();
  await expect(photo.getByRole('status', { name: 'Zoom' })).toHaveText('90%');
  await expect(photo.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'documents-preview-photo');
  await page.goBack();
  await expect(photo).toBeHidden();
  await rowAction(page, 'Lunch.HEIC', 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(documentRow(page, 'Lunch.HEIC')).toHaveCount(0);

  // A scan of three forms: it is read in the background and split into a file per form, each
  // named for its form, beside the scan (which stays as it was sent).
  await page.getByRole('button', { name: 'Upload' }).click();
  await dialog.getByLabel('Files for: Receipts').setInputFiles([
    {
      name: 'Tax forms.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOfPages([
        'Form W-2 Wage and Tax Statement 2025',
        'Form 1099-INT Interest Income',
        'Form 1098-T Tuition Statement',
      ]),
    },
  ]);
  await expect(dialog.getByRole('list', { name: 'Uploaded' })).toContainText('Tax forms.pdf');
  await dialog.getByRole('button', { name: 'Done' }).click();
  for (const form of ['W-2', '1099-INT', '1098-T'])
    await expect(documentRow(page, `Tax forms (${form}).pdf`)).toContainText(form);
  await expect(documentRow(page, 'Tax forms.pdf')).toContainText('Split by form');
  await shot(page, 'documents-recognized');
  await page.reload();
  await expect(documentRow(page, 'Tax forms (1099-INT).pdf')).toContainText('1099-INT');
  for (const name of ['Tax forms', 'Tax forms (W-2)', 'Tax forms (1099-INT)', 'Tax forms (1098-T)'])
    await page.getByLabel(`Select ${name}.pdf`).check();
  await page
    .getByRole('region', { name: 'Selected items' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(documentRow(page, 'Tax forms.pdf')).toHaveCount(0);
  await rowAction(page, 'Pharmacy.pdf', 'Rename');
  await page.getByRole('dialog').getByLabel('Name').fill('Pharmacy March');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(documentRow(page, 'Pharmacy March.pdf')).toBeVisible();
  // Clients see no description column and no deleted files.
  await expect(documentsTable(page).getByRole('columnheader', { name: 'Description' })).toHaveCount(
    0,
  );
  await expect(page.getByLabel('Include deleted files')).toHaveCount(0);
  await expectAccessible(page);

  // Moved to the top: the folder is left empty; the folder renamed; both hold after a reload.
  await rowAction(page, 'Pharmacy March.pdf', 'Move or copy');
  const mover = page.getByRole('dialog', { name: 'Move or copy Pharmacy March.pdf' });
  await mover.getByLabel('All files').check();
  await mover.getByRole('button', { name: 'Move' }).click();
  await expect(documentRow(page, 'Pharmacy March.pdf')).toHaveCount(0);
  await expect(documentsTable(page).getByText('There are no files in this folder.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Folder path' })
    .getByRole('button', { name: 'All files' })
    .click();
  await expect(documentRow(page, 'Pharmacy March.pdf')).toBeVisible();
  await expect(documentRow(page, 'Receipts')).toContainText('0 items');
  await rowAction(page, 'Receipts', 'Rename');
  await page.getByRole('dialog').getByLabel('Folder name').fill('Expenses');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(documentRow(page, 'Expenses')).toBeVisible();
  await page.reload();
  await expect(documentRow(page, 'Expenses')).toBeVisible();
  await expect(documentRow(page, 'Pharmacy March.pdf')).toBeVisible();
  await expect(tree(page).getByRole('button', { name: 'Expenses' })).toBeVisible();

  // Chosen rows: files download as one zip, a folder among them cannot; then both deleted.
  const selected = page.getByRole('region', { name: 'Selected items' });
  await page.getByLabel('Select Pharmacy March.pdf').check();
  const zipped = page.waitForEvent('download');
  await selected.getByRole('button', { name: 'Download' }).click();
  expect((await zipped).suggestedFilename()).toBe(`${client.companies[0]!.name} documents.zip`);
  await page.getByLabel('Select Expenses').check();
  await shot(page, 'documents-selection');
  await selected.getByRole('button', { name: 'Download' }).click();
  await expect(
    page.getByText('Downloading folders is not supported. Please select files only.'),
  ).toBeVisible();
  await selected.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(documentsTable(page).getByText('There are no files in this folder.')).toBeVisible();
  await page.reload();
  await expect(documentsTable(page).getByText('There are no files in this folder.')).toBeVisible();
});

test('a read-only client’s Documents says why there is nothing to upload or change', async ({
  page,
}) => {
  await signInAs(page, 'clientReadOnly', '/documents/henry-lawson-6c8v');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByText(READONLY_ACCOUNT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'documents-read-only-client');
});

test('where the firm turned client file edits off, the menu says Disabled by firm', async ({
  page,
  request,
}) => {
  const firm = await createTestFirm(request, {
    disable_file_edit_action: true,
    disable_folder_action: true,
  });
  const client = await createTestUser(request, { firmId: firm.id });
  await signInWith(page, client.email, DEMO_PASSWORD, `/documents/${client.companies[0]!.hashId}`);
  await expect(documentsTable(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByLabel('Files for: All files').setInputFiles([await pdf('Paystub')]);
  await expect(dialog.getByRole('list', { name: 'Uploaded' })).toContainText('Paystub.pdf');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Actions for Paystub.pdf' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Disabled by firm' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});
