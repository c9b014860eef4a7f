// Prior-year (rollover) items (spec 2 §5 "Rollover items", §7): staff keep what an entity provided
// each year (and firm-wide items), with line items; a send for the next year with "Include
// prior-year items" asks for each again, except those marked not to roll over; a drop-off can be
// made of them alone.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import {
  PRIOR_YEAR_SECTION,
  ROLLOVER_MESSAGES,
} from '@portico/common/questionnaires/rollover-items';
import { DROP_OFF_MESSAGES } from '@portico/common/questionnaires/drop-off';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();
type Role = Parameters<ReturnType<typeof testApi>['as']>[0];
const olivia = DEMO_COMPANIES.olivia.id;

const as = (role: Role = 'partner') => testApi().as(role);
const add = async (body: object, role: Role = 'partner') =>
  (await as(role)).post('rollover_items', { company_id: olivia, year: 2024, ...body });

interface Section {
  name: string;
  questions: { text: string; uploaded_last_year: boolean; prior_year_value: string | null }[];
}
const sectionsOf = async (id: string) =>
  (await (await as()).get(`questionnaires/${id}`)).body.sections as Section[];

describe('prior-year items', () => {
  it('are kept per entity and year, with line items, renamed, and deleted', async () => {
    const w2 = await add({ name: 'W-2 from Acme' });
    expect(w2.status, JSON.stringify(w2.body)).toBe(201);
    expect(w2.body).toMatchObject({ name: 'W-2 from Acme', year: 2024, do_not_rollover: false });
    const lines = await (
      await as()
    ).post(`rollover_items/${w2.body.id}/line_items`, { category: 'Wages', value: '85,000' });
    expect(lines.status).toBe(201);
    const lineId = lines.body.line_items[0].id;
    const edited = await (
      await as()
    ).patch(`rollover_items/${w2.body.id}/line_items/${lineId}`, { value: '86,500' });
    expect(edited.body.line_items).toMatchObject([{ category: 'Wages', value: '86,500' }]);
    const temp = await add({ name: 'Scratch' });
    expect(
      (await (await as()).patch(`rollover_items/${temp.body.id}`, { name: ' ' })).body.error,
    ).toBe(ROLLOVER_MESSAGES.name);
    const renamed = await (await as()).patch(`rollover_items/${temp.body.id}`, { name: 'Renamed' });
    expect(renamed.body.name).toBe('Renamed');
    const deleted = await (await as()).delete(`rollover_items/${temp.body.id}`);
    expect(deleted.body.message).toBe(ROLLOVER_MESSAGES.deleted);

    const list = await (await as()).get(`companies/${olivia}/rollover_items?year=2024`);
    // The demo firm's two items for Olivia's 2024, then the new one.
    expect(list.body.items.map((i: { name: string }) => i.name)).toEqual([
      'W-2 from Northwind Logistics',
      '1098 from Harbor Bank',
      'W-2 from Acme',
    ]);
    expect(
      (await (await as()).get(`companies/${olivia}/rollover_items?year=2023`)).body.items,
    ).toEqual([]);
  });

  it('are asked for again by next year’s send, unless marked not to roll over', async () => {
    await add({ name: '1098 from Rocket Mortgage' });
    await add({ name: '1099-INT from Chase', do_not_rollover: true });
    const global = await (
      await as()
    ).post('rollover_items', { name: 'your prior-year tax return' });
    expect(global.status).toBe(201);
    expect(global.body).toMatchObject({ company_id: null, year: null });

    const send = async (include: boolean) =>
      (await as()).post('questionnaires/send_template', {
        questionnaire_template_id: DEMO_TEMPLATES.individual.id,
        company_ids: [olivia],
        tax_year: 2025,
        due_date: '2026-04-15',
        include_prior_year_items: include,
      });
    const withItems = await send(true);
    expect(withItems.status, JSON.stringify(withItems.body)).toBe(201);
    const sections = await sectionsOf(withItems.body.questionnaire_ids[0]);
    const prior = sections.find((s) => s.name === PRIOR_YEAR_SECTION)!;
    expect(prior.questions.map((q) => q.text)).toEqual(
      expect.arrayContaining([
        'Please upload W-2 from Acme',
        'Please upload 1098 from Rocket Mortgage',
        'Please upload your prior-year tax return',
      ]),
    );
    expect(prior.questions.map((q) => q.text).join()).not.toContain('Chase');
    expect(prior.questions.find((q) => q.text === 'Please upload W-2 from Acme')).toMatchObject({
      uploaded_last_year: true,
      prior_year_value: 'Wages: 86,500',
    });
    expect(sections.at(-1)!.name).toBe('Review and Submit');

    const without = await send(false);
    expect((await sectionsOf(without.body.questionnaire_ids[0])).map((s) => s.name)).not.toContain(
      PRIOR_YEAR_SECTION,
    );
  });

  it('can be a whole drop-off; an entity with none is told to add a document', async () => {
    const dropOff = (company: string) =>
      as().then((api) =>
        api.post('questionnaires/send_document_drop_off', {
          company_ids: [company],
          tax_year: 2025,
          due_date: '2026-04-15',
          include_prior_year_items: true,
          questions_to_create: [],
        }),
      );
    const sent = await dropOff(olivia);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const sections = await sectionsOf(sent.body.questionnaire_ids[0]);
    expect(sections.map((s) => s.name)).toEqual([PRIOR_YEAR_SECTION, 'Review and Submit']);

    // The firm-wide items reach every entity: without them, Whitfield Holdings has none.
    const global = (await (await as()).get('rollover_items/global')).body.items as { id: string }[];
    expect(global.length).toBeGreaterThan(0);
    for (const item of global) await (await as()).delete(`rollover_items/${item.id}`);
    const none = await dropOff(DEMO_COMPANIES.whitfieldHoldings.id);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(DROP_OFF_MESSAGES.nothingToAsk('Whitfield Holdings LP', 2024));
  });

  it('follow the entity’s visibility; firm-wide ones are changed by partners, admins and full users', async () => {
    const outside = await add({ name: 'Hidden' }, 'groupSouth');
    expect(outside.status).toBe(404);
    const inside = await add({ name: 'Seen' }, 'groupNorth');
    expect(inside.status).toBe(201);
    const global = await (await as('groupNorth')).post('rollover_items', { name: 'Firm-wide' });
    expect(global.status).toBe(403);
    expect(global.body.error).toBe(ROLLOVER_MESSAGES.globalEditors);
    const otherGroupEdit = await (
      await as('groupSouth')
    ).patch(`rollover_items/${inside.body.id}`, { name: 'Taken' });
    expect(otherGroupEdit.status).toBe(404);
    expect(
      (await (await as('clientOneEntity')).get(`companies/${olivia}/rollover_items?year=2024`))
        .status,
    ).toBe(403);
  });
});
