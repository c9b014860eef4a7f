// Journeys: a client answers an organizer (spec 2 §2–§5). Every question type with follow-ups
// three levels deep and entries; every answer action and the way back from each; a section shown
// by a trigger answer; answers that are there after a reload; submitting and going on to the next
// questionnaire; first_section_required; a read-only client.
import { expect, test, type Page } from '@playwright/test';
import {
  QUESTIONNAIRE_SUBMITTED,
  READONLY_ACCOUNT,
} from '../../common/src/questionnaires/questionnaire-access';
import { createTestFirm, expectAccessible, selectOption, signInAs } from '../support';
import { shot } from '../shell/shell-support';
import {
  chooseAction,
  clientWithOrganizers,
  expectAllSaved,
  openQuestionnaire,
  question,
  questionnaireUrl,
  sectionLink,
} from './questionnaire-support';

/** The advisor's dialog of the client's organizer, opened from the entity view. */
async function advisorDialog(staff: Page, hashId: string) {
  await staff.goto(`/admin/${hashId}`);
  await staff
    .getByRole('region', { name: 'Questionnaires' })
    .getByRole('button', { name: 'Individual Tax Organizer', exact: true })
    .click();
  return staff.getByRole('dialog', { name: 'Individual Tax Organizer', exact: true });
}

