// Journey: one document to 50 entities at once (issue 46 "Bulk"). An advisor finds 50 new clients
// on Entities (50 a page), selects them all and chooses Send for signature: a §7216 consent, named
// after its file, sent without identity checks. The send goes on in the background while the
// dialog shows its progress, ending "Sent to 50 of 50 entities"; Signatures then lists the 50
// requests, and one client, mailed the link, finds the consent waiting for her signature.
import { expect, test } from '@playwright/test';
import {
  createTestUser,
  expectAccessible,
  linkPathIn,
  pdfOfPages,
  signedInPage,
  signInAs,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';

const ENTITIES = 50;

test('an advisor sends a consent form to 50 entities at once; it goes out in the background with progress', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const lname = `Bulk${Date.now()}`;
  const clients = [];
  for (let i = 0; i < ENTITIES; i += 10)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          createTestUser(request, { fname: `Client${String(i + j).padStart(2, '0')}`, lname }),
        ),
      )),
    );

  // Entities: the 50, all on one page, all selected.
  await signInAs(page, 'partner', '/admin');
  await page.getByRole('searchbox', { name: 'Search entities' }).fill(lname.toLowerCase());
  const table = page.getByRole('table', { name: 'Entities' });
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(table.getByRole('checkbox', { name: 'Select row' })).toHaveCount(ENTITIES);
  // The page may still be settling (its count arrives after its rows, and a new page clears the
  // selection): select all again until the selection holds.
  await expect(async () => {
    await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByText(`${ENTITIES} selected`)).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.getByRole('button', { name: 'Send for signature' }).click();

  // One PDF, its form and name; no identity checks for a consent form.
  const dialog = page.getByRole('dialog', { name: 'Send for Signature' });
  await expect(dialog).toContainText(`One request for each of the ${ENTITIES} entities chosen`);
  await dialog.getByLabel('Document to sign (PDF)').setInputFiles({
    name: 'Consent to use.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOfPages([
      `Consent to use tax return information ${lname}\n\nTaxpayer signature\n\nDate`,
    ]),
  });
  await dialog.getByRole('combobox', { name: 'Form' }).fill('7216');
  await page.getByRole('option', { name: 'Consent to use (IRC §7216)' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Document name' })).toHaveValue(
    'Consent to use',
  );
  await dialog
    .getByRole('checkbox', { name: 'Ask each signer to verify their identity' })
    .uncheck();
  await expectAccessible(page);
  await shot(page, 'bulk-send-dialog');
  await dialog.getByRole('button', { name: `Send to ${ENTITIES} entities` }).click();

  // The progress, until every entity's request has gone.
  const progress = page.getByRole('dialog', { name: /for signature/ });
  await expect(progress.getByRole('progressbar', { name: 'Sending progress' })).toBeVisible();
  await expect(progress.getByRole('status')).toHaveText(
    new RegExp(`(Reading the document for|Sent to \\d+ of) ${ENTITIES} entities`),
  );
  await expect(progress.getByRole('status')).toHaveText(
    `Sent to ${ENTITIES} of ${ENTITIES} entities`,
    { timeout: 90_000 },
  );
  await expect(progress.getByRole('heading', { name: /Sent for signature/ })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'bulk-send-done');

  // Signatures lists them; a client finds hers waiting for her signature.
  await progress.getByRole('link', { name: 'Open Signatures' }).click();
  await page.getByRole('searchbox', { name: 'Search signature requests' }).fill(lname);
  await expect(page.getByText(`of ${ENTITIES}`)).toBeVisible();
  const client = clients[7]!;
  const mail = await waitForOutbox(request, client.email, 'mail', (m) =>
    (m.subject ?? '').startsWith('Please sign: Consent to use'),
  );
  const signer = await signedInPage(browser, client);
  await signer.goto(linkPathIn(mail));
  const screen = signer.getByRole('dialog', { name: /^Consent to use \(IRC §7216\)/ });
  await expect(screen.getByRole('region', { name: 'Your fields' })).toContainText('0 of 1 done');
});
