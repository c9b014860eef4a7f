// Journey: expected documents (issue 15 item 8). A partner lists what an entity handed in last year
// (prior-year items naming a W-2 and a 1098) and sees both expected on the entity view; the client
// sees the same checklist on their dashboard, uploads this year's W-2 (a phone's scan: the form
// and its employer read by OCR), and finds it ticked off — '1 of 2 received' — with the 1098
// still missing; the partner's view agrees, and the overview counts it beside the entity's
// questionnaire.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import {
  createTestQuestionnaires,
  createTestUser,
  DEMO_PASSWORD,
  expectAccessible,
  signInAs,
  signInWith,
} from '../support';
import { shot } from '../shell/shell-support';

const SCANNED_W2 = new URL('../../functions/test/fixtures/scanned-w2.jpg', import.meta.url);

/** A phone's scan of a W-2 from Northwind Logistics: a picture on a page, no text. */
async function scannedPdf() {
  const scan = await PDFDocument.create();
  const jpeg = await scan.embedJpg(readFileSync(SCANNED_W2));
  scan.addPage([612, 792]).drawImage(jpeg, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await scan.save());
}

const checklist = (page: Page) =>
  page
    .getByRole('region', { name: 'Expected documents' })
    .getByRole('list', { name: /^Expected documents for \d{4}$/ });

test('last year’s items are expected, and ticked off as this year’s forms arrive', async ({
  browser,
  request,
}) => {
  const client = await createTestUser(request, { fname: 'Erin', lname: `Expect${Date.now()}` });
  const entity = client.companies[0]!;
  const partner = await (await browser.newContext()).newPage();
  await signInAs(partner, 'partner', `/admin/${entity.hashId}`);
  const expected = partner.getByRole('region', { name: 'Expected documents' });
  await expect(expected).toContainText(/Nothing expected for \d{4} yet/);
  const prior = partner.getByRole('region', { name: 'Prior-year items' });
  for (const name of [
    'W-2 from Northwind Logistics',
    '1098 from Harbor Bank',
    'Daycare receipts',
  ]) {
    await prior.getByRole('textbox', { name: 'New item' }).fill(name);
    await prior.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(prior.getByRole('group', { name })).toBeVisible();
  }
  // Only items that name a form are expected; none has arrived.
  await expect(expected).toContainText('0 of 2 received');
  await expect(checklist(partner).getByRole('listitem')).toHaveText([
    /^1098 from Harbor BankMissing · Mortgage Interest Statement/,
    /^W-2 from Northwind LogisticsMissing · Wage and Tax Statement/,
  ]);

  const page = await (await browser.newContext()).newPage();
  await signInWith(page, client.email, DEMO_PASSWORD);
  const mine = page.getByRole('region', { name: 'Expected documents' });
  await expect(mine).toContainText('0 of 2 received');
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).first().click();
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Documents' });
  await upload.getByLabel('Files for: All files').setInputFiles([
    {
      name: 'My W-2.pdf',
      mimeType: 'application/pdf',
      buffer: await scannedPdf(),
    },
  ]);
  await expect(upload.getByRole('list', { name: 'Uploaded' })).toContainText('My W-2.pdf');
  await upload.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  // Read in the background: the checklist follows once it is.
  await expect(mine).toContainText('1 of 2 received');
  await expect(checklist(page).getByRole('listitem')).toHaveText([
    /^1098 from Harbor BankMissing/,
    /^W-2 from Northwind LogisticsReceived: My W-2\.pdf/,
  ]);
  await expect(mine.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expectAccessible(page);
  await shot(page, 'expected-documents-client');

  await partner.reload();
  await expect(expected).toContainText('1 of 2 received');
  await expect(checklist(partner).getByRole('listitem').last()).toContainText(
    'Received: My W-2.pdf',
  );
  await shot(partner, 'expected-documents-staff');

  // The overview counts them beside the entity's questionnaire of that year.
  const name = `Organizer ${entity.name}`;
  await createTestQuestionnaires(request, entity.id, {
    questionnaires: [{ name, taxYear: 2025 }],
  });
  await partner.goto('/overview');
  const row = partner
    .getByRole('table', { name: 'Questionnaires' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row.getByLabel('1 of 2 expected documents received')).toHaveText('1 of 2');
  await row.getByLabel('1 of 2 expected documents received').hover();
  await expect(partner.getByRole('tooltip')).toHaveText('Missing: 1098 from Harbor Bank');
  await shot(partner, 'expected-documents-overview');
});
