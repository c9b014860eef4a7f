// Shared steps for the questionnaire journeys: a client of their own with an organizer made as
// the journey needs, opening it, and finding a question, a section link or a save mark.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createTestQuestionnaires, createTestUser, signInWith, type TestUser } from '../support';

export { pdf } from '../support';

export type Organizer = NonNullable<
  Parameters<typeof createTestQuestionnaires>[2]['questionnaires']
>[number];

/** A fresh client with questionnaires of their own (an individual organizer unless told). */
export async function clientWithOrganizers(
  request: APIRequestContext,
  organizers: Organizer[],
  options: Parameters<typeof createTestUser>[1] = {},
): Promise<{ client: TestUser; ids: string[] }> {
  const client = await createTestUser(request, options);
  const { questionnaire_ids: ids } = await createTestQuestionnaires(request, client.companyId!, {
    firmId: client.firmId,
    questionnaires: organizers.map((o) => ({ content: 'individual', ...o })),
  });
  return { client, ids };
}

export const questionnaireUrl = (client: TestUser, id: string, sectionId?: string) =>
  `/questionnaire/${client.companies[0]!.hashId}?questionnaireId=${id}${sectionId ? `&sectionId=${sectionId}` : ''}`;

/** Signs in and opens the questionnaire (at a section, when given). */
export async function openQuestionnaire(
  page: Page,
  client: TestUser,
  id: string,
  sectionId?: string,
): Promise<void> {
  await signInWith(page, client.email, client.password!);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.goto(questionnaireUrl(client, id, sectionId));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** A fresh client signed in on their organizer's income section: its W-2 upload question. */
export async function w2Question(page: Page, request: APIRequestContext): Promise<Locator> {
  const { client, ids } = await clientWithOrganizers(request, [{ sectionIds: ['sec-income'] }]);
  await openQuestionnaire(page, client, ids[0]!);
  return question(page, 'Upload your Forms W-2');
}

/** The card of the question whose text is `text`. */
export const question = (page: Page, text: string | RegExp): Locator =>
  page
    .getByTestId('question')
    .filter({ has: page.getByTestId('question-text').getByText(text, { exact: true }) });

export const sectionNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Questionnaire sections' });

/** A section's link in the side navigation. */
export const sectionLink = (page: Page, name: string): Locator =>
  sectionNav(page).getByRole('link', { name: new RegExp(`^${name}`) });

/** Waits until every answer typed so far has reached the server. */
export async function expectAllSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

/** Opens a question's menu of other answers and chooses one. */
export async function chooseAction(card: Locator, action: string): Promise<void> {
  await card.getByRole('button', { name: /^More answers for/ }).click();
  await card.page().getByRole('menuitem', { name: action }).click();
}
