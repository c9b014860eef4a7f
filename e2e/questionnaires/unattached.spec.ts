// Journey: the advisor's Unattached tab with a real upload (spec 2 §2, §7 "Attach documents"). A
// client uploads a statement in Documents, outside any questionnaire; their advisor finds it in the
// questionnaire's Unattached tab, attaches it, and the tab is empty after; the client finds it among
// the questionnaire's additional attachments and removes it, and the advisor restores it from the
// dialog's deleted documents.
import { expect, test } from '@playwright/test';
import { expectAccessible, signInAs, signInWith } from '../support';
import { shot } from '../shell/shell-support';
import { clientWithOrganizers, pdf, questionnaireUrl } from './questionnaire-support';

test('a client’s upload outside the questionnaire is attached to it by the advisor', async ({
  browser,
  request,
}) => {
  const { client, ids } = await clientWithOrganizers(request, [{ sectionIds: ['sec-income'] }], {
    fname: 'Una',
    lname: `Attach${Date.now()}`,
  });
  const entity = client.companies[0]!;

  const page = await (await browser.newContext()).newPage();
  await signInWith(page, client.email, client.password!);
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).first().click();
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Documents' });
  await upload.getByLabel('Files for: All files').setInputFiles([await pdf('Brokerage statement')]);
  await expect(upload.getByRole('list', { name: 'Uploaded' })).toContainText(
    'Brokerage statement.pdf',
  );
  await upload.getByRole('button', { name: 'Done' }).click();

  const advisor = await (await browser.newContext()).newPage();
  await signInAs(advisor, 'partner', `/admin/${entity.hashId}`);
  await advisor
    .getByRole('region', { name: 'Questionnaires' })
    .getByRole('button', { name: 'Individual Tax Organizer', exact: true })
    .click();
  const details = advisor.getByRole('dialog', { name: 'Individual Tax Organizer', exact: true });
  await details.getByRole('tab', { name: 'Unattached' }).click();
  const unattached = details.getByRole('list', { name: 'Unattached documents' });
  await expect(unattached.getByRole('listitem')).toHaveCount(1);
  await expect(details.getByRole('button', { name: 'Attach', exact: true })).toBeDisabled();
  await unattached.getByRole('checkbox', { name: /Brokerage statement\.pdf/ }).check();
  await expectAccessible(advisor);
  await shot(advisor, 'questionnaire-unattached-tab');
  await details.getByRole('button', { name: 'Attach 1 document' }).click();
  await expect(
    details.getByText('No documents were uploaded outside questionnaires in the last 3 months.'),
  ).toBeVisible();

  await page.goto(questionnaireUrl(client, ids[0]!));
  const additional = page.getByRole('region', { name: 'Additional attachments' });
  await expect(additional.getByText('Brokerage statement.pdf')).toBeVisible();

  // The client removes it; the advisor finds it among the deleted documents and restores it.
  await additional.getByRole('button', { name: 'Remove Brokerage statement.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(additional.getByText('Brokerage statement.pdf')).toHaveCount(0);
  await details.getByRole('tab', { name: 'Documents' }).click();
  const deleted = details.getByRole('list', { name: 'Deleted documents' });
  await expect(deleted).toContainText('Brokerage statement.pdf');
  await expectAccessible(advisor);
  await deleted.getByRole('button', { name: 'Restore Brokerage statement.pdf' }).click();
  await expect(deleted).toHaveCount(0);
  await expect(details.getByRole('list', { name: 'Documents' })).toContainText(
    'Brokerage statement.pdf',
  );
  await page.reload();
  await expect(additional.getByText('Brokerage statement.pdf')).toBeVisible();
});
