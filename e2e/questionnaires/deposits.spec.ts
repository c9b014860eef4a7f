// Journeys: the deposit (spec 2 §4 "Deposit"; issue 13 "pays the deposit in the sandbox (and once
// declines)"). A client is declined on the local Stripe sandbox's checkout page, goes back, pays,
// and submits, then the firm refunds it and the payer disputes it (issue 45); staff mark a deposit
// paid and unpaid in the preview; and a client pays on a phone.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, refundAndDisputeInSandbox, signInAs } from '../support';
import { expectNoSidewaysScroll, shot } from '../shell/shell-support';
import {
  clientWithOrganizers,
  openQuestionnaire,
  questionnaireUrl,
  sectionLink,
} from './questionnaire-support';

const OUTSTANDING =
  'Your deposit is outstanding. It must be paid before you submit this questionnaire.';

const section = (page: Page) => page.getByRole('region', { name: 'Retainer Deposit' });

async function onCheckoutPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_/);
  await expect(page.getByText(amount, { exact: true })).toBeVisible();
}

test('a client is declined, goes back, pays the deposit on the checkout page and submits; the firm refunds it', async ({
  page,
  request,
  browser,
}) => {
  const name = `Deposit Organizer ${Date.now().toString(36)}`;
  const { client, ids } = await clientWithOrganizers(request, [
    { name, sectionIds: ['sec-deposit', 'sec-review'], depositAmount: 350 },
  ]);
  await openQuestionnaire(page, client, ids[0]!, 'sec-deposit');
  await expect(section(page).getByText(OUTSTANDING)).toBeVisible();
  await expect(sectionLink(page, 'Retainer Deposit')).not.toContainText('Completed');
  await expectAccessible(page);
  await shot(page, 'deposit-outstanding');

  // Declined: the checkout page says so and keeps the payer there; going back changes nothing.
  await section(page).getByRole('button', { name: 'Pay $350.00' }).click();
  await onCheckoutPage(page, '$350.00');
  await expectAccessible(page);
  await page.getByLabel('Visa ending in 0002 (declined)').check();
  await page.getByRole('button', { name: 'Pay $350.00' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await shot(page, 'deposit-sandbox-declined');
  await page.getByRole('link', { name: 'Cancel and return' }).click();
  await expect(section(page).getByText(OUTSTANDING)).toBeVisible();
  await expect(page).not.toHaveURL(/deposit=/);
  await sectionLink(page, 'Review and Submit').click();
  await expect(page.getByText(OUTSTANDING)).toBeVisible();
  await page.getByRole('checkbox', { name: /^I Agree/ }).check();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();

  // Paid: back on the page, the payment is confirmed with the server and the section completes.
  await sectionLink(page, 'Retainer Deposit').click();
  await section(page).getByRole('button', { name: 'Pay $350.00' }).click();
  await onCheckoutPage(page, '$350.00');
  await page.getByRole('button', { name: 'Pay $350.00' }).click();
  await expect(section(page).getByText('Thank you, your deposit has been paid.')).toBeVisible();
  await expect(sectionLink(page, 'Retainer Deposit')).toContainText('Completed');
  await expect(page).not.toHaveURL(/deposit_session=/);
  await expect(section(page).getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await shot(page, 'deposit-paid');
  await page.reload();
  await expect(section(page).getByText('Thank you, your deposit has been paid.')).toBeVisible();

  await sectionLink(page, 'Review and Submit').click();
  await expect(page.getByText(OUTSTANDING)).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^I Agree/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

  // The firm refunds the deposit from its Stripe dashboard (the sandbox's) and the payer disputes
  // it with their bank: the advisor sees both in the questionnaire's dialog, the client the refund.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner');
  await refundAndDisputeInSandbox(advisor, name, '$350.00');
  await advisor.goto(`/admin/${client.companies[0]!.hashId}`);
  await advisor.getByRole('button', { name, exact: true }).click();
  const deposit = advisor.getByRole('dialog', { name, exact: true }).getByTestId('deposit-line');
  await expect(deposit).toContainText('Deposit $350.00 · Paid');
  await expect(deposit).toContainText('Refunded $350.00 on');
  await expect(deposit).toContainText('Disputed (fraudulent): needs your response');
  await expectAccessible(advisor);
  await shot(advisor, 'deposit-refunded-disputed');
  await advisor.context().close();
  await page.goto(questionnaireUrl(client, ids[0]!, 'sec-deposit'));
  await expect(section(page)).toContainText('Refunded $350.00 on');
  await expect(section(page)).not.toContainText('Disputed');
});

test('staff mark a deposit paid from the preview and unpaid from the questionnaire dialog', async ({
  page,
  request,
}) => {
  const name = `Deposit Organizer ${Date.now().toString(36)}`;
  const { client, ids } = await clientWithOrganizers(request, [
    { name, sectionIds: ['sec-deposit', 'sec-review'], depositAmount: 500 },
  ]);
  await signInAs(page, 'partner');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto(`/preview/${client.companyId}/questionnaire/${ids[0]}?sectionId=sec-deposit`);
  await expect(section(page).getByText('The deposit is outstanding.')).toBeVisible();
  await expect(section(page).getByRole('button', { name: /^Pay / })).toHaveCount(0);

  await section(page).getByRole('button', { name: 'Mark as paid' }).click();
  await expect(section(page).getByText('Marked as paid by the firm.')).toBeVisible();
  await expect(sectionLink(page, 'Retainer Deposit')).toContainText('Completed');
  await expectAccessible(page);
  await shot(page, 'deposit-marked-paid');
  await page.reload();
  await expect(section(page).getByText('Marked as paid by the firm.')).toBeVisible();

  // The advisor's questionnaire dialog on the entity's page says so, and marks it unpaid again.
  await page.goto(`/admin/${client.companies[0]!.hashId}`);
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name, exact: true });
  const deposit = dialog.getByTestId('deposit-line');
  await expect(deposit).toContainText('Deposit $500.00 · Paid (marked by the firm)');
  await deposit.getByRole('button', { name: 'Mark as unpaid' }).click();
  await expect(deposit).toContainText('Deposit $500.00 · Outstanding');
  await expect(deposit.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
  await page.goto(`/preview/${client.companyId}/questionnaire/${ids[0]}?sectionId=sec-deposit`);
  await expect(section(page).getByText('The deposit is outstanding.')).toBeVisible();
  await expect(section(page).getByRole('button', { name: 'Mark as paid' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a client pays the deposit at 375 px, nothing scrolling sideways', async ({
    page,
    request,
  }) => {
    const { client, ids } = await clientWithOrganizers(request, [
      { sectionIds: ['sec-deposit', 'sec-review'], depositAmount: 1250.75 },
    ]);
    await openQuestionnaire(page, client, ids[0]!, 'sec-deposit');
    await expect(section(page).getByText(OUTSTANDING)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await section(page).getByRole('button', { name: 'Pay $1,250.75' }).click();
    await onCheckoutPage(page, '$1,250.75');
    await expectNoSidewaysScroll(page);
    await shot(page, 'deposit-sandbox-phone');
    await page.getByRole('button', { name: 'Pay $1,250.75' }).click();
    await expect(section(page).getByText('Thank you, your deposit has been paid.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await shot(page, 'deposit-paid-phone');
  });
});
