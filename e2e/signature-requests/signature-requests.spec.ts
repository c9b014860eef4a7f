// Journey: signature requests, part 1 (issue 46, spec 3 §2, §5, §8). A partner of a firm that
// sends signature requests opens Signatures with none yet (the empty state offers the upload),
// is refused a password-protected PDF with the spec's message (what was typed stays), uploads a
// 3-page 8821 for one entity, which is processed to "Action required" with its pages; uploads a
// consent form from another entity's view with a form name of its own; sorts and searches the
// table on the server; views the document; places the signer's fields (proposed on the signature
// line, removed, added, moved by keyboard and by mouse, saved and found again); sends it (Ava is
// mailed the link to sign) and reminds her, marks it completed and deletes it after the
// confirmations; and sees the same table at 375 px.
import { expect, test, type Page } from '@playwright/test';
import { PROTECTED_PDFS } from '@portico/common/documents/uploads';
import {
  createTestFirm,
  createTestUser,
  expectAccessible,
  pdf,
  pdfOfPages,
  signedInPage,
  waitForOutbox,
} from '../support';
import { expectNoSidewaysScroll, shot } from '../shell/shell-support';

const table = (page: Page) => page.getByRole('table', { name: 'Signature requests' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('a partner uploads signature requests, finds them in Signatures and on the entity, and deletes one', async ({
  browser,
  request,
}) => {
  test.slow();
  const firm = await createTestFirm(request, { signature_requests_enabled: true });
  const partner = await createTestUser(request, {
    firmId: firm.id,
    access: 'partner',
    fname: 'Sia',
    lname: 'Signer',
  });
  const stamp = Date.now().toString(36);
  const ava = await createTestUser(request, {
    firmId: firm.id,
    fname: 'Ava',
    lname: `Ames${stamp}`,
  });
  const ben = await createTestUser(request, {
    firmId: firm.id,
    fname: 'Ben',
    lname: `Bell${stamp}`,
  });
  const page = await signedInPage(browser, partner);

  // None yet: the empty state offers the upload, which asks for the entity.
  await page.getByRole('link', { name: 'Signatures' }).click();
  await expect(page.getByRole('heading', { name: 'Signatures', level: 1 })).toBeVisible();
  await expect(page.getByText('No signature requests were found')).toBeVisible();
  await table(page).getByRole('button', { name: 'Upload Signature Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Signature Request' });
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Entity' }).fill(`Ames${stamp}`);
  await page.getByRole('option', { name: new RegExp(`Ames${stamp}`) }).click();

  // A password-protected PDF is refused with the spec's words; what was typed stays.
  await dialog
    .getByLabel('Document to sign (PDF)')
    .setInputFiles(await pdf('Locked 8821', { passwordProtected: true }));
  await dialog.getByRole('combobox', { name: 'Form' }).fill('8821');
  await page.getByRole('option', { name: 'Form 8821' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Document name' })).toHaveValue('Locked 8821');
  await dialog
    .getByRole('textbox', { name: 'Document name' })
    .fill('Tax information authorization');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PROTECTED_PDFS);
  await expect(dialog.getByRole('combobox', { name: 'Form' })).toHaveValue('Form 8821');

  // The real 8821: three pages, processed to "Action required".
  await dialog.getByLabel('Document to sign (PDF)').setInputFiles({
    name: 'Form 8821.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOfPages([
      `Form 8821 Tax Information Authorization ${stamp}`,
      'Part 2 Appointee',
      'Taxpayer signature\nDate',
    ]),
  });
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  const avaRow = bodyRows(page).filter({ hasText: `Ames${stamp}` });
  await expect(avaRow).toContainText('Action required', { timeout: 30_000 });
  await expect(avaRow).toContainText('Form 8821');
  await expect(avaRow).toContainText('Tax information authorization');

  // From Ben's entity view: a consent form under a name of its own.
  await page.goto(`/admin/${ben.companies[0]!.hashId}`);
  const panel = page.getByRole('region', { name: 'Signature Requests' });
  await expect(panel).toContainText(`No signature requests for ${ben.companies[0]!.name} yet.`);
  await panel.getByRole('button', { name: 'Upload Signature Request' }).click();
  const fromEntity = page.getByRole('dialog', { name: 'Upload Signature Request' });
  await expect(fromEntity).toContainText(`For ${ben.companies[0]!.name}.`);
  await fromEntity.getByLabel('Document to sign (PDF)').setInputFiles({
    name: 'Consent.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOfPages([`Consent to disclose ${stamp}`]),
  });
  await fromEntity.getByRole('combobox', { name: 'Form' }).fill('Consent 同意 ✍️');
  await fromEntity.getByRole('textbox', { name: 'Document name' }).fill('موافقة 2025');
  await fromEntity.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(fromEntity).toBeHidden();
  const benRow = panel.getByRole('row', { name: /موافقة 2025/ });
  await expect(benRow).toContainText('Action required', { timeout: 30_000 });
  await expect(benRow).toContainText('Consent 同意 ✍️');
  await expectAccessible(page);

  // Signatures: sorted by document on the server, searched by entity.
  await page.getByRole('link', { name: 'Signatures' }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await table(page).getByRole('button', { name: 'Document', exact: true }).click();
  await expect(bodyRows(page).first()).toContainText('Tax information authorization');
  await table(page).getByRole('button', { name: 'Document', exact: true }).click();
  await expect(bodyRows(page).first()).toContainText('موافقة 2025');
  await page.getByRole('searchbox', { name: 'Search signature requests' }).fill(`Bell${stamp}`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('موافقة 2025');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, 'signature-requests-table');

  // The document opens in the viewer from the row's menu.
  const avaActions = avaRow.getByRole('button', {
    name: 'Actions for Form 8821: Tax information authorization',
  });
  await avaActions.click();
  await page.getByRole('menuitem', { name: 'View document' }).click();
  const viewer = page.getByRole('dialog', { name: /Form 8821\.pdf/ });
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // Waiting for its fields, the request opens where they are placed: Ava's signature is proposed
  // on the signature line of page 3, with the date beside it.
  await avaRow.getByRole('button', { name: 'Tax information authorization', exact: true }).click();
  const placing = page.getByRole('dialog', { name: 'Place fields: Tax information authorization' });
  const signature = placing.getByRole('button', { name: /^Signature for Ava .* on page 3$/ });
  await expect(signature).toBeVisible({ timeout: 15_000 });
  await expect(placing.getByRole('button', { name: /^Date for Ava .* on page 3$/ })).toBeVisible();
  await expect(placing.getByText('Not saved yet')).toBeVisible();
  // Removed with Delete, the signature is missed; added again on page 3 and moved by keyboard.
  await signature.focus();
  await page.keyboard.press('Delete');
  await expect(placing.getByRole('alert')).toContainText('has no signature field yet');
  await placing.getByRole('button', { name: 'Add Signature' }).click();
  const added = placing.getByRole('button', { name: /^Signature for Ava .* on page 3$/ });
  await expect(added).toBeFocused();
  const before = (await added.boundingBox())!;
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await added.boundingBox())!.y).toBeGreaterThan(before.y + 10);
  await expect(placing.getByRole('alert')).toBeHidden();
  // Initials on page 1, dragged into place with the mouse.
  await placing.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await placing.getByRole('button', { name: 'Add Initials' }).click();
  const initials = placing.getByRole('button', { name: /^Initials for Ava .* on page 1$/ });
  await initials.scrollIntoViewIfNeeded();
  const from = (await initials.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 120, from.y + from.height / 2 + 60, {
    steps: 6,
  });
  await page.mouse.up();
  await expect.poll(async () => (await initials.boundingBox())!.x).toBeGreaterThan(from.x + 100);
  await expectAccessible(page);
  await shot(page, 'signature-request-fields');
  await placing.getByRole('button', { name: 'Save fields' }).click();
  await expect(placing.getByText('Saved', { exact: true })).toBeVisible();
  await placing.getByRole('button', { name: 'Close' }).click();
  await expect(placing).toBeHidden();
  // Opened again: the fields as saved; sent to Ava after the confirmation.
  await avaRow.getByRole('button', { name: 'Tax information authorization', exact: true }).click();
  await expect(
    placing.getByRole('button', { name: /^Initials for Ava .* on page 1$/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(placing.getByText('Saved', { exact: true })).toBeVisible();
  await placing.getByRole('button', { name: 'Send to signers' }).click();
  const sending = page.getByRole('dialog', { name: 'Send to signers?' });
  await expect(sending).toContainText(`Ava Ames${stamp} will each be mailed a link to sign`);
  await sending.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(placing).toBeHidden();
  await expect(avaRow).toContainText('Sent', { timeout: 30_000 });
  await expect(avaRow).toContainText('0 of 1');
  const mail = await waitForOutbox(request, ava.email, 'mail', (m) =>
    (m.subject ?? '').startsWith('Please sign: Tax information authorization'),
  );
  expect(mail.text).toContain('/review-signature-request/');
  // Reminded from its menu: Ava is mailed again.
  await avaActions.click();
  await page.getByRole('menuitem', { name: 'Send reminder' }).click();
  const reminder = await waitForOutbox(request, ava.email, 'mail', (m) =>
    (m.subject ?? '').startsWith('Reminder: please sign Tax information authorization'),
  );
  expect(reminder.text).toContain('/review-signature-request/');

  // Sent, it can be marked completed.
  await avaActions.click();
  await page.getByRole('menuitem', { name: 'Mark completed' }).click();
  const completing = page.getByRole('dialog', { name: 'Mark completed' });
  await completing.getByRole('button', { name: 'Mark completed' }).click();
  await expect(completing).toBeHidden();
  await expect(avaRow).toContainText('Completed');

  // Deleted after the confirmation: gone from the table and from the entity's view.
  await avaActions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete signature request' });
  await expect(confirm).toContainText('Its PDF stays in the entity’s documents.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(avaRow).toHaveCount(0);
  await page.goto(`/admin/${ava.companies[0]!.hashId}`);
  await expect(page.getByRole('region', { name: 'Signature Requests' })).toContainText(
    'No signature requests for',
  );

  // On a phone: the same table, scrolled inside itself.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/signature-requests');
  await expect(bodyRows(page)).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await shot(page, 'signature-requests-table-375');
});
