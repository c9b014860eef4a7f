// Journey (issue 16 §8): an advisor follows a client's entity for documents; the client uploads a
// file and the advisor's bell counts it live; the list filters by type and search, and opening
// the notification goes to the entity's documents (the stored /admin-documents link converted)
// and counts as read. A message to the client tells her in her list when its notice goes; she
// dismisses all, and the list keeps them, read.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, pdf, runTestJob, signedInPage } from '../support';
import { shot } from '../shell/shell-support';
import { advisorAndClient, send } from '../messaging/messaging-support';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function openList(page: Page) {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  return panel;
}

test('notifications reach the people who follow an entity, live, and lead to what happened', async ({
  browser,
  request,
}) => {
  const { client, advisor } = await advisorAndClient(request, [
    { text: 'Welcome aboard.', by: 'advisor', minutesAgo: 60 },
  ]);
  const entity = client.companies[0]!;

  // Theo follows Mira's entity for documents.
  const staffPage = await signedInPage(browser, advisor);
  await staffPage.goto(`/admin/${entity.hashId}`);
  await staffPage.getByRole('button', { name: 'My notifications' }).click();
  const settings = staffPage.getByRole('dialog', { name: 'My notifications' });
  await settings
    .getByRole('group', { name: 'Notify me about' })
    .getByRole('checkbox', { name: 'Documents', exact: true })
    .check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await expect(bell(staffPage)).toHaveAccessibleName('Notifications');
  const empty = await openList(staffPage);
  await expect(empty.getByText('No notifications yet')).toBeVisible();
  await empty.getByRole('button', { name: 'Close notifications' }).click();
  await expect(empty).toBeHidden();

  // Mira uploads a file; Theo's bell counts it without a reload.
  const clientPage = await signedInPage(browser, client);
  await clientPage.goto(`/documents/${entity.hashId}`);
  await clientPage.getByRole('button', { name: 'Upload' }).click();
  const upload = clientPage.getByRole('dialog', { name: 'Upload Documents' });
  await upload.getByLabel('Files for: All files').setInputFiles([await pdf('W-2 Northwind')]);
  await expect(upload.getByRole('list', { name: 'Uploaded' })).toContainText('W-2 Northwind.pdf');
  await upload.getByRole('button', { name: 'Done' }).click();
  // The realtime channel's first listen can take a while on a busy machine (the emulator).
  await expect(bell(staffPage)).toHaveAccessibleName('Notifications, 1 unread', {
    timeout: 20_000,
  });

  const list = await openList(staffPage);
  const item = list.getByTestId('notification');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Mira Lund uploaded 1 document to Documents');
  await expect(item).toContainText(`${entity.name} ·`);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(list.getByText('1 unread')).toBeVisible();
  await shot(staffPage, 'notifications-staff-list');
  await expectAccessible(staffPage);

  // Filters: another type finds nothing, a search finds it again.
  await list.getByRole('combobox', { name: 'Type' }).click();
  await staffPage.getByRole('option', { name: 'Questionnaires', exact: true }).click();
  await expect(list.getByText('No notifications match these filters')).toBeVisible();
  await list.getByRole('combobox', { name: 'Type' }).click();
  await staffPage.getByRole('option', { name: 'All types' }).click();
  await list.getByRole('searchbox', { name: 'Search notifications' }).fill('northwind');
  await expect(list.getByText('No notifications match these filters')).toBeVisible();
  await list.getByRole('searchbox', { name: 'Search notifications' }).fill('uploaded');
  await expect(item).toHaveCount(1);

  // Opening it goes to the entity's documents and counts as read.
  await item.getByRole('button', { name: /^Mira Lund uploaded/ }).click();
  await expect(list).toBeHidden();
  await expect(staffPage).toHaveURL(new RegExp(`/admin/${entity.hashId}/documents\\?path=%2F$`));
  await expect(
    staffPage.getByRole('table', { name: 'Documents' }).getByText('W-2 Northwind.pdf'),
  ).toBeVisible();
  await expect(bell(staffPage)).toHaveAccessibleName('Notifications');

  // Theo writes to Mira; when the message's notice goes, her list has it too.
  await staffPage.goto(`/admin/${entity.hashId}/messages`);
  await send(staffPage, 'Thanks, the W-2 is in.');
  await runTestJob(request, 'sendMessageNotices', new Date(Date.now() + 31_000));
  await clientPage.reload();
  await expect(bell(clientPage)).toHaveAccessibleName('Notifications, 1 unread');
  const hers = await openList(clientPage);
  const message = hers.getByTestId('notification');
  await expect(message).toContainText('New message from Test Firm Team');
  await hers.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(message).toHaveAttribute('data-unread', 'false');
  await expect(hers.getByText('0 unread')).toBeVisible();
  await expect(hers.getByRole('button', { name: 'Dismiss all' })).toBeDisabled();
  await shot(clientPage, 'notifications-client-list');
  await expectAccessible(clientPage);

  // Read, it still leads to the conversation.
  await message.getByRole('button', { name: /^New message/ }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/inbox/${entity.hashId}/`));
  await expect(
    clientPage.getByRole('log', { name: 'Messages' }).getByText('Thanks, the W-2 is in.'),
  ).toBeVisible();
  await expect(bell(clientPage)).toHaveAccessibleName('Notifications');
});
