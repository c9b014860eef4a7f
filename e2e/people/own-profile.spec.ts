// Journeys: one's own profile. An incomplete phone is sent empty and the rest saved (issue 12).
// Changing one's own sign-in contact proves the new value with a code (issue 11): a client who
// signs in by text confirms a new phone with the code texted to it (a wrong code is refused,
// Cancel keeps what was typed); a partner confirms a new email and then signs in with it.
import { expect, test, type Page } from '@playwright/test';
import { formatPhone } from '../../common/src/people/phone';
import {
  codeIn,
  createTestUser,
  expectAccessible,
  expectSignedInWith,
  signInWith,
  waitForOutbox,
  type TestUser,
} from '../support';
import { shot } from '../shell/shell-support';

/** A number no other journey texts, so the newest SMS to it is this journey's. */
const uniquePhone = () => `50355${String(Date.now() % 100_000).padStart(5, '0')}`;

async function signInByText(
  page: Page,
  request: Parameters<typeof waitForOutbox>[0],
  user: TestUser,
  phone: string,
) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const sms = await waitForOutbox(request, phone, 'sms');
  await page.getByLabel('Verification code').fill(codeIn(sms));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome, Test Person!')).toBeVisible();
}

test('an incomplete phone is sent empty and the rest of the profile is saved', async ({
  page,
  request,
}) => {
  const client = await createTestUser(request, { phoneNumber: '5035550123' });
  await signInWith(page, client.email, client.password!);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toHaveValue('(503) 555-0123');
  await phone.fill('503555');
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Pip');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(phone).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Pip');
  await expect(phone).toHaveValue('');
  await expectAccessible(page);
});

test('a client who signs in by text confirms a new phone with the code texted to it', async ({
  page,
  request,
}) => {
  const oldPhone = uniquePhone();
  const client = await createTestUser(request, {
    preferredSignInMethod: 'sms',
    phoneNumber: oldPhone,
    password: null,
  });
  await signInByText(page, request, client, oldPhone);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  const phoneField = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phoneField).toHaveValue(formatPhone(oldPhone));

  // Cancel keeps what was typed, and nothing is saved.
  const newPhone = String(Number(oldPhone) + 1);
  await phoneField.fill(newPhone);
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Patty');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your new phone number' });
  await expect(
    dialog.getByText(`We texted a 6-digit code to ${formatPhone(newPhone)}`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(phoneField).toHaveValue(formatPhone(newPhone));
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Patty');

  // A wrong code is refused in the dialog; the right one saves the number and the rest.
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText(/We texted a 6-digit code/)).toBeVisible();
  const sms = await waitForOutbox(request, newPhone, 'sms', (item) =>
    item.text.includes('confirm this phone number'),
  );
  const code = codeIn(sms);
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await verify.click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid or expired verification code');
  await expectAccessible(page);
  await shot(page, 'profile-confirm-phone');
  await dialog.getByLabel('Verification code').fill(code);
  await verify.click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(phoneField).toHaveValue(formatPhone(newPhone));
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Patty');
  const notice = await waitForOutbox(request, oldPhone, 'sms', (item) =>
    item.text.includes('sign-in phone number was changed'),
  );
  expect(notice.text).toContain(newPhone.slice(-4));
});

test('a partner confirms a new sign-in email with the mailed code and signs in with it', async ({
  page,
  request,
}) => {
  const partner = await createTestUser(request, { access: 'partner' });
  await signInWith(page, partner.email, partner.password!);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/admin-profile');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue(partner.email);
  const newEmail = `moved-${partner.id}@example.com`;
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Save profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your new email' });
  await expect(dialog.getByText(`We emailed a 6-digit code to ${newEmail}`)).toBeVisible();
  const mail = await waitForOutbox(request, newEmail, 'mail');
  await dialog.getByLabel('Verification code').fill(codeIn(mail));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(email).toHaveValue(newEmail);
  await waitForOutbox(request, partner.email, 'mail', (item) =>
    (item.subject ?? '').includes('sign-in email was changed'),
  );

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The profile has Email and Work email: wait for the sign-in page itself.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await signInWith(page, newEmail, partner.password!);
  await expectSignedInWith(page, newEmail);
});
