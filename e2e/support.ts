// Shared steps for browser journeys: signing in as a demo role through the real sign-in page.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from '../functions/src/local/seed/demo-firm';

export async function signInAs(page: Page, role: DemoRole, path = '/signin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO_USERS[role].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSignedInAs(page: Page, role: DemoRole): Promise<void> {
  await expect(page.getByText(DEMO_USERS[role].email)).toBeVisible();
}

export { DEMO_USERS };
