// Journeys: nothing typed is lost (spec 2 §4 autosave; issue 13 "the network is cut during
// typing"), answering on a phone at 375 px, and the dashboard's questionnaire cards (spec 2 §2:
// three sections with show-more remembered, 'Due Today!', overdue wording).
import { expect, test } from '@playwright/test';
import { expectAccessible, signInWith } from '../support';
import { shot } from '../shell/shell-support';
import {
  clientWithOrganizers,
  expectAllSaved,
  openQuestionnaire,
  question,
  sectionLink,
} from './questionnaire-support';

test('answers typed while the network is down are kept, survive a reload and save once it is back', async ({
  page,
  request,
}) => {
  const { client, ids } = await clientWithOrganizers(request, [{ sectionIds: ['sec-income'] }]);
  await openQuestionnaire(page, client, ids[0]!);
  const payments = question(page, /^List the estimated tax payments/).getByRole('textbox');
  const employers = question(page, 'How many employers did you have?').getByRole('textbox');

  // The answer calls fail as on a dropped connection.
  await page.route('**/api/questionnaires/*/answer_question', (route) => route.abort());
  await payments.pressSequentially('April 15: $900', { delay: 20 });
  await employers.fill('1');
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await expect(payments).toHaveValue('April 15: $900');

  // A reload while still offline (past the browser's "leave site?" question, which the page asks
  // while answers are unsaved) brings back what was typed, from this device.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(payments).toHaveValue('April 15: $900');
  await expect(employers).toHaveValue('1');

  // Back online: the answers reach the server, and are there from it.
  await page.unroute('**/api/questionnaires/*/answer_question');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expectAllSaved(page);
  // Nothing waits on this device any more: what shows after a reload comes from the server.
  await expect
    .poll(() =>
      page.evaluate(
        () => Object.keys(localStorage).filter((k) => k.startsWith('portico.unsaved')).length,
      ),
    )
    .toBe(0);
  await page.reload();
  await expect(payments).toHaveValue('April 15: $900');
  await expect(employers).toHaveValue('1');
});

test('a refused answer is rolled back with the spec’s message', async ({ page, request }) => {
  const { client, ids } = await clientWithOrganizers(request, [{ sectionIds: ['sec-income'] }]);
  await openQuestionnaire(page, client, ids[0]!);
  await page.route('**/api/questionnaires/*/answer_question', (route) =>
    route.fulfill({ status: 409, json: { error: 'Conflict' } }),
  );
  const employers = question(page, 'How many employers did you have?').getByRole('textbox');
  await employers.fill('4');
  await expect(
    page.getByText(
      "Your answer couldn't be saved at this time. Please refresh and retry. Our team was notified.",
    ),
  ).toBeVisible();
  await expect(employers).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a client answers from the folded section list, with no sideways scroll', async ({
    page,
    request,
  }) => {
    const { client, ids } = await clientWithOrganizers(request, [
      { sectionIds: ['sec-welcome', 'sec-personal', 'sec-review'] },
    ]);
    await openQuestionnaire(page, client, ids[0]!);
    const sections = page.getByRole('button', { name: /^Section 1 of 3: Welcome/ });
    await expect(sections).toBeVisible();
    await sections.click();
    // The list unfolds with a transition: on a busy machine a click can land while it moves.
    const heading = page.getByRole('heading', { name: 'Personal Information', level: 2 });
    await expect(async () => {
      if (!(await heading.isVisible())) await sectionLink(page, 'Personal Information').click();
      await expect(heading).toBeVisible({ timeout: 3000 });
    }).toPass();
    await question(page, 'Did your marital status change during 2025?')
      .getByRole('radio', { name: 'No' })
      .check();
    await question(page, 'Date of birth')
      .getByRole('textbox', { name: 'Date of birth' })
      .fill('1979-11-30');
    await expectAllSaved(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, 'questionnaire-phone');
  });
});

test('the dashboard card shows progress, the due badge and all sections when asked, remembered', async ({
  page,
  request,
}) => {
  const { client } = await clientWithOrganizers(request, [
    { name: 'Due Tomorrow Organizer', dueInDays: 1, markedSections: ['sec-welcome'] },
    { name: 'Late Organizer', dueInDays: -3, sectionIds: ['sec-personal'] },
  ]);
  await signInWith(page, client.email, client.password!);
  const soon = page.getByRole('article', { name: 'Due Tomorrow Organizer 2025' });
  await expect(soon.getByText('Due Today!')).toBeVisible();
  // Sent without a deposit: the template's deposit step is not one of its sections.
  await expect(soon.getByText('1 of 8 sections completed')).toBeVisible();
  await expect(soon.getByRole('listitem')).toHaveCount(3);
  await soon.getByRole('button', { name: 'Show all 8 sections' }).click();
  await expect(soon.getByRole('listitem')).toHaveCount(8);
  await expect(soon).not.toContainText('Retainer Deposit');
  const late = page.getByRole('article', { name: 'Late Organizer 2025' });
  await expect(late.getByText('Overdue by 3 days')).toBeVisible();
  await soon.getByText('1 of 8 sections completed').hover();
  await expect(page.getByRole('tooltip')).toContainText(
    'Still to do: Engagement Letter, Personal Information, Income',
  );
  await expectAccessible(page);
  await shot(page, 'dashboard-questionnaire-cards');

  await page.reload();
  await expect(soon.getByRole('listitem')).toHaveCount(8);
  await soon.getByRole('link', { name: 'Continue Due Tomorrow Organizer 2025' }).click();
  await expect(page.getByRole('heading', { name: 'Due Tomorrow Organizer' })).toBeVisible();
});
