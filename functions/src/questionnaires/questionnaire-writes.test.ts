// What a decided change writes: only what differs, the content maps entry by entry in the part
// holding each, the summary derived for every writer, nulls kept as nulls (queries filter on
// `deleted_at == null`).
import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from '../platform/db/db';
import { applyContentOps } from './answering/content-ops';
import { newQuestionnaire } from './new-questionnaire';
import { OVERVIEW_ACTIVITY_STEP_MS } from './overview/overview-fields';
import { questionnaireWrites, withDerivedFields } from './questionnaire-writes';
import type { QuestionnaireRecord } from './questionnaire-record';
import { question, section } from './templates/content-builders';

const sent = new Date('2026-03-02T17:00:00Z');
const later = (ms: number) => new Date(sent.getTime() + ms);

/** As read back: with the overview's activity time as stored. */
const stored = {
  ...newQuestionnaire(
    {
      id: 'q1',
      firmId: 'firm',
      companyId: 'entity',
      name: '2025 Organizer',
      taxYear: 2025,
      dueDate: null,
      sentAt: sent,
      createdAt: sent,
      isDraft: false,
      locked: false,
      completed: false,
      openedAt: null,
      deletedAt: null,
      assignedAdvisorId: null,
      firmGroupId: null,
      entityTagIds: [],
    },
    {
      sections: [
        section('s1', 'About you', 'questionnaire', [
          question('q-name', 'Your name', 'text'),
          question('q-city', 'Your city', 'text'),
        ]),
      ],
      answers: { 'q-city': 'Lisbon' },
    },
  ),
  overviewActivityAt: sent,
};
const SUMMARY_FIELDS = [
  'section_summaries',
  'completed_sections',
  'total_sections',
  'document_counts',
];

/**
 * The writes as readable pairs: a head field by its path; a part's field as `part: path`; a part
 * written whole or removed as `part` and its document or 'deleted'.
 */
function written(writes: ReturnType<typeof questionnaireWrites>): Map<string, unknown> {
  const pairs = new Map(writes.head.map(([path, value]) => [String(path), value]));
  for (const [part, write] of writes.parts) {
    if (write.kind === 'update')
      for (const [path, value] of write.pairs) pairs.set(`${part}: ${String(path)}`, value);
    else pairs.set(part, write.kind === 'set' ? write.doc : 'deleted');
  }
  return pairs;
}
const changes = (before: QuestionnaireRecord, after: QuestionnaireRecord) =>
  written(questionnaireWrites(before, after));

const answer = (questionId: string, text: string, at: Date) =>
  applyContentOps(stored, [
    { kind: 'answer', questionId, answer: text, answerBy: null, at, by: 'client-1' },
  ]);

describe('a decided change', () => {
  it('writes nothing when the record is as read', () => {
    expect(changes(stored, { ...stored }).size).toBe(0);
  });

  it('writes the one answer saved, the summary it moves and nothing else', () => {
    const after = withDerivedFields(stored, { ...answer('q-name', 'Zoë 😀', later(1000)) });
    const pairs = changes(stored, after);
    expect([...pairs.keys()].filter((path) => !SUMMARY_FIELDS.includes(path))).toEqual([
      'answers_s1: answers.`q-name`',
    ]);
    expect(pairs.has('section_summaries')).toBe(true);
    expect(pairs.get('answers_s1: answers.`q-name`')).toMatchObject({
      answer: 'Zoë 😀',
      updated_by: 'client-1',
    });
    expect(pairs.get('section_summaries')).toEqual(after.summary.sections);
  });

  it('derives the summary whoever decides, never from what a writer passed', () => {
    const answered = answer('q-name', 'Ana', later(1000));
    const passed = withDerivedFields(stored, {
      ...answered,
      summary: { sections: [], completed: 99, total: 99, documents: stored.summary.documents },
    });
    expect(passed.summary).toEqual(withDerivedFields(stored, answered).summary);
    expect(passed.summary.total).toBe(1);
  });

  it('moves the overview activity time only in whole steps', () => {
    const settled = stored;
    const soon = withDerivedFields(settled, { ...settled, lastActivityAt: later(60_000) });
    expect(changes(settled, soon).has('overview_activity_at')).toBe(false);
    const step = later(OVERVIEW_ACTIVITY_STEP_MS + 1);
    const afterStep = withDerivedFields(settled, { ...settled, lastActivityAt: step });
    expect(changes(settled, afterStep).get('overview_activity_at')).toEqual(
      Timestamp.fromDate(step),
    );
  });

  it('writes a field set to null as null, and removes a map entry taken away', () => {
    const deleted = { ...stored, deletedAt: later(5) };
    const restored = changes(deleted, { ...deleted, deletedAt: null });
    expect(restored.get('deleted_at')).toBeNull();
    const answered: QuestionnaireRecord = {
      ...stored,
      answers: { ...stored.answers, 'q-name': stored.answers['q-city']! },
    };
    const { 'q-city': _gone, ...answers } = answered.answers;
    const cleared = changes(answered, { ...answered, answers });
    expect(cleared.get('answers_s1: answers.`q-city`')).toEqual(FieldValue.delete());
  });

  it('removes a part its last entry leaves, and starts one with its first entry', () => {
    const { 'q-city': _gone, ...none } = stored.answers;
    expect(changes(stored, { ...stored, answers: none }).get('answers_s1')).toBe('deleted');
    const noted = changes(stored, {
      ...stored,
      notes: {
        n1: {
          questionId: 'q-city',
          text: 'Which city?',
          authorId: 'staff-1',
          fromFirmUser: true,
          removed: false,
          createdAt: sent,
        },
      },
    });
    expect([...noted.keys()]).toEqual(['notes']);
    expect(noted.get('notes')).toMatchObject({ notes: { n1: { text: 'Which city?' } } });
  });

  it('moves an answer to the part of the section that holds its question now', () => {
    const [about] = stored.sections;
    const moved = {
      ...stored,
      sections: [
        { ...about!, questions: about!.questions.filter((q) => q.id !== 'q-city') },
        section('s2', 'Where you live', 'questionnaire', [question('q-city', 'Your city', 'text')]),
      ],
    };
    const pairs = changes(stored, moved);
    expect(pairs.get('content')).toEqual({ sections: moved.sections });
    expect(pairs.get('answers_s1')).toBe('deleted');
    expect(pairs.get('answers_s2')).toMatchObject({ answers: { 'q-city': { answer: 'Lisbon' } } });
  });

  it('leaves an entry alone when a copy of it holds the same values', () => {
    const copied = {
      ...stored,
      answers: { ...stored.answers, 'q-city': { ...stored.answers['q-city']! } },
    };
    expect(changes(stored, copied).size).toBe(0);
  });
});
