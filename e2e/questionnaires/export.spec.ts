// Journey: a partner exports Olivia's organizer as a PDF with a table of contents and page numbers,
// then as a zip of its PDF and the original files (issue 49); the dialog offers each option only
// for the formats it applies to.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfPageTexts } from '@portico/functions/documents/processing/pdf-page-texts';
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { expectAccessible, signInAs } from '../support';
import { shot } from '../shell/shell-support';

test('a partner exports a questionnaire with its contents and page numbers, then zipped', async ({
  page,
}) => {
  await signInAs(page, 'partner', `/admin/${DEMO_COMPANIES.olivia.hashId}`);
  const panel = page.getByRole('region', { name: 'Questionnaires' });
  await panel
    .getByRole('button', { name: 'Individual Tax Organizer', exact: true })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Individual Tax Organizer', exact: true });
  await details.getByRole('button', { name: 'Export', exact: true }).click();
  const exporting = page.getByRole('dialog', { name: 'Export questionnaire' });

  // PDF: its own options, and the navigation ones.
  await expect(exporting.getByRole('radio', { name: 'PDF', exact: true })).toBeChecked();
  await expect(exporting.getByLabel('Leave out questions answered No or N/A')).toBeVisible();
  await expect(exporting.getByLabel('Convert images to PDFs')).toHaveCount(0);
  await exporting.getByLabel('Table of contents').check();
  await exporting.getByLabel('Page numbers').check();
  await shot(page, 'export-dialog-pdf-options');
  await expectAccessible(page);
  let downloading = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Export', exact: true }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toMatch(
    /^Olivia Martinez - Individual Tax Organizer \(\d{4}\) .*\.pdf$/,
  );
  const texts = await pdfPageTexts(new Uint8Array(await readFile((await pdf.path())!)));
  expect(texts[0]).toContain('Contents');
  expect(texts[0]).toContain('Income');
  texts.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${texts.length}`));
  await expect(exporting).toHaveCount(0);

  // Zipped: the PDF and the files as uploaded, images converted if asked.
  await details.getByRole('button', { name: 'Export', exact: true }).click();
  await exporting.getByRole('radio', { name: 'Zipped (PDF and original files)' }).check();
  await expect(exporting.getByLabel('Leave out questions answered No or N/A')).toHaveCount(0);
  await exporting.getByLabel('Convert images to PDFs').check();
  await expect(exporting.getByRole('textbox', { name: 'File name' })).toHaveAccessibleDescription(
    'Saved as .zip',
  );
  await exporting.getByRole('textbox', { name: 'File name' }).fill('Olivia organizer');
  downloading = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Export', exact: true }).click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toBe('Olivia organizer.zip');
  const bytes = await readFile((await zip.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain('Olivia organizer.pdf');
  await expect(exporting).toHaveCount(0);
});
