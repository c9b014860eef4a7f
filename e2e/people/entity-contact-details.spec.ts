// Journey: the staff entity view shows the entity's emails and address without opening the edit
// dialog, says "Not provided" for what is missing, and follows an edit.
import { expect, test } from '@playwright/test';
import { createTestUser, expectAccessible, signInAs } from '../support';
import { openEntityPage, shot } from '../shell/shell-support';

test('an entity’s view shows its emails and address, and “Not provided” where missing', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const owner = await createTestUser(request, { fname: 'Cara', lname: `Contact${tag}` });
  await signInAs(page, 'partner', '/admin');
  await expect(page.getByRole('table', { name: 'Entities' })).toBeVisible();
  const entity = await openEntityPage(page, owner.companyId);

  const details = page.getByRole('region', { name: 'Contact details' });
  /** The value listed under a term. */
  const detail = (label: string) =>
    details
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  for (const label of ['Business email', 'Other email', 'Address'])
    await expect(detail(label)).toHaveText('Not provided');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Edit entity' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${entity.name}` });
  await dialog.getByRole('textbox', { name: 'Business email' }).fill(`books.${tag}@cara.example`);
  await dialog.getByRole('textbox', { name: 'Street' }).fill('45 Alder Lane');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Eugene');
  await dialog.getByRole('textbox', { name: 'State' }).fill('OR');
  await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('97401');
  await dialog.getByRole('button', { name: 'Save entity' }).click();
  await expect(dialog).toBeHidden();

  await expect(detail('Business email').getByRole('link')).toHaveText(`books.${tag}@cara.example`);
  await expect(detail('Business email').getByRole('link')).toHaveAttribute(
    'href',
    `mailto:books.${tag}@cara.example`,
  );
  await expect(detail('Other email')).toHaveText('Not provided');
  await expect(detail('Address')).toContainText('45 Alder Lane');
  await expect(detail('Address')).toContainText('Eugene, OR 97401');
  await expect(detail('Address')).toContainText('United States');
  await expectAccessible(page);
  await shot(page, 'people-entity-contact-details');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(detail('Address')).toContainText('Eugene, OR 97401');
  await expectAccessible(page);
  await shot(page, 'people-entity-contact-details-phone');
});
