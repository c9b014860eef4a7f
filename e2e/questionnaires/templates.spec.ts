// Journeys of the template library (issue 14 item 1): a partner writes a template with a
// follow-up, a section shown by an answer and an engagement letter; it is saved as they type
// (a reload shows it all) and the preview shows it as a client would. And the library's
// duplicate, rename and delete; and a template sent from the entity view, reminded, given more
// items, locked, and opened by the client from the mail.
import { expect, test, type Page } from '@playwright/test';
import {
  createTestUser,
  expectAccessible,
  linkPathIn,
  signInAs,
  signInWith,
  waitForOutbox,
} from '../support';
import { shot } from '../shell/shell-support';
import { question } from './questionnaire-support';

const questionCard = (page: Page, title: string) => page.getByRole('region', { name: title });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

/** Adds a section at the end and waits until it is the one being edited (the list marks it). */
async function addSection(page: Page, kind: string) {
  const list = page.getByRole('navigation', { name: 'Sections' });
  const before = await list.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${kind}`) }).click();
  await expect(list.locator('[aria-current="true"]')).toHaveText(new RegExp(`^${before + 1}\\. `));
}

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.focus();
  await field.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveText(option);
}

test('a partner writes a template that saves as they type and previews it as a client', async ({
  page,
}) => {
  const name = `Journey organizer ${Date.now()}`;
  await signInAs(page, 'partner');
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Individual Tax Organizer' })).toBeVisible();

  await page.getByRole('button', { name: 'New template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Template name' })).toHaveAccessibleDescription(
    'Please enter a template name',
  );
  await dialog.getByRole('textbox', { name: 'Template name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A questions section: a Yes / No question with a follow-up for Yes.
  await addSection(page, 'Questions');
  await page.getByRole('textbox', { name: 'Section name' }).fill('Your household');
  await page.getByRole('button', { name: 'Add question' }).click();
  const first = questionCard(page, 'Question 1');
  await first.getByRole('textbox', { name: 'Question' }).fill('Do you have dependents?');
  await chooseOption(page, first.getByRole('combobox', { name: 'Answer type' }), 'Yes / No');
  await first.getByRole('button', { name: 'Add follow-up' }).click();
  const followUp = questionCard(page, 'Follow-up 1.1');
  await expect(followUp.getByRole('textbox', { name: 'Question' })).toBeFocused();
  await followUp.getByRole('textbox', { name: 'Question' }).fill('How many dependents?');
  await expect(followUp.getByRole('combobox', { name: 'Shown when the answer is' })).toHaveText(
    'Yes',
  );
  // A question left without text is pointed out once the writer leaves it.
  await page.getByRole('button', { name: 'Add question' }).click();
  const second = questionCard(page, 'Question 2');
  await second.getByRole('textbox', { name: 'Question' }).blur();
  await expect(second.getByRole('textbox', { name: 'Question' })).toHaveAccessibleDescription(
    'Please enter the question',
  );
  await second.getByRole('button', { name: 'Remove Question 2' }).click();

  // A section shown only to those with dependents, and an engagement letter.
  await addSection(page, 'Document checklist');
  await page.getByRole('textbox', { name: 'Section name' }).fill('Dependent documents');
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Show this section' }),
    'When “Do you have dependents?” is answered…',
  );
  await chooseOption(page, page.getByRole('combobox', { name: 'With the answer' }), 'Yes');
  await addSection(page, 'Engagement letter');
  await page
    .getByRole('textbox', { name: 'Letter (HTML)' })
    .fill('<p>Dear {{client_fname}}, please sign to engage us for {{tax_year}}.</p>');
  await saved(page);
  await expectAccessible(page);
  await shot(page, 'template-editor');

  // What was typed is kept: a reload shows every section and question as written.
  await page.reload();
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('button', { name: /^\d+\. Your household/ })).toBeVisible();
  await expect(sections.getByRole('button', { name: /^\d+\. Dependent documents/ })).toBeVisible();
  await sections.getByRole('button', { name: /^\d+\. Your household/ }).click();
  await expect(
    questionCard(page, 'Question 1').getByRole('textbox', { name: 'Question' }),
  ).toHaveValue('Do you have dependents?');
  await expect(
    questionCard(page, 'Follow-up 1.1').getByRole('textbox', { name: 'Question' }),
  ).toHaveValue('How many dependents?');
  await shot(page, 'template-editor-questions');
  // Moving the letter first, with its buttons.
  await sections.getByRole('button', { name: /^\d+\. Engagement letter/ }).click();
  await page.getByRole('button', { name: 'Move Engagement letter up' }).click();
  await page.getByRole('button', { name: 'Move Engagement letter up' }).click();
  await expect(page.getByRole('heading', { name: 'Section 1 of 3' })).toBeVisible();
  await expect(sections.getByRole('listitem').first()).toContainText('1. Engagement letter');
  await saved(page);

  // The preview: last tax year, the note on tags, the follow-up and the section on Yes.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByText(/Tax year \d{4} · Template preview/)).toBeVisible();
  await expect(page.getByText(/Template tags such as \{\{client_fname\}\}/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Questionnaire sections' });
  await expect(nav.getByRole('link', { name: /Dependent documents/ })).toHaveCount(0);
  await nav.getByRole('link', { name: /Your household/ }).click();
  await question(page, 'Do you have dependents?').getByRole('radio', { name: 'Yes' }).check();
  await expect(question(page, 'How many dependents?')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Dependent documents/ })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'template-preview');
  await page.getByRole('link', { name: 'Back to the template' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('the library duplicates, renames and deletes a template', async ({ page }) => {
  // Full users keep Templates unless the firm hides them (the demo firm does not).
  await signInAs(page, 'full');
  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Actions for Business Organizer' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  // Parallel runs may have made copies too: work on one of them by its new name.
  const copy = page.getByRole('link', { name: 'Copy of Business Organizer' }).first();
  await expect(copy).toBeVisible();
  const renamed = `Business ${Date.now()}`;
  await page
    .getByRole('button', { name: 'Actions for Copy of Business Organizer' })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename template' });
  await dialog.getByRole('textbox', { name: 'Template name' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'template-library');

  await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete template?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Individual Tax Organizer' })).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
});

test('a partner sends a template from the entity view and the client opens it from the mail', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // a long journey: send, remind, more items, the dialog and its export, lock, a custom questionnaire, the client's browser
  const client = await createTestUser(request, { fname: 'Rosa', lname: `Send${Date.now()}` });
  const entity = client.companies[0]!;
  await signInAs(page, 'partner');
  await expect(page.getByRole('link', { name: 'Templates' })).toBeVisible();
  await page.goto(`/admin/${entity.hashId}`);
  const panel = page.getByRole('region', { name: 'Questionnaires' });
  await panel.getByRole('button', { name: 'Send questionnaire' }).click();
  await page.getByRole('menuitem', { name: /^Template/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Send questionnaire' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Template' })).toHaveAccessibleDescription(
    'Please select a template',
  );
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Template' }),
    'Individual Tax Organizer',
  );
  await dialog.getByRole('button', { name: '2 weeks' }).click();
  // A question of this send's own, in a section of the template; every owner to sign.
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await dialog
    .getByRole('textbox', { name: 'Question 1' })
    .fill('Did you buy an electric vehicle?');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Kind' }), 'Answer');
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Section' }),
    'Personal Information',
  );
  await dialog.getByRole('switch', { name: 'Every owner signs the engagement letter' }).check();
  await expectAccessible(page);
  await shot(page, 'send-template-dialog');
  await dialog.screenshot({ path: 'test-results/screenshots/send-template-dialog-end.png' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    panel.getByRole('button', { name: 'Individual Tax Organizer', exact: true }),
  ).toBeVisible();

  // A reminder in the partner's own words ({{client_fname}} filled in), then reminders off.
  const organizerRow = panel.getByRole('row', { name: /Individual Tax Organizer/ });
  await panel.getByRole('button', { name: /^Actions for Individual Tax Organizer/ }).click();
  await page.getByRole('menuitem', { name: 'Send reminder' }).click();
  const remind = page.getByRole('dialog', { name: 'Send reminders' });
  await remind.getByRole('radio', { name: 'Customize' }).check();
  const subjectField = remind.getByRole('textbox', { name: 'Email subject' });
  await subjectField.fill('');
  await remind.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(subjectField).toHaveAccessibleDescription('Please enter an email subject');
  await subjectField.fill('{{client_fname}}, your organizer is waiting');
  await expectAccessible(page);
  await shot(page, 'send-reminders-dialog');
  await remind.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(remind).toHaveCount(0);
  await expect(page.getByText('Reminders sent successfully')).toBeVisible();
  const reminder = await waitForOutbox(
    request,
    client.email,
    'mail',
    (m) => m.subject === 'Rosa, your organizer is waiting',
  );
  expect(reminder.text).toContain('/questionnaire/');
  await panel.getByRole('button', { name: /^Actions for Individual Tax Organizer/ }).click();
  await page.getByRole('menuitem', { name: 'Disable reminders' }).click();
  await expect(organizerRow.getByText('Reminders off')).toBeVisible();

  // More items for the organizer just sent, with a new due date.
  await panel.getByRole('button', { name: /^Actions for Individual Tax Organizer/ }).click();
  await page.getByRole('menuitem', { name: 'Request additional items' }).click();
  const more = page.getByRole('dialog', { name: 'Request additional items' });
  await more.getByRole('textbox', { name: 'Item 1' }).fill('your 1098-T from the university');
  await more.getByRole('button', { name: 'Request items' }).click();
  await expect(more).toHaveCount(0);

  // The advisor's dialog: its sections (the new Additional Items among them), its activity, its
  // link; locked from there after a confirmation: the row says so, and the client will find it
  // read-only.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Individual Tax Organizer', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Individual Tax Organizer', exact: true });
  await expect(details.getByRole('list', { name: 'Sections' })).toContainText('Additional Items');
  await details.getByRole('tab', { name: 'Activities' }).click();
  const activities = details.getByRole('list', { name: 'Activities' });
  await expect(activities.getByRole('listitem').first()).toContainText(
    'Additional items requested',
  );
  await expect(activities).toContainText('Questionnaire sent');
  // Nothing was uploaded outside a questionnaire for this entity: nothing to attach.
  await details.getByRole('tab', { name: 'Unattached' }).click();
  await expect(
    details.getByText('No documents were uploaded outside questionnaires in the last 3 months.'),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Copy Link' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain(`/questionnaire/${entity.hashId}?questionnaireId=`);
  await expectAccessible(page);
  await shot(page, 'questionnaire-details-dialog');

  // Export as a spreadsheet under the spec's file name: the send's own question is in it.
  await details.getByRole('button', { name: 'Export', exact: true }).click();
  const exporting = page.getByRole('dialog', { name: 'Export questionnaire' });
  await expect(exporting.getByRole('textbox', { name: 'File name' })).toHaveValue(
    new RegExp(`^${entity.name} - Individual Tax Organizer \\(\\d{4}\\) \\d{4}-\\d{2}-\\d{2}$`),
  );
  await exporting.getByRole('radio', { name: 'Spreadsheet (Excel)' }).check();
  await expectAccessible(page);
  await shot(page, 'export-dialog');
  // While the file is made, the dialog says so (the request is held here to see it).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/questionnaires/export', async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await exporting.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(exporting.getByRole('status')).toContainText('Preparing your export');
  await expect(exporting.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();
  const download = await downloading;
  await page.unroute('**/api/questionnaires/export');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${entity.name} - Individual Tax Organizer \\(\\d{4}\\) .*\\.xlsx$`),
  );
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows = book
    .getWorksheet('Answers')!
    .getSheetValues()
    .map((row) => (Array.isArray(row) ? row.slice(1, 3).join('|') : ''));
  expect(rows).toContain('Personal Information|Did you buy an electric vehicle?');
  await expect(exporting).toHaveCount(0);
  await details.getByRole('button', { name: /^Actions for Individual Tax Organizer/ }).click();
  await page.getByRole('menuitem', { name: 'Lock' }).click();
  await page
    .getByRole('dialog', { name: 'Lock questionnaire?' })
    .getByRole('button', { name: 'Lock' })
    .click();
  await expect(details.getByText('Locked', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(organizerRow.getByText('Locked')).toBeVisible();

  // A custom questionnaire: the firm's own items, a document and a question.
  await panel.getByRole('button', { name: 'Send questionnaire' }).click();
  await page.getByRole('menuitem', { name: /^Custom/ }).click();
  const custom = page.getByRole('dialog', { name: 'Create custom questionnaire' });
  await custom.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(custom.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
    'Please enter a subject',
  );
  await custom.getByRole('textbox', { name: 'Subject' }).fill('Two more things');
  await custom.getByRole('textbox', { name: 'Item 1' }).fill('your W-2 from Acme');
  await custom.getByRole('button', { name: 'Add item' }).click();
  await custom.getByRole('textbox', { name: 'Item 2' }).fill('Did your address change?');
  await chooseOption(page, custom.getByRole('combobox', { name: 'Kind' }).nth(1), 'Answer');
  await expectAccessible(page);
  // Saved as a draft first ('Saved' in the list), then sent with Send to user.
  await custom.getByRole('button', { name: 'Save as draft' }).click();
  await expect(custom).toHaveCount(0);
  const draftRow = panel.getByRole('row', { name: /Two more things/ });
  await expect(draftRow.getByText('Saved')).toBeVisible();
  await draftRow.getByRole('button', { name: /^Actions for Two more things/ }).click();
  await page.getByRole('menuitem', { name: 'Send to user' }).click();
  await expect(draftRow.getByText('Saved')).toHaveCount(0);

  const mail = await waitForOutbox(request, client.email, 'mail', (m) =>
    (m.subject ?? '').includes('Individual Tax Organizer is ready for you'),
  );
  const clientPage = await (await browser.newContext()).newPage();
  await signInWith(clientPage, client.email, client.password!, linkPathIn(mail));
  await expect(
    clientPage.getByRole('heading', { name: 'Individual Tax Organizer', level: 1 }),
  ).toBeVisible();
  await expect(
    clientPage.getByText(`Tax year ${new Date().getFullYear() - 1}`, { exact: false }),
  ).toBeVisible();
  await expect(
    clientPage
      .getByRole('navigation', { name: 'Questionnaire sections' })
      .getByRole('link', { name: /Additional Items/ }),
  ).toBeVisible();
  await expect(clientPage.getByText(/This questionnaire is locked/)).toBeVisible();
  // The send's own question is in the section it was sent to.
  await clientPage
    .getByRole('navigation', { name: 'Questionnaire sections' })
    .getByRole('link', { name: /Personal Information/ })
    .click();
  await expect(clientPage.getByText('Did you buy an electric vehicle?')).toBeVisible();
  // The custom one waits on the dashboard, its document item asking for an upload.
  await clientPage.getByRole('link', { name: 'Back to dashboard' }).click();
  await clientPage
    .getByRole('link', { name: /Two more things/ })
    .first()
    .click();
  await expect(clientPage.getByText('Please upload your W-2 from Acme')).toBeVisible();
  await expect(clientPage.getByText('Did your address change?')).toBeVisible();
});
