// Firm settings, catalogues, roles and branding behave as the spec says, and stay inside one firm.
import { describe, expect, it } from 'vitest';
import {
  DEMO_FIRM_CONTACT,
  DEMO_FIRM_ID,
  demoFirmDetails,
  demoFirmPreferences,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi, type TestApi } from '../../test/support/api-harness';
import { DROP_LINK_RECIPIENTS_INVALID } from './firm.service';

const testApi = useTestApi();

const as = async (role: Parameters<TestApi['tokenFor']>[0]) =>
  `Bearer ${await testApi().tokenFor(role)}`;

describe('firm settings', () => {
  it('saves the full preferences object and answers the saved firm', async () => {
    const preferences = {
      ...demoFirmPreferences(),
      review_and_export_enabled: true,
      in_app_banner_text: 'Hi',
    };
    const saved = await testApi()
      .http()
      .put('/api/firms/update_preferences')
      .set('Authorization', await as('partner'))
      .send({ preferences });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.review_and_export_enabled).toBe(true);
    const read = await testApi()
      .http()
      .get('/api/firms/current_user_firm')
      .set('Authorization', await as('full'));
    expect(read.body.preferences.in_app_banner_text).toBe('Hi');
  });

  it.each([
    ['another firm’s user', 'u-lena-fischer'],
    ['a client', 'u-olivia-martinez'],
  ])('refuses %s as a drop link recipient, saving nothing', async (_label, id) => {
    const response = await testApi()
      .http()
      .put('/api/firms/update_preferences')
      .set('Authorization', await as('partner'))
      .send({
        preferences: {
          ...demoFirmPreferences(),
          firm_user_ids_to_receive_drop_link_notification: ['u-priya-raman', id],
        },
      });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: DROP_LINK_RECIPIENTS_INVALID });
    const read = await testApi()
      .http()
      .get('/api/firms/current_user_firm')
      .set('Authorization', await as('partner'));
    expect(read.body.preferences.firm_user_ids_to_receive_drop_link_notification).not.toContain(id);
  });

  it('stores and serves the dashboard’s custom elements with only the allowed HTML', async () => {
    const preferences = {
      ...demoFirmPreferences(),
      customElements: [
        {
          id: 'welcome',
          html:
            '<p>Welcome <b>in</b> <a href="https://firm.test">our site</a></p>' +
            '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' +
            '<iframe src="https://evil.test"></iframe><form><input name="a"></form><svg onload=alert(1)></svg>',
        },
      ],
    };
    const clean =
      '<p>Welcome <b>in</b> <a href="https://firm.test" rel="noopener noreferrer">our site</a></p>' +
      '<a rel="noopener noreferrer">x</a>';
    const saved = await testApi()
      .http()
      .put('/api/firms/update_preferences')
      .set('Authorization', await as('partner'))
      .send({ preferences });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.preferences.customElements).toEqual([{ id: 'welcome', html: clean }]);
    const stored = (await testApi().store.doc(`firms/${DEMO_FIRM_ID}`).get()).data() as {
      preferences: { customElements: { html: string }[] };
    };
    expect(stored.preferences.customElements[0]!.html).toBe(clean);
    const read = await testApi()
      .http()
      .get('/api/firms/current_user_firm')
      .set('Authorization', await as('clientOneEntity'));
    expect(read.body.preferences.customElements).toEqual([{ id: 'welcome', html: clean }]);
    await testApi()
      .http()
      .put('/api/firms/update_preferences')
      .set('Authorization', await as('partner'))
      .send({ preferences: demoFirmPreferences() });
  });

  it('refuses a partial preferences object', async () => {
    const response = await testApi()
      .http()
      .put('/api/firms/update_preferences')
      .set('Authorization', await as('partner'))
      .send({ preferences: { use_firm_roles: true } });
    expect(response.status).toBe(400);
  });

  it('saves name, zone and theme, and the other firm is untouched', async () => {
    const body = {
      name: 'Harborview Advisors',
      time_zone: 'Eastern Time (US & Canada)',
      theme: { primary: '#7b1fa2', secondary: '#4a6c8c', accent: '#e0a526' },
      favicon_url: '',
      firm_vocabs: {
        client: 'Client',
        entity: 'Entity',
        questionnaire: 'Organizer',
        tax_return: 'Tax Return',
        firm_user: 'Firm User',
      },
    };
    const saved = await testApi()
      .http()
      .patch('/api/firms/current_user_firm')
      .set('Authorization', await as('partner'))
      .send(body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Harborview Advisors',
      time_zone: 'Eastern Time (US & Canada)',
    });
    expect(saved.body.firm_vocabs.questionnaire).toBe('Organizer');
    const other = await testApi()
      .http()
      .get('/api/firms/current_user_firm')
      .set('Authorization', await as('otherFirmPartner'));
    expect(other.body.name).toBe('Lakeside CPA Group');
  });

  describe('contact details', () => {
    const details = demoFirmDetails();
    const save = async (body: object) =>
      testApi()
        .http()
        .patch('/api/firms/current_user_firm')
        .set('Authorization', await as('partner'))
        .send({ ...details, ...body });
    const readAs = async (role: Parameters<TestApi['tokenFor']>[0]) =>
      (
        await testApi()
          .http()
          .get('/api/firms/current_user_firm')
          .set('Authorization', await as(role))
      ).body;

    it('are saved by a partner and read by the firm’s clients, trimmed', async () => {
      const contact = {
        email: ' front.desk@harborview.example ',
        phone: '5035550199',
        street: '88 Harbor Way',
        city: 'Astoria',
        state: 'OR',
        zip: '97103',
        country: 'US',
      };
      const saved = await save({ contact });
      expect(saved.status).toBe(200);
      const expected = { ...contact, email: 'front.desk@harborview.example' };
      expect(saved.body.contact).toEqual(expected);
      expect((await readAs('clientOneEntity')).contact).toEqual(expected);
      // Another firm's members see their own firm's (here: none given).
      expect((await readAs('otherFirmPartner')).contact).toMatchObject({ email: '', phone: '' });
      expect((await save({ contact: DEMO_FIRM_CONTACT })).status).toBe(200);
    });

    it('are left as they are by a save without them', async () => {
      expect((await save({})).status).toBe(200);
      expect((await readAs('partner')).contact).toEqual(DEMO_FIRM_CONTACT);
    });

    it.each([
      ['an email that is not one', { email: 'front desk' }, 'Enter a valid email address'],
      ['an incomplete phone', { phone: '503555' }, 'Enter a complete phone number'],
      ['a country outside the list', { country: 'FR' }, 'Choose a country'],
    ])('refuse %s, saving nothing', async (_label, contact, message) => {
      const response = await save({ contact: { ...DEMO_FIRM_CONTACT, ...contact } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
      expect((await readAs('partner')).contact).toEqual(DEMO_FIRM_CONTACT);
    });

    it('are changed by partners only', async () => {
      const response = await testApi()
        .http()
        .patch('/api/firms/current_user_firm')
        .set('Authorization', await as('admin'))
        .send({ ...details, contact: { ...DEMO_FIRM_CONTACT, phone: '' } });
      expect(response.status).toBe(403);
      expect((await readAs('partner')).contact).toEqual(DEMO_FIRM_CONTACT);
    });
  });

  it('refuses a time zone outside the US list', async () => {
    const response = await testApi()
      .http()
      .patch('/api/firms/current_user_firm')
      .set('Authorization', await as('partner'))
      .send({
        name: 'X',
        time_zone: 'Europe/Paris',
        theme: { primary: '#000000', secondary: '#000000', accent: '#000000' },
        firm_vocabs: {},
      });
    expect(response.status).toBe(400);
  });
});

