// The status rules of spec 2 §4, case by case: question, section by type, follow-ups and
// sections shown by their triggers, and progress.
import { describe, expect, it } from 'vitest';
import { questionDefinition, sectionDefinition } from './definitions';
import type { QuestionDto, SectionDto, SectionKey } from './questionnaire-model';
import {
  documentCounts,
  isAnswered,
  questionnaireProgress,
  questionStatus,
  sectionStatus,
  visibleQuestions,
  visibleSections,
} from './questionnaire-progress';

const q = (id: string, extra: Partial<QuestionDto> = {}): QuestionDto => ({
  ...questionDefinition(id, id, 'text'),
  section_id: 's',
  answer: '',
  answer_by: null,
  entries: [],
  notes: [],
  documents: [],
  ...extra,
});

const s = (
  id: string,
  key: SectionKey,
  questions: QuestionDto[] = [],
  extra: Partial<SectionDto> = {},
): SectionDto => ({
  ...sectionDefinition(id, id, key),
  marked_completed: false,
  questions,
  engagement_signatures: [],
  ...extra,
});

describe('question status', () => {
  it.each([
    ['an answer and no date', { answer: 'Single' }, {}, 'completed'],
    ['a reserved marker', { answer: 'Not Applicable' }, {}, 'completed'],
    ['the answer 0, which does not count', { answer: '0' }, {}, 'incomplete'],
    ['no answer', {}, {}, 'incomplete'],
    ['no answer while errors are flagged', {}, { errorsFlagged: true }, 'error'],
    ['an Answer Later date', { answer_by: '2026-05-01' }, {}, 'pending'],
    [
      'an answer with an Answer Later date',
      { answer: 'x', answer_by: '2026-05-01' },
      {},
      'pending',
    ],
    [
      'entries with a value',
      { question_type: 'entries' as const, entries: [{ id: 'e', values: { name: 'Ann' } }] },
      {},
      'completed',
    ],
    [
      'entries without values',
      { question_type: 'entries' as const, entries: [{ id: 'e', values: { name: ' ' } }] },
      {},
      'incomplete',
    ],
  ])('with %s is %s', (_name, fields, options, expected) => {
    expect(questionStatus(q('a', fields), options)).toBe(expected);
  });
});

describe('follow-ups and triggered sections', () => {
  const parent = q('p', { question_type: 'boolean', answer: 'Yes' });
  const child = q('c', {
    question_type: 'multiple',
    follow_up_question_id: 'p',
    trigger_for_follow_up_question: 'Yes',
    answer: 'Sold&!&Traded',
  });
  const grandchild = q('g', {
    follow_up_question_id: 'c',
    trigger_for_follow_up_question: 'Sold',
    answer: 'No',
  });
  const third = q('t', { follow_up_question_id: 'g', trigger_for_follow_up_question: 'No' });

  it('shows a chain three levels deep while each link has its trigger answer', () => {
    expect(visibleQuestions([parent, child, grandchild, third]).map((x) => x.id)).toEqual([
      'p',
      'c',
      'g',
      't',
    ]);
  });

  it('hides everything below the first unmatched link', () => {
    const no = { ...parent, answer: 'No' };
    expect(visibleQuestions([no, child, grandchild, third]).map((x) => x.id)).toEqual(['p']);
    const other = { ...child, answer: 'Traded' };
    expect(visibleQuestions([parent, other, grandchild, third]).map((x) => x.id)).toEqual([
      'p',
      'c',
    ]);
  });

  it('does not ask a hidden follow-up for a section to be completed', () => {
    const section = s('x', 'questionnaire', [{ ...parent, answer: 'No' }, child]);
    expect(sectionStatus(section)).toBe('completed');
  });

  it('shows a section only when its trigger question has the trigger answer', () => {
    const home = q('home', { question_type: 'boolean', answer: 'No' });
    const sections = [
      s('income', 'questionnaire', [home]),
      s('homeowner', 'questionnaire', [], { trigger_question_id: 'home', trigger_answer: 'Yes' }),
    ];
    expect(visibleSections(sections).map((x) => x.id)).toEqual(['income']);
    sections[0]!.questions[0] = { ...home, answer: 'Yes' };
    expect(visibleSections(sections).map((x) => x.id)).toEqual(['income', 'homeowner']);
  });
});

