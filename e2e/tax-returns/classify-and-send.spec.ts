// Journey: classifying and sending a return (issue 44, spec 3 §2, §4). An advisor uploads a joint
// return whose pages show Form 8879 and a 1040-ES voucher; opening it from Deliver, the delivery
// view starts from those suggestions (both spouses signing the 8879), the advisor adds a second
// voucher and an invoice, is told what is missing when a form is left blank, and sends it after
// the confirmation. Each spouse is mailed (the spouse, who has no email of his own, at the
// household's address with a link for him alone); the taxpayer opens it from the mail and sees
// what it asks (on a phone too); Deliver shows it sent, with its signatures and payments. From the
// row's menu the advisor then marks a voucher and the invoice paid and the signatures given on paper,
// downloads the signature pages and marks the return finished.
import { expect, test } from '@playwright/test';
import {
  createTestQuestionnaires,
  createTestUser,
  expectAccessible,
  linkPathIn,
  pdfOfPages,
  selectOption,
  signedInPage,
  signInAs,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { deliverRow } from './sent-return';

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025\nMarried filing jointly',
  'Schedule 1 Additional Income and Adjustments to Income',
  'Form 8879\nIRS e-file Signature Authorization\nTaxpayer’s signature\nSpouse’s signature',
  'Form 1040-ES 2026 Estimated Tax Payment Voucher 1\nCalendar year—Due April 15, 2026\nAmount of estimated tax you are paying by check or money order. $ 1,250.00',
  'Preparer’s notes',
];

