// Journey (issue 16): where conversations come from. A partner of a new firm finds Messages empty
// ('No available conversations found') and adds an entity from there; the new entity's
// conversation with its owner and advisor appears at once, the partner writes the first message,
// and the entity view's Messages tab shows the same conversation.
import { expect, test } from '@playwright/test';
import {
  createTestFirm,
  createTestUser,
  expectAccessible,
  selectOption,
  signedInPage,
} from '../support';
import { shot } from '../shell/shell-support';

test('a new entity opens a conversation with its owner, reachable from Messages and the entity view', async ({
  browser,
  request,
}) => {
  const firm = await createTestFirm(request);
  const partner = await createTestUser(request, {
    firmId: firm.id,
    access: 'partner',
    fname: 'Ada',
    lname: 'Moss',
  });
  const page = await signedInPage(browser, partner);
  await page.goto('/messages');
  await expect(page.getByText('No available conversations found')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'messages-empty');

  await page.getByRole('button', { name: 'Add Entity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User and Entity' });
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Ivy');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Stone');
  await dialog
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`ivy.stone.${Date.now()}@journey.example`);
  await selectOption(page, dialog.getByRole('combobox', { name: 'Assigned advisor' }), 'Ada Moss');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  // Without a reload, the conversation is listed and opens empty; the partner, Ivy's advisor, is in it.
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /Ivy Stone/ })).toBeVisible();
  await list.getByRole('button', { name: /Ivy Stone/ }).click();
  await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Message' });
  await field.fill('Welcome to the portal, Ivy.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(field).toHaveValue('');
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Welcome to the portal, Ivy.'),
  ).toBeVisible();

  // The entity view's Messages tab holds the same conversation.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Ivy Stone' }).first().click();
  await page
    .getByRole('navigation', { name: 'Entity' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page).toHaveURL(/\/admin\/[^/]+\/messages/);
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Welcome to the portal, Ivy.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'entity-messages');
});
