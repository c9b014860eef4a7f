// Journey: identity checks before signing, and the invoice paid by card (issue 45). A joint return
// asks each spouse to verify their identity. The taxpayer, on a phone, cannot sign yet; "Verify my
// identity" takes them to the verification page (the sandbox's, as Stripe's), where the selfie
// fails; back on the return they see why and how many attempts are left, try again, pass, and
// sign. Then they pay the invoice: card 0002 is declined on the checkout page, 4242 pays, and back
// on the return the payment is confirmed (by Stripe's event). The advisor's Deliver row shows the
// invoice paid and the return's identity status (the spouse has not started), and opens the
// Verification Checks, where each signer's row opens to its details.
import { expect, test } from '@playwright/test';
import { ESIGN_DISCLOSURE_TITLE } from '@portico/common/signing/esign-consent';
import { expectAccessible, signedInPage, signInAs } from '../support';
import { shot } from '../shell/shell-support';
import { deliverRow, sendJointReturn } from './sent-return';

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025\nMarried filing jointly',
  'Form 8879\nIRS e-file Signature Authorization\n\n\nTaxpayer’s signature\n\n\n\nSpouse’s signature',
];
const FORM = 'Form 8879 - IRS e-file Signature Authorization';

test('a spouse verifies their identity, fails once, retries, signs and pays the invoice; the advisor reads each signer’s check', async ({
  browser,
  request,
}) => {
  test.slow();
  const lname = `Verifies${Date.now()}`;
  const { client, entity, id } = await sendJointReturn(
    request,
    { fname: 'Iris', spouse: 'Noah', lname },
    PAGES,
    2,
    { invoice_amount: 450, identity_verification: true },
  );

  // Iris, on a phone: signing waits for her identity check.
  const iris = await signedInPage(browser, client, { width: 375, height: 740 });
  await iris.goto(`/tax-return-delivery/${id}?companyId=${entity.id}`);
  const check = iris.getByRole('region', { name: 'Verify your identity' });
  await expect(check).toContainText('a photo of your driver’s license, passport or ID card');
  const mine = iris.getByRole('region', { name: 'Your signatures' });
  await expect(mine).toContainText('You can sign once your identity is verified.');
  await expect(mine.getByRole('button', { name: 'Sign' })).toBeDisabled();
  await expectAccessible(iris);
  await shot(iris, 'identity-start-375');

  // The verification page: the selfie does not match; back on the return, why and what is left.
  await check.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(iris.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await iris.getByRole('radio', { name: /selfie does not match/ }).check();
  await iris.getByRole('button', { name: 'Submit verification' }).click();
  await expect(check).toContainText('Your identity could not be verified');
  await expect(check).toContainText('The selfie did not match');
  await expect(check).toContainText('You have 2 attempts left.');
  await expectAccessible(iris);
  await shot(iris, 'identity-failed-375');

  // Again: it passes, and Start leads to her box.
  await check.getByRole('button', { name: 'Try again' }).click();
  await iris.getByRole('radio', { name: 'Verification passes' }).check();
  await iris.getByRole('button', { name: 'Submit verification' }).click();
  await expect(mine.getByText('Identity verified')).toBeVisible();
  await expect(check).toBeHidden();
  await mine.getByRole('button', { name: `Start: sign ${FORM}` }).click();
  const disclosure = iris.getByRole('dialog', { name: ESIGN_DISCLOSURE_TITLE });
  await disclosure.getByRole('checkbox').check();
  await disclosure.getByRole('button', { name: 'Agree and continue' }).click();
  const sign = iris.getByRole('dialog', { name: `Sign ${FORM}` });
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign).toBeHidden();
  await expect(mine).toContainText('1 of 1 signed');
  await shot(iris, 'identity-signed-375');

  // The invoice: a declined card changes nothing; 4242 pays, confirmed back on the return.
  await iris.getByRole('button', { name: 'Pay $450.00 by card' }).click();
  await iris.getByRole('radio', { name: /0002/ }).check();
  await iris.getByRole('button', { name: 'Pay $450.00' }).click();
  await expect(iris.getByRole('alert')).toHaveText('Your card was declined.');
  await iris.getByRole('radio', { name: /4242/ }).check();
  await iris.getByRole('button', { name: 'Pay $450.00' }).click();
  const payments = iris.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Payment received. Thank you!');
  await expect(payments.getByRole('listitem').first()).toContainText('Paid by card');
  await expect(payments.getByRole('button', { name: /by card/ })).toHaveCount(0);
  await expectAccessible(iris);
  await shot(iris, 'invoice-paid-375');

  // The advisor: the row's Identity pill (Noah has not started) opens the Verification Checks.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', '/tax-returns');
  const row = await deliverRow(advisor, lname);
  await expect(row.getByLabel(/^Payments: 1 of 1\./)).toBeVisible();
  await row.getByRole('button', { name: /^Identity Not Started: verification checks/ }).click();
  const dialog = advisor.getByRole('dialog', { name: /Verification Checks/ });
  const checks = dialog.getByRole('table', { name: 'Identity checks by signer' });
  await expect(checks.getByRole('row', { name: new RegExp(`${lname}, Iris`) })).toContainText(
    'Verified',
  );
  await expect(checks.getByRole('row', { name: new RegExp(`${lname}, Noah`) })).toContainText(
    'Not Started',
  );
  await dialog.getByRole('button', { name: `Details for ${lname}, Iris` }).click();
  await expect(dialog).toContainText(
    'This signer has successfully passed all identity verification checks.',
  );
  await expect(dialog).toContainText('Attempts used: 2 of 3');
  await expectAccessible(advisor);
  await shot(advisor, 'identity-verification-checks');
});