test('an advisor classifies a joint return and sends it to both spouses', async ({
  browser,
  request,
}) => {
  test.slow();
  const lname = `Joint${Date.now()}`;
  const client = await createTestUser(request, {
    fname: 'Cleo',
    lname,
    // Sam has no email of his own: he shares Cleo's, and signs by a code to his phone.
    spouse: { fname: 'Sam', lname, sharedEmail: true, phoneNumber: '5035550166' },
  });
  const entity = client.companies[0]!;
  const {
    questionnaire_ids: [organizer],
  } = await createTestQuestionnaires(request, entity.id, {
    questionnaires: [{ content: 'individual', sectionIds: ['sec-personal', 'sec-delivery'] }],
  });

  // The return is uploaded from the entity's view and processed.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', `/admin/${entity.hashId}`);
  const panel = advisor.getByRole('region', { name: 'Tax Returns' });
  await panel.getByRole('button', { name: 'Upload Tax Return' }).click();
  const upload = advisor.getByRole('dialog', { name: 'Upload Tax Return' });
  await upload.getByLabel('Tax return PDF').setInputFiles({
    name: `${lname} 2025.pdf`,
    mimeType: 'application/pdf',
    buffer: await pdfOfPages(PAGES),
  });
  await upload.getByRole('textbox', { name: 'Document name' }).fill('2025 Form 1040');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(panel.getByRole('row', { name: /2025 Form 1040/ })).toContainText(
    'Action required',
    { timeout: 30_000 },
  );

  // The entity's list opens it in the delivery view, as Deliver does.
  await panel.getByRole('button', { name: '2025 Form 1040', exact: true }).click();
  const fromEntity = advisor.getByRole('dialog', { name: '2025 Form 1040 (2025)' });
  await expect(fromEntity.getByRole('button', { name: 'Send to Client' })).toBeVisible();
  await fromEntity.getByRole('button', { name: 'Close' }).click();
  await expect(fromEntity).toBeHidden();

  // Deliver opens it in the delivery view, started from what its pages show.
  await advisor.goto('/tax-returns');
  const row = await deliverRow(advisor, lname);
  await row.getByRole('button', { name: 'Open 2025 Form 1040', exact: true }).click();
  const view = advisor.getByRole('dialog', { name: '2025 Form 1040 (2025)' });
  await expect(view.getByText('Page 1 of 5')).toBeVisible({ timeout: 15_000 });
  const classification = view.getByRole('complementary', { name: 'Classification' });
  const signers = classification.getByRole('group', { name: 'Signers' });
  await expect(signers.getByRole('checkbox', { name: new RegExp(`Cleo ${lname}`) })).toBeChecked();
  await expect(signers.getByRole('checkbox', { name: new RegExp(`Sam ${lname}`) })).toBeChecked();
  await expect(signers).toContainText(
    `Shares Cleo ${lname}’s email: signs with a code texted to their phone`,
  );
  await shot(advisor, 'tax-returns-classification-signers');
  // Both sign at once unless the advisor sets an order (sign-return.spec signs in order).
  await expect(
    classification.getByRole('checkbox', { name: /^Sign in the order listed/ }),
  ).not.toBeChecked();
  const form = classification.getByRole('region', { name: 'Form 1' });
  await expect(form.getByRole('combobox', { name: 'Form' })).toHaveText(
    'Form 8879 - IRS e-file Signature Authorization',
  );
  await expect(form.getByRole('textbox', { name: 'Pages' })).toHaveValue('3');
  await expect(form.getByRole('textbox', { name: `Cleo ${lname}’s title` })).toHaveValue(
    'Taxpayer',
  );
  await expect(form.getByRole('textbox', { name: `Sam ${lname}’s title` })).toHaveValue('Spouse');
  const first = classification.getByRole('region', { name: 'Voucher 1' });
  await expect(first.getByRole('textbox', { name: 'Amount' })).toHaveValue('1250.00');
  await expect(first.getByLabel('Due date')).toHaveValue('2026-04-15');
  await expect(classification.getByText('Suggested from the return')).toHaveCount(2);

  // A form left blank is named before anything is saved.
  await classification.getByRole('button', { name: 'Add form' }).click();
  await view.getByRole('button', { name: 'Save' }).click();
  const blank = classification.getByRole('region', { name: 'Form 2' });
  await expect(blank).toContainText('Choose a form from the list, or Other');
  await expect(blank).toContainText('Give the pages the form is on, like 3 or 3-4');
  await blank.getByRole('button', { name: 'Remove form 2' }).click();

  // A second voucher and the invoice.
  await classification.getByRole('button', { name: 'Add voucher' }).click();
  const second = classification.getByRole('region', { name: 'Voucher 2' });
  await selectOption(
    advisor,
    second.getByRole('combobox', { name: 'Voucher' }),
    'Form 1040-ES - Estimated Tax, 2nd quarter',
  );
  await second.getByRole('textbox', { name: 'Amount' }).fill('1,250');
  await second.getByLabel('Due date').fill('2026-06-15');
  await classification.getByRole('textbox', { name: 'Invoice amount' }).fill('450');
  await expectAccessible(advisor);
  await shot(advisor, 'tax-returns-classification');

  // Sent after the confirmation, which says to whom.
  await view.getByRole('button', { name: 'Send to Client' }).click();
  const confirm = advisor.getByRole('dialog', { name: 'Send this tax return?' });
  await expect(confirm).toContainText(`Cleo ${lname} and Sam ${lname} will be emailed`);
  await expect(confirm).toContainText('1 form to sign and 3 payments');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(view).toBeHidden();
  await expect(row).toContainText('Sent', { timeout: 30_000 });
  await expect(row.getByLabel(/^Signatures: 0 of 2\./)).toBeVisible();
  await expect(row.getByLabel(/^Payments: 0 of 3\./)).toBeVisible();

  // Each spouse is mailed (Sam at Cleo's address, for him alone); the taxpayer opens hers and
  // reads what it asks.
  await waitForOutbox(
    request,
    client.email,
    'mail',
    (m) => m.subject === `For Sam ${lname}: Your 2025 tax return is ready`,
  );
  const mail = await waitForOutbox(
    request,
    client.email,
    'mail',
    (m) => m.subject === 'Your 2025 tax return is ready',
  );
  expect(mail.text).toContain('It has 1 form to sign and 3 payments.');
  const mine = await signedInPage(browser, client);
  await mine.goto(linkPathIn(mail));
  const delivered = mine.getByRole('dialog', { name: 'Your 2025 tax return' });
  const asks = delivered.getByRole('complementary', { name: 'What to do' });
  await expect(asks).toContainText('Form 8879 - IRS e-file Signature Authorization');
  await expect(asks).toContainText(`Cleo ${lname} (Taxpayer)`);
  await expect(asks).toContainText(`Sam ${lname} (Spouse)`);
  await expect(asks).toContainText('Tax Service Invoice - Due now');
  await expect(asks).toContainText('$1,250.00 · Due 2026-06-15');
  await expect(delivered.getByText('Page 1 of 5')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(mine);
  await shot(mine, 'tax-returns-delivered-client');

  // On a phone what to do comes first, the return a tab away.
  await mine.setViewportSize({ width: 375, height: 740 });
  await expect(asks).toContainText('$450.00');
  await delivered.getByRole('tab', { name: 'Return' }).click();
  await expect(delivered.getByText('Page 1 of 5')).toBeVisible({ timeout: 15_000 });
  await shot(mine, 'tax-returns-delivered-client-375');

  // Their organizer's "Tax Return Delivery" step has opened, and leads to the return.
  await mine.setViewportSize({ width: 1280, height: 800 });
  await mine.goto(
    `/questionnaire/${entity.hashId}?questionnaireId=${organizer}&sectionId=sec-delivery`,
  );
  await expect(mine.getByRole('list', { name: 'Sections' })).toContainText('Delivered');
  await expect(mine.getByRole('alert').filter({ hasText: 'has been delivered' })).toContainText(
    'Your tax return “2025 Form 1040” has been delivered.',
  );
  await shot(mine, 'tax-returns-questionnaire-delivery-step');
  await mine.getByRole('link', { name: 'Open tax return' }).click();
  await expect(mine.getByRole('dialog', { name: 'Your 2025 tax return' })).toBeVisible();

  // The advisor reopens it: it only reads now.
  await row.getByRole('button', { name: 'Open 2025 Form 1040', exact: true }).click();
  const sent = advisor.getByRole('dialog', { name: '2025 Form 1040 (2025)' });
  await expect(sent.getByRole('complementary', { name: 'What it asks' })).toContainText(
    `Sam ${lname} (Spouse)`,
  );
  await expect(sent.getByRole('button', { name: 'Send to Client' })).toHaveCount(0);
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect(sent).toBeHidden();

  // The row's actions: a reminder now, a voucher paid by check, the invoice paid, signatures
  // given on paper.
  const menu = async (item: string) => {
    await row.getByRole('button', { name: 'Actions for 2025 Form 1040' }).click();
    await advisor.getByRole('menuitem', { name: item, exact: true }).click();
  };
  await menu('Send reminder');
  await waitForOutbox(request, client.email, 'mail', (m) =>
    (m.subject ?? '').startsWith(`For Sam ${lname}: Reminder: your 2025 tax return`),
  );
  await menu('Update voucher paid status');
  const vouchers = advisor.getByRole('dialog', { name: 'Update voucher paid status' });
  await vouchers
    .getByRole('checkbox', { name: /Form 1040-ES - Estimated Tax, 1st quarter/ })
    .check();
  await expectAccessible(advisor);
  await vouchers.getByRole('button', { name: 'Save' }).click();
  await expect(vouchers).toBeHidden();
  await expect(row.getByLabel(/^Payments: 1 of 3\./)).toBeVisible();
  await menu('Mark invoice paid');
  await expect(row.getByLabel(/^Payments: 2 of 3\./)).toBeVisible();
  await menu('Update signature status');
  const signatures = advisor.getByRole('dialog', { name: 'Tax Return Signatures' });
  await expect(signatures.getByRole('checkbox')).toHaveCount(2);
  await shot(advisor, 'tax-returns-signature-status');
  await signatures.getByRole('button', { name: 'Mark all as signed' }).click();
  await expect(signatures).toBeHidden();
  await expect(row.getByLabel(/^Signatures: 2 of 2\./)).toBeVisible();
  await expect(row).toContainText('Signed');

  // A copy goes to the client's Documents, in the firm's default folder.
  await menu('Send to Documents');
  const toDocuments = advisor.getByRole('dialog', { name: 'Send Tax Return to Documents' });
  await expect(toDocuments.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Your 2025 tax return is now accessible in Documents Portal.',
  );
  await expect(toDocuments.getByRole('textbox', { name: 'Folder' })).toHaveValue(
    '/2025/Tax Return',
  );
  await toDocuments.getByRole('textbox', { name: 'Message' }).fill('Here it is 📄');
  await expectAccessible(advisor);
  await toDocuments.getByRole('button', { name: 'Send' }).click();
  await expect(toDocuments).toBeHidden();
  const filed = await waitForOutbox(request, client.email, 'mail', (m) =>
    (m.text ?? '').includes('Here it is 📄'),
  );
  // The mail's link opens the copy in their Documents.
  await mine.goto(linkPathIn(filed));
  const preview = mine.getByRole('dialog', { name: '2025 Form 1040.pdf' });
  await expect(preview.getByRole('region', { name: 'Page 1 of 5' })).toBeVisible();

  // The signature pages download on their own; then the return is marked finished.
  await row.getByRole('button', { name: 'Actions for 2025 Form 1040' }).click();
  const [saved] = await Promise.all([
    advisor.waitForEvent('download'),
    advisor.getByRole('menuitem', { name: 'Signature pages' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('2025 Form 1040 - signature pages.pdf');
  await menu('Mark as finished');
  await expect(row).toContainText('Finished');

  // Its activity log tells the story, newest first.
  await menu('View activity log');
  const log = advisor.getByRole('dialog', { name: 'Activity log' });
  const lines = log.getByRole('list', { name: 'Activities' }).getByRole('listitem');
  await expect(lines.first()).toContainText('Tax return marked as finished');
  await expect(log).toContainText('Tax return sent');
  await expect(log).toContainText('Invoice marked paid');
  await expectAccessible(advisor);
  await log.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('button', { name: 'Actions for 2025 Form 1040' })).toBeVisible();

  // The entity's firm user changes from the row, and the row shows the new one.
  await menu('Update Assigned Firm User');
  const assign = advisor.getByRole('dialog', { name: 'Update Assigned Firm User' });
  await assign.getByRole('combobox', { name: 'Assigned firm user' }).click();
  await advisor.getByRole('option', { name: 'Priya Raman' }).click();
  await expectAccessible(advisor);
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();
  await expect(row).toContainText('Priya Raman');

  // Its owners too: the spouse leaves, and the conversation starts anew without them.
  await menu('Update Owners');
  const owners = advisor.getByRole('dialog', { name: /^Update Owners of / });
  const ownerRows = owners
    .getByRole('list', { name: 'Owners of this entity' })
    .getByRole('listitem');
  await expect(ownerRows).toHaveCount(2);
  await shot(advisor, 'tax-returns-update-owners');
  await owners.getByRole('button', { name: `Actions for Sam ${lname}` }).click();
  await advisor.getByRole('menuitem', { name: 'Remove owner' }).click();
  const removing = advisor.getByRole('dialog', { name: 'Remove owner?' });
  await removing.getByRole('radio', { name: /Start a new conversation/ }).check();
  await removing.getByRole('button', { name: 'Remove' }).click();
  await expect(removing).toBeHidden();
  await expect(ownerRows).toHaveCount(1);
  await expect(ownerRows.first()).toContainText(`Cleo ${lname}`);
  await owners.getByRole('button', { name: 'Close' }).click();
  await expect(owners).toBeHidden();
});
