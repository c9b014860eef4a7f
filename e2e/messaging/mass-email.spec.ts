// Journey (issue 16): Mass Email from staff Messages. The dialog asks for a subject, a message and
// recipients (the spec's messages when missing); a test goes to the advisor's own address; the
// send is queued and lands in the outbox for every selected client — and nobody else — with the
// message's line breaks kept.
import { expect, test } from '@playwright/test';
import {
  createTestConversation,
  createTestUser,
  expectAccessible,
  signedInPage,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { firmWithAdvisor } from './messaging-support';

test('an advisor tests a mass email on themselves, then sends it to the clients they chose', async ({
  browser,
  request,
}) => {
  const { firm, advisor } = await firmWithAdvisor(request);
  const client = (fname: string, lname: string) =>
    createTestUser(request, { firmId: firm.id, fname, lname });
  const [mira, ivo, left] = [
    await client('Mira', 'Lund'),
    await client('Ivo', 'Park'),
    await client('Lena', 'Voss'),
  ];
  await createTestConversation(request, mira.companyId!, {
    firmId: firm.id,
    clientIds: [mira.id],
    advisorIds: [advisor.id],
  });

  const page = await signedInPage(browser, advisor);
  await page.goto('/messages');
  await page.getByRole('button', { name: 'Mass Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mass Email' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByText('Please enter a subject')).toBeVisible();
  await expect(dialog.getByText('Please enter a message')).toBeVisible();
  await expect(dialog.getByText('Please select at least one recipient')).toBeVisible();

  const subject = `Filing season ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello,\nFiling season opens Monday.\nTheo');
  await dialog.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText('Test email was sent your email address.')).toBeVisible();
  const own = await waitForOutbox(request, advisor.email, 'mail', (m) => m.subject === subject);
  expect(own.html).toContain('Hello,<br>');

  const recipients = dialog.getByRole('combobox', { name: 'Recipients' });
  for (const [term, name] of [
    ['Lund', 'Mira Lund'],
    ['Park', 'Ivo Park'],
  ] as const) {
    await recipients.fill(term);
    await page.getByRole('option', { name: new RegExp(name) }).click();
  }
  await expect(dialog.getByRole('button', { name: /Mira Lund/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Ivo Park/ })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'messages-mass-email');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText('Mass emails have been successfully queued. They should be sent shortly.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const to of [mira, ivo]) {
    const mail = await waitForOutbox(request, to.email, 'mail', (m) => m.subject === subject);
    expect(mail.text).toBe('Hello,\nFiling season opens Monday.\nTheo');
    expect(mail.html).toBe('Hello,<br>\nFiling season opens Monday.<br>\nTheo');
  }
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
    items: { to: string; subject?: string }[];
  };
  expect(outbox.items.filter((m) => m.to === left.email && m.subject === subject)).toEqual([]);
});
