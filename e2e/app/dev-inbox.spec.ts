// Journey: the dev inbox of the local runtime lists the outbox (empty on a fresh store).
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support';

test('the dev inbox opens without signing in', async ({ page }) => {
  await page.goto('/dev/inbox');
  await expect(page.getByRole('heading', { name: /inbox/i })).toBeVisible();
  await expectAccessible(page);
});