test('a client answers every kind of question, and the answers are there after a reload', async ({
  page,
  request,
}) => {
  const { client, ids } = await clientWithOrganizers(request, [
    { sectionIds: ['sec-welcome', 'sec-personal', 'sec-review'] },
  ]);
  await openQuestionnaire(page, client, ids[0]!, 'sec-personal');
  await expect(page.getByRole('heading', { name: 'Individual Tax Organizer' })).toBeVisible();
  await expect(page.getByText('Your progress saves automatically.')).toBeVisible();

  // Text with its character counter, a date, one choice, yes/no with a dated follow-up.
  const preferred = question(page, 'Preferred name (if different from your legal name)');
  await preferred.getByRole('textbox').fill('Sam');
  await expect(preferred.getByText('3/60')).toBeVisible();
  await question(page, 'Date of birth')
    .getByRole('textbox', { name: 'Date of birth' })
    .fill('1990-02-03');
  const filing = question(page, 'Filing status');
  await expect(filing.getByText('Last year: Single')).toBeVisible();
  // A select opened while the answer above saves may close as the section re-renders.
  await selectOption(page, filing.getByRole('combobox'), 'Head of household');
  const marital = question(page, 'Did your marital status change during 2025?');
  await marital.getByRole('radio', { name: 'Yes' }).check();
  await question(page, 'Date of the change')
    .getByRole('textbox', { name: 'Date of the change' })
    .fill('2025-06-21');

  // A masked answer that can be shown.
  const pin = question(page, 'IRS Identity Protection PIN (if the IRS sent you one)');
  await pin.locator('input[type="password"]').fill('482913');
  await pin.getByRole('button', { name: 'Show answer' }).click();
  await expect(pin.locator('input[type="text"]')).toHaveValue('482913');

  // Entries: add two, fill one in, remove the other.
  await question(page, 'Can anyone claim you, or can you claim anyone, as a dependent?')
    .getByRole('radio', { name: 'Yes' })
    .check();
  const dependents = question(page, 'Your dependents');
  await dependents.getByRole('button', { name: 'Add entry' }).click();
  const first = dependents.getByRole('group', { name: 'Entry 1' });
  await first.getByRole('textbox', { name: 'Full name' }).fill('Maya Martinez');
  await selectOption(page, first.getByRole('combobox'), 'Daughter');
  await first.getByRole('textbox', { name: 'Date of birth' }).fill('2015-09-01');
  await first.getByRole('radio', { name: 'Yes' }).check();
  await dependents.getByRole('button', { name: 'Add entry' }).click();
  await dependents.getByRole('button', { name: 'Remove entry 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(dependents.getByRole('group', { name: 'Entry 2' })).toHaveCount(0);

  // Follow-ups three levels deep: yes → a choice among several → yes/no → a long answer.
  await question(page, /^At any time during 2025, did you receive/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  const kinds = question(page, 'Which of these happened?');
  await kinds.getByRole('checkbox', { name: 'Sold' }).check();
  await kinds.getByRole('checkbox', { name: 'Staking or mining rewards' }).check();
  const report = question(
    page,
    'Did the exchange send you a Form 1099-DA or 1099-B for the sales?',
  );
  await report.getByRole('radio', { name: 'No' }).check();
  const sales = question(
    page,
    'List each sale: date, asset, amount received and what you paid for it.',
  );
  await sales.getByRole('textbox').fill('2025-03-02, 0.5 BTC, $41,000, paid $30,000');
  // Unticking the trigger hides the chain below it.
  await kinds.getByRole('checkbox', { name: 'Sold' }).uncheck();
  await expect(report).toHaveCount(0);
  await kinds.getByRole('checkbox', { name: 'Sold' }).check();
  await expect(sales.getByRole('textbox')).toHaveValue(
    '2025-03-02, 0.5 BTC, $41,000, paid $30,000',
  );

  await expectAllSaved(page);
  await expect(sectionLink(page, 'Personal Information')).toContainText('Completed');
  await expectAccessible(page);
  await shot(page, 'questionnaire-personal-answered');

  await page.reload();
  await expect(question(page, 'Filing status').getByRole('combobox')).toHaveText(
    'Head of household',
  );
  await expect(preferred.getByRole('textbox')).toHaveValue('Sam');
  await expect(
    question(page, 'Date of the change').getByRole('textbox', { name: 'Date of the change' }),
  ).toHaveValue('2025-06-21');
  await expect(
    question(page, 'Your dependents')
      .getByRole('group', { name: 'Entry 1' })
      .getByRole('textbox', { name: 'Full name' }),
  ).toHaveValue('Maya Martinez');
  await expect(question(page, 'Your dependents').getByRole('group')).toHaveCount(1);
  await expect(kinds.getByRole('checkbox', { name: 'Staking or mining rewards' })).toBeChecked();
  await expect(sales.getByRole('textbox')).toHaveValue(
    '2025-03-02, 0.5 BTC, $41,000, paid $30,000',
  );
});

test('a client uses every answer action and its way back, and a trigger answer shows a section', async ({
  page,
  request,
}) => {
  const { client, ids } = await clientWithOrganizers(request, [
    { sectionIds: ['sec-income', 'sec-home', 'sec-checklist', 'sec-review'] },
  ]);
  await openQuestionnaire(page, client, ids[0]!, 'sec-income');

  const w2 = question(page, 'Upload your Forms W-2');
  await chooseAction(w2, 'Provided elsewhere');
  await expect(w2.getByText('Provided elsewhere.')).toBeVisible();
  await w2.getByRole('button', { name: 'Undo' }).click();
  await chooseAction(w2, 'Upload later');
  const dialog = page.getByRole('dialog', { name: 'Upload later' });
  const date = dialog.getByLabel('Upload by');
  await date.fill('2020-01-01');
  await expect(dialog.getByText('Upload later date must be in the future')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const weekAhead = `${inAWeek.getFullYear()}-${pad(inAWeek.getMonth() + 1)}-${pad(inAWeek.getDate())}`;
  await date.fill(weekAhead);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(w2.getByText(/You will upload this by/)).toBeVisible();
  await expect(sectionLink(page, 'Income')).toContainText('Answer later');
  await w2.getByRole('button', { name: 'Upload now' }).click();
  await chooseAction(w2, 'Mark as completed');
  await expect(w2.getByText('Marked completed.')).toBeVisible();

  // Answer Later is off for this question; Not applicable and back.
  const employers = question(page, 'How many employers did you have?');
  await employers.getByRole('button', { name: /^More answers for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Answer later' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Not applicable' }).click();
  await expect(employers.getByText('Marked not applicable.')).toBeVisible();
  await employers.getByRole('button', { name: 'Make applicable' }).click();
  await employers.getByRole('textbox').fill('2');

  const kinds = question(page, 'Which kinds of income did you have in 2025?');
  await kinds.getByRole('checkbox', { name: 'Wages' }).check();
  await kinds.getByRole('checkbox', { name: 'Interest' }).check();
  await chooseAction(question(page, /^List the estimated tax payments/), 'Not applicable');

  // Owning a home shows the Homeowner section.
  await expect(sectionLink(page, 'Homeowner')).toHaveCount(0);
  await question(page, 'Did you own your home during 2025?')
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(sectionLink(page, 'Homeowner')).toBeVisible();
  await expect(sectionLink(page, 'Income')).toContainText('Completed');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Homeowner', level: 2 })).toBeVisible();
  await chooseAction(
    question(page, 'Upload Form 1098 (mortgage interest statement)'),
    'Provided elsewhere',
  );
  await expect(sectionLink(page, 'Homeowner')).toContainText('Completed');
  await expectAllSaved(page);
  await expectAccessible(page);
  await shot(page, 'questionnaire-answer-actions');

  await page.reload();
  await sectionLink(page, 'Income').click();
  await expect(
    question(page, 'Upload your Forms W-2').getByText('Marked completed.'),
  ).toBeVisible();
  await expect(
    question(page, /^List the estimated tax payments/).getByText('Marked not applicable.'),
  ).toBeVisible();
  await expect(question(page, 'How many employers did you have?').getByRole('textbox')).toHaveValue(
    '2',
  );

  // A note for the firm on a question stays with it.
  const noted = question(page, 'Upload your Forms W-2');
  await noted.getByRole('button', { name: 'Add a note' }).click();
  await noted.getByRole('button', { name: 'Save note' }).click();
  await expect(noted.getByText('Please write a note')).toBeVisible();
  await noted
    .getByRole('textbox', { name: 'Note for your firm' })
    .fill('The second W-2 comes by mail.');
  await noted.getByRole('button', { name: 'Save note' }).click();
  await expect(noted.getByText('Test Person: The second W-2 comes by mail.')).toBeVisible();
  await page.reload();
  await expect(noted.getByText('Test Person: The second W-2 comes by mail.')).toBeVisible();
  await noted.getByRole('button', { name: 'Remove note' }).click();
  await expect(noted.getByText('Test Person: The second W-2 comes by mail.')).toHaveCount(0);
});

test('a client submits a finished questionnaire and goes on to the next one', async ({
  browser,
  page,
  request,
}) => {
  const { client, ids } = await clientWithOrganizers(request, [
    {
      sectionIds: ['sec-welcome', 'sec-summary', 'sec-review'],
      dueInDays: 20,
    },
    { name: 'S-Corporation Organizer', content: 'business', dueInDays: 40 },
  ]);
  await openQuestionnaire(page, client, ids[0]!);
  // Viewing the welcome section completes it.
  await expect(sectionLink(page, 'Welcome')).toContainText('Completed');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Organizer Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Submitting with a section left open flags it.
  await page.getByRole('checkbox', { name: /^I Agree/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please complete every section before submitting.')).toBeVisible();
  await expect(sectionLink(page, 'Review Your Organizer Summary')).toContainText('Needs attention');
  await sectionLink(page, 'Review Your Organizer Summary').click();
  await page.getByRole('checkbox', { name: 'I have reviewed this' }).check();
  await expect(sectionLink(page, 'Review Your Organizer Summary')).toContainText('Completed');
  await sectionLink(page, 'Review and Submit').click();
  await page.getByRole('checkbox', { name: /^I Agree/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  const done = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(done).toContainText('Your next questionnaire is S-Corporation Organizer.');
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Continue to S-Corporation Organizer' }).click();
  await expect(page.getByRole('heading', { name: 'S-Corporation Organizer' })).toBeVisible();

  // The submitted one is read-only now, and its card says so.
  await page.goto(questionnaireUrl(client, ids[0]!));
  await expect(page.getByText(QUESTIONNAIRE_SUBMITTED)).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  const card = page.getByRole('article', { name: 'Individual Tax Organizer 2025' });
  await expect(card.getByText('Submitted')).toBeVisible();
  await expect(card.getByText('3 of 3 sections completed')).toBeVisible();
  await expectAccessible(page);

  // The firm finds the submission in the questionnaire's activity.
  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, 'partner');
  const details = await advisorDialog(staff, client.companies[0]!.hashId);
  await details.getByRole('tab', { name: 'Activities' }).click();
  await expect(
    details.getByRole('list', { name: 'Activities' }).getByRole('listitem').first(),
  ).toContainText('Questionnaire submitted');
  await staff.context().close();
});

test('with the first section required, the others stay locked until it is done', async ({
  page,
  request,
}) => {
  const firm = await createTestFirm(request, { first_section_required: true });
  const { client, ids } = await clientWithOrganizers(
    request,
    [{ sectionIds: ['sec-personal', 'sec-income', 'sec-review'] }],
    { firmId: firm.id },
  );
  await openQuestionnaire(page, client, ids[0]!);
  await expect(sectionLink(page, 'Personal Information')).toContainText('Required');
  await expect(sectionLink(page, 'Income')).toContainText('Locked');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Please complete the first section before proceeding.'),
  ).toBeVisible();
  await expect(
    question(page, 'Date of birth').getByText('This question needs an answer.'),
  ).toBeVisible();

  await sectionLink(page, 'Income').click();
  await expect(
    page.getByText('Please complete the first section before proceeding.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Personal Information' }).click();

  await question(page, 'Date of birth')
    .getByRole('textbox', { name: 'Date of birth' })
    .fill('1984-05-06');
  const filing = question(page, 'Filing status');
  await selectOption(page, filing.getByRole('combobox'), 'Single');
  for (const text of [
    'Did your marital status change during 2025?',
    'Can anyone claim you, or can you claim anyone, as a dependent?',
  ])
    await question(page, text).getByRole('radio', { name: 'No' }).check();
  await question(page, /^At any time during 2025, did you receive/)
    .getByRole('radio', { name: 'No' })
    .check();
  await expect(sectionLink(page, 'Income')).toContainText('Not started');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Income', level: 2 })).toBeVisible();
  await expectAccessible(page);
});

test('a read-only client reads the organizer but cannot change it', async ({ page }) => {
  await signInAs(page, 'clientReadOnly');
  await expect(page.getByRole('heading', { name: 'Welcome, Henry Lawson!' })).toBeVisible();
  await page
    .getByRole('article', { name: 'Individual Tax Organizer 2025' })
    .getByRole('link', { name: 'View Individual Tax Organizer 2025' })
    .click();
  await expect(page.getByText(READONLY_ACCOUNT)).toBeVisible();
  await sectionLink(page, 'Personal Information').click();
  await expect(question(page, 'Filing status').getByRole('combobox')).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: /^More answers for/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a client reads and signs the engagement letter with a typed name; the advisor counts it done once signed', async ({
  browser,
  page,
  request,
}) => {
  // The template's deposit step comes along, but no deposit was asked: no step to show.
  const { client, ids } = await clientWithOrganizers(request, [
    { sectionIds: ['sec-engagement', 'sec-deposit', 'sec-review'] },
  ]);
  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, 'partner');
  const before = await advisorDialog(staff, client.companies[0]!.hashId);
  const letterRow = before.getByRole('list', { name: 'Sections' }).getByRole('listitem').first();
  await expect(letterRow).toContainText('Engagement Letter');
  await expect(letterRow).toContainText('Waiting for signature');
  await expect(before.getByText('0 of 2 sections completed')).toBeVisible();
  await expect(before.getByRole('list', { name: 'Sections' })).not.toContainText('Deposit');
  await shot(staff, 'questionnaire-dialog-letter-waiting');

  await openQuestionnaire(page, client, ids[0]!);
  await expect(sectionLink(page, 'Retainer Deposit')).toHaveCount(0);
  const letter = page.getByRole('region', { name: 'Engagement letter text' });
  await expect(letter.getByText('Engagement letter for your 2025 tax return')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print letter' })).toBeVisible();
  const signatures = page.getByRole('list', { name: 'Signatures' });
  await expect(signatures.getByText('Test Person (you)')).toBeVisible();
  await expect(signatures.getByText('Waiting for signature')).toBeVisible();

  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Please type your name to sign')).toBeVisible();
  await page.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Test Person');
  await page.getByRole('button', { name: 'Sign' }).click();
  await expect(
    page.getByText('You signed this letter. It can no longer be changed.'),
  ).toBeVisible();
  await expect(signatures.getByText('Signed', { exact: true })).toBeVisible();
  await expect(sectionLink(page, 'Engagement Letter')).toContainText('Completed');
  await expectAccessible(page);
  await shot(page, 'questionnaire-engagement-signed');

  // The signature reads as words apart: the name, then when it was signed.
  await expect(signatures.getByRole('listitem').first()).toContainText(
    /Test Person signed [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Type your full name to sign' })).toHaveCount(0);
  await expect(signatures.getByText('Signed', { exact: true })).toBeVisible();

  const after = await advisorDialog(staff, client.companies[0]!.hashId);
  await expect(after.getByText('1 of 2 sections completed')).toBeVisible();
  await expect(
    after.getByRole('list', { name: 'Sections' }).getByRole('listitem').first(),
  ).toContainText('Completed');
  await staff.context().close();
});

test('staff preview a client’s questionnaire as the client sees it, and nothing they try is saved', async ({
  page,
}) => {
  await signInAs(page, 'partner');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/admin/olivia-martinez-7f3k');
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/questionnaires/')) saves.push(r.url());
  });
  await page
    .getByRole('table', { name: 'Questionnaires' })
    .getByRole('button', { name: 'Individual Tax Organizer', exact: true })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Individual Tax Organizer', exact: true })
    .getByRole('link', { name: 'Preview' })
    .click();
  await expect(
    page.getByText(
      'Preview: this is the questionnaire as the client sees it. Answers you try here are not saved.',
    ),
  ).toBeVisible();
  // Agreement sections count as done in a preview.
  await expect(sectionLink(page, 'Engagement Letter')).toContainText('Completed');
  await sectionLink(page, 'Personal Information').click();
  const preferred = question(page, 'Preferred name (if different from your legal name)');
  await preferred.getByRole('textbox').fill('Tried in preview');
  await expect(question(page, 'Filing status').getByRole('combobox')).toHaveText('Single');
  await sectionLink(page, 'Review and Submit').click();
  await page.getByRole('checkbox', { name: /^I Agree/ }).check();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectAccessible(page);
  await page.reload();
  await sectionLink(page, 'Personal Information').click();
  await expect(preferred.getByRole('textbox')).toHaveValue('');
  expect(saves).toEqual([]);
});
