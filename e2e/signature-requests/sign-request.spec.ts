// Journey: signature requests, part 2 (issue 46 "Placing fields", "The client's review", "Sealed
// result"). A 3-page Form 8821 waits for its fields with Cleo's placed: the advisor places Sam's —
// initials on page 2, his signature on page 3, by keyboard — and sends it to the couple. Each
// spouse is mailed the link and signs on a phone (375 px). Cleo is led by "Start" to her signature
// on page 3, agrees to sign electronically, signs with her typed name (her date fills itself),
// then types her title on page 1; Sam initials page 2 and draws his signature. The request is
// sealed: Sam downloads its signed pages, whose seal verifies (a changed byte does not); the
// dashboard lists the request; the advisor's Signatures row shows it signed, 2 of 2, downloads the
// signed pages only (the seal verifies, a tampered copy fails) and the whole signed document, and
// reads its signing trail. A second request is declined by Sam with his reason: Cleo can no longer
// sign it and the advisor's row reads "Declined".
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { verifySeal } from '@portico/functions/signing/signing.module';
import { expectAccessible, linkPathIn, signedInPage, signInAs, waitForOutbox } from '../support';
import { expectNoSidewaysScroll, shot } from '../shell/shell-support';
import { consent, drawSignature } from '../signing-steps';
import { preparedJointRequest, sendJointRequest } from './sent-request';

const PAGES = [
  'Form 8821 Tax Information Authorization\nTaxpayer information\nTitle (if applicable)',
  'Part 3 Tax matters\nInitial here',
  'Part 7 Taxpayer signature\n\nSignature\n\nDate\n\nSpouse signature',
];
const PHONE = { width: 375, height: 740 };

/** The signer's link from their "Please sign" mail. */
async function mailedLink(page: Page, email: string, document: string) {
  const mail = await waitForOutbox(page.request, email, 'mail', (m) =>
    (m.subject ?? '').startsWith(`Please sign: ${document}`),
  );
  return linkPathIn(mail);
}

