// Journey (issue 16 §2): a client attaches a document to a message — chosen in Attach Documents,
// kept in the entity's /Attachments — and sends it; the advisor's open conversation shows it and
// opens the file; the vault holds it under Attachments.
import { expect, test } from '@playwright/test';
import { expectAccessible, pdf, signedInPage } from '../support';
import { shot } from '../shell/shell-support';
import { advisorAndClient, openClientMessages, openStaffMessages, send } from './messaging-support';

test('a client sends a document with a message, and the advisor opens it', async ({
  browser,
  request,
}) => {
  const { client, advisor } = await advisorAndClient(request, [
    { text: 'Please send your W-2.', by: 'advisor', minutesAgo: 10 },
  ]);
  const staffPage = await signedInPage(browser, advisor);
  const staffLog = await openStaffMessages(staffPage);
  await expect(staffLog.getByText('Please send your W-2.')).toBeVisible();

  const clientPage = await signedInPage(browser, client);
  const clientLog = await openClientMessages(clientPage, client);
  await expect(clientLog.getByText('Please send your W-2.')).toBeVisible();
  await clientPage.getByRole('button', { name: 'Attach documents' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Attach Documents' });
  await expectAccessible(clientPage);
  await dialog.getByLabel('Files to attach').setInputFiles([await pdf('W-2 Northwind')]);
  await expect(dialog).toBeHidden();
  const pending = clientPage.getByRole('list', { name: 'Attachments to send' });
  await expect(pending.getByText('W-2 Northwind.pdf')).toBeVisible();
  await shot(clientPage, 'messages-attachment-composer');
  await send(clientPage, 'Here it is.');
  await expect(pending).toHaveCount(0);
  const sent = clientLog.getByRole('listitem').filter({ hasText: 'Here it is.' });
  await expect(sent.getByRole('button', { name: 'Open W-2 Northwind.pdf' })).toBeVisible();

  // The advisor's open page shows it, and the chip opens the file.
  const received = staffLog.getByRole('listitem').filter({ hasText: 'Here it is.' });
  await expect(received.getByRole('button', { name: 'Open W-2 Northwind.pdf' })).toBeVisible({
    timeout: 10_000,
  });
  await shot(staffPage, 'messages-attachment-received');
  await expectAccessible(staffPage);
  const opening = staffPage.context().waitForEvent('page');
  await received.getByRole('button', { name: 'Open W-2 Northwind.pdf' }).click();
  const file = await opening;
  await expect.poll(() => file.url()).toContain('response-content-type=application%2Fpdf');

  // The vault keeps it under Attachments.
  await staffPage.goto(`/admin/${client.companies[0]!.hashId}/documents?path=%2FAttachments`);
  await expect(
    staffPage.getByRole('table', { name: 'Documents' }).getByText('W-2 Northwind.pdf'),
  ).toBeVisible();
});
