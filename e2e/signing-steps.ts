// What a signer does on any document sent for signature (a return, a signature request): verify
// their identity on the (sandbox's) verification page when asked, agree to sign electronically
// when first asked, and draw a signature on the pad with a finger or a mouse.
import { expect, type Locator, type Page } from '@playwright/test';
import { ESIGN_DISCLOSURE_TITLE } from '@portico/common/signing/esign-consent';

/** Agrees to sign electronically when asked the first time (the box must be ticked first). */
export async function consent(page: Page) {
  const disclosure = page.getByRole('dialog', { name: ESIGN_DISCLOSURE_TITLE });
  await expect(disclosure).toContainText('You may ask');
  const agree = disclosure.getByRole('button', { name: 'Agree and continue' });
  await expect(agree).toBeDisabled();
  await disclosure.getByRole('checkbox').check();
  await agree.click();
  await expect(disclosure).toBeHidden();
}

/** Draws a zigzag on the sign dialog's pad (its Draw tab chosen). */
export async function drawSignature(page: Page, dialog: Locator) {
  const pad = dialog.getByRole('img', { name: 'Signature pad' });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.65, 0.7],
    [0.85, 0.35],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await page.mouse.up();
}

/**
 * From the signing screen's "Verify your identity" card (`check`), through the verification page
 * with `outcome` chosen ('Verification passes', or a failure such as /selfie does not match/), back
 * to the signing screen.
 */
export async function verifyIdentity(
  page: Page,
  check: Locator,
  button: string,
  outcome: string | RegExp,
) {
  await check.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.getByRole('radio', { name: outcome }).check();
  await page.getByRole('button', { name: 'Submit verification' }).click();
}