test('each spouse fills in their own fields of a Form 8821 on a phone, and one declines another', async ({
  browser,
  request,
}) => {
  test.slow();
  const lname = `Inks${Date.now()}`;
  const { client } = await preparedJointRequest(
    request,
    { fname: 'Cleo', spouse: 'Sam', lname },
    PAGES,
    {
      client: [
        { id: 'cleo-sig', kind: 'signature', page: 3, left: 72, bottom: 520 },
        { id: 'cleo-date', kind: 'date', page: 3, left: 300, bottom: 520 },
        { id: 'cleo-title', kind: 'text', page: 1, left: 300, bottom: 640 },
      ],
      spouse: [],
    },
  );

  // The advisor places Sam's fields beside Cleo's — initials on page 2, his signature on page 3 —
  // and sends it to both, without identity checks.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', '/signature-requests');
  await advisor.getByRole('searchbox', { name: 'Search signature requests' }).fill(lname);
  const rows = advisor.getByRole('table', { name: 'Signature requests' }).locator('tbody tr');
  await rows
    .filter({ hasText: lname })
    .getByRole('button', { name: 'Tax information authorization', exact: true })
    .click();
  const placing = advisor.getByRole('dialog', {
    name: 'Place fields: Tax information authorization',
  });
  await expect(placing.getByRole('alert')).toContainText(`Sam ${lname} has no signature field yet`);
  await placing.getByRole('combobox', { name: 'Signer' }).click();
  await advisor.getByRole('option', { name: `Sam ${lname}` }).click();
  for (const [page, kind] of [
    ['2', 'Initials'],
    ['3', 'Signature'],
  ] as const) {
    await placing.getByRole('combobox', { name: 'Page' }).click();
    await advisor.getByRole('option', { name: page, exact: true }).click();
    await placing.getByRole('button', { name: `Add ${kind}` }).click();
    await expect(
      placing.getByRole('button', { name: `${kind} for Sam ${lname} on page ${page}` }),
    ).toBeFocused();
    await advisor.keyboard.press('Shift+ArrowUp');
  }
  await expect(placing.getByRole('alert')).toBeHidden();
  await shot(advisor, 'signature-request-fields-two-spouses');
  await placing.getByRole('button', { name: 'Send to signers' }).click();
  const sending = advisor.getByRole('dialog', { name: 'Send to signers?' });
  await expect(sending).toContainText(`Cleo ${lname} and Sam ${lname} will each be mailed`);
  await sending
    .getByRole('checkbox', { name: 'Ask each signer to verify their identity' })
    .uncheck();
  await sending.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(placing).toBeHidden();
  await expect(rows.filter({ hasText: lname })).toContainText('Sent', { timeout: 30_000 });

  // Cleo, on her phone, from the mail: Start leads to her signature, consent first.
  const cleo = await signedInPage(browser, client, PHONE);
  await cleo.goto(await mailedLink(cleo, client.email, 'Tax information authorization'));
  const screen = cleo.getByRole('dialog', { name: 'Form 8821 (2025)' });
  await expect(screen).toContainText('Tax information authorization');
  const hers = screen.getByRole('region', { name: 'Your fields' });
  await expect(hers).toContainText('0 of 2 done');
  await expect(hers).toContainText('Dated when you sign');
  await expectNoSidewaysScroll(cleo);
  await expectAccessible(cleo);
  await shot(cleo, 'signature-request-review-375');
  // Her title first (page 1): consent, then the text typed (any script).
  await hers.getByRole('button', { name: 'Start: Text on page 1' }).click();
  await consent(cleo);
  const text = cleo.getByRole('dialog', { name: 'Fill in Text on page 1' });
  await text.getByRole('textbox', { name: 'Text' }).fill('Trustee · 受託者');
  await text.getByRole('button', { name: 'Fill in' }).click();
  await expect(text).toBeHidden();
  await expect(hers).toContainText('1 of 2 done');
  await expect(hers.getByRole('listitem').filter({ hasText: 'Text on page 1' })).toContainText(
    'Trustee · 受託者',
  );
  // Next: her signature, typed; her date fills itself.
  await hers.getByRole('button', { name: 'Next: Signature on page 3' }).click();
  const sign = cleo.getByRole('dialog', { name: 'Sign Form 8821' });
  await expect(sign).toContainText('Signature on page 3');
  await expect(sign.getByRole('textbox', { name: 'Your full name' })).toHaveValue(`Cleo ${lname}`);
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign).toBeHidden();
  await expect(hers).toContainText('2 of 2 done');
  await expect(hers).toContainText('You have signed everything. Thank you!');
  const date = hers.getByRole('listitem').filter({ hasText: 'Date on page 3' });
  await expect(date).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(hers).toContainText(`Sam ${lname}: not signed yet`);
  // Her fields, on the document's pages: the signature where she was last led.
  await screen.getByRole('tab', { name: 'Document' }).click();
  await expect(cleo.getByText('Page 3 of 3')).toBeVisible({ timeout: 15_000 });
  await expect(cleo.getByText(`Cleo ${lname}`, { exact: true })).toBeVisible();
  await shot(cleo, 'signature-request-filled-375');

  // Sam, on his phone: initials typed, signature drawn.
  const sam = await signedInPage(
    browser,
    { email: client.spouse!.email, password: client.password },
    PHONE,
  );
  await sam.goto(await mailedLink(sam, client.spouse!.email, 'Tax information authorization'));
  const his = sam.getByRole('region', { name: 'Your fields' });
  await expect(his).toContainText(`Cleo ${lname}: signed`);
  await his.getByRole('button', { name: 'Start: Initials on page 2' }).click();
  await consent(sam);
  const initial = sam.getByRole('dialog', { name: 'Sign Form 8821' });
  await expect(initial.getByRole('textbox', { name: 'Your initials' })).toHaveValue(`S${lname[0]}`);
  await initial.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(initial).toBeHidden();
  await his.getByRole('button', { name: 'Next: Signature on page 3' }).click();
  const draw = sam.getByRole('dialog', { name: 'Sign Form 8821' });
  await draw.getByRole('tab', { name: 'Draw' }).click();
  await drawSignature(sam, draw);
  await draw.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(draw).toBeHidden();
  await expect(his).toContainText('2 of 2 done');
  // Sealed in the background: the signed pages download, and their seal verifies.
  const signedPages = his.getByRole('button', { name: 'Signed pages only' });
  await expect(signedPages).toBeVisible({ timeout: 30_000 });
  await expectAccessible(sam);
  await shot(sam, 'signature-request-signed-375');
  const [copy] = await Promise.all([sam.waitForEvent('download'), signedPages.click()]);
  expect(copy.suggestedFilename()).toBe('Tax information authorization - signed pages.pdf');
  const bytes = new Uint8Array(readFileSync(await copy.path()));
  expect(await verifySeal(bytes)).toMatchObject({
    sealed: true,
    intact: true,
    coversWholeFile: true,
  });
  const tampered = Uint8Array.from(bytes);
  tampered[tampered.length >> 1]! ^= 1;
  expect((await verifySeal(tampered)).intact).toBe(false);

  // Back on the dashboard, the request is listed as signed.
  await sam.getByRole('button', { name: 'Close' }).click();
  const listed = sam.getByRole('region', { name: 'Signature Requests' });
  await expect(listed).toContainText('Tax information authorization');
  await expect(listed).toContainText('Signed');

  // A second request: Sam declines it, saying why; Cleo can sign it no more.
  await sendJointRequest(
    request,
    { fname: 'Cleo', spouse: 'Sam', lname: `${lname}b` },
    PAGES,
    {
      client: [{ id: 'c', kind: 'signature', page: 3, left: 72, bottom: 520 }],
      spouse: [{ id: 's', kind: 'signature', page: 3, left: 72, bottom: 400 }],
    },
    'Consent to disclose',
  ).then(async ({ client: second }) => {
    const spouse = await signedInPage(
      browser,
      { email: second.spouse!.email, password: second.password },
      PHONE,
    );
    await spouse.goto(await mailedLink(spouse, second.spouse!.email, 'Consent to disclose'));
    const fields = spouse.getByRole('region', { name: 'Your fields' });
    await fields.getByRole('button', { name: 'Decline to sign' }).click();
    const declining = spouse.getByRole('dialog', { name: 'Decline to sign?' });
    await expect(declining.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await declining
      .getByRole('textbox', { name: 'Reason' })
      .fill('Our address on page 1 is wrong.');
    await declining.getByRole('button', { name: 'Decline' }).click();
    await expect(declining).toBeHidden();
    await expect(spouse.getByText(`Sam ${lname}b declined to sign`)).toBeVisible();
    const taxpayer = await signedInPage(browser, second, PHONE);
    await taxpayer.goto(await mailedLink(taxpayer, second.email, 'Consent to disclose'));
    await expect(taxpayer.getByText('Our address on page 1 is wrong.')).toBeVisible();
    await expect(taxpayer.getByRole('button', { name: /^Start/ })).toHaveCount(0);
  });

  // The advisor: Signatures shows the first signed by both, the second declined.
  await advisor.reload();
  const signed = rows.filter({ hasText: 'Tax information authorization' });
  await expect(signed).toContainText('Signed');
  await expect(signed).toContainText('2 of 2');
  await expect(rows.filter({ hasText: 'Consent to disclose' })).toContainText('Declined');
  await expectAccessible(advisor);
  // The signed pages only (its seal verifies; a changed byte does not), the whole signed
  // document, and the trail of how it was signed.
  const actions = signed.getByRole('button', { name: /^Actions for Form 8821/ });
  await actions.click();
  const [pagesOnly] = await Promise.all([
    advisor.waitForEvent('download'),
    advisor.getByRole('menuitem', { name: 'Download signed pages' }).click(),
  ]);
  expect(pagesOnly.suggestedFilename()).toBe('Tax information authorization - signed pages.pdf');
  const signedPagesBytes = new Uint8Array(readFileSync(await pagesOnly.path()));
  expect(await verifySeal(signedPagesBytes)).toMatchObject({ intact: true, coversWholeFile: true });
  const changed = Uint8Array.from(signedPagesBytes);
  changed[changed.length >> 1]! ^= 1;
  expect((await verifySeal(changed)).intact).toBe(false);
  await actions.click();
  const [whole] = await Promise.all([
    advisor.waitForEvent('download'),
    advisor.getByRole('menuitem', { name: 'Download signed document' }).click(),
  ]);
  expect(whole.suggestedFilename()).toBe('Tax information authorization - signed.pdf');
  expect(await verifySeal(new Uint8Array(readFileSync(await whole.path())))).toMatchObject({
    intact: true,
    coversWholeFile: true,
  });
  await actions.click();
  await advisor.getByRole('menuitem', { name: 'Signing trail' }).click();
  const trail = advisor.getByRole('dialog', { name: /^Signing trail/ });
  const events = trail.getByRole('list', { name: 'Signing events' });
  await expect(events.getByRole('listitem').first()).toContainText('Sent for signature');
  await expect(events.getByRole('listitem').filter({ hasText: 'Filled in' })).toContainText(
    'Trustee · 受託者',
  );
  await expect(events.getByRole('listitem').filter({ hasText: 'Sealed' })).toHaveCount(1);
  await expectAccessible(advisor);
  await shot(advisor, 'signature-request-trail');
  await trail.getByRole('button', { name: 'Close' }).click();
  await shot(advisor, 'signature-requests-signed-and-declined');
});
