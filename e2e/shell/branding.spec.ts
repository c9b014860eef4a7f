// Journey: before sign-in, the page takes the firm's branding from its slug (tenant branding).
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support';
import { shot } from './shell-support';

test('the sign-in page is branded by the firm slug', async ({ page }) => {
  await page.goto('/signin?firm=lakeside');
  await expect(page).toHaveTitle('Lakeside CPA Group · Portico');
  await expect(page.locator('meta[name="theme-color"]')).not.toHaveAttribute('content', '#1f4e79');
  await shot(page, 'sign-in-branded-lakeside');
  await expectAccessible(page);
});
