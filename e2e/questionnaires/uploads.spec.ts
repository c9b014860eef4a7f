// Journey: a client uploads documents into a question (spec 2 §5 "Uploads"): two files with their
// progress, an invalid file refused in the spec's words, the same file again skipped, a file
// opened and one removed, and Provided Elsewhere asking before it deletes the rest; documents moved
// between questions and to the additional attachments; a scan of three forms shown split into them.
import { expect, test } from '@playwright/test';
import { INVALID_FILES, PROTECTED_PDFS } from '../../common/src/documents/uploads';
import { expectAccessible, pdfOfPages } from '../support';
import { shot } from '../shell/shell-support';
import {
  chooseAction,
  clientWithOrganizers,
  openQuestionnaire,
  question,
  pdf,
  sectionLink,
  w2Question,
} from './questionnaire-support';

test('a client uploads documents to a question, and the checks and the way back hold', async ({
  page,
  request,
}) => {
  const w2 = await w2Question(page, request);
  const files = w2.locator('input[type="file"]');
  const uploaded = w2.getByRole('list', { name: 'Uploaded documents' });

  const acme = await pdf('W-2 Acme');
  await files.setInputFiles([
    acme,
    await pdf('W-2 Globex'),
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a PDF') },
  ]);
  await expect(uploaded.getByRole('listitem')).toHaveCount(2);
  await expect(uploaded.getByText('W-2 Acme.pdf')).toBeVisible();
  await expect(w2.getByText(INVALID_FILES)).toBeVisible();
  await expect(sectionLink(page, 'Income')).toContainText('Not started');
  await expect(w2.getByRole('img', { name: 'Completed' })).toBeVisible();

  // The same file again, under another name, is skipped, named as the copy already there; a
  // password-protected PDF is refused with the reason.
  await files.setInputFiles([
    { ...acme, name: 'scan-again.pdf' },
    await pdf('Locked 1099', { passwordProtected: true }),
  ]);
  await expect(w2.getByText('W-2 Acme.pdf was already uploaded')).toBeVisible();
  await expect(w2.getByText(`Locked 1099.pdf: ${PROTECTED_PDFS}`)).toBeVisible();
  await expect(uploaded.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, 'questionnaire-uploads');

  // A file opens in the preview dialog, its page drawn; Download is offered.
  await uploaded.getByRole('button', { name: 'W-2 Acme.pdf', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'W-2 Acme.pdf' });
  await expect(
    preview.getByRole('region', { name: 'Page 1 of 1' }).locator('canvas'),
  ).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Download' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await w2.getByRole('button', { name: 'Remove W-2 Globex.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(uploaded.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(uploaded.getByRole('listitem')).toHaveCount(1);
  await expect(uploaded.getByText('W-2 Acme.pdf')).toBeVisible();

  // Provided Elsewhere asks first, then the documents go.
  await chooseAction(w2, 'Provided elsewhere');
  const confirm = page.getByRole('dialog', { name: 'Delete the uploaded documents?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete and continue' }).click();
  await expect(w2.getByText('Provided elsewhere.')).toBeVisible();
  await w2.getByRole('button', { name: 'Undo' }).click();
  await expect(w2.getByRole('button', { name: 'Upload files' })).toBeVisible();
  await expect(uploaded).toHaveCount(0);
});

test('a client uploads a scan of three forms and sees it split into the forms it holds', async ({
  page,
  request,
}) => {
  const w2 = await w2Question(page, request);
  await w2.locator('input[type="file"]').setInputFiles([
    {
      name: 'Tax forms.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOfPages([
        "Form W-2 Wage and Tax Statement 2025\nc Employer's name, address, and ZIP code\nAcme Corp",
        "Form 1099-INT Interest Income\nFor calendar year 2025\nPAYER'S name, street address\nFirst Harbor Bank",
        "Form 1098-T Tuition Statement 2025\nFILER'S name, street address\nState University",
      ]),
    },
  ]);
  const uploaded = w2.getByRole('list', { name: 'Uploaded documents' });
  await expect(uploaded.getByText('Tax forms.pdf')).toBeVisible();
  // Read in the background; the page asks until it is, then shows each form with its payer.
  const forms = uploaded.getByRole('list', { name: 'Forms in Tax forms.pdf' });
  const expected = [
    'W-2 · Acme Corp · 2025',
    '1099-INT · First Harbor Bank · 2025',
    '1098-T · State University · 2025',
  ];
  await expect(forms.getByRole('listitem')).toHaveText(expected);
  await expect(uploaded.getByText('Split into 3 forms')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'questionnaire-upload-split');
  // The upload itself stays the answer; its forms are kept with it.
  await page.reload();
  await expect(forms.getByRole('listitem')).toHaveText(expected);
  await expect(uploaded.getByRole('button', { name: 'Tax forms.pdf', exact: true })).toBeVisible();
});

