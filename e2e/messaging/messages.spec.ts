// Journey (issue 16, first slice): an advisor and a client side by side. The client opens
// Messages, reads the firm's message (signed '{firm} Team') and writes back; the advisor's open
// Messages page shows it without a reload (the signal, then a refresh a second later); the
// advisor's reply reaches the client the same way. On a phone the list and the conversation take
// turns. 30 seconds after each message its recipient is told by mail. Each journey has a firm of
// its own.
import { expect, test } from '@playwright/test';
import {
  createTestConversation,
  createTestFirm,
  createTestUser,
  expectAccessible,
  runTestJob,
  signedInPage,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { advisorAndClient, send } from './messaging-support';

test('a client and an advisor write to each other, each seeing the other’s message live', async ({
  browser,
  request,
}) => {
  const { client, advisor } = await advisorAndClient(request, [
    { text: 'Your organizer is ready.', by: 'advisor', minutesAgo: 5 },
  ]);

  const staffPage = await signedInPage(browser, advisor);
  await staffPage.getByRole('link', { name: /^Messages/ }).click();
  await expect(staffPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const staffLog = staffPage.getByRole('log', { name: 'Messages' });
  await expect(staffLog.getByText('Your organizer is ready.')).toBeVisible();
  await expect(staffLog.getByText(/^Theo Grant ·/)).toBeVisible();

  const clientPage = await signedInPage(browser, client);
  await clientPage.getByRole('link', { name: 'Messages' }).first().click();
  const clientLog = clientPage.getByRole('log', { name: 'Messages' });
  await expect(clientLog.getByText('Your organizer is ready.')).toBeVisible();
  await expect(clientLog.getByText(/^Test Firm Team ·/)).toBeVisible();
  // Send waits for something to send.
  await expect(clientPage.getByRole('button', { name: 'Send' })).toBeDisabled();
  // Clients neither tag nor schedule (spec 3 §6).
  await expect(clientPage.getByRole('button', { name: 'Schedule message' })).toHaveCount(0);
  await expect(clientPage.getByRole('combobox', { name: 'Tag' })).toHaveCount(0);
  await send(clientPage, 'Thanks! I uploaded my W-2.\nThe 1099 comes next week.');
  await expect(clientLog.getByText(/I uploaded my W-2/)).toBeVisible();
  await expectAccessible(clientPage);
  await shot(clientPage, 'messages-client');

  // The advisor's page, open all along, shows it without a reload.
  await expect(staffLog.getByText(/I uploaded my W-2/)).toBeVisible({ timeout: 10_000 });
  await expect(staffLog.getByText(/^Mira Lund ·/)).toBeVisible();
  await send(staffPage, 'Great, thank you Mira.');
  await expectAccessible(staffPage);
  await shot(staffPage, 'messages-staff');
  await expect(clientLog.getByText('Great, thank you Mira.')).toBeVisible({ timeout: 10_000 });

  // 30 seconds on, each is told by mail, with a link and without the message.
  await runTestJob(request, 'sendMessageNotices', new Date(Date.now() + 31_000));
  const notice = await waitForOutbox(request, client.email, 'mail');
  expect(notice.subject).toBe('Test Firm: you have a new message');
  expect(notice.text).toContain(`/inbox/${client.companies[0]!.hashId}/`);
  expect(notice.text).not.toContain('thank you Mira');
  const toAdvisor = await waitForOutbox(request, advisor.email, 'mail');
  expect(toAdvisor.subject).toBe('New message from Mira Lund');

  // What was sent is kept: a reload shows the whole conversation, oldest first.
  await clientPage.reload();
  await expect(clientLog.locator('p')).toHaveText([
    'Your organizer is ready.',
    'Thanks! I uploaded my W-2.\nThe 1099 comes next week.',
    'Great, thank you Mira.',
  ]);
});

test('on a phone the client’s Messages shows the list, then the conversation with a way back', async ({
  browser,
  request,
}) => {
  const firm = await createTestFirm(request);
  const client = await createTestUser(request, { firmId: firm.id, fname: 'Ivo', lname: 'Park' });
  await createTestConversation(request, client.companyId!, {
    firmId: firm.id,
    clientIds: [client.id],
    messages: [{ text: 'Welcome to the portal.', minutesAgo: 1 }],
  });
  const page = await signedInPage(browser, client, { width: 375, height: 740 });
  await page.goto(`/inbox/${client.companies[0]!.hashId}`);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByText('Test Firm Team')).toBeVisible();
  await expect(list.getByText('Welcome to the portal.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'messages-client-phone-list');
  await list.getByRole('button', { name: /Test Firm Team/ }).click();
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Welcome to the portal.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'messages-client-phone-chat');
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
});

test('a long conversation opens on its latest 500 messages, with Previous 500 and Latest 500', async ({
  browser,
  request,
}) => {
  const firm = await createTestFirm(request);
  const client = await createTestUser(request, { firmId: firm.id, fname: 'Lea', lname: 'Long' });
  await createTestConversation(request, client.companyId!, {
    firmId: firm.id,
    clientIds: [client.id],
    messages: Array.from({ length: 520 }, (_, i) => ({
      text: `Note number ${i}`,
      minutesAgo: 600 - i,
    })),
  });
  const page = await signedInPage(browser, client);
  await page.goto(`/inbox/${client.companies[0]!.hashId}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Note number 519', { exact: true })).toBeVisible();
  await expect(log.getByText('Note number 20', { exact: true })).toBeAttached();
  await expect(log.getByText('Note number 19', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Latest 500' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Previous 500' }).click();
  await expect(log.getByText('Note number 19', { exact: true })).toBeVisible();
  await expect(log.getByText('Note number 0', { exact: true })).toBeAttached();
  await expect(log.getByText('Note number 20', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous 500' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Latest 500' }).click();
  await expect(log.getByText('Note number 519', { exact: true })).toBeVisible();
});