describe('entity types', () => {
  it('lists the standard types and lets Individual be marked not allowed', async () => {
    const auth = await as('partner');
    const list = await testApi()
      .http()
      .get('/api/firms/catalog/entity_types')
      .set('Authorization', auth);
    const names = list.body.entity_types.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Individual', 'Partnership', 'Estate']));
    const individual = list.body.entity_types.find(
      (t: { name: string }) => t.name === 'Individual',
    );
    const saved = await testApi()
      .http()
      .put(`/api/firms/catalog/entity_types/${individual.id}`)
      .set('Authorization', auth)
      .send({ name: 'Individual', allowed: false });
    expect(saved.body).toMatchObject({ name: 'Individual', allowed: false, standard: true });
    const removed = await testApi()
      .http()
      .delete(`/api/firms/catalog/entity_types/${individual.id}`)
      .set('Authorization', auth);
    expect(removed.status).toBe(400);
    await testApi()
      .http()
      .put(`/api/firms/catalog/entity_types/${individual.id}`)
      .set('Authorization', auth)
      .send({ name: 'Individual', allowed: true });
  });
});

describe('firm roles', () => {
  it('creates, renames and deletes a role with catalogue permissions', async () => {
    const auth = await as('admin');
    const created = await testApi()
      .http()
      .post('/api/firm_roles')
      .set('Authorization', auth)
      .send({ role_name: 'Bookkeeper', permission_ids: ['firm_roles.create'] });
    expect(created.status).toBe(201);
    const renamed = await testApi()
      .http()
      .put(`/api/firm_roles/${created.body.id}`)
      .set('Authorization', auth)
      .send({ role_name: 'Senior Bookkeeper', permission_ids: [] });
    expect(renamed.body.role_name).toBe('Senior Bookkeeper');
    expect(
      (
        await testApi()
          .http()
          .delete(`/api/firm_roles/${created.body.id}`)
          .set('Authorization', auth)
      ).status,
    ).toBe(204);
  });

  it('refuses an unknown permission id', async () => {
    const response = await testApi()
      .http()
      .post('/api/firm_roles')
      .set('Authorization', await as('partner'))
      .send({ role_name: 'X', permission_ids: ['everything'] });
    expect(response.status).toBe(400);
  });
});

describe('tenant branding', () => {
  it('finds a firm by host alias and by slug, without signing in', async () => {
    const byHost = await testApi().http().get('/api/firms/branding?host=portal.harborview.example');
    expect(byHost.status).toBe(200);
    expect(Object.keys(byHost.body).sort()).toEqual(['favicon_url', 'name', 'theme', 'url']);
    const bySlug = await testApi().http().get('/api/firms/branding?slug=lakeside');
    expect(bySlug.body.name).toBe('Lakeside CPA Group');
    const nobody = await testApi().http().get('/api/firms/branding?slug=nobody');
    expect(nobody.status).toBe(204);
    expect(nobody.text).toBe('');
  });
});
