// Callers of the questionnaire page's API in tests: a demo role or any user, with the page's read,
// its answering calls and an entity's list; and a client of their own with questionnaires made as
// the test says.
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  createFixtureQuestionnaires,
  type QuestionnaireFixtureOptions,
} from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import type { TestApi } from './api-harness';

type Role = Parameters<TestApi['tokenFor']>[0];

export const answer = (question_id: string, value: string, answer_by: string | null = null) => ({
  question_id,
  answer: value,
  answer_by,
});

export const questionOf = (page: { sections: { questions: { id: string }[] }[] }, id: string) =>
  page.sections.flatMap((s) => s.questions).find((q) => q.id === id) as Record<string, unknown>;

export function questionnaireCallers(testApi: () => TestApi) {
  async function as(role: Role | { id: string; firmId: string }) {
    const token =
      typeof role === 'string'
        ? await testApi().tokenFor(role)
        : await testApi().idTokenFor(role.id, role.firmId);
    const authorization = `Bearer ${token}`;
    const http = testApi().http();
    return {
      page: (id: string) =>
        http.get(`/api/questionnaires/${id}`).set('Authorization', authorization),
      post: (id: string, path: string, body: object) =>
        http
          .post(`/api/questionnaires/${id}/${path}`)
          .set('Authorization', authorization)
          .send(body),
      delete: (id: string, path: string) =>
        http.delete(`/api/questionnaires/${id}/${path}`).set('Authorization', authorization),
      list: (companyId: string) =>
        http.get(`/api/companies/${companyId}/questionnaires`).set('Authorization', authorization),
    };
  }

  /** A client of their own, with questionnaires made as the test says. */
  async function clientWith(questionnaires: QuestionnaireFixtureOptions['questionnaires']) {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
      companyId: user.companyId!,
      questionnaires,
    });
    return { user, ids, client: await as(user) };
  }

  return { as, clientWith };
}
