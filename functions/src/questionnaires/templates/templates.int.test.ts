// The template library (issue 14 item 1): list, starters, saves that name their version, the
// structure a save must keep, rename, duplicate, delete, who may change templates, and the
// preview a client would see.
import { describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import {
  NAME_REQUIRED,
  TEMPLATE_NOT_FOUND,
  VERSION_CONFLICT,
  type TemplateDto,
} from '@portico/common/questionnaires/templates';
import { TEMPLATE_EDITORS_ONLY } from '../questionnaires.policy';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();
const as = (role: Parameters<ReturnType<typeof testApi>['as']>[0] = 'partner') =>
  testApi().as(role);

async function createTemplate(name: string, starter = 'blank'): Promise<TemplateDto> {
  const res = await (await as()).post('questionnaire_templates', { name, starter });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TemplateDto;
}

const question = (id: string, extra: object = {}) => ({
  id,
  text: `Question ${id}`,
  question_type: 'text',
  ...extra,
});
const section = (id: string, questions: object[] = [], extra: object = {}) => ({
  id,
  name: `Section ${id}`,
  section_key: 'questionnaire',
  questions,
  ...extra,
});

describe('the template library', () => {
  it('lists the firm’s templates by name with what they hold; another firm sees its own', async () => {
    const res = await (await as()).get('questionnaire_templates');
    expect(res.status).toBe(200);
    const names = (res.body as { name: string }[]).map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(res.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: DEMO_TEMPLATES.individual.id,
          name: 'Individual Tax Organizer',
          section_count: 11,
        }),
      ]),
    );
    const other = await (await as('otherFirmPartner')).get('questionnaire_templates');
    expect(JSON.stringify(other.body)).not.toContain(DEMO_TEMPLATES.individual.id);
    const probe = await (
      await as('otherFirmPartner')
    ).get(`questionnaire_templates/get_template_by_id?template_id=${DEMO_TEMPLATES.individual.id}`);
    expect(probe.status).toBe(404);
    expect(probe.body.error).toBe(TEMPLATE_NOT_FOUND);
  });

  it('starts a template blank or from a starter, whose firm and year are template tags', async () => {
    expect((await createTemplate('Blank one')).sections).toEqual([]);
    const letter = await createTemplate('Our engagement letter', 'engagement_letter');
    expect(letter.sections.map((s) => s.section_key)).toEqual([
      'agreement_signature',
      'review_and_submit',
    ]);
    expect(letter.sections[0]!.custom_element).toContain('Thank you for choosing {{firm_name}}');
    expect(letter.sections[0]!.custom_element).toContain('your {{tax_year}} tax return');
    const missing = await (await as()).post('questionnaire_templates', { name: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(NAME_REQUIRED);
  });

  it('saves the content when the save names the current version, and refuses a stale one', async () => {
    const created = await createTemplate('Versions');
    const sections = [
      section('s1', [
        question('q1', { question_type: 'boolean', options: ['Yes', 'No'] }),
        question('f1', { follow_up_question_id: 'q1', trigger_for_follow_up_question: 'Yes' }),
      ]),
      section('s2', [], {
        section_key: 'review_and_submit',
        trigger_question_id: 'q1',
        trigger_answer: 'No',
      }),
    ];
    const api = await as();
    const saved = await api.put(`questionnaire_templates/${created.id}`, { version: 1, sections });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, section_count: 2, question_count: 2 });
    expect(saved.body.sections[1]).toMatchObject({ section_type: 4, instruction: '' });
    expect(saved.body.sections[0].questions.map((q: { order: number }) => q.order)).toEqual([1, 2]);

    const stale = await api.put(`questionnaire_templates/${created.id}`, {
      version: 1,
      sections: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(VERSION_CONFLICT);
    const read = await api.get(
      `questionnaire_templates/get_template_by_id?template_id=${created.id}`,
    );
    expect(read.body).toMatchObject({ version: 2, section_count: 2 });
  });

  it('refuses content whose structure does not hold, and leaves the template as it was', async () => {
    const created = await createTemplate('Structure');
    const api = await as();
    const cases: [object[], string | RegExp][] = [
      [
        [section('s1', [question('q1')]), section('s2', [question('q1')])],
        'The id q1 is used twice',
      ],
      [[section('s1', [question('f1', { follow_up_question_id: 'nope' })])], /not in its section/],
      [
        [section('s1', [], { trigger_question_id: 'q9', trigger_answer: 'Yes' })],
        /not in an earlier section/,
      ],
      [[section('s1', [], { section_key: 'nonsense' })], 'section_key is not a section type'],
      [
        [section('s1', [question('q1', { question_type: 'essay' })])],
        'question_type is not a question type',
      ],
    ];
    for (const [sections, message] of cases) {
      const res = await api.put(`questionnaire_templates/${created.id}`, { version: 1, sections });
      expect(res.status, JSON.stringify(sections)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const read = await api.get(
      `questionnaire_templates/get_template_by_id?template_id=${created.id}`,
    );
    expect(read.body).toMatchObject({ version: 1, sections: [] });
  });

  it('renames, duplicates and deletes; a deleted template is gone from the list and its link', async () => {
    const api = await as();
    const created = await createTemplate('Short organizer', 'business');
    const renamed = await api.patch(`questionnaire_templates/${created.id}`, {
      name: 'Business 2026',
    });
    expect(renamed.body).toMatchObject({ name: 'Business 2026', version: 1 });
    const copy = await api.post(`questionnaire_templates/${created.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Copy of Business 2026', version: 1 });
    expect(copy.body.sections).toEqual(created.sections);
    expect(copy.body.hash_id).not.toBe(created.hash_id);

    expect((await api.delete(`questionnaire_templates/${created.id}`)).status).toBe(204);
    const list = await api.get('questionnaire_templates');
    expect(list.body.map((t: { id: string }) => t.id)).toContain(copy.body.id);
    expect(list.body.map((t: { id: string }) => t.id)).not.toContain(created.id);
    expect((await api.delete(`questionnaire_templates/${created.id}`)).status).toBe(404);
    const link = await testApi().http().get(`/api/sessions/template_info/${created.hash_id}`);
    expect(link.status).toBe(404);
  });

  it('lets partners and full users change templates, not admins; full users not when the firm hides them', async () => {
    const create = async (role: 'admin' | 'full' | 'groupNorth') =>
      (await as(role)).post('questionnaire_templates', { name: `By ${role}` });
    const admin = await create('admin');
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(TEMPLATE_EDITORS_ONLY);
    expect((await create('groupNorth')).status).toBe(403);
    expect((await create('full')).status).toBe(201);
    // Admins still read the library: they send templates.
    expect((await (await as('admin')).get('questionnaire_templates')).status).toBe(200);

    const partner = await as();
    const firm = await partner.get('firms/current_user_firm');
    const preferences = firm.body.preferences as Record<string, unknown>;
    const hide = await partner.put('firms/update_preferences', {
      preferences: { ...preferences, template_disabled_for_nonadmin: true },
    });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    try {
      expect((await create('full')).status).toBe(403);
    } finally {
      await partner.put('firms/update_preferences', { preferences });
    }
  });

  it('previews the template as the client would see it: last tax year, no answers, tags as written', async () => {
    const res = await (
      await as('admin')
    ).get(`questionnaire_templates/${DEMO_TEMPLATES.individual.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Individual Tax Organizer',
      tax_year: testApi().clock.now().getUTCFullYear() - 1,
      read_only_reason: null,
      deposit_payment_available: false,
    });
    const questions = res.body.sections.flatMap((s: { questions: object[] }) => s.questions);
    expect(questions.length).toBeGreaterThan(10);
    expect(questions.every((q: { answer: string }) => q.answer === '')).toBe(true);
    expect(JSON.stringify(res.body)).toContain('{{tax_year}}');
  });
});
