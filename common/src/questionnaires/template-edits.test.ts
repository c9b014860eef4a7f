import { describe, expect, it } from 'vitest';
import {
  GAP_MESSAGES,
  addQuestion,
  moveQuestion,
  newSection,
  removeQuestion,
  removeSection,
  templateGaps,
  templateStructureProblem,
  updateQuestion,
  updateSection,
} from './template-edits';
import { fillTemplateTags, fillTemplateTagsInHtml } from './template-tags';

const start = () => {
  let sections = [
    newSection('s1', 'questionnaire', 'About you'),
    newSection('s2', 'questionnaire', 'Later'),
  ];
  sections = addQuestion(sections, 's1', 'q1');
  sections = updateQuestion(sections, 's1', 'q1', { text: 'Married?', question_type: 'boolean' });
  sections = addQuestion(sections, 's1', 'q2');
  sections = updateQuestion(sections, 's1', 'q2', { text: 'Your job' });
  sections = addQuestion(sections, 's1', 'f1', 'q1');
  sections = updateQuestion(sections, 's1', 'f1', { text: 'Spouse name' });
  return sections;
};
const ids = (sections: ReturnType<typeof start>, id = 's1') =>
  sections.find((s) => s.id === id)!.questions.map((q) => `${q.id}:${q.order}`);

describe('template edits', () => {
  it('keeps a follow-up right after its question, with the question’s first option as trigger', () => {
    const sections = start();
    expect(ids(sections)).toEqual(['q1:1', 'f1:2', 'q2:3']);
    const f1 = sections[0]!.questions.find((q) => q.id === 'f1')!;
    expect(f1.trigger_for_follow_up_question).toBe('Yes');
    expect(f1.follow_up_question_id).toBe('q1');
  });

  it('moves a question among its siblings, its follow-ups travelling with it', () => {
    const moved = moveQuestion(start(), 's1', 'q2', 0);
    expect(ids(moved)).toEqual(['q2:1', 'q1:2', 'f1:3']);
  });

  it('removes a question with its follow-ups and frees a section it showed', () => {
    let sections = updateSection(start(), 's2', {
      trigger_question_id: 'q1',
      trigger_answer: 'Yes',
    });
    sections = addQuestion(sections, 's1', 'f2', 'f1');
    sections = removeQuestion(sections, 's1', 'q1');
    expect(ids(sections)).toEqual(['q2:1']);
    expect(sections[1]).toMatchObject({ trigger_question_id: null, trigger_answer: null });
  });

  it('gives a boolean its Yes and No, and clears options and limits a type cannot use', () => {
    let sections = updateQuestion(start(), 's1', 'q2', {
      question_type: 'text',
      number_of_characters: 50,
    });
    sections = updateQuestion(sections, 's1', 'q2', { question_type: 'date' });
    expect(sections[0]!.questions.find((q) => q.id === 'q2')).toMatchObject({
      options: [],
      number_of_characters: null,
    });
    sections = updateQuestion(sections, 's1', 'q2', { question_type: 'boolean' });
    expect(sections[0]!.questions.find((q) => q.id === 'q2')!.options).toEqual(['Yes', 'No']);
  });

  it('removing a section frees sections its questions showed', () => {
    let sections = updateSection(start(), 's2', {
      trigger_question_id: 'q1',
      trigger_answer: 'No',
    });
    sections = removeSection(sections, 's1');
    expect(sections).toHaveLength(1);
    expect(sections[0]!.trigger_question_id).toBeNull();
  });

  it('refuses ids used twice, follow-ups of missing questions, cycles and late section triggers', () => {
    const sections = start();
    expect(templateStructureProblem(sections)).toBeNull();
    const twice = addQuestion(sections, 's2', 'q1');
    expect(templateStructureProblem(twice)).toBe('The id q1 is used twice');
    const orphan = JSON.parse(JSON.stringify(sections)) as typeof sections;
    orphan[0]!.questions[1]!.follow_up_question_id = 'nope';
    expect(templateStructureProblem(orphan)).toMatch(/not in its section/);
    const cycle = JSON.parse(JSON.stringify(sections)) as typeof sections;
    cycle[0]!.questions[0]!.follow_up_question_id = 'f1';
    expect(templateStructureProblem(cycle)).toMatch(/follows itself/);
    const late = updateSection(sections, 's1', {
      trigger_question_id: 'q1',
      trigger_answer: 'Yes',
    });
    expect(templateStructureProblem(late)).toMatch(/not in an earlier section/);
  });

  it('lists what is missing: names, question texts, options, trigger answers', () => {
    let sections = addQuestion(start(), 's2', 'q3');
    sections = updateQuestion(sections, 's2', 'q3', { question_type: 'select', text: 'Pick' });
    sections = updateSection(sections, 's2', {
      name: ' ',
      trigger_question_id: 'q1',
      trigger_answer: 'Maybe',
    });
    sections = updateQuestion(sections, 's1', 'f1', { trigger_for_follow_up_question: 'Perhaps' });
    sections = addQuestion(sections, 's1', 'q4');
    expect(
      templateGaps(sections).map((g) => `${g.questionId ?? g.sectionId} ${g.message}`),
    ).toEqual([
      `f1 ${GAP_MESSAGES.trigger}`,
      `q4 ${GAP_MESSAGES.questionText}`,
      `s2 ${GAP_MESSAGES.sectionName}`,
      `s2 ${GAP_MESSAGES.sectionTrigger}`,
      `q3 ${GAP_MESSAGES.options}`,
    ]);
  });

  it('fills known template tags and leaves unknown ones', () => {
    expect(
      fillTemplateTags('Hi {{client_fname}}, {{ tax_year }} {{nope}}', {
        client_fname: 'Ann',
        tax_year: '2025',
      }),
    ).toBe('Hi Ann, 2025 {{nope}}');
  });

  it('fills tags in HTML with escaped values, so a value never becomes markup', () => {
    const name = `<img src=x onerror=alert(1)> O'Neil & "Co"`;
    expect(
      fillTemplateTagsInHtml('<p title="{{client_fname}}">Dear {{client_fname}}, {{nope}}</p>', {
        client_fname: name,
      }),
    ).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; O&#39;Neil &amp; &quot;Co&quot;">' +
        'Dear &lt;img src=x onerror=alert(1)&gt; O&#39;Neil &amp; &quot;Co&quot;, {{nope}}</p>',
    );
    // Plain text (a name, a mail subject) keeps the value as it is.
    expect(fillTemplateTags('Dear {{client_fname}}', { client_fname: name })).toBe(`Dear ${name}`);
  });
});
