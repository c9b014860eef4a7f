// Journey: the entity's prior-year items are kept on the entity view (added, renamed, given a line
// item, kept from rolling over, deleted), and a Document Drop Off (issue 14 items 3 and 4) that
// includes them is sent from there and completed through the link in the owner's mail, without
// signing in: each document uploaded, 'I Agree', Submit; the firm then sees it completed, and
// Collect counts its documents. A link that is not valid says so.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, linkPathIn, signInAs, waitForOutbox } from '../support';
import { shot } from '../shell/shell-support';
import { pdf } from './questionnaire-support';

test('prior-year items are kept, and a drop-off with them is completed through the mailed link', async ({
  page,
  browser,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Dora', lname: `Drop${Date.now()}` });
  const entity = client.companies[0]!;
  await signInAs(page, 'partner');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/admin/${entity.hashId}`);
  // Prior-year items of the year before the current tax year.
  const prior = page.getByRole('region', { name: 'Prior-year items' });
  const year = new Date().getFullYear() - 2;
  await expect(prior.getByText(`No items for ${year} yet.`)).toBeVisible();
  const newItem = prior.getByRole('textbox', { name: 'New item' });
  await prior.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(newItem).toHaveAccessibleDescription('Please enter a name');
  for (const name of ['W-2 from Acme', 'Scratch', '1099-INT from Chase']) {
    await newItem.fill(name);
    await prior.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(prior.getByRole('group', { name })).toBeVisible();
  }
  await prior.getByRole('button', { name: 'Delete Scratch' }).click();
  await expect(prior.getByRole('group', { name: 'Scratch' })).toHaveCount(0);
  const w2Name = prior.getByRole('group', { name: 'W-2 from Acme' }).getByRole('textbox', {
    name: 'Item name',
  });
  await w2Name.fill('W-2 from Acme Corp');
  await w2Name.press('Enter');
  const w2Item = prior.getByRole('group', { name: 'W-2 from Acme Corp' });
  await w2Item.getByRole('button', { name: '0 line items' }).click();
  const lines = page.getByRole('dialog', { name: 'Line items: W-2 from Acme Corp' });
  await lines.getByRole('textbox', { name: 'New category' }).fill('Wages');
  await lines.getByRole('textbox', { name: 'New value' }).fill('85,000');
  await lines.getByRole('button', { name: 'Add line item' }).click();
  await expect(lines.getByRole('group', { name: 'Wages' })).toBeVisible();
  await lines.getByRole('button', { name: 'Done' }).click();
  await expect(w2Item.getByRole('button', { name: '1 line item' })).toBeVisible();
  const chase = prior.getByRole('group', { name: '1099-INT from Chase' });
  await chase.getByRole('switch', { name: 'Roll over' }).uncheck();
  await expect(chase.getByRole('switch', { name: 'Roll over' })).not.toBeChecked();
  await shot(page, 'prior-year-items');

  const panel = page.getByRole('region', { name: 'Questionnaires' });
  await panel.getByRole('button', { name: 'Send questionnaire' }).click();
  await page.getByRole('menuitem', { name: /^Document Drop Off/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Document Drop Off' });
  await expect(dialog.getByRole('textbox', { name: 'Checklist name' })).toHaveValue(
    'Document Checklist',
  );
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Document 1' })).toHaveAccessibleDescription(
    'Please enter the item',
  );
  await dialog.getByRole('textbox', { name: 'Document 1' }).fill('Brokerage statement Schwab');
  await dialog.getByRole('switch', { name: /^Include prior-year items/ }).check();
  await dialog.getByRole('button', { name: '2 weeks' }).click();
  await dialog
    .getByRole('textbox', { name: 'Email message' })
    .fill('Please send these two before we start on your return.');
  await shot(page, 'drop-off-dialog');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('row', { name: /Document Checklist/ })).toBeVisible();

  const mail = await waitForOutbox(request, client.email, 'mail', (m) =>
    m.text.includes('/document-drop-off?'),
  );
  expect(mail.text).toContain('Please send these two before we start on your return.');

  // The owner, not signed in, opens the link from the mail.
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(linkPathIn(mail));
  await expect(owner.getByRole('heading', { name: 'Document Checklist', level: 1 })).toBeVisible();
  await expect(owner.getByText(/No sign-in is needed: this link works until/)).toBeVisible();
  const submit = owner.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expect(
    owner.getByText('2 documents are still needed before you can send them.'),
  ).toBeVisible();

  // The prior-year item that rolls over is asked for again; the one kept back is not.
  await expect(owner.getByText(/Chase/)).toHaveCount(0);
  const w2 = owner.getByRole('region', { name: 'Please upload W-2 from Acme Corp' });
  await w2
    .getByLabel('Files for: Please upload W-2 from Acme Corp')
    .setInputFiles(await pdf('W-2 Acme'));
  await expect(w2.getByRole('list', { name: /^Uploaded for/ })).toContainText('W-2 Acme.pdf');
  // A wrong file is taken back.
  await w2
    .getByLabel('Files for: Please upload W-2 from Acme Corp')
    .setInputFiles(await pdf('Wrong file'));
  await w2.getByRole('button', { name: 'Remove Wrong file.pdf' }).click();
  await expect(w2.getByText('Wrong file.pdf')).toHaveCount(0);
  await expect(w2.getByText('Uploaded', { exact: true })).toBeVisible();
  const statement = owner.getByRole('region', {
    name: 'Please upload Brokerage statement Schwab',
  });
  await statement
    .getByLabel('Files for: Please upload Brokerage statement Schwab')
    .setInputFiles(await pdf('1098 Statement'));
  await expect(statement.getByRole('list', { name: /^Uploaded for/ })).toContainText(
    '1098 Statement.pdf',
  );
  await expectAccessible(owner);
  await shot(owner, 'drop-off-page');

  await owner.getByRole('checkbox', { name: /^I Agree/ }).check();
  await submit.click();
  const thanks = owner.getByText(/Thank you! .* has your documents\./);
  await expect(thanks).toBeVisible();
  await owner.reload();
  await expect(thanks).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Upload more files' })).toHaveCount(0);

  // The firm sees the checklist completed.
  await page.reload();
  await expect(panel.getByRole('row', { name: /Document Checklist/ })).toContainText('Completed');
  // Collect counts the documents asked for and given (the file taken back is not counted).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Collect' })
    .click();
  const collected = page
    .getByRole('table', { name: 'Questionnaires' })
    .getByRole('row')
    .filter({ hasText: entity.name });
  await expect(collected.getByTestId('documents-count')).toHaveText('2 of 2 documents');
  await shot(page, 'overview-documents-column');

  // A link that is not (or no longer) valid says so and offers the way in.
  const url = new URL(linkPathIn(mail), 'http://portal');
  url.searchParams.set('token', 'not-the-mailed-token');
  await owner.goto(url.pathname + url.search);
  await expect(
    owner.getByText('This link is not valid. Ask your firm to send you a new one.'),
  ).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Sign in to the portal' })).toBeVisible();
});