describe('section status by type', () => {
  it.each([
    ['custom (0), marked', s('a', 'custom', [], { marked_completed: true }), 'completed'],
    ['custom (0), not marked', s('a', 'custom'), 'incomplete'],
    ['agreement (2), not marked', s('a', 'agreement_signature'), 'incomplete'],
    [
      'review (4), marked',
      s('a', 'review_and_submit', [], { marked_completed: true }),
      'completed',
    ],
    [
      'questions (3), all answered',
      s('a', 'questionnaire', [q('1', { answer: 'x' })]),
      'completed',
    ],
    [
      'questions (3), the rest optional',
      s('a', 'questionnaire', [q('1', { answer: 'x' }), q('2', { optional: true })]),
      'completed',
    ],
    [
      'questions (3), one unanswered',
      s('a', 'questionnaire', [q('1'), q('2', { answer: 'x' })]),
      'incomplete',
    ],
    [
      'questions (3), one answered later',
      s('a', 'questionnaire', [q('1'), q('2', { answer_by: '2026-05-01' })]),
      'pending',
    ],
    [
      'checklist (10), required uploads answered',
      s('a', 'document_checklist', [
        q('1', { question_type: 'upload', answer: 'Provided Elsewhere' }),
        q('2', { question_type: 'upload', optional: true }),
      ]),
      'completed',
    ],
    [
      'checklist (10), an upload missing',
      s('a', 'document_checklist', [q('1', { question_type: 'upload' })]),
      'incomplete',
    ],
    [
      'checklist (10), marked',
      s('a', 'document_checklist', [q('1', { question_type: 'upload' })], {
        marked_completed: true,
      }),
      'completed',
    ],
  ])('%s is %s', (_name, section, expected) => {
    expect(sectionStatus(section)).toBe(expected);
  });

  it('flags an incomplete section as an error, and counts agreements complete in preview', () => {
    expect(sectionStatus(s('a', 'questionnaire', [q('1')]), { errorsFlagged: true })).toBe('error');
    expect(sectionStatus(s('a', 'agreement_signature'), { preview: true })).toBe('completed');
  });

  it('completes a payment section when the deposit is settled or none is due', () => {
    const payment = s('a', 'payment_request');
    expect(sectionStatus(payment, { depositAmount: 300, depositStatus: 'unpaid' })).toBe(
      'incomplete',
    );
    expect(sectionStatus(payment, { depositAmount: 300, depositStatus: 'payment_pending' })).toBe(
      'incomplete',
    );
    expect(sectionStatus(payment, { depositAmount: 300, depositStatus: 'paid' })).toBe('completed');
    expect(sectionStatus(payment, { depositAmount: 300, depositStatus: 'marked_paid' })).toBe(
      'completed',
    );
    expect(sectionStatus(payment, { depositAmount: null })).toBe('completed');
  });
});

describe('progress', () => {
  it('counts shown sections, without the delivery section', () => {
    const progress = questionnaireProgress([
      s('welcome', 'custom', [], { marked_completed: true }),
      s('about', 'questionnaire', [q('1')]),
      s('delivery', 'delivery'),
      s('review', 'review_and_submit'),
    ]);
    expect([progress.completed, progress.total]).toEqual([1, 3]);
    expect(progress.statuses.get('delivery')).toBeUndefined();
  });

  it('reads markers and multiple answers as answers', () => {
    expect(isAnswered({ question_type: 'upload', answer: 'completed', entries: [] })).toBe(true);
    expect(isAnswered({ question_type: 'multiple', answer: 'A&!&B', entries: [] })).toBe(true);
  });
});

describe('document counts', () => {
  const upload = (id: string, extra: Partial<QuestionDto> = {}) =>
    q(id, { question_type: 'upload', ...extra });

  it('counts the shown upload questions asked for, those answered, and their files', () => {
    const counts = documentCounts([
      s('checklist', 'document_checklist', [
        upload('w2', { answer: 'doc-1&!&doc-2' }),
        upload('1098', { answer: 'Not Applicable' }),
        upload('k1'),
        upload('extra', { optional: true, answer: 'doc-3' }),
      ]),
      s('about', 'questionnaire', [
        q('rent', { question_type: 'boolean', answer: 'No' }),
        // A follow-up of an unmatched answer is not asked.
        upload('lease', { follow_up_question_id: 'rent', trigger_for_follow_up_question: 'Yes' }),
      ]),
    ]);
    expect(counts).toEqual({ requested: 3, provided: 2, files: 3 });
  });

  it('is all zero without upload questions', () => {
    expect(documentCounts([s('about', 'questionnaire', [q('1')])])).toEqual({
      requested: 0,
      provided: 0,
      files: 0,
    });
  });
});
