// Journeys (issue 50): a visitor creates a firm at /create-firm — the form's rules, the code
// mailed to them (a wrong one refused) — and lands on the Guide of their new firm, which ticks
// each step as they do it: invite the team, pick a starter template, import a 10-row client list,
// send a first questionnaire, connect card payments in the Stripe sandbox (the invited advisor
// accepting in a browser of his own); the Guide on a phone; then they hide it from their menu. An address that already has an
// account is taken to sign in; the form fits a phone.
import { expect, test, type Page } from '@playwright/test';
import {
  acceptInvitation,
  DEMO_USERS,
  expectAccessible,
  selectOption,
  waitForOutbox,
} from '../support';
import { shot } from './shell-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillDetails(page: Page, email: string, password = 'Cedar-Pine-2026!') {
  await page.getByLabel('Firm name').fill('Cedar & Pine Tax');
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Kowalski');
  await page.getByLabel('Work email').fill(email);
  const phone = page.getByRole('textbox', { name: 'Mobile phone' });
  await phone.fill('');
  await phone.pressSequentially('5035550199');
  await expect(phone).toHaveValue('(503) 555-0199');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat password' }).fill(password);
}

/** The Guide's step, named with ', done' once it is. */
const step = (page: Page, name: string) =>
  page.getByRole('list', { name: 'First week steps' }).getByRole('listitem', { name });

test('a visitor creates a firm and the Guide ticks their first steps', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // a firm from nothing: the form, the code, four steps of the Guide
  const email = `nadia.${unique()}@cedarpine.example`;
  await page.goto('/create-firm');
  await expect(page.getByRole('heading', { name: 'Create your firm' })).toBeVisible();
  await expect(page.getByText(/The FTC Safeguards Rule requires/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Firm name is required')).toBeVisible();
  await fillDetails(page, email, 'weakpass');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password must be greater than 10 characters')).toBeVisible();
  await shot(page, 'create-firm-form');
  await expectAccessible(page);
  await fillDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await waitForOutbox(request, email, 'mail', (m) =>
    Boolean(m.subject?.startsWith('Your code to create Cedar & Pine Tax')),
  );
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Create firm' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Create firm' }).click();

  // The new firm's Guide: nothing done yet.
  await expect(page).toHaveURL(/\/admin-guide$/);
  await expect(page.getByRole('heading', { name: 'Guide', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Cedar & Pine Tax');
  await expect(page.getByText('0 of 7 done')).toBeVisible();
  await shot(page, 'guide-new-firm');
  await expectAccessible(page);

  // Invite the team: the step's button opens Firm Settings on Team.
  await step(page, 'Invite your team').getByRole('link', { name: 'Invite staff' }).click();
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByLabel('First name').fill('Theo');
  await invite.getByLabel('Last name').fill('Lindqvist');
  const theo = `theo.${unique()}@cedarpine.example`;
  await invite.getByLabel('Email').fill(theo);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  // Theo accepts in a browser of his own: two-factor, as the new firm requires, and a password.
  const theoPage = await acceptInvitation(browser, request, theo, 'Theo-Lindqvist-26!');
  await expect(theoPage.getByRole('banner')).toContainText('Cedar & Pine Tax');
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Team' }).getByRole('row', { name: /Theo Lindqvist/ }),
  ).toContainText('Active');

  // Pick a starter template.
  await page.getByRole('link', { name: 'Guide' }).click();
  await expect(step(page, 'Invite your team, done')).toBeVisible();
  await step(page, 'Pick a starter template').getByRole('link', { name: 'Open Templates' }).click();
  await page.getByRole('button', { name: 'New template' }).first().click();
  const newTemplate = page.getByRole('dialog', { name: 'New template' });
  await newTemplate.getByRole('textbox', { name: 'Template name' }).fill('Cedar 1040 Organizer');
  await newTemplate.getByRole('radio', { name: /Individual 1040 Organizer/ }).check();
  await newTemplate.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { name: 'Cedar 1040 Organizer', level: 1 })).toBeVisible();

  // Import a 10-row client list.
  await page.getByRole('link', { name: 'Guide' }).click();
  await step(page, 'Import your clients').getByRole('link', { name: 'Import clients' }).click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await selectOption(page, dialog.getByRole('combobox', { name: 'File type' }), 'Client list');
  await selectOption(page, dialog.getByRole('combobox', { name: 'List type' }), 'Individuals');
  await selectOption(page, dialog.getByRole('combobox', { name: 'Assignee' }), 'Nadia Kowalski');
  const tag = unique();
  const rows = Array.from(
    { length: 10 },
    (_, i) => `Client${i},Cedar${tag},client${i}.${tag}@cedarpine-clients.example`,
  );
  await dialog.locator('input[type=file]').setInputFiles([
    {
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['First Name,Last Name,Email', ...rows].join('\r\n') + '\r\n'),
    },
  ]);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Import complete' }).getByRole('listitem'),
  ).toHaveText(['10 clients added'], { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Send a first questionnaire, from the template, to one of them.
  await page.getByRole('link', { name: 'Entities' }).click();
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(`client3 cedar${tag}`);
  await page
    .getByRole('table', { name: 'Entities' })
    .getByRole('link', { name: `Client3 Cedar${tag}` })
    .click();
  const panel = page.getByRole('region', { name: 'Questionnaires' });
  await panel.getByRole('button', { name: 'Send questionnaire' }).click();
  await page.getByRole('menuitem', { name: /^Template/ }).click();
  const send = page.getByRole('dialog', { name: 'Send questionnaire' });
  await selectOption(
    page,
    send.getByRole('combobox', { name: 'Template' }),
    'Cedar 1040 Organizer',
  );
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(send).toHaveCount(0);
  await expect(
    panel.getByRole('button', { name: 'Cedar 1040 Organizer', exact: true }),
  ).toBeVisible();

  // Connect card payments through Stripe's onboarding (the sandbox's page).
  await page.getByRole('link', { name: 'Guide' }).click();
  await step(page, 'Connect card payments').getByRole('link', { name: 'Connect payments' }).click();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(
    page.getByRole('heading', { name: 'Set up payments for Cedar & Pine Tax' }),
  ).toBeVisible();
  await shot(page, 'stripe-connect-sandbox');
  await page.getByRole('button', { name: 'Submit and return' }).click();
  await expect(
    page.getByText('Your Stripe account is connected. Clients can pay by card.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/firm\?tab=Payments$/);
  await shot(page, 'firm-payments-connected');
  await expectAccessible(page);

  // The Guide has ticked each of them.
  await page.getByRole('link', { name: 'Guide' }).click();
  for (const done of [
    'Invite your team',
    'Import your clients',
    'Pick a starter template',
    'Send your first questionnaire',
    'Connect card payments',
  ])
    await expect(step(page, `${done}, done`)).toBeVisible();
  await expect(page.getByText('5 of 7 done')).toBeVisible();
  await shot(page, 'guide-four-done');
  await expectAccessible(page);

  // The Guide on a phone: whole, nothing sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(step(page, 'Connect card payments, done')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'guide-phone');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Hidden from the menu, for this partner.
  await page.getByRole('button', { name: 'Hide the Guide from my menu' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide' }),
  ).toHaveCount(0);
});

test('an address that has an account is taken to sign in; the form fits a phone', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 375, height: 812 } })
  ).newPage();
  await page.goto('/create-firm');
  await expect(page.getByRole('heading', { name: 'Create your firm' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'create-firm-phone');
  await expectAccessible(page);
  await fillDetails(page, DEMO_USERS.full.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signin\?email=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
