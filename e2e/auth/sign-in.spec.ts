// Journeys: a partner and a client sign in with a password and land on their role's home;
// an anonymous visit to a protected page goes to sign-in with the page kept in `redirect`.
import { expect, test } from '@playwright/test';
import { expectSignedInAs, signInAs } from '../support';

test('a partner signs in and lands on the staff overview', async ({ page }) => {
  await signInAs(page, 'partner');
  await expect(page).toHaveURL(/\/overview$/);
  await expectSignedInAs(page, 'partner');
  await page.screenshot({ path: 'test-results/screenshots/partner-overview.png', fullPage: true });
});

test('a client signs in and lands on the client home', async ({ page }) => {
  await signInAs(page, 'clientOneEntity');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, Olivia Martinez!')).toBeVisible();
  await expectSignedInAs(page, 'clientOneEntity');
  await page.screenshot({ path: 'test-results/screenshots/client-home.png', fullPage: true });
});

test('an anonymous visit to /clients ends on sign-in with the page kept in redirect', async ({ page }) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/\?redirect=%2Fclients$/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('after sign-in the partner goes back to the page they first asked for', async ({ page }) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/redirect=%2Fclients/);
  await signInAs(page, 'partner', page.url());
  await expect(page).toHaveURL(/\/clients$/);
});

test('a wrong password shows the error and keeps the typed email', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill('margaret.chen@harborview.example');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email address or password is incorrect')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('margaret.chen@harborview.example');
});

test('an open redirect in the query is ignored after sign-in', async ({ page }) => {
  await signInAs(page, 'partner', '/signin?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/localhost:\d+\/overview$/);
});
