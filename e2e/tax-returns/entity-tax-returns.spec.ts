// Journey: a return reaches Deliver's pipeline (issue 44, first slice). A partner opens a new
// client's entity, uploads a 3-page PDF as its 2025 return, and sees it processed to 'Action
// required' in the entity's Tax Returns; a password-protected PDF is refused with the spec's
// message and what was typed stays; the partner deletes the return after the spec's confirmation.
import { expect, test } from '@playwright/test';
import { PROTECTED_PDFS } from '@portico/common/documents/uploads';
import { createTestUser, expectAccessible, pdf, pdfOfPages, signInAs } from '../support';
import { shot } from '../shell/shell-support';

test('a partner uploads an entity’s tax return, sees it processed, and deletes it', async ({
  browser,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Rita', lname: `Return${Date.now()}` });
  const entity = client.companies[0]!;
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'partner', `/admin/${entity.hashId}`);
  const panel = page.getByRole('region', { name: 'Tax Returns' });
  await expect(panel).toContainText('No tax returns for');

  // A protected PDF is refused, and the dialog keeps what was typed.
  await panel.getByRole('button', { name: 'Upload Tax Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Tax Return' });
  await dialog
    .getByLabel('Tax return PDF')
    .setInputFiles(await pdf('Locked return', { passwordProtected: true }));
  await expect(dialog.getByRole('textbox', { name: 'Document name' })).toHaveValue('Locked return');
  await dialog.getByRole('textbox', { name: 'Document name' }).fill('2025 Form 1040 – Rita 🧾');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PROTECTED_PDFS);
  await expect(dialog.getByRole('textbox', { name: 'Document name' })).toHaveValue(
    '2025 Form 1040 – Rita 🧾',
  );

  // The real return: three pages, for 2025.
  await dialog.getByLabel('Tax return PDF').setInputFiles({
    name: 'Rita 2025 return.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOfPages(['Form 1040 (2025)', 'Schedule 1', 'Form 8879']),
  });
  await dialog.getByRole('combobox', { name: 'Tax year' }).click();
  await page.getByRole('option', { name: '2025', exact: true }).click();
  await expectAccessible(page);
  await shot(page, 'tax-returns-upload-dialog');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();

  const table = panel.getByRole('table', { name: /^Tax returns of / });
  const row = table.getByRole('row', { name: /2025 Form 1040 – Rita 🧾/ });
  await expect(row).toContainText('2025');
  await expect(row).toContainText('Action required', { timeout: 30_000 });
  await expectAccessible(page);
  await shot(page, 'tax-returns-entity-panel');

  // After a reload it is still there, as stored.
  await page.reload();
  await expect(row).toContainText('Action required');

  await row.getByRole('button', { name: 'Delete 2025 Form 1040 – Rita 🧾' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete tax return' });
  await expect(confirm).toContainText('Are you sure you want to delete this tax return?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(panel).toContainText('No tax returns for');
  await page.reload();
  await expect(panel).toContainText('No tax returns for');
});
