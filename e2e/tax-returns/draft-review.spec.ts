// Journey: a draft for approval (issue 44, spec 3 §2, §4 "Draft flow"). An advisor uploads a
// 40-page return with bookmarks and "Send draft for Approval"; its primary contact finds it on the
// dashboard, reviews it full screen (a bookmark jumps to its page, the keyboard turns pages, a
// phone works too) and asks for changes with a reason; the advisor reads the reason in Deliver
// and replaces the draft; the client opens the new draft from the mail and approves it; the
// advisor starts classification, which opens the delivery view.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestUser,
  expectAccessible,
  linkPathIn,
  pdfWithBookmarks,
  signedInPage,
  signInAs,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { deliverRow } from './sent-return';

const BOOKMARKS = [
  { title: 'Form 1040', page: 1 },
  { title: 'Schedule 1', page: 3 },
  { title: 'Schedule C', page: 12 },
  { title: 'Form 8879', page: 39 },
];

async function uploadDraft(page: Page, fileName: string, bytes: Buffer, replace = false) {
  const dialog = page.getByRole('dialog', {
    name: replace ? 'Replace Tax Return Draft' : 'Upload Tax Return',
  });
  await dialog.getByLabel('Tax return PDF').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  if (!replace) {
    await dialog.getByRole('textbox', { name: 'Document name' }).fill('2025 Form 1040 – draft');
    await dialog.getByRole('switch', { name: 'Send draft for Approval' }).check();
  } else {
    await expect(dialog.getByRole('switch', { name: 'Send draft for Approval' })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a client reviews a draft return, asks for changes, and approves the replacement', async ({
  browser,
  request,
}) => {
  test.slow();
  const lname = `Draft${Date.now()}`;
  const client = await createTestUser(request, { fname: 'Dora', lname });
  const entity = client.companies[0]!;

  // The advisor sends a 40-page draft from the entity's view.
  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', `/admin/${entity.hashId}`);
  const panel = advisor.getByRole('region', { name: 'Tax Returns' });
  await panel.getByRole('button', { name: 'Upload Tax Return' }).click();
  await uploadDraft(advisor, 'Dora 2025.pdf', await pdfWithBookmarks(40, BOOKMARKS, 'First draft'));
  await expect(
    panel.getByRole('row', { name: /2025 Form 1040 – draft/ }).getByText('Draft', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  // The client finds it on the dashboard and opens it full screen.
  const mine = await signedInPage(browser, client);
  const card = mine.getByRole('region', { name: 'Tax Returns' });
  await expect(card).toContainText('Draft ready for your review');
  await card.getByRole('link', { name: 'Review draft' }).click();
  const review = mine.getByRole('dialog', { name: 'Review Draft Tax Return' });
  await expect(review.getByText('Page 1 of 40')).toBeVisible();
  await expect(review.getByRole('region', { name: 'Page 1 of 40' })).toBeVisible();

  // A bookmark jumps to its form; the keyboard turns the page.
  await review.getByRole('navigation', { name: 'Bookmarks' }).getByText('Schedule C').click();
  await expect(review.getByText('Page 12 of 40')).toBeVisible();
  await mine.keyboard.press('ArrowRight');
  await expect(review.getByText('Page 13 of 40')).toBeVisible();
  await review.getByRole('tab', { name: 'Pages' }).click();
  // The list opens scrolled to the current page and its thumbnails draw as they come into view,
  // moving what is under the pointer: a click that lands between them is made again.
  await expect(review.getByRole('button', { name: 'Page 13', exact: true })).toBeInViewport();
  await expect(async () => {
    await review.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(review.getByText('Page 2 of 40')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expectAccessible(mine);
  await shot(mine, 'tax-returns-draft-review');

  // Changes are asked with a reason, never blank.
  await review.getByRole('button', { name: 'Request changes' }).click();
  const reason = mine.getByRole('dialog', { name: 'Reason for changes' });
  await expect(reason.getByRole('button', { name: 'Request changes' })).toBeDisabled();
  await reason
    .getByRole('textbox', { name: 'Reason for changes' })
    .fill('Schedule C is missing my 1099-NEC from Acme 🧾');
  await reason.getByRole('button', { name: 'Request changes' }).click();
  await expect(reason).toBeHidden();
  await expect(review).toContainText(
    'You asked for changes: “Schedule C is missing my 1099-NEC from Acme 🧾”',
  );
  await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The advisor reads the reason in Deliver and replaces the draft.
  await advisor.goto('/tax-returns');
  const row = await deliverRow(advisor, lname);
  await expect(row).toContainText('Changes requested');
  await row.getByRole('button', { name: 'Open 2025 Form 1040 – draft', exact: true }).click();
  const draftDialog = advisor.getByRole('dialog', { name: 'Tax Return Draft - Changes requested' });
  await expect(draftDialog).toContainText('Schedule C is missing my 1099-NEC from Acme 🧾');
  await expectAccessible(advisor);
  await shot(advisor, 'tax-returns-draft-dialog-staff');
  await draftDialog.getByRole('button', { name: 'Replace Tax Return Draft' }).click();
  await uploadDraft(
    advisor,
    'Dora 2025 v2.pdf',
    await pdfWithBookmarks(41, BOOKMARKS, 'Second draft'),
    true,
  );
  await expect(row.getByRole('button', { name: /^Draft: open/ })).toBeVisible({ timeout: 30_000 });

  // The client opens the new draft from the mail and approves it.
  const mail = await waitForOutbox(request, client.email, 'mail', (m) =>
    m.text.includes('/tax-return-delivery/'),
  );
  await mine.goto(linkPathIn(mail));
  await expect(review.getByText('Page 1 of 41')).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toContainText('You approved this draft.');

  // Phone width: the review still fits, the panel opens over the page.
  await mine.setViewportSize({ width: 375, height: 740 });
  await review.getByRole('button', { name: 'Bookmarks and pages' }).click();
  await mine
    .getByRole('navigation', { name: 'Bookmarks' })
    .getByText('Form 8879')
    .click({ timeout: 10_000 });
  await expect(review.getByText('Page 39 of 41')).toBeVisible();
  await expectAccessible(mine);
  await shot(mine, 'tax-returns-draft-review-375');

  // The advisor starts classifying the approved return.
  await advisor.reload();
  await expect(row.getByRole('button', { name: /^Approved: open/ })).toBeVisible();
  await row.getByRole('button', { name: 'Open 2025 Form 1040 – draft', exact: true }).click();
  const approved = advisor.getByRole('dialog', {
    name: 'Tax Return Draft - Approved by the client',
  });
  await approved.getByRole('button', { name: 'Start Classification' }).click();
  await expect(approved).toBeHidden();
  // The delivery view opens in its place, ready to classify.
  const view = advisor.getByRole('dialog', { name: '2025 Form 1040 – draft (2025)' });
  await expect(view.getByRole('button', { name: 'Send to Client' })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();
  await expect(row).toContainText('Action required');
});
