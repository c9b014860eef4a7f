// Journey (issue 16 §2, spec 3 §10 "Thread avatars beyond 3 show +N"): a thread answered by five
// people shows three of their faces and +2, with how many replies; one answered by two shows both.
import { expect, test } from '@playwright/test';
import { createTestConversation, createTestUser, expectAccessible, signedInPage } from '../support';
import { shot } from '../shell/shell-support';
import { firmWithAdvisor, openStaffMessages } from './messaging-support';

test('a thread shows who replied: three faces, then +N', async ({ browser, request }) => {
  const { firm, advisor } = await firmWithAdvisor(request);
  const client = await createTestUser(request, { firmId: firm.id, fname: 'Mira', lname: 'Lund' });
  const names = ['Ana', 'Ben', 'Cy', 'Dee'];
  const colleagues = await Promise.all(
    names.map((fname) =>
      createTestUser(request, { firmId: firm.id, access: 'full', fname, lname: 'Staff' }),
    ),
  );
  await createTestConversation(request, client.companyId!, {
    firmId: firm.id,
    clientIds: [client.id],
    advisorIds: [advisor.id],
    messages: [
      { text: 'Who can look at my K-1?', userId: client.id, minutesAgo: 60 },
      ...colleagues.map((c, i) => ({
        text: `${names[i]} here, I can help.`,
        userId: c.id,
        minutesAgo: 50 - i,
        replyTo: 1,
      })),
      { text: 'Thanks, Theo here too.', userId: advisor.id, minutesAgo: 40, replyTo: 1 },
      { text: 'Anything else?', userId: advisor.id, minutesAgo: 30 },
      { text: 'No, all good.', userId: client.id, minutesAgo: 20, replyTo: 7 },
      { text: 'Great.', userId: advisor.id, minutesAgo: 10, replyTo: 7 },
    ],
  });
  const page = await signedInPage(browser, advisor);
  const log = await openStaffMessages(page);
  const busy = log.getByRole('group', { name: /^5 replies from / });
  await expect(busy).toBeVisible();
  await expect(busy.getByText('+2')).toBeVisible();
  await expect(busy.getByText('5 replies')).toBeVisible();
  const quiet = log.getByRole('group', { name: '2 replies from Mira Lund, Theo Grant' });
  await expect(quiet).toBeVisible();
  await expect(quiet.getByText(/^\+/)).toHaveCount(0);
  await shot(page, 'messages-thread-summary');
  await expectAccessible(page);
});
