// A questionnaire is stored as a head and its parts (questionnaire-parts.ts): an answer saved
// writes its section's part and leaves the content alone; a questionnaire stored as one document
// before the parts existed reads the same once moved, and the move runs once.
import { describe, expect, it } from 'vitest';
import { DEMO_FIRM_ID, DEMO_QUESTIONNAIRES } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { answer, questionnaireCallers } from '../../test/support/questionnaire-callers';
import { PARTS_COLLECTION } from './questionnaire-parts';
import { moveQuestionnaireContentToParts } from './questionnaire-parts-migration';
import { questionnairesPath } from './questionnaires.repo';

const testApi = useTestApi();
const { as } = questionnaireCallers(testApi);
const OLIVIA_2025 = DEMO_QUESTIONNAIRES.oliviaCurrent.id;
const CONTENT_FIELDS = ['sections', 'answers', 'signatures', 'notes', 'tracked_changes'];

const head = () => testApi().store.doc(`${questionnairesPath(DEMO_FIRM_ID)}/${OLIVIA_2025}`);
const parts = async () =>
  new Map((await head().collection(PARTS_COLLECTION).get()).docs.map((d) => [d.id, d]));

describe('a questionnaire’s storage', () => {
  it('keeps the content in parts: an answer lands in its section’s part, the head holds none', async () => {
    const olivia = await as('clientOneEntity');
    const before = await parts();
    const content = before.get('content')!;
    const sectionOf = (
      content.get('sections') as { id: string; questions: { id: string }[] }[]
    ).find((s) => s.questions.some((q) => q.id === 'q-preferred-name'))!;

    const saved = await olivia.post(
      OLIVIA_2025,
      'answer_question',
      answer('q-preferred-name', 'Liv 🌿 ليف'),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = await parts();
    const part = after.get(`answers_${sectionOf.id}`)!;
    expect((part.get('answers') as Record<string, unknown>)['q-preferred-name']).toMatchObject({
      answer: 'Liv 🌿 ليف',
    });
    // The content was not rewritten, and the head carries no content.
    expect(after.get('content')!.updateTime.isEqual(content.updateTime)).toBe(true);
    const stored = (await head().get()).data()!;
    for (const field of CONTENT_FIELDS) expect(stored).not.toHaveProperty(field);
  });

  it('reads a questionnaire stored as one document the same once its content moves, once', async () => {
    const olivia = await as('clientOneEntity');
    const page = (await olivia.page(OLIVIA_2025)).body;
    // As stored before the parts: the content in the head, no parts.
    const stored = await parts();
    const oneDocument: Record<string, unknown> = {};
    for (const part of stored.values())
      for (const [field, value] of Object.entries(part.data()))
        oneDocument[field] =
          field === 'sections'
            ? value
            : { ...(oneDocument[field] as object | undefined), ...(value as object) };
    const batch = testApi().store.batch();
    batch.update(head(), oneDocument);
    for (const part of stored.values()) batch.delete(part.ref);
    await batch.commit();

    expect(await moveQuestionnaireContentToParts(testApi().store)).toBeGreaterThanOrEqual(1);
    expect([...(await parts()).keys()].sort()).toEqual([...stored.keys()].sort());
    const moved = (await head().get()).data()!;
    for (const field of CONTENT_FIELDS) expect(moved).not.toHaveProperty(field);
    expect((await olivia.page(OLIVIA_2025)).body).toEqual(page);
    // Once done, a second run moves nothing.
    expect(await moveQuestionnaireContentToParts(testApi().store)).toBe(0);
    // And the questionnaire takes answers as before.
    const saved = await olivia.post(
      OLIVIA_2025,
      'answer_question',
      answer('q-preferred-name', 'O'),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});
