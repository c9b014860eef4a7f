// Journey: identity checks on a signature request (issue 46 "identity verification when the firm
// requires it"). An authorization's fields are placed for a couple; the advisor sends it from
// Signatures, where the confirmation asks each signer to verify their identity (ticked, as the
// firm verifies signers). Vera, on a phone, cannot fill in anything yet; "Verify my identity"
// takes her to the verification page (the sandbox's, as Stripe's), where the selfie fails; back on
// the request she sees why and how many attempts are left, tries again, passes and signs. The
// advisor opens the request's Verification checks from its row: Vera verified, Hal not started,
// with the spec's words for each.
import { expect, test } from '@playwright/test';
import { IDENTITY_CHOICE, identityMessages } from '@portico/common/signing/identity-verification';
import { expectAccessible, linkPathIn, signedInPage, signInAs, waitForOutbox } from '../support';
import { expectNoSidewaysScroll, shot } from '../shell/shell-support';
import { consent, verifyIdentity } from '../signing-steps';
import { preparedJointRequest } from './sent-request';

const PAGES = [
  'Consent to disclose tax return information\nTaxpayer signature',
  'Spouse signature',
];
const DOCUMENT = 'Authorization to share';
const SAY = identityMessages('signature request');

test('the advisor asks a couple to verify their identity; Vera verifies on a phone (failing once) and signs; the advisor reads the checks', async ({
  browser,
  request,
}) => {
  test.slow();
  const lname = `Proves${Date.now()}`;
  const { client } = await preparedJointRequest(
    request,
    { fname: 'Vera', spouse: 'Hal', lname },
    PAGES,
    {
      client: [{ id: 'vera-sig', kind: 'signature', page: 1, left: 72, bottom: 520 }],
      spouse: [{ id: 'hal-sig', kind: 'signature', page: 2, left: 72, bottom: 520 }],
    },
    DOCUMENT,
  );

  // The advisor sends it from Signatures, asking each signer to verify their identity.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', '/signature-requests');
  await advisor.getByRole('searchbox', { name: 'Search signature requests' }).fill(lname);
  const row = advisor.getByRole('table').locator('tbody tr').filter({ hasText: lname });
  await expect(row).toContainText('Action required');
  await row.getByRole('button', { name: DOCUMENT, exact: true }).click();
  const placing = advisor.getByRole('dialog', { name: `Place fields: ${DOCUMENT}` });
  await placing.getByRole('button', { name: 'Send to signers' }).click();
  const sending = advisor.getByRole('dialog', { name: 'Send to signers?' });
  await expect(sending.getByRole('checkbox', { name: IDENTITY_CHOICE.label })).toBeChecked();
  await expect(sending).toContainText(IDENTITY_CHOICE.help);
  await expectAccessible(advisor);
  await shot(advisor, 'signature-request-send-identity');
  await sending.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(placing).toBeHidden();
  await expect(row).toContainText('Sent', { timeout: 30_000 });

  // Vera, on her phone, from the mail: nothing to fill in before her identity is verified.
  const mail = await waitForOutbox(request, client.email, 'mail', (m) =>
    (m.subject ?? '').startsWith(`Please sign: ${DOCUMENT}`),
  );
  const vera = await signedInPage(browser, client, { width: 375, height: 740 });
  await vera.goto(linkPathIn(mail));
  const screen = vera.getByRole('dialog', { name: 'Form 8821 (2025)' });
  const check = screen.getByRole('region', { name: 'Verify your identity' });
  const hers = screen.getByRole('region', { name: 'Your fields' });
  await expect(check).toContainText('a photo of your driver’s license, passport or ID card');
  await expect(hers).toContainText(SAY.waitsForIdentity);
  await expect(hers.getByRole('button', { name: 'Sign', exact: true })).toBeDisabled();
  await expectNoSidewaysScroll(vera);
  await expectAccessible(vera);
  await shot(vera, 'signature-request-identity-375');

  // The selfie does not match; back on the request, why and what is left.
  await verifyIdentity(vera, check, 'Verify my identity', /selfie does not match/);
  await expect(check).toContainText('Your identity could not be verified');
  await expect(check).toContainText('The selfie did not match');
  await expect(check).toContainText('You have 2 attempts left.');
  await expectAccessible(vera);

  // Again: it passes (Stripe's event decides), and Start leads to her signature.
  await verifyIdentity(vera, check, 'Try again', 'Verification passes');
  await expect(hers.getByText('Identity verified')).toBeVisible();
  await expect(check).toBeHidden();
  await hers.getByRole('button', { name: 'Start: Signature on page 1' }).click();
  await consent(vera);
  const sign = vera.getByRole('dialog', { name: 'Sign Form 8821' });
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign).toBeHidden();
  await expect(hers).toContainText('1 of 1 done');
  await shot(vera, 'signature-request-identity-signed-375');

  // The advisor reads each signer's check from the row's menu.
  await advisor.reload();
  await row.getByRole('button', { name: `Actions for Form 8821: ${DOCUMENT}` }).click();
  await advisor.getByRole('menuitem', { name: 'Verification checks' }).click();
  const dialog = advisor.getByRole('dialog', { name: /Verification Checks/ });
  await expect(dialog).toContainText(`Form 8821: ${DOCUMENT} (2025)`);
  const checks = dialog.getByRole('table', { name: 'Identity checks by signer' });
  await expect(checks.getByRole('row', { name: new RegExp(`${lname}, Vera`) })).toContainText(
    'Verified',
  );
  await expect(checks.getByRole('row', { name: new RegExp(`${lname}, Hal`) })).toContainText(
    'Not Started',
  );
  await dialog.getByRole('button', { name: `Details for ${lname}, Vera` }).click();
  await expect(dialog).toContainText('Attempts used: 2 of 3');
  await dialog.getByRole('button', { name: `Details for ${lname}, Hal` }).click();
  await expect(dialog).toContainText(SAY.remindDetail);
  await expectAccessible(advisor);
  await shot(advisor, 'signature-request-verification-checks');
});
