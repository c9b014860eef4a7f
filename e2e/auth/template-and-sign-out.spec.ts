// Journeys: a template link signs up a new client (email, then names) and lands on the template
// page's 'coming next' state; signing out in one tab signs out the other, whose sign-in page says
// 'You have been signed out'.
import { expect, test } from '@playwright/test';
import { DEMO_TEMPLATES } from '../../local-runtime/src/seed/demo-firm';
import { createTestUser, DEMO_PASSWORD, expectAccessible, signInWith } from '../support';

test('template start and sign-up', async ({ page }) => {
  const template = DEMO_TEMPLATES.individual;
  await page.goto(`/template/${template.hashId}?taxYear=2025&firmGroupId=g-north`);
  await expect(
    page.getByText(`Harborview Tax & Advisory invites you to fill in “${template.name}”.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/template-start.png' });
  await expectAccessible(page);

  const email = `template-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeVisible();
  await page.getByLabel('First name').fill('Nina');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page.getByText('Please enter your first and last name')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/template-sign-up.png' });
  await expectAccessible(page);
  await page.getByLabel('Last name').fill('Alvarez');
  await page.getByRole('button', { name: 'Get started' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/template/${template.hashId}/create-questionnaire-from-template$`),
  );
  await expect(page.getByRole('heading', { name: template.name })).toBeVisible();
  await expect(page.getByText('Coming next')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/template-coming-next.png' });
  await expectAccessible(page);
});

test('sign-out in one tab reaches the other', async ({ context, request }) => {
  const user = await createTestUser(request, { fname: 'Tab' });
  const first = await context.newPage();
  await signInWith(first, user.email, DEMO_PASSWORD);
  await expect(first.getByText('Welcome, Tab Person!')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByText('Welcome, Tab Person!')).toBeVisible();

  await first.getByRole('button', { name: /Account menu/ }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(second.getByText('You have been signed out')).toBeVisible();
  await expect(second.getByLabel('Email')).toBeVisible();
  await second.screenshot({ path: 'test-results/screenshots/signed-out-elsewhere.png' });
  await expectAccessible(second);
  await expect(second.getByText('You have been signed out')).toBeHidden({ timeout: 12_000 });
});