test('a client moves documents between questions and to the additional attachments', async ({
  page,
  request,
}) => {
  const { client, ids } = await clientWithOrganizers(request, [
    { sectionIds: ['sec-income', 'sec-checklist'] },
  ]);
  await openQuestionnaire(page, client, ids[0]!);
  const w2 = question(page, 'Upload your Forms W-2');
  await w2
    .locator('input[type="file"]')
    .setInputFiles([await pdf('Form 1099-INT'), await pdf('W-2')]);
  const w2Files = w2.getByRole('list', { name: 'Uploaded documents' });
  await expect(w2Files.getByRole('listitem')).toHaveCount(2);

  // Move: a document uploaded to the wrong question goes to the right one, by its Move menu.
  await w2.getByRole('button', { name: 'Move Form 1099-INT.pdf', exact: true }).click();
  await page
    .getByRole('menu', { name: 'Move Form 1099-INT.pdf to' })
    .getByRole('menuitem', { name: 'Please upload Form 1099-INT from Columbia Credit Union' })
    .click();
  await expect(w2Files.getByRole('listitem')).toHaveCount(1);
  await sectionLink(page, 'Document Checklist').click();
  const interest = question(page, 'Please upload Form 1099-INT from Columbia Credit Union');
  await expect(
    interest.getByRole('list', { name: 'Uploaded documents' }).getByText('Form 1099-INT.pdf'),
  ).toBeVisible();
  await expect(interest.getByRole('img', { name: 'Completed' })).toBeVisible();

  // To the additional attachments, then dragged back into a question.
  await interest.getByRole('button', { name: 'Move Form 1099-INT.pdf', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Additional attachments' }).click();
  const additional = page.getByRole('region', { name: 'Additional attachments' });
  await expect(additional.getByText('Form 1099-INT.pdf')).toBeVisible();
  await expect(interest.getByRole('list', { name: 'Uploaded documents' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'questionnaire-additional-attachments');
  // Dragged back onto the question's drop area (the browser's drag events, as Playwright's
  // documentation does it for HTML5 drag and drop).
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await additional
    .getByRole('listitem')
    .filter({ hasText: 'Form 1099-INT.pdf' })
    .dispatchEvent('dragstart', { dataTransfer });
  const dropArea = interest.getByRole('button', { name: 'Upload files' });
  await dropArea.dispatchEvent('dragover', { dataTransfer });
  await dropArea.dispatchEvent('drop', { dataTransfer });
  await expect(
    interest.getByRole('list', { name: 'Uploaded documents' }).getByText('Form 1099-INT.pdf'),
  ).toBeVisible();
  await expect(additional.getByText('No additional attachments yet.')).toBeVisible();

  // What stays after a reload is what the server keeps.
  await page.reload();
  await expect(
    interest.getByRole('list', { name: 'Uploaded documents' }).getByText('Form 1099-INT.pdf'),
  ).toBeVisible();
  await sectionLink(page, 'Income').click();
  await expect(w2Files.getByRole('listitem')).toHaveCount(1);
  await expect(w2Files.getByText('W-2.pdf')).toBeVisible();
});
