// Journey of the firm's Drop Link (issue 15 item 5): a partner opens it from the navigation, adds
// a firm user to be told of drops (the link cannot be copied until that is saved), and copies the
// address; a visitor without an account opens it, is told what is missing, sends a PDF and a file
// that is no document, and sees what arrived and what did not; the firm user chosen is mailed, and
// the partner finds the drop in the dialog, downloads it as 'Drop Link.zip' and saves it to the
// sender's entity, whose documents then hold it. /secure-upload is the same page; an unknown token
// opens nothing.
import { expect, test } from '@playwright/test';
import {
  DROP_LINK_MESSAGES,
  dropMailSubject,
  dropReceived,
} from '../../common/src/documents/drop-link';
import { INVALID_FILES } from '../../common/src/documents/uploads';
import {
  createTestUser,
  DEMO_USERS,
  expectAccessible,
  pdfOfPages,
  signInAs,
  waitForOutbox,
} from '../support';
import { documentRow } from './vault-support';
import { shot } from '../shell/shell-support';

const FIRM = 'Harborview Tax & Advisory';

test('a visitor sends documents through the drop link, and the firm is told and downloads them', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // two browsers, an upload, a mail and a download
  const sender = `Jordan Drop${Date.now().toString(36)}`;
  const client = await createTestUser(request, { fname: 'Jordan', lname: `Lee${Date.now()}` });

  await signInAs(page, 'partner');
  await page.getByRole('button', { name: 'Drop Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drop Link' });
  const address = dialog.getByRole('textbox', { name: 'Drop link' });
  await expect(address).toHaveValue(/\/drop-link\?firm=[\w-]{40,}$/);
  const link = await address.inputValue();

  // Told of drops: the partner (the demo firm's choice) and now Priya, saved before copying.
  const picker = dialog.getByRole('combobox', { name: 'Notify these firm users' });
  await picker.click();
  await page.getByRole('option', { name: 'Priya Raman', exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const copy = dialog.getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeDisabled();
  await expect(dialog.getByText(DROP_LINK_MESSAGES.saveFirst)).toBeVisible();
  // Closing now would drop the change: it asks first, and Cancel keeps it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toHaveCount(0);
  await expect(picker.locator('..')).toContainText('Priya Raman');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(copy).toBeEnabled();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  await expect(page.getByText(DROP_LINK_MESSAGES.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await shot(page, 'drop-link-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // A visitor with the link and no account.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(
    visitor.getByRole('heading', { name: `Send documents to ${FIRM}`, level: 1 }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(visitor.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
    DROP_LINK_MESSAGES.nameRequired,
  );
  await expect(visitor.getByText(DROP_LINK_MESSAGES.filesRequired)).toBeVisible();
  await visitor.getByRole('textbox', { name: 'Your name' }).fill(sender);
  await visitor.getByRole('textbox', { name: 'Your email' }).fill('jordan@example.com');
  await visitor.getByRole('textbox', { name: 'Message (optional)' }).fill('My 2025 return papers');
  await visitor.getByLabel('Choose files').setInputFiles([
    {
      name: 'W-2 Acme.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOfPages(['Form W-2 Wage and Tax Statement 2025']),
    },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') },
  ]);
  const chosen = visitor.getByRole('list', { name: 'Chosen files' });
  await expect(chosen).toContainText('W-2 Acme.pdf');
  await expect(chosen).toContainText('notes.pdf');
  await expectAccessible(visitor);
  await shot(visitor, 'drop-link-page');
  await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(visitor.getByText(dropReceived(FIRM))).toBeVisible();
  await expect(visitor.getByText('W-2 Acme.pdf')).toBeVisible();
  await expect(visitor.getByRole('alert').filter({ hasText: INVALID_FILES })).toContainText(
    'notes.pdf',
  );
  await shot(visitor, 'drop-link-sent');
  await expectAccessible(visitor);
  // The same page under its other name; a link without the firm's token opens nothing.
  await visitor.goto(link.replace('/drop-link?', '/secure-upload?'));
  await expect(
    visitor.getByRole('heading', { name: `Send documents to ${FIRM}`, level: 1 }),
  ).toBeVisible();
  await visitor.goto(link.replace(/firm=.*$/, 'firm=nothing-here'));
  await expect(visitor.getByText(DROP_LINK_MESSAGES.invalidLink)).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'Your name' })).toHaveCount(0);
  await visitor.context().close();

  // The firm user added is mailed, with what arrived.
  const mail = await waitForOutbox(
    request,
    DEMO_USERS.full.email,
    'mail',
    (m) => m.subject === dropMailSubject(sender),
  );
  expect(mail.text).toContain('- W-2 Acme.pdf');
  expect(mail.text).not.toContain('notes.pdf');

  // The partner finds it in the dialog and downloads it.
  await page.getByRole('button', { name: 'Drop Link' }).click();
  const received = dialog.getByRole('listitem').filter({ hasText: sender });
  await expect(received).toContainText('jordan@example.com');
  await expect(received).toContainText('1 file');
  await expect(received).toContainText('My 2025 return papers');
  const download = page.waitForEvent('download');
  await received.getByRole('button', { name: `Download the files from ${sender}` }).click();
  expect((await download).suggestedFilename()).toBe('Drop Link.zip');
  await shot(page, 'drop-link-received');

  // …and saves it to the client's entity: the row says where, and links to its documents.
  await received
    .getByRole('button', { name: `Save the files from ${sender} to an entity` })
    .click();
  const saveForm = received.getByRole('form', {
    name: `Save the files from ${sender} to an entity`,
  });
  await saveForm.getByRole('button', { name: 'Save' }).click();
  await expect(saveForm.getByRole('alert')).toHaveText('Please choose an entity');
  await saveForm.getByLabel('Entity').fill(client.companies[0]!.name);
  await page.getByRole('option', { name: new RegExp(client.companies[0]!.name) }).click();
  await saveForm.getByRole('button', { name: 'Save' }).click();
  await expect(saveForm).toHaveCount(0);
  await expect(received).toContainText(`Saved to ${client.companies[0]!.name}`);
  await shot(page, 'drop-link-saved');
  await received.getByRole('link', { name: client.companies[0]!.name }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/${client.companies[0]!.hashId}/documents`));
  await expect(documentRow(page, 'W-2 Acme.pdf')).toBeVisible();
});
