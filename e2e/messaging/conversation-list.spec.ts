// Journey (issue 16): the list panel of staff Messages. The filter narrows the conversations by
// their clients' names 640 ms after typing; Show Unread keeps those marked unseen (and opens none
// by itself, which would mark it seen); beyond a page of 100, Show more conversations brings the rest;
// in the firm's list each conversation names its entity.
import { expect, test } from '@playwright/test';
import {
  createTestConversation,
  createTestUser,
  expectAccessible,
  signInAs,
  signedInPage,
} from '../support';
import { shot } from '../shell/shell-support';
import { firmWithAdvisor } from './messaging-support';

test('an advisor filters the conversations, shows the unread ones and pages beyond 100', async ({
  browser,
  request,
}) => {
  test.slow(); // 101 conversations to set up.
  const { firm, advisor } = await firmWithAdvisor(request);
  const conversationWith = async (fname: string, lname: string, messages: number) => {
    const client = await createTestUser(request, { firmId: firm.id, fname, lname });
    await createTestConversation(request, client.companyId!, {
      firmId: firm.id,
      clientIds: [client.id],
      advisorIds: [advisor.id],
      messages: Array.from({ length: messages }, (_, i) => ({
        text: `Note ${i + 1} for ${fname}`,
        minutesAgo: 10 - i,
      })),
    });
    return client;
  };
  await conversationWith('Nora', 'Quill', 1);
  await conversationWith('Noah', 'Quinn', 1);
  await conversationWith('Ben', 'Stone', 1);
  const quiet = await createTestUser(request, {
    firmId: firm.id,
    fname: 'Silent',
    lname: 'Partner',
  });
  for (let i = 0; i < 98; i++)
    await createTestConversation(request, quiet.companyId!, {
      firmId: firm.id,
      clientIds: [quiet.id],
      advisorIds: [advisor.id],
      messages: [],
    });

  const page = await signedInPage(browser, advisor);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(100);
  await page.getByRole('button', { name: 'Show more conversations' }).click();
  await expect(items).toHaveCount(101);
  await expect(page.getByRole('button', { name: 'Show more conversations' })).toHaveCount(0);

  const filter = page.getByRole('searchbox', { name: 'Filter conversations' });
  await filter.fill('qui');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Noah Quinn');
  await expect(items.nth(1)).toContainText('Nora Quill');
  await filter.fill('nora quill');
  await expect(items).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, 'messages-filter');
  await filter.fill('nobody like this');
  await expect(page.getByText('No available conversations found')).toBeVisible();
  // Cleared: the whole list as it was, both pages.
  await filter.fill('');
  await expect(items).toHaveCount(101);

  // Ben's conversation marked unseen is the one Show Unread keeps; nothing opens by itself.
  await list.getByRole('button', { name: /Ben Stone/ }).click();
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Note 1 for Ben'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mark as unseen' }).click();
  await expect(page.getByText('Conversation marked as unseen')).toBeVisible();
  await page.getByRole('button', { name: 'Show Unread' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Ben Stone');
  await expect(items.first().getByLabel('1 unseen')).toBeAttached();
  await expect(page.getByText('Choose a conversation to read its messages.')).toBeVisible();
  await shot(page, 'messages-unread');
  await page.getByRole('button', { name: 'Show All' }).click();
  await expect(items).toHaveCount(101);
});

test('each conversation in the firm’s list names its entity, so one client’s two tell apart', async ({
  page,
}) => {
  await signInAs(page, 'partner', '/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await page.getByRole('searchbox', { name: 'Filter conversations' }).fill('Grace Kim');
  // The filtered list: her two conversations and nothing else.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const grace = list.getByRole('listitem').filter({ hasText: 'Grace Kim' });
  await expect(grace).toHaveCount(2);
  // Her own entity is named as she is; the other is her business.
  await expect(grace.filter({ hasText: 'Kim Design Studio' })).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, 'messages-entity-names');
});
