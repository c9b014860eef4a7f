// Journey (issue 48, its first part): signing in leaves a session the server can read — the
// `__session` cookie, HttpOnly, Secure, SameSite=Strict — which the API takes without the SDK's
// token; signing out ends it, and the portal opened again shows the sign-in page.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, DEMO_PASSWORD, signInWith } from '../support';

/** current_user asked with the cookie alone, as a page's first request will be. */
const askWithCookieOnly = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/sessions/current_user')).status);

test('signing in starts a session the server reads; signing out ends it', async ({
  page,
  context,
  request,
}) => {
  const user = await createTestUser(request, { fname: 'Cookie' });
  await signInWith(page, user.email, DEMO_PASSWORD);
  await expect(page.getByText('Welcome, Cookie Person!')).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === '__session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  expect(await askWithCookieOnly(page)).toBe(200);
  expect(await page.evaluate(() => document.cookie)).not.toContain('__session');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === '__session')).toBeUndefined();
  // The cookie as it was is dead too, should anyone have kept it.
  await context.addCookies([{ ...session!, expires: -1 }]);
  expect(await askWithCookieOnly(page)).toBe(401);

  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByText('Welcome, Cookie Person!')).toHaveCount(0);
});
