// Journeys: a firm that forces two-factor on its clients asks for the mailed code after the
// password; five wrong passwords lock the account with the spec's restriction message.
import { expect, test } from '@playwright/test';
import {
  codeIn,
  createTestFirm,
  createTestUser,
  DEMO_PASSWORD,
  expectAccessible,
  signInWith,
  waitForOutbox,
} from '../support';

test('two-factor forced by the firm', async ({ page, request }) => {
  const firm = await createTestFirm(request, { force_2fa_on_users: true });
  const user = await createTestUser(request, { firmId: firm.id, fname: 'Tessa' });
  await signInWith(page, user.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  const field = page.getByLabel('Two-factor code');
  await field.fill('12345');
  await expect(verify).toBeDisabled();

  const mail = await waitForOutbox(
    request,
    user.email,
    'mail',
    (m) => m.subject === 'Your Portico two-factor code',
  );
  const wrong = codeIn(mail) === '000000' ? '111111' : '000000';
  await field.fill(wrong);
  await verify.click();
  await expect(page.getByText('Invalid or expired verification code')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-2fa-wrong-code.png' });
  await expectAccessible(page);

  await field.fill(codeIn(mail));
  await verify.click();
  await expect(page.getByText('Welcome, Tessa Person!')).toBeVisible();
});

test('five wrong passwords, then the lock-out message even for the right one', async ({
  page,
  request,
}) => {
  const user = await createTestUser(request);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const password = page.getByLabel('Password');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await password.fill(`Wrong-password-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email address or password is incorrect')).toBeVisible();
  }
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(
      'Access to this account has been temporarily restricted. Please try again later or reset your password for immediate access.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-locked-out.png' });
  await expectAccessible(page);
});
