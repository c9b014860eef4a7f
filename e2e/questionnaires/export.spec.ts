// Journeys: a partner exports Olivia's organizer as a PDF with a table of contents and page
// numbers, then as a zip of its PDF and the original files (issue 49); the dialog offers each
// option only for the formats it applies to. A selection from the overview is made in the
// background: the dialog says so, its page counts it, the bell tells when it is ready, and the
// page saves it, until a week on it is deleted. The selection's questionnaires are of tax year
// 2022, which no other journey uses.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfPageTexts } from '@portico/functions/documents/processing/pdf-page-texts';
import { DEMO_COMPANIES } from '@portico/local-runtime/seed/demo-firm';
import { EXPORT_EXPIRED } from '@portico/common/documents/vault-folders';
import {
  createTestQuestionnaires,
  createTestUser,
  expectAccessible,
  runTestJob,
  signInAs,
} from '../support';
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

test('a partner exports a selection in the background, follows it, and saves it from the bell', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const client = await createTestUser(request, {
    fname: 'Esme',
    lname: `Bulk${tag}`,
    entities: [{ name: `Bulk Export Trust ${tag}`, entityType: 'Trust' }],
  });
  await createTestQuestionnaires(request, client.companies[0]!.id, {
    questionnaires: [
      { name: `Bulk Organizer ${tag}`, taxYear: 2022, opened: true, content: 'individual' },
      { name: `Bulk Checklist ${tag}`, taxYear: 2022, opened: true, content: 'individual' },
    ],
  });

  await signInAs(page, 'partner', '/overview');
  const table = page.getByRole('table', { name: 'Questionnaires' });
  await page.getByRole('combobox', { name: 'Tax year', exact: true }).click();
  await page.getByRole('option', { name: '2022', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(3); // the header and the two
  for (const name of [`Bulk Organizer ${tag}`, `Bulk Checklist ${tag}`])
    await table.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Export', exact: true }).click();

  const exporting = page.getByRole('dialog', { name: 'Export 2 questionnaires' });
  await exporting.getByLabel('Table of contents').check();
  await exporting.getByRole('button', { name: 'Export', exact: true }).click();
  const notice = page.getByRole('dialog', { name: 'Export in progress' });
  await expect(notice).toContainText(
    'Your export is being prepared. You will get a notification when it is ready.',
  );
  await shot(page, 'export-in-progress');
  await expectAccessible(page);
  await notice.getByRole('link', { name: 'View progress' }).click();

  // Its page: the name, then Download once both are written (it counts them meanwhile).
  await expect(page.getByRole('heading', { name: 'Questionnaire export', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Questionnaires \d{4}-\d{2}-\d{2}\.zip$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ready to download.')).toBeVisible();
  const exportPage = page.url();

  // The bell tells of it and leads back to the same page, which saves the zip of both.
  await page.goto('/overview');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification')
    .filter({ hasText: /^Your export Questionnaires .+\.zip is ready/ })
    .first()
    .getByRole('button', { name: /^Your export Questionnaires/ })
    .click();
  await expect(page).toHaveURL(exportPage);
  await expect(page.getByText('Ready to download.')).toBeVisible();
  await shot(page, 'questionnaire-export-ready');
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const zip = await downloading;
  expect(zip.suggestedFilename()).toMatch(/^Questionnaires \d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await zip.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain(`Bulk Organizer ${tag}`);
  expect(bytes.toString('latin1')).toContain(`Bulk Checklist ${tag}`);

  // A week on, the file is deleted and the page says so.
  await runTestJob(request, 'sweepQuestionnaireExports', new Date(Date.now() + 8 * 86_400_000));
  await page.reload();
  await expect(page.getByText(EXPORT_EXPIRED)).toBeVisible();
  await expect(page.getByText('No longer kept.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
});
