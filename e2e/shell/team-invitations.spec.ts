// Journey (issue 50, "Invite the team"): a partner of a new firm that requires two-factor for its
// staff invites an advisor from Firm Settings → Team, then pastes a list (a line that cannot be
// read is named first), sends one invitation again and withdraws another; the advisor opens the
// mailed link in a browser of their own, sets a password with two-factor, and arrives in the
// portal; the partner's Team tab then shows them active. A staff list imported from the Users
// page invites its rows the same way.
import { expect, test, type Page } from '@playwright/test';
import {
  acceptInvitation,
  createTestFirm,
  createTestUser,
  enterTwoFactorCode,
  expectAccessible,
  linkPathIn,
  signInWith,
  waitForOutbox,
} from '../support';
import { shot } from './shell-support';

const unique = () => Math.random().toString(36).slice(2, 8);

async function openTeam(page: Page) {
  await page.getByRole('link', { name: 'Firm Settings' }).click();
  await page.getByRole('tab', { name: 'Team' }).click();
  return page.getByRole('table', { name: 'Team' });
}

test('a partner invites the team, and the advisor sets up their sign-in from the mail', async ({
  browser,
  request,
}) => {
  const firm = await createTestFirm(request, { force_2fa_on_firm_users: true });
  const partner = await createTestUser(request, {
    access: 'partner',
    firmId: firm.id,
    fname: 'Paula',
    lname: 'Partner',
  });
  const page = await (await browser.newContext()).newPage();
  await signInWith(page, partner.email, partner.password!);
  await enterTwoFactorCode(page, request, partner.email);
  const team = await openTeam(page);
  await expect(team.getByRole('row', { name: /Paula Partner/ })).toContainText('Active');

  // One person.
  const advisorEmail = `ada.${unique()}@newfirm.example`;
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Ørsted');
  await dialog.getByLabel('Email').fill(advisorEmail);
  await shot(page, 'team-invite-one');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const ada = team.getByRole('row', { name: /Ada Ørsted/ });
  await expect(ada).toContainText('Full user');
  await expect(ada).toContainText('Invited');

  // A pasted list: the unreadable line is named before anything is sent.
  const [ben, cleo] = [`ben.${unique()}@newfirm.example`, `cleo.${unique()}@newfirm.example`];
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await dialog.getByRole('tab', { name: 'Paste a list' }).click();
  const list = dialog.getByLabel('People to invite');
  await list.fill(`Ben Okoro\t${ben}\tAdmin\nCleo, ${cleo}, Full user`);
  await expect(dialog.getByText('Line 2: Write the first and last name')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Invite 1 person' })).toBeDisabled();
  await list.fill(`Ben Okoro\t${ben}\tAdmin\nCleo Ramírez, ${cleo}, Full user`);
  await expect(dialog.getByText('2 people ready to invite')).toBeVisible();
  await shot(page, 'team-invite-list');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Invite 2 people' }).click();
  await expect(dialog).toBeHidden();
  await expect(team.getByRole('row', { name: /Ben Okoro/ })).toContainText('Admin');
  await expect(team.getByRole('row', { name: /Cleo Ramírez/ })).toContainText('Invited');
  await shot(page, 'team-tab');
  await expectAccessible(page);

  // Sent again: a second mail with a new link.
  const firstMail = await waitForOutbox(request, ben, 'mail');
  await page.getByRole('button', { name: 'Resend the invitation to Ben Okoro' }).click();
  await waitForOutbox(request, ben, 'mail', (m) => linkPathIn(m) !== linkPathIn(firstMail));

  // Withdrawn: gone from the list, and its link no longer signs Cleo in.
  await page.getByRole('button', { name: 'Withdraw the invitation to Cleo Ramírez' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw the invitation?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(confirm).toBeHidden();
  await expect(team.getByRole('row', { name: /Cleo Ramírez/ })).toHaveCount(0);

  // Ada opens her invitation in a browser of her own.
  const mail = await waitForOutbox(request, advisorEmail, 'mail');
  expect(mail.subject).toBe('Test Firm invites you to Portico');
  await acceptInvitation(browser, request, advisorEmail, 'Ada-Orsted-2026!');

  await page.reload();
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(team.getByRole('row', { name: /Ada Ørsted/ })).toContainText('Active');
  await expect(
    page.getByRole('button', { name: 'Resend the invitation to Ada Ørsted' }),
  ).toHaveCount(0);
});

test('the Team tab on a phone', async ({ browser, request }) => {
  const firm = await createTestFirm(request);
  const partner = await createTestUser(request, { access: 'partner', firmId: firm.id });
  const page = await (
    await browser.newContext({ viewport: { width: 375, height: 740 } })
  ).newPage();
  await signInWith(page, partner.email, partner.password!);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/firm');
  await page.getByRole('tab', { name: 'Team' }).click();
  const team = page.getByRole('table', { name: 'Team' });
  await expect(team.getByRole('row')).toHaveCount(2);
  await shot(page, 'team-tab-phone');
  // The table scrolls within its card; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite staff' })).toBeVisible();
  await shot(page, 'team-invite-phone');
  await expectAccessible(page);
});

test('a partner imports a staff list, and its people are invited', async ({ browser, request }) => {
  const firm = await createTestFirm(request);
  const partner = await createTestUser(request, { access: 'partner', firmId: firm.id });
  const page = await (await browser.newContext()).newPage();
  await signInWith(page, partner.email, partner.password!);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Staff list template' }).click();
  expect((await download).suggestedFilename()).toBe('staff-list.csv');

  await dialog.getByRole('combobox', { name: 'File type' }).click();
  await page.getByRole('option', { name: 'Staff list', exact: true }).click();
  await expect(dialog).toContainText('Each person on the list is emailed an invitation');
  const dana = `dana.${unique()}@newfirm.example`;
  const list = [
    'First Name,Last Name,Email,Access Level,Firm Group',
    `Dana,Whitaker,${dana},Admin,`,
    `Eli,Moss,eli.${unique()}@newfirm.example,Chief,`,
  ].join('\r\n');
  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(`${list}\r\n`) },
    ]);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(outcome.getByRole('listitem')).toHaveText(
    ['1 staff member invited', '1 row not imported'],
    { timeout: 30_000 },
  );
  await shot(page, 'team-staff-list-imported');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/firm');
  await page.getByRole('tab', { name: 'Team' }).click();
  const row = page.getByRole('table', { name: 'Team' }).getByRole('row', { name: /Dana Whitaker/ });
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('Invited');
  await waitForOutbox(request, dana, 'mail');
});
