// Journeys: Add owner → New User from the entity view, copying or transferring the entity's earlier
// messages; the conversations list shows who takes part until the Messages screens exist.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestConversation,
  createTestUser,
  expectAccessible,
  signInAs,
  type TestUser,
} from '../support';
import { apiAs, openEntityPage, shot } from '../shell/shell-support';

interface Conversations {
  conversations: { id: string; user_ids: string[]; client_names: string[] }[];
}

/**
 * Opens the entity view, adds `person` through Add owner → New User with the messages `choice`
 * (screenshotting the dialog as `shotName`), and answers the entity's conversations afterwards.
 */
async function addNewOwner(
  page: Page,
  owner: TestUser,
  person: string,
  choice: RegExp,
  shotName?: string,
): Promise<Conversations['conversations']> {
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('table', { name: 'Entities' })).toBeVisible();
  const entity = await openEntityPage(page, owner.companyId);
  const owners = page.getByRole('region', { name: 'Owners' });
  await owners.getByRole('button', { name: 'Add owner' }).click();
  const dialog = page.getByRole('dialog', { name: `Add owner to ${entity.name}` });
  await dialog.getByRole('tab', { name: 'New User' }).click();
  const [first, last] = person.split(' ');
  await dialog.getByRole('textbox', { name: 'First name' }).fill(first!);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last!);
  await dialog
    .getByRole('textbox', { name: 'Email' })
    .fill(`${person.replace(' ', '.').toLowerCase()}@messages.example`);
  const messages = dialog.getByRole('radiogroup', { name: 'Earlier messages' });
  await expect(messages.getByRole('radio', { name: 'Don’t share earlier messages' })).toBeChecked();
  await messages.getByRole('radio', { name: choice }).check();
  if (shotName) await shot(page, shotName);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add owner' }).click();
  await expect(page.getByText('Entity updated successfully')).toBeVisible();
  await expect(owners.getByRole('listitem')).toHaveCount(2);
  const listed = await apiAs<Conversations>(
    page,
    'GET',
    `/companies/${owner.companyId}/conversations`,
  );
  return listed.conversations;
}

test('a new owner copies the entity’s earlier messages', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const owner = await createTestUser(request, { fname: 'Cora', lname: `Copy${tag}` });
  const { conversation_id } = await createTestConversation(request, owner.companyId!, {
    messages: [{ text: 'Your organizer is ready', minutesAgo: 5 }],
  });
  const conversations = await addNewOwner(
    page,
    owner,
    `Nia Copied${tag}`,
    /^Copy earlier/,
    'people-add-owner-new-user-messages',
  );
  expect(conversations).toHaveLength(1);
  expect(conversations[0]).toMatchObject({
    id: conversation_id,
    client_names: [`Cora Copy${tag}`, `Nia Copied${tag}`],
  });
  expect(conversations[0]!.user_ids[0]).toBe(owner.id);
});

test('a new owner takes over the entity’s earlier messages', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const owner = await createTestUser(request, { fname: 'Tess', lname: `Transfer${tag}` });
  await createTestConversation(request, owner.companyId!, {
    messages: [{ text: 'Please sign the engagement letter', minutesAgo: 5 }],
  });
  const conversations = await addNewOwner(page, owner, `Ned Taker${tag}`, /^Transfer earlier/);
  expect(conversations.map((c) => c.client_names)).toEqual([[`Ned Taker${tag}`]]);
  expect(conversations[0]!.user_ids).not.toContain(owner.id);
});
