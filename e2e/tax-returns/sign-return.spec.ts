// Journey: spouses sign their return, in order (issue 45). A joint return asks both to sign its
// Form 8879, the taxpayer first: the spouse, on a phone, is told to wait for her. The taxpayer
// opens it, is led by "Start" to their box (marked on its page), agrees to sign electronically
// after reading the disclosure, and signs with their typed name; the spouse is then mailed that it
// is his turn, and signs by drawing. The taxpayer is reminded of the voucher a week before its due date, finds
// where to pay it, saves its due date to their calendar and says they paid it. Each sees their part done; the advisor's Deliver row shows the return
// signed, 2 of 2, the signing trail records both signatures, and the sealed signed 8879 the
// advisor downloads verifies.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { verifySeal } from '@portico/functions/signing/signing.module';
import {
  expectAccessible,
  linkPathIn,
  runTestJob,
  signedInPage,
  signInAs,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { consent, drawSignature } from '../signing-steps';
import { deliverRow, sendJointReturn } from './sent-return';

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025\nMarried filing jointly',
  'Schedule 1 Additional Income and Adjustments to Income',
  'Form 8879\nIRS e-file Signature Authorization\n\n\nTaxpayer’s signature\n\n\n\nSpouse’s signature',
  'Preparer’s notes',
];
const FORM = 'Form 8879 - IRS e-file Signature Authorization';
const VOUCHER = 'Form 1040-ES - Estimated Tax, 1st quarter';

