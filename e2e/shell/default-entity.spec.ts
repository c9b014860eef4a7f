// Journey: the entity a client chooses follows them to another browser (the server keeps it).
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInWith } from '../support';

test('the entity a client chose is the one they open on in another browser', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const llc = `Default ${tag} LLC`;
  const client = await createTestUser(request, {
    fname: 'Dana',
    lname: `Default${tag}`,
    entities: [{ name: llc, entityType: 'Partnership' }],
  });

  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await signInWith(page, client.email, client.password!);
  await expect(page.getByRole('heading', { name: `Welcome, Dana Default${tag}!` })).toBeVisible();
  const switcher = page.getByTestId('entity-switcher').first();
  await expect(switcher).toContainText(`Dana Default${tag}`);
  await switcher.click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/companies/default') && response.request().method() === 'PUT',
  );
  await page
    .getByRole('dialog', { name: 'Switch entity' })
    .getByRole('option', { name: new RegExp(llc) })
    .click();
  await expect(switcher).toContainText(llc);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('entity-switcher').first()).toContainText(llc);
  await laptop.close();

  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await signInWith(other, client.email, client.password!);
  await expect(other.getByRole('heading', { name: `Welcome, Dana Default${tag}!` })).toBeVisible();
  await expect(other.getByTestId('entity-switcher').first()).toContainText(llc);
  await expect(other.getByRole('main').getByTestId('entity-switcher')).toContainText(llc);
  await expectAccessible(other);
  await otherBrowser.close();
});
