// Journey: a user who must set a sign-in method is sent to /set-sign-in-method after signing in,
// chooses a password, is refused a weak one with the spec's rule, sets a strong one (the repeat
// must match), turns on two-factor and lands home; the new password then signs in.
import { expect, test } from '@playwright/test';
import { createTestUser, DEMO_PASSWORD, expectAccessible, signInWith } from '../support';

test('first sign-in set-up with a weak then a strong password', async ({ page, request }) => {
  const user = await createTestUser(request, { setPasswordRequired: true, fname: 'Sam' });
  await signInWith(page, user.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/set-sign-in-method$/);
  await expect(page.getByRole('heading', { name: 'Choose how to sign in' })).toBeVisible();
  await page.getByLabel('A password').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('New password').fill('weakpass');
  await page.getByLabel('Repeat password').fill('weakpass');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password must be greater than 10 characters')).toBeVisible();

  await page.getByLabel('New password').fill('Much-Stronger-2026');
  await page.getByLabel('Repeat password').fill('Much-Stronger-2025');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/set-up-password-mismatch.png' });
  await expectAccessible(page);

  await page.getByLabel('Repeat password').fill('Much-Stronger-2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Also ask for a code emailed to me when I sign in').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Welcome, Sam Person!')).toBeVisible();

  // The new password works; two-factor is now on.
  const response = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: user.email, password: 'Much-Stronger-2026' },
  });
  expect(await response.json()).toEqual({ two_factor_required: true, uid: user.id });
});

test('set-up with a phone number uses the (___) ___-____ mask', async ({ page, request }) => {
  const user = await createTestUser(request, { setPasswordRequired: true });
  await signInWith(page, user.email, DEMO_PASSWORD);
  await page.getByLabel('A code texted to my phone each time').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const phone = page.getByLabel('Mobile phone');
  await phone.pressSequentially('50355501');
  await expect(phone).toHaveValue('(503) 555-01');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await phone.pressSequentially('42');
  await expect(phone).toHaveValue('(503) 555-0142');
  await page.screenshot({ path: 'test-results/screenshots/set-up-phone.png' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const method = await request.get(
    `/api/sessions/get_preferred_sign_in_method?username=${encodeURIComponent(user.email)}`,
  );
  expect((await method.json()).preferred_sign_in_method).toBe('sms');
});
