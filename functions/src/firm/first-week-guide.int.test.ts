// The Guide (issue 50): each step of a firm's first week ticked by what the firm has done — a new
// firm has done nothing, the demo firm most of it, and a step ticks once it is done; hiding the
// Guide is the caller's own, carried by their current user; clients have no Guide.
import { describe, expect, it } from 'vitest';
import { GUIDE_STEPS, type GuideDto } from '@portico/common/firm/first-week-guide';
import { useTestApi } from '../../test/support/api-harness';
import { firmSignUps } from '../../test/support/firm-sign-up';

const testApi = useTestApi();
const { createFirm } = firmSignUps(testApi);

const doneOf = (guide: GuideDto) =>
  Object.fromEntries(guide.steps.map((s) => [s.key, s.done])) as Record<string, boolean>;

describe('the Guide', () => {
  it('starts with nothing done, and ticks a step once the firm has done it', async () => {
    const { partner } = await createFirm({ firm_name: 'Guide Test Firm' });
    const first = (await partner.get('firms/guide')).body as GuideDto;
    expect(first.steps.map((s) => s.key)).toEqual([...GUIDE_STEPS]);
    expect(first.steps.every((s) => !s.done)).toBe(true);

    const invited = await partner.post('firms/staff/invitations', {
      invitations: [
        {
          fname: 'Theo',
          lname: 'Team',
          email: `theo.${Date.now().toString(36)}@guide.example`,
          firm_access: 'full',
        },
      ],
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const template = await partner.post('questionnaire_templates', {
      name: 'Organizer',
      starter: 'individual_1040',
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const firm = (await partner.get('firms/current_user_firm')).body;
    const branded = await partner.patch('firms/current_user_firm', {
      name: firm.name,
      time_zone: firm.time_zone,
      theme: { ...firm.theme, primary: '#5b2a86' },
      favicon_url: '',
      firm_vocabs: firm.firm_vocabs,
    });
    expect(branded.status, JSON.stringify(branded.body)).toBe(200);
    const after = doneOf((await partner.get('firms/guide')).body);
    expect(after).toMatchObject({ brand: true, team: true, template: true, clients: false });
  });

  it('shows the demo firm what it has done', async () => {
    const partner = await testApi().as('partner');
    expect(doneOf((await partner.get('firms/guide')).body)).toMatchObject({
      team: true,
      template: true,
      questionnaire: true,
      payments: true,
    });
    expect((await (await testApi().as('clientOneEntity')).get('firms/guide')).status).toBe(403);
  });

  it('is hidden from the caller’s menu, and shown again, for them alone', async () => {
    const full = await testApi().as('full');
    const hidden = await full.put('firms/guide/dismissed', { dismissed: true });
    expect(hidden.body).toEqual({ dismissed: true });
    expect((await full.get('sessions/current_user')).body.preferences.guide_dismissed).toBe(true);
    expect((await full.get('firms/guide')).body.dismissed).toBe(true);
    const partner = await testApi().as('partner');
    expect((await partner.get('firms/guide')).body.dismissed).toBe(false);
    await full.put('firms/guide/dismissed', { dismissed: false });
    expect((await full.get('sessions/current_user')).body.preferences.guide_dismissed).toBe(false);
    expect((await full.put('firms/guide/dismissed', { dismissed: 'yes' })).status).toBe(400);
  });
});
