// Journeys: the firm's contact details: a client reads them on their dashboard's firm card, and a
// partner sets them in Firm Settings (a throwaway firm, so no other journey sees the change).
import { expect, test } from '@playwright/test';
import { createTestFirm, createTestUser, expectAccessible, signInAs, signInWith } from '../support';
import { expectDemoFirmContact, shot } from './shell-support';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`a client’s firm card shows how to reach the firm (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs(page, 'clientOneEntity');
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Martinez!' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Your firm' });
    await expectDemoFirmContact(card);
    await expect(card.getByText('United States')).toBeVisible();
    // Nothing in the card is wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
    await shot(page, `firm-card-contact-${viewport.name}`);
  });
}

test('a partner sets the firm’s contact details and the firm’s client sees them', async ({
  browser,
  request,
}) => {
  test.slow(); // two people sign in, each in their own browser
  const firm = await createTestFirm(request);
  const partner = await createTestUser(request, {
    access: 'partner',
    firmId: firm.id,
    fname: 'Paula',
    lname: 'Partner',
  });
  const client = await createTestUser(request, {
    firmId: firm.id,
    fname: 'Cliff',
    lname: 'Client',
  });

  // Before the firm gives any, the card has its name and no contact lines.
  const clientPage = await (await browser.newContext()).newPage();
  await signInWith(clientPage, client.email, client.password!);
  const card = clientPage.getByRole('region', { name: 'Your firm' });
  await expect(card.getByText('Test Firm')).toBeVisible();
  await expect(card.locator('address')).toHaveCount(0);

  const partnerPage = await (await browser.newContext()).newPage();
  await signInWith(partnerPage, partner.email, partner.password!);
  await partnerPage.getByRole('link', { name: 'Firm Settings' }).click();
  const contact = partnerPage.getByRole('group', { name: 'Contact details' });
  await expect(contact).toBeVisible();

  // The shared schema's messages, under the fields.
  await contact.getByRole('textbox', { name: 'Email' }).fill('front desk');
  await contact.getByRole('textbox', { name: 'Phone number' }).fill('416555');
  await expect(contact.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(416) 555');
  await partnerPage.getByRole('button', { name: 'Save firm settings' }).click();
  await expect(contact.getByText('Enter a valid email address')).toBeVisible();
  await expect(contact.getByText('Enter a complete phone number')).toBeVisible();
  await expectAccessible(partnerPage);

  await contact.getByRole('textbox', { name: 'Email' }).fill('desk@testfirm.example');
  await contact.getByRole('textbox', { name: 'Phone number' }).fill('4165550123');
  await contact.getByRole('textbox', { name: 'Street' }).fill('200 Bay St, Suite 1800');
  await contact.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await contact.getByRole('combobox', { name: 'Country' }).click();
  await partnerPage.getByRole('option', { name: 'Canada' }).click();
  // Canadian addresses have provinces and postal codes.
  await contact.getByRole('textbox', { name: 'Province/Territory' }).fill('ON');
  await contact.getByRole('textbox', { name: 'Postal Code' }).fill('M5J 2J2');
  await expect(contact.getByText('Enter a valid email address')).toHaveCount(0);
  await shot(partnerPage, 'firm-settings-contact-details');
  await partnerPage.getByRole('button', { name: 'Save firm settings' }).click();
  await expect(partnerPage.getByText('Firm settings saved')).toBeVisible();

  // What was saved is what the form shows after a reload.
  await partnerPage.reload();
  await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'desk@testfirm.example',
  );
  await expect(contact.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
    '(416) 555-0123',
  );
  await expect(contact.getByRole('textbox', { name: 'Postal Code' })).toHaveValue('M5J 2J2');
  await expect(contact.getByRole('combobox', { name: 'Country' })).toHaveText('Canada');

  // The client sees them on the firm card and on the help page.
  await clientPage.reload();
  await expect(card.getByText('200 Bay St, Suite 1800')).toBeVisible();
  await expect(card.getByText('Toronto, ON M5J 2J2')).toBeVisible();
  await expect(card.getByText('Canada')).toBeVisible();
  await expect(card.getByRole('link', { name: '(416) 555-0123' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'desk@testfirm.example' })).toBeVisible();
  await expectAccessible(clientPage);
  await shot(clientPage, 'firm-card-contact-saved');
  await clientPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Help' })
    .click();
  const help = clientPage.getByRole('region', { name: 'Who to contact' });
  await expect(help.getByText('Test Firm')).toBeVisible();
  await expect(help.getByText('Toronto, ON M5J 2J2')).toBeVisible();
  await expect(help.getByRole('link', { name: 'desk@testfirm.example' })).toBeVisible();
});
