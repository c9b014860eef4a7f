// Notes on questions (spec 2 §3 "Note", §6): clients see the clients' notes, staff every note; the
// author removes theirs.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/support/api-harness';
import { questionnaireCallers, questionOf } from '../../../test/support/questionnaire-callers';

const testApi = useTestApi();
const { as, clientWith } = questionnaireCallers(testApi);

describe('notes on questions', () => {
  it('shows clients the clients’ notes and staff every note; the author removes theirs', async () => {
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const staff = await as('partner');
    const mine = await client.post(id, 'notes', {
      question_id: 'q-w2',
      text: ' I will mail the W-2 from my second job. ',
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      text: 'Test Person: I will mail the W-2 from my second job.',
      from_firm_user: false,
      mine: true,
    });
    const theirs = await staff.post(id, 'notes', { question_id: 'q-w2', text: 'Check box 12.' });
    expect(theirs.body.text).toBe('Margaret Chen: Check box 12.');
    const blank = await client.post(id, 'notes', { question_id: 'q-w2', text: '  ' });
    expect([blank.status, blank.body.error]).toEqual([400, 'Please write a note']);

    const notesOf = async (who: Awaited<ReturnType<typeof as>>) =>
      (questionOf((await who.page(id)).body, 'q-w2').notes as { text: string }[]).map(
        (n) => n.text,
      );
    expect(await notesOf(client)).toEqual(['Test Person: I will mail the W-2 from my second job.']);
    expect(await notesOf(staff)).toEqual([
      'Test Person: I will mail the W-2 from my second job.',
      'Margaret Chen: Check box 12.',
    ]);
    expect((await client.delete(id, `notes/${theirs.body.id}`)).status).toBe(404);
    expect((await client.delete(id, `notes/${mine.body.id}`)).status).toBe(204);
    expect(await notesOf(client)).toEqual([]);
    expect(await notesOf(staff)).toEqual(['Margaret Chen: Check box 12.']);
  });
});