test('each spouse signs their own Form 8879, typed and drawn, and the advisor sees it signed and sealed', async ({
  browser,
  request,
}) => {
  test.slow();
  const lname = `Signs${Date.now()}`;
  const { client, entity, id, headers } = await sendJointReturn(
    request,
    { fname: 'Cleo', spouse: 'Sam', lname },
    PAGES,
    3,
    {
      payment_vouchers: [{ voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15' }],
      signing_order: true,
    },
  );
  const link = `/tax-return-delivery/${id}?companyId=${entity.id}`;

  // Signing in order: the spouse, on a phone, waits for the taxpayer.
  const sam = await signedInPage(
    browser,
    { email: client.spouse!.email, password: client.password },
    { width: 375, height: 740 },
  );
  await sam.goto(link);
  const phone = sam.getByRole('dialog', { name: 'Your 2025 tax return' });
  const his = phone.getByRole('region', { name: 'Your signatures' });
  await expect(his).toContainText(
    `Cleo ${lname} signs first. We will email you when it is your turn.`,
  );
  await expect(his.getByRole('button', { name: /^Start/ })).toHaveCount(0);

  // The taxpayer: Start leads to their box on page 3; consent first, then a typed signature.
  const cleo = await signedInPage(browser, client);
  await cleo.goto(link);
  const screen = cleo.getByRole('dialog', { name: 'Your 2025 tax return' });
  const mine = screen.getByRole('region', { name: 'Your signatures' });
  await expect(mine).toContainText('0 of 1 signed');
  await mine.getByRole('button', { name: `Start: sign ${FORM}` }).click();
  // Behind the consent (the return is hidden from assistive technology while it is open).
  await expect(cleo.getByText('Page 3 of 4')).toBeVisible({ timeout: 15_000 });
  await expect(cleo.getByText('Sign here')).toBeVisible();
  await expectAccessible(cleo);
  await shot(cleo, 'signing-consent');
  await consent(cleo);
  const sign = cleo.getByRole('dialog', { name: `Sign ${FORM}` });
  await expect(sign.getByRole('textbox', { name: 'Your full name' })).toHaveValue(`Cleo ${lname}`);
  await expect(sign.getByRole('img', { name: 'Your signature' })).toHaveText(`Cleo ${lname}`);
  await expectAccessible(cleo);
  await shot(cleo, 'signing-typed');
  await sign.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(sign).toBeHidden();
  await expect(mine).toContainText('1 of 1 signed');
  await expect(mine).toContainText('You have signed everything. Thank you!');
  await expect(mine.getByRole('listitem').filter({ hasText: FORM })).toContainText('Signed');
  await expect(cleo.getByText('Signed', { exact: true }).first()).toBeVisible();
  await shot(cleo, 'signing-done');

  // A week before the voucher's due date the signers are reminded, with the way back to this page.
  await runTestJob(request, 'sendVoucherReminders', new Date('2026-04-08T12:00:00Z'));
  const reminder = await waitForOutbox(request, client.email, 'mail', (mail) =>
    (mail.subject ?? '').endsWith('is due April 15, 2026'),
  );
  expect(reminder.text).toContain('$1,250.00, due April 15, 2026');
  expect(reminder.text).toContain(`/tax-return-delivery/${id}`);

  // The voucher: where to pay it, its due date in their calendar, and "I paid it" for the firm.
  const voucher = screen
    .getByRole('region', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: VOUCHER });
  await expect(voucher).toContainText('$1,250.00 · Due 2026-04-15');
  await expect(voucher.getByRole('link', { name: /Pay the IRS online/ })).toHaveAttribute(
    'href',
    'https://www.irs.gov/payments',
  );
  const [calendar] = await Promise.all([
    cleo.waitForEvent('download'),
    screen.getByRole('button', { name: 'Add due dates to calendar' }).click(),
  ]);
  expect(calendar.suggestedFilename()).toBe('Tax payment due dates.ics');
  const ics = readFileSync(await calendar.path(), 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20260415');
  expect(ics).toContain('BEGIN:VALARM');
  await voucher.getByRole('button', { name: `I paid it: ${VOUCHER}` }).click();
  await expect(voucher).toContainText('You said you paid it');
  await expectAccessible(cleo);

  // The spouse is told it is his turn; on his phone, the same steps, drawing with a finger.
  const turn = await waitForOutbox(
    request,
    client.spouse!.email,
    'mail',
    (m) => m.subject === 'Your turn to sign your 2025 tax return',
  );
  await sam.goto(linkPathIn(turn));
  await expect(his).toContainText('0 of 1 signed');
  await his.getByRole('button', { name: `Start: sign ${FORM}` }).click();
  await consent(sam);
  const draw = sam.getByRole('dialog', { name: `Sign ${FORM}` });
  await draw.getByRole('tab', { name: 'Draw' }).click();
  // Signing with nothing drawn is refused with a reason.
  await draw.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(draw.getByRole('alert')).toHaveText('Please draw your signature');
  await drawSignature(sam, draw);
  await expectAccessible(sam);
  await shot(sam, 'signing-drawn-375');
  await draw.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(draw).toBeHidden();
  await expect(his).toContainText('1 of 1 signed');
  await shot(sam, 'signing-done-375');

  // The advisor: Deliver shows it signed by both; the trail has both signatures, typed and drawn.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', '/tax-returns');
  const row = await deliverRow(advisor, lname);
  await expect(row).toContainText('Signed');
  await expect(row.getByLabel(/^Signatures: 2 of 2\./)).toBeVisible();
  // The sealed copy (made by a queued task once both signed) downloads from the return's view.
  await expect
    .poll(
      async () => {
        const delivery = await request.get(`/api/tax_returns/${id}/delivery`, { headers });
        return ((await delivery.json()) as { e_sign_forms: { sealed?: object | null }[] })
          .e_sign_forms[0]?.sealed;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  await row.getByRole('button', { name: 'Open 2025 Form 1040', exact: true }).click();
  const view = advisor.getByRole('dialog', { name: '2025 Form 1040 (2025)' });
  const copy = view.getByRole('button', { name: `Signed copy of ${FORM}` });
  await expect(view.getByRole('listitem').filter({ hasText: VOUCHER })).toContainText(
    'Client says paid',
  );
  const events = view.getByRole('list', { name: 'Signing events' });
  await expect(events.getByRole('listitem').first()).toContainText('Sent for signature');
  await expect(events.getByRole('listitem').filter({ hasText: 'Sealed' })).toHaveCount(1);
  await expectAccessible(advisor);
  await shot(advisor, 'signing-advisor-signed-copy');
  const [download] = await Promise.all([advisor.waitForEvent('download'), copy.click()]);
  expect(download.suggestedFilename()).toBe(`2025 Form 1040 - ${FORM} - signed.pdf`);
  const bytes = readFileSync(await download.path());
  const sealed = await verifySeal(new Uint8Array(bytes));
  expect(sealed).toMatchObject({ sealed: true, intact: true, coversWholeFile: true });
  // A copy the firm holds, checked against the record in the browser: the sealed one, then one
  // with a byte changed.
  const copyCheck = view.getByRole('region', { name: 'Check a copy' });
  const pick = (name: string, buffer: Buffer) =>
    copyCheck
      .getByLabel('Copy to check')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await pick('from Cleo.pdf', bytes);
  await expect(copyCheck.getByRole('status')).toContainText(
    `from Cleo.pdfThis is the sealed signed copy of ${FORM}, unchanged since it was sealed on`,
  );
  const changed = Buffer.from(bytes);
  changed[changed.length >> 1]! ^= 1;
  await pick('edited.pdf', changed);
  await expect(copyCheck.getByRole('status')).toContainText(
    'edited.pdfThis file is not a copy this tax return kept',
  );
  await expectAccessible(advisor);
  await copyCheck.scrollIntoViewIfNeeded();
  await shot(advisor, 'signing-copy-check');

  // The evidence pack the firm keeps for three years, from the row's Download menu.
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();
  await row.getByRole('button', { name: 'Actions for 2025 Form 1040' }).click();
  const [pack] = await Promise.all([
    advisor.waitForEvent('download'),
    advisor.getByRole('menuitem', { name: 'Evidence pack (signatures)' }).click(),
  ]);
  expect(pack.suggestedFilename()).toBe('2025 Form 1040 (2025) - evidence.zip');
  const zip = readFileSync(await pack.path()).toString('latin1');
  for (const entry of [
    `Signed forms/${FORM} - signed.pdf`,
    'Certificate of completion.pdf',
    'Signing trail.csv',
    'Identity verification.csv',
  ])
    expect(zip).toContain(entry);

  const trail = (await (
    await request.get(`/api/tax_returns/${id}/signing_trail`, { headers })
  ).json()) as { events: { event: string; actor: string; detail: string }[] };
  expect(trail.events.filter((e) => e.event === 'signed').map((e) => e.detail)).toEqual([
    `Typed name “Cleo ${lname}”`,
    'Drawn signature',
  ]);
  expect(trail.events.at(-1)).toMatchObject({ event: 'sealed' });
});
