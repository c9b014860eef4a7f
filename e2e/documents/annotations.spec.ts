// Journey: annotations on a PDF (issue 15 item 9). An advisor of a firm with annotations previews a
// client's statement, puts a check mark and a red text box on it, nudges the check with the arrow
// keys and removes it, and finds the text box there when the preview is opened again.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, pdf, signInAs } from '../support';
import { shot } from '../shell/shell-support';
import { documentRow } from './vault-support';

test('an advisor marks a statement with a check and a note, and finds the note again', async ({
  page,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Anya', lname: 'Notes' });
  await signInAs(page, 'partner', `/admin/${client.companies[0]!.hashId}/documents`);
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Documents' });
  await upload.getByLabel('Files for: All files').setInputFiles([await pdf('Brokerage statement')]);
  await page
    .getByRole('dialog', { name: 'Multi-Form Upload Confirmation' })
    .getByRole('button', { name: 'Split by form' })
    .click();
  await expect(upload.getByRole('list', { name: 'Uploaded' })).toContainText(
    'Brokerage statement.pdf',
  );
  await upload.getByRole('button', { name: 'Done' }).click();

  await documentRow(page, 'Brokerage statement.pdf')
    .getByRole('button', { name: 'Brokerage statement.pdf', exact: true })
    .click();
  const preview = page.getByRole('dialog', { name: 'Brokerage statement.pdf' });
  const tools = preview.getByRole('toolbar', { name: 'Annotations' });
  await expect(tools.getByRole('status')).toHaveText('0 annotations, saved');
  const sheet = preview.getByTestId('annotations-page-1');
  await expect(sheet).toBeVisible();

  await tools.getByRole('button', { name: 'Check', exact: true }).click();
  await sheet.click({ position: { x: 60, y: 60 } });
  await expect(preview.getByRole('img', { name: 'Check mark on page 1' })).toBeVisible();
  await tools.getByRole('button', { name: 'Red' }).click();
  await tools.getByRole('button', { name: 'Text box' }).click();
  await sheet.click({ position: { x: 120, y: 120 } });
  await preview.getByLabel('Annotation text').fill('Matches the 1099-B');
  await preview.getByLabel('Annotation text').press('Enter');
  await expect(
    preview.getByRole('img', { name: 'Text on page 1: Matches the 1099-B' }),
  ).toBeVisible();
  await expect(tools.getByRole('status')).toHaveText('2 annotations, saved');
  await expectAccessible(page);
  await shot(page, 'documents-annotations');

  // Move: the check is nudged with the arrow keys, then removed with Delete.
  await tools.getByRole('button', { name: 'Move' }).click();
  const check = preview.getByRole('button', { name: 'Check mark on page 1' });
  const before = await check.boundingBox();
  await check.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await check.boundingBox())!.x).toBeGreaterThan(before!.x);
  await page.keyboard.press('Delete');
  await expect(check).toHaveCount(0);
  await expect(tools.getByRole('status')).toHaveText('1 annotation, saved');

  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await documentRow(page, 'Brokerage statement.pdf')
    .getByRole('button', { name: 'Brokerage statement.pdf', exact: true })
    .click();
  await expect(
    preview.getByRole('img', { name: 'Text on page 1: Matches the 1099-B' }),
  ).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Check mark on page 1' })).toHaveCount(0);
});
