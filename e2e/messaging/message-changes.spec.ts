// Journeys (issue 16): what happens to messages after they are written, with an advisor and a
// client side by side. The advisor edits a message, unsends one within 30 seconds (no question
// asked) and deletes an older one after confirming; the client's open screen follows each change.
// The advisor replies in a message's thread with a tag. A scheduled message waits (only its author
// sees it), is moved, and appears on the client's open screen when its time comes (the delivery
// job, run as of that time). A partner joins a conversation and marks it unseen.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestUser,
  expectAccessible,
  runTestJob,
  signedInPage,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { advisorAndClient, openClientMessages, openStaffMessages, send } from './messaging-support';

/** The list item of the message whose text matches, and its actions menu. */
const messageItem = (log: ReturnType<Page['getByRole']>, text: string | RegExp) =>
  log
    .getByRole('listitem')
    .filter({ has: log.page().getByText(text, { exact: true }) })
    .last();

async function chooseAction(page: Page, item: ReturnType<typeof messageItem>, action: string) {
  await item.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an advisor edits, unsends at once and deletes after confirming; the client sees each change live', async ({
  browser,
  request,
}) => {
  const { client, advisor } = await advisorAndClient(request, [
    { text: 'Please send last year’s return.', by: 'advisor', minutesAgo: 30 },
    { text: 'Which pages do you need?', by: 'client', minutesAgo: 20 },
  ]);
  const staffPage = await signedInPage(browser, advisor);
  const staffLog = await openStaffMessages(staffPage);
  const clientPage = await signedInPage(browser, client);
  const clientLog = await openClientMessages(clientPage, client);
  await expect(clientLog.getByText('Please send last year’s return.')).toBeVisible();

  // Edit: the text changes on both sides, marked '(edited)'.
  await send(staffPage, 'Your refund is $1,200.');
  await expect(clientLog.getByText('Your refund is $1,200.')).toBeVisible({ timeout: 10_000 });
  await chooseAction(staffPage, messageItem(staffLog, 'Your refund is $1,200.'), 'Edit');
  const dialog = staffPage.getByRole('dialog', { name: 'Edit message' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Your refund is $1,250.');
  await expectAccessible(staffPage);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(staffPage.getByText('Message updated successfully')).toBeVisible();
  await expect(staffLog.getByText('Your refund is $1,250.')).toBeVisible();
  await expect(staffLog.getByText(/\(edited\)$/)).toBeVisible();
  await expect(clientLog.getByText('Your refund is $1,250.')).toBeVisible({ timeout: 10_000 });
  await expect(clientLog.getByText('Your refund is $1,200.')).toBeHidden();

  // Unsend within 30 seconds: no question asked.
  await send(staffPage, 'Meant for another client, sorry');
  await expect(clientLog.getByText('Meant for another client, sorry')).toBeVisible({
    timeout: 10_000,
  });
  await chooseAction(staffPage, messageItem(staffLog, 'Meant for another client, sorry'), 'Unsend');
  await expect(staffPage.getByText('Message unsent')).toBeVisible();
  await expect(clientLog.getByText('Meant for another client, sorry')).toBeHidden({
    timeout: 10_000,
  });
  await expect(clientLog.getByText('This message was deleted')).toBeVisible();

  // An older message asks first (its notice went out long ago); Cancel keeps it.
  const older = messageItem(staffLog, 'Please send last year’s return.');
  await chooseAction(staffPage, older, 'Delete');
  const confirm = staffPage.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toContainText('already been sent');
  await shot(staffPage, 'messages-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(staffLog.getByText('Please send last year’s return.')).toBeVisible();
  await chooseAction(staffPage, older, 'Delete');
  await staffPage
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(staffPage.getByText('Message deleted successfully')).toBeVisible();
  await expect(staffLog.getByText('This message was deleted')).toHaveCount(2);
  // The client's own message offers them nothing of the advisor's to change.
  await expect(
    messageItem(clientLog, 'Your refund is $1,250.').getByRole('menuitem', { name: 'Edit' }),
  ).toHaveCount(0);

  // Kept: a reload shows the same conversation.
  await clientPage.reload();
  await expect(clientLog.locator('p')).toHaveText([
    'This message was deleted',
    'Which pages do you need?',
    'Your refund is $1,250.',
    'This message was deleted',
  ]);
});

test('an advisor replies in a thread with a tag, and schedules a message that arrives at its time', async ({
  browser,
  request,
}) => {
  const { client, advisor } = await advisorAndClient(request, [
    { text: 'Do you need my 1099-INT?', by: 'client', minutesAgo: 10 },
  ]);
  const staffPage = await signedInPage(browser, advisor);
  const staffLog = await openStaffMessages(staffPage);
  const clientPage = await signedInPage(browser, client);
  const clientLog = await openClientMessages(clientPage, client);

  // A reply under the client's message, tagged Urgent.
  await chooseAction(staffPage, messageItem(staffLog, 'Do you need my 1099-INT?'), 'Reply');
  await expect(staffPage.getByText(/^Replying to Mira Lund/)).toBeVisible();
  await staffPage.getByRole('combobox', { name: 'Tag' }).click();
  await staffPage.getByRole('option', { name: 'Urgent' }).click();
  await send(staffPage, 'Yes, before Friday please.');
  const thread = clientLog.getByRole('list', { name: 'Replies to Mira Lund' });
  await expect(thread.getByText('Yes, before Friday please.')).toBeVisible({ timeout: 10_000 });
  await expect(thread.getByText('Urgent')).toBeVisible();
  await expect(staffPage.getByText(/^Replying to/)).toBeHidden();

  // Auto-remind: the client is reminded by mail 3 days on, unless they reply first.
  await staffPage.getByRole('textbox', { name: 'Message' }).fill('Please upload your 1099-B.');
  await staffPage.getByRole('checkbox', { name: /Remind the client every 3 days/ }).check();
  await staffPage.getByRole('button', { name: 'Send' }).click();
  await expect(
    messageItem(staffLog, 'Please upload your 1099-B.').getByText('Auto-remind on'),
  ).toBeVisible();
  await expect(
    staffPage.getByRole('checkbox', { name: /Remind the client every 3 days/ }),
  ).not.toBeChecked();
  await runTestJob(request, 'sendMessageReminders', new Date(Date.now() + 3 * 86_400_000 + 60_000));
  const reminder = await waitForOutbox(request, client.email, 'mail', (m) =>
    Boolean(m.subject?.endsWith('a reminder about a message')),
  );
  expect(reminder.text).toContain('Test Firm Team is waiting for your reply');

  // Schedule: tomorrow at 09:00 by default; a time already past is refused.
  await staffPage
    .getByRole('textbox', { name: 'Message' })
    .fill('A reminder: the deadline is Friday.');
  // No AI model is configured offline: a draft is refused, and what was typed stays.
  await staffPage.getByRole('button', { name: 'Draft a reply with AI' }).click();
  await expect(staffPage.getByText('Failed to generate response')).toBeVisible();
  await expect(staffPage.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'A reminder: the deadline is Friday.',
  );
  await staffPage.getByRole('button', { name: 'Schedule message' }).click();
  const schedule = staffPage.getByRole('dialog', { name: 'Schedule message' });
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await expect(schedule.getByLabel('Day')).toHaveValue(day(tomorrow));
  await expect(schedule.getByLabel('Time')).toHaveValue('09:00');
  await schedule.getByLabel('Day').fill(day(new Date()));
  await schedule.getByLabel('Time').fill('00:00');
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(schedule.getByText('Please select a date in the future')).toBeVisible();
  await expectAccessible(staffPage);
  await shot(staffPage, 'messages-schedule-dialog');
  await schedule.getByLabel('Day').fill(day(tomorrow));
  await schedule.getByLabel('Time').fill('09:00');
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(schedule).toBeHidden();
  const waiting = messageItem(staffLog, 'A reminder: the deadline is Friday.');
  await expect(waiting.getByText(/^Scheduled for /)).toBeVisible();

  // Moved to 10:00.
  await chooseAction(staffPage, waiting, 'Edit scheduled time');
  const moving = staffPage.getByRole('dialog', { name: 'Edit scheduled time' });
  await expect(moving.getByLabel('Time')).toHaveValue('09:00');
  await moving.getByLabel('Time').fill('10:00');
  await moving.getByRole('button', { name: 'Save' }).click();
  await expect(staffPage.getByText('Schedule time updated successfully')).toBeVisible();
  await expectAccessible(staffPage);
  await shot(staffPage, 'messages-scheduled');

  // Only its author sees it until then.
  await clientPage.reload();
  await expect(clientLog.getByText('Yes, before Friday please.')).toBeVisible();
  await expect(clientLog.getByText('A reminder: the deadline is Friday.')).toHaveCount(0);

  // At 10:00 tomorrow the job sends it: the client's open screen shows it, the chip goes.
  const at = new Date(tomorrow);
  at.setHours(10, 0, 30, 0);
  await runTestJob(request, 'deliverScheduledMessages', at);
  await expect(clientLog.getByText('A reminder: the deadline is Friday.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(waiting.getByText(/^Scheduled for /)).toBeHidden({ timeout: 10_000 });
});

test('a partner joins a conversation they read, writes, then marks it unseen', async ({
  browser,
  request,
}) => {
  const { firm } = await advisorAndClient(request, [
    { text: 'I have a question about estimated payments.', by: 'client', minutesAgo: 3 },
  ]);
  const partner = await createTestUser(request, {
    firmId: firm.id,
    access: 'partner',
    fname: 'Ada',
    lname: 'Moss',
  });
  const page = await signedInPage(browser, partner);
  const log = await openStaffMessages(page);
  await expect(log.getByText('I have a question about estimated payments.')).toBeVisible();
  await expect(page.getByText('You are not in this conversation.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join conversation' }).click();
  await send(page, 'Happy to help, Mira: I will call you today.');
  await expect(log.getByText('Happy to help, Mira: I will call you today.')).toBeVisible();

  await page.getByRole('button', { name: 'Mark as unseen' }).click();
  await expect(page.getByText('Conversation marked as unseen')).toBeVisible();
  await expect(page.getByText('Choose a conversation to read its messages.')).toBeVisible();
  const item = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /Mira Lund/ });
  // (The badge's labelled root has no size of its own: attached, not "visible".)
  await expect(item.getByLabel('1 unseen')).toBeAttached();
  const navBadge = page.getByTestId('messages-badge').locator('.MuiBadge-badge');
  await expect(navBadge).toHaveText('1');
  await expect(navBadge).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'messages-marked-unseen');
  // Opening it again marks it seen.
  await item.click();
  await expect(item.getByLabel('1 unseen')).toHaveCount(0);
  // (MUI keeps the last number in a badge it hides.)
  await expect(navBadge).toBeHidden();
});

test('a partner sets who from the firm takes part; Save waits for one; the new participant writes', async ({
  browser,
  request,
}) => {
  const { firm } = await advisorAndClient(request, [
    { text: 'Can someone help with payroll?', by: 'client', minutesAgo: 4 },
  ]);
  const partner = await createTestUser(request, {
    firmId: firm.id,
    access: 'partner',
    fname: 'Ada',
    lname: 'Moss',
  });
  const colleague = await createTestUser(request, {
    firmId: firm.id,
    access: 'full',
    fname: 'Rui',
    lname: 'Costa',
  });
  const page = await signedInPage(browser, partner);
  await openStaffMessages(page);
  await page.getByRole('button', { name: 'Manage Participants' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Participants' });
  await expect(dialog.getByRole('checkbox', { name: 'Theo Grant' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Theo Grant' }).uncheck();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog.getByText('Please select at least one participant')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Rui Costa' }).check();
  await expectAccessible(page);
  await shot(page, 'messages-participants');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Participants updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const ruiPage = await signedInPage(browser, colleague);
  const ruiLog = await openStaffMessages(ruiPage);
  await expect(ruiLog.getByText('Can someone help with payroll?')).toBeVisible();
  await send(ruiPage, 'Rui here, I will take it from now.');
  await expect(ruiLog.getByText('Rui here, I will take it from now.')).toBeVisible();
});
