// Journey: a render error shows the error boundary, whose button goes back to the root.
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support';

test('a thrown render error shows the boundary with a refresh button', async ({ page }) => {
  await page.goto('/dev/throw');
  await expect(
    page.getByText('Something went wrong. Please refresh this page to try again.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/error-boundary.png' });
  await expectAccessible(page);
  await page.getByRole('button', { name: /refresh/i }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
