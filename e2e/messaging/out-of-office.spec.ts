// Journey (issue 16): an advisor marks themselves out of office on Profile Settings (a message is
// needed while away); their client sees the message in their conversation, and no longer once
// the advisor is back.
import { expect, test } from '@playwright/test';
import { expectAccessible, signedInPage } from '../support';
import { shot } from '../shell/shell-support';
import { advisorAndClient, openClientMessages } from './messaging-support';

test('a client sees their advisor’s out-of-office message in the conversation', async ({
  browser,
  request,
}) => {
  const { client, advisor } = await advisorAndClient(request, [
    { text: 'Your return is filed.', by: 'advisor', minutesAgo: 2 },
  ]);
  const staffPage = await signedInPage(browser, advisor);
  await staffPage.goto('/admin-profile');
  const away = staffPage.getByRole('switch', { name: 'I am out of the office' });
  await away.check();
  const message = staffPage.getByRole('textbox', {
    name: 'Message clients see in your conversations',
  });
  await staffPage.getByRole('button', { name: 'Save' }).last().click();
  await expect(staffPage.getByText('Please enter the message clients will see')).toBeVisible();
  await message.fill('Back on Monday.');
  await staffPage.getByRole('button', { name: 'Save' }).last().click();
  await expect(staffPage.getByText('Out of office updated successfully')).toBeVisible();
  await expectAccessible(staffPage);
  await shot(staffPage, 'staff-out-of-office');

  const clientPage = await signedInPage(browser, client);
  const log = await openClientMessages(clientPage, client);
  await expect(log.getByText('Your return is filed.')).toBeVisible();
  const notice = clientPage.getByRole('alert').filter({ hasText: 'Out of office' });
  await expect(notice).toContainText('Theo Grant: Back on Monday.');
  await expectAccessible(clientPage);
  await shot(clientPage, 'messages-out-of-office');

  // Back in the office: the notice goes.
  await staffPage.reload();
  await away.uncheck();
  await staffPage.getByRole('button', { name: 'Save' }).last().click();
  await expect(staffPage.getByText('Out of office updated successfully')).toBeVisible();
  await clientPage.reload();
  await expect(log.getByText('Your return is filed.')).toBeVisible();
  await expect(clientPage.getByText('Theo Grant: Back on Monday.')).toHaveCount(0);
});
