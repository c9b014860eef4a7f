// What the messaging journeys share: a firm with its advisor (Theo Grant, full access) and a
// client (Mira Lund) in one conversation, opening Messages on either side, and sending.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createTestConversation, createTestFirm, createTestUser, type TestUser } from '../support';

/** A firm of its own with a full-access advisor, Theo Grant. */
export async function firmWithAdvisor(request: APIRequestContext) {
  const firm = await createTestFirm(request);
  const advisor = await createTestUser(request, {
    firmId: firm.id,
    access: 'full',
    fname: 'Theo',
    lname: 'Grant',
  });
  return { firm, advisor };
}

/** Such a firm with a client (Mira Lund) in one conversation with Theo, holding `messages`. */
export async function advisorAndClient(
  request: APIRequestContext,
  messages: { text: string; by: 'advisor' | 'client'; minutesAgo: number }[],
) {
  const { firm, advisor } = await firmWithAdvisor(request);
  const client = await createTestUser(request, { firmId: firm.id, fname: 'Mira', lname: 'Lund' });
  await createTestConversation(request, client.companyId!, {
    firmId: firm.id,
    clientIds: [client.id],
    advisorIds: [advisor.id],
    messages: messages.map((m) => ({
      text: m.text,
      minutesAgo: m.minutesAgo,
      userId: m.by === 'advisor' ? advisor.id : client.id,
    })),
  });
  return { firm, client, advisor };
}

/** Staff Messages, open; answers its log of messages. */
export async function openStaffMessages(page: Page) {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  return page.getByRole('log', { name: 'Messages' });
}

/** The client's Messages of their first entity; answers its log of messages. */
export async function openClientMessages(page: Page, client: TestUser) {
  await page.goto(`/inbox/${client.companies[0]!.hashId}`);
  return page.getByRole('log', { name: 'Messages' });
}

/** Sends `text` from the open conversation's composer (a message or a reply). */
export async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: /^(Message|Reply)$/ });
  await field.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(field).toHaveValue('');
}
