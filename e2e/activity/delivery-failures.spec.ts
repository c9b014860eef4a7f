// Journey (issue 47 §1): mail goes out as the delivery extension takes it. A reminder reaches one
// owner (the dev inbox shows it "Delivered") and not the other, whose address cannot be reached
// ("Not delivered", with the provider's reason); the partner then finds "Mail to … could not be
// delivered: …" in the entity's activity, to correct the address or call the client.
import { expect, test } from '@playwright/test';
import {
  createTestQuestionnaires,
  createTestUser,
  expectAccessible,
  runTestJob,
  signInAs,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a mail that cannot be delivered shows in the dev inbox and in the entity’s activity', async ({
  page,
  request,
}) => {
  const tag = unique();
  const lname = `Bounce${tag}`;
  const client = await createTestUser(request, {
    fname: 'Bo',
    lname,
    email: `bo.${tag}@mailhost.invalid`,
    spouse: { fname: 'Cy', lname },
  });
  const entity = client.companies[0]!;
  const organizer = `Organizer ${tag}`;
  await createTestQuestionnaires(request, entity.id, { questionnaires: [{ name: organizer }] });

  await signInAs(page, 'partner');
  await page.goto(`/admin/${entity.hashId}`);
  const panel = page.getByRole('region', { name: 'Questionnaires' });
  await panel.getByRole('button', { name: `Actions for ${organizer}` }).click();
  await page.getByRole('menuitem', { name: 'Send reminder' }).click();
  const remind = page.getByRole('dialog', { name: 'Send reminders' });
  await remind.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(remind).toHaveCount(0);
  await waitForOutbox(request, client.email, 'mail', (m) => m.delivery.state === 'ERROR');
  await waitForOutbox(request, client.spouse!.email, 'mail', (m) => m.delivery.state === 'SUCCESS');

  await page.goto('/dev/inbox');
  const bounced = page.getByRole('article', { name: `Email to ${client.email}` });
  await expect(bounced.getByTestId('delivery-state')).toHaveText('Not delivered');
  await expect(bounced.getByRole('alert')).toContainText('The domain does not exist');
  const delivered = page.getByRole('article', { name: `Email to ${client.spouse!.email}` });
  await expect(delivered.getByTestId('delivery-state')).toHaveText('Delivered');
  await bounced.scrollIntoViewIfNeeded();
  await shot(page, 'dev-inbox-delivery-states');
  await expectAccessible(page);

  // The failures job (every 5 minutes) tells the entity's activity.
  await runTestJob(request, 'reportFailedDeliveries');
  await page.goto('/activities');
  await page.getByRole('combobox', { name: 'Entity' }).fill(lname);
  await page.getByRole('option', { name: new RegExp(lname) }).click();
  const activities = page.getByRole('table', { name: 'Activities' });
  const line = activities.getByRole('row').filter({ hasText: 'Mail not delivered' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(
    `Mail to ${client.email} could not be delivered: 550 5.1.2 The domain does not exist`,
  );
  await expect(activities.getByRole('row').filter({ hasText: client.spouse!.email })).toHaveCount(
    0,
  );
  await shot(page, 'activity-mail-not-delivered');
  await expectAccessible(page);
});
