// Journeys: an email-method user signs in from the mailed link, or with an emailed code instead;
// an SMS-method user with the texted code; a used link shows the expired-link choice and a new
// texted code signs in; a phone that can't take texts shows the SMS failure screen whose button
// mails a reset link.
import { expect, test } from '@playwright/test';
import { codeIn, createTestUser, expectAccessible, linkPathIn, waitForOutbox } from '../support';

test('email-link sign-in', async ({ page, request }) => {
  const user = await createTestUser(request, {
    preferredSignInMethod: 'email',
    password: null,
    fname: 'Ella',
  });
  await page.goto('/signin?redirect=%2Fprofile');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`We emailed a sign-in link to ${user.email}.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-sent-email.png' });
  await expectAccessible(page);
  const mail = await waitForOutbox(
    request,
    user.email,
    'mail',
    (m) => m.subject === 'Your Portico sign-in link',
  );
  const link = linkPathIn(mail);
  expect(link).toContain('redirect=%2Fprofile');
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile$/);
});

test('an email-method user who reads mail elsewhere signs in with an emailed code', async ({
  page,
  request,
}) => {
  const user = await createTestUser(request, {
    preferredSignInMethod: 'email',
    password: null,
    fname: 'Cody',
  });
  await page.goto('/signin?redirect=%2Fprofile');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Email me a code instead' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText('We emailed you a 6-digit code.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/sign-in-sent-email-code.png' });
  const mail = await waitForOutbox(
    request,
    user.email,
    'mail',
    (m) => m.subject === 'Your Portico verification code',
  );
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toBeVisible();
});

test('SMS-code sign-in', async ({ page, request }) => {
  const user = await createTestUser(request, {
    preferredSignInMethod: 'sms',
    phoneNumber: '5035550101',
    password: null,
  });
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  const sms = await waitForOutbox(request, '5035550101', 'sms');
  await page.getByLabel('Verification code').fill(`${codeIn(sms)}99`);
  await expect(page.getByLabel('Verification code')).toHaveValue(codeIn(sms));
  await expect(verify).toBeEnabled();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-sent-text.png' });
  await expectAccessible(page);
  await verify.click();
  await expect(page.getByText('Welcome, Test Person!')).toBeVisible();
});

test('a used link shows the expired-link choice, and a new texted code signs in', async ({
  page,
  request,
}) => {
  const user = await createTestUser(request, {
    preferredSignInMethod: 'email',
    phoneNumber: '5035550102',
    password: null,
  });
  await request.post('/api/sessions/send_auth_link', { data: { uid: user.id } });
  const link = linkPathIn(await waitForOutbox(request, user.email, 'mail'));
  // The link works once: use it from the API, so the browser gets a used one.
  const token = new URL(link, 'http://x').searchParams.get('auth_token');
  expect(
    (
      await request.post('/api/sessions/exchange_for_firebase_token', {
        data: { auth_token: token },
      })
    ).status(),
  ).toBe(200);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(
    page.getByLabel(/Email a new sign-in link to u-\*\*\*@t\*\*\*\.example/),
  ).toBeVisible();
  await expect(page.getByLabel(/Email a code to u-\*\*\*@t\*\*\*\.example/)).toBeVisible();
  await page.getByLabel('Text a code to (***) ***-0102').check();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-expired-link.png' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send' }).click();
  const sms = await waitForOutbox(request, '5035550102', 'sms');
  await page.getByLabel('Verification code').fill(codeIn(sms));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome, Test Person!')).toBeVisible();
});

test('a phone that cannot take texts shows the SMS failure screen, whose button mails a reset link', async ({
  page,
  request,
}) => {
  const user = await createTestUser(request, {
    preferredSignInMethod: 'sms',
    phoneNumber: '555',
    password: null,
  });
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText(
      'SMS code failed to send. Your phone number might be invalid. Please use the button below to reset your sign-in method.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sign-in-sms-failed.png' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset sign-in method' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await waitForOutbox(
    request,
    user.email,
    'mail',
    (m) => m.subject === 'Reset your Portico sign-in method',
  );
  await page.goto(linkPathIn(mail));
  await expect(page).toHaveURL(/\/set-sign-in-method/);
});

test('forgot password mails a reset link and shows sent-link', async ({ page, request }) => {
  const user = await createTestUser(request);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`We emailed a link to ${user.email}.`, { exact: false }),
  ).toBeVisible();
  await waitForOutbox(
    request,
    user.email,
    'mail',
    (m) => m.subject === 'Reset your Portico sign-in method',
  );
});
