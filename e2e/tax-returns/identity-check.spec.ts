// Journey: two spouses on one email, each checked and signing on their own, and the invoice paid
// by card (issue 45). A joint return asks each spouse to verify their identity; Noah has no email
// of his own (he shares Iris's). Iris, on a phone, cannot sign yet; "Verify my identity" takes her
// to the verification page (the sandbox's, as Stripe's), where the selfie fails; back on the
// return she sees why and how many attempts are left, tries again, passes, and signs. Then she
// pays the invoice: card 0002 is declined on the checkout page, 4242 pays, and back on the return
// the payment is confirmed (by Stripe's event). Noah's mail came to the same address, for him
// alone: its link asks for the code texted to his own phone, signs him in as himself, and he
// verifies and signs his own box. The advisor's Deliver row shows all signed, the invoice paid and
// both identities verified, and the Verification Checks open to each signer's details. The firm
// then refunds the payment from its (sandbox) Stripe dashboard and the payer disputes it: the
// advisor sees both on the return, the client the refund.
import { expect, test } from '@playwright/test';
import { ESIGN_DISCLOSURE_TITLE } from '@portico/common/signing/esign-consent';
import {
  codeIn,
  expectAccessible,
  linkPathIn,
  refundAndDisputeInSandbox,
  signedInPage,
  signInAs,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { verifyIdentity } from '../signing-steps';
import { deliverRow, sendJointReturn } from './sent-return';

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025\nMarried filing jointly',
  'Form 8879\nIRS e-file Signature Authorization\n\n\nTaxpayer’s signature\n\n\n\nSpouse’s signature',
];
const FORM = 'Form 8879 - IRS e-file Signature Authorization';
const NOAH_PHONE = '5035550177';

test('spouses on one email each verify their identity (one fails first) and sign on their own; the invoice is paid; the advisor reads each check', async ({
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
    NOAH_PHONE,
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
  await verifyIdentity(iris, check, 'Verify my identity', /selfie does not match/);
  await expect(check).toContainText('Your identity could not be verified');
  await expect(check).toContainText('The selfie did not match');
  await expect(check).toContainText('You have 2 attempts left.');
  await expectAccessible(iris);
  await shot(iris, 'identity-failed-375');

  // Again: it passes, and Start leads to her box.
  await verifyIdentity(iris, check, 'Try again', 'Verification passes');
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

  // Noah: his mail came to Iris's address, for him alone; its link asks for his phone's code.
  const mail = await waitForOutbox(
    request,
    client.email,
    'mail',
    (m) => m.subject === `For Noah ${lname}: Your 2025 tax return is ready`,
  );
  const noah = await (
    await browser.newContext({ viewport: { width: 375, height: 740 } })
  ).newPage();
  await noah.goto(linkPathIn(mail));
  await expect(noah.getByRole('heading', { name: 'Sign as Noah' })).toBeVisible();
  await expect(noah.getByText(`This link is for Noah ${lname}.`)).toContainText('ending in 77');
  await expectAccessible(noah);
  await shot(noah, 'signer-link-code-375');
  const sms = await waitForOutbox(request, NOAH_PHONE, 'sms');
  await noah.getByLabel('Verification code').fill(codeIn(sms));
  await noah.getByRole('button', { name: 'Verify' }).click();

  // Signed in as himself, on the return: his own check, passed at once, then his own box.
  const his = noah.getByRole('region', { name: 'Your signatures' });
  await expect(his).toContainText('You can sign once your identity is verified.');
  await verifyIdentity(
    noah,
    noah.getByRole('region', { name: 'Verify your identity' }),
    'Verify my identity',
    'Verification passes',
  );
  await expect(his.getByText('Identity verified')).toBeVisible();
  await his.getByRole('button', { name: `Start: sign ${FORM}` }).click();
  const consent = noah.getByRole('dialog', { name: ESIGN_DISCLOSURE_TITLE });
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Agree and continue' }).click();
  const signHis = noah.getByRole('dialog', { name: `Sign ${FORM}` });
  await signHis.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signHis).toBeHidden();
  await expect(his).toContainText('1 of 1 signed');

  // The advisor: all signed and paid; the Identity pill opens the Verification Checks.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', '/tax-returns');
  const row = await deliverRow(advisor, lname);
  await expect(row.getByLabel(/^Signatures: 2 of 2\./)).toBeVisible();
  await expect(row.getByLabel(/^Payments: 1 of 1\./)).toBeVisible();
  await row.getByRole('button', { name: /^Identity Verified: verification checks/ }).click();
  const dialog = advisor.getByRole('dialog', { name: /Verification Checks/ });
  const checks = dialog.getByRole('table', { name: 'Identity checks by signer' });
  await expect(checks.getByRole('row', { name: new RegExp(`${lname}, Iris`) })).toContainText(
    'Verified',
  );
  await expect(checks.getByRole('row', { name: new RegExp(`${lname}, Noah`) })).toContainText(
    'Verified',
  );
  await dialog.getByRole('button', { name: `Details for ${lname}, Iris` }).click();
  await expect(dialog).toContainText(
    'This signer has successfully passed all identity verification checks.',
  );
  await expect(dialog).toContainText('Attempts used: 2 of 3');
  await expectAccessible(advisor);
  await shot(advisor, 'identity-verification-checks');

  // The firm refunds the payment from its Stripe dashboard (the sandbox's), and the payer
  // disputes it with their bank: the advisor sees both on the return; Iris sees the refund.
  await refundAndDisputeInSandbox(advisor, lname, '$450.00');
  await advisor.goto('/tax-returns');
  await (
    await deliverRow(advisor, lname)
  )
    .getByRole('button', { name: 'Open 2025 Form 1040', exact: true })
    .click();
  const view = advisor.getByRole('dialog', { name: '2025 Form 1040 (2025)' });
  const paid = view.getByRole('region', { name: 'Payments' });
  await expect(paid).toContainText('Refunded $450.00 on');
  await expect(paid).toContainText('Disputed (fraudulent): needs your response');
  await expectAccessible(advisor);
  await shot(advisor, 'invoice-refunded-disputed');
  await iris.reload();
  await expect(payments).toContainText('Refunded $450.00 on');
  await expect(payments).not.toContainText('Disputed');
});
