// 'Confirm this information' (spec 2 §5 "Confirm dialog", §7 "Confirm contact info"): an owner of
// an entity whose questionnaire asks confirms how the firm reaches them and the entity's address,
// once; the details and the confirmation are written together or not at all.
import { describe, expect, it } from 'vitest';
import { SIGN_IN_CONTACT_MESSAGES } from '@portico/common/auth/sign-in-messages';
import {
  EMAIL_REQUIRED,
  PHONE_TEN_DIGITS,
  SMS_NEEDS_PHONE,
} from '@portico/common/questionnaires/contact-confirmation';
import {
  createFixtureUser,
  type FixtureUserOptions,
} from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { CLIENTS_CONFIRM, NOT_ASKED } from './contact-confirmation.service';

const testApi = useTestApi();

async function clientAsked(updateProfileSection = true, options: FixtureUserOptions = {}) {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, {
    groupId: DEMO_GROUPS.north,
    ...options,
  });
  const {
    questionnaire_ids: [id],
  } = await createFixtureQuestionnaires(testApi().store, now, {
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds: ['sec-personal'], updateProfileSection }],
  });
  const token = await testApi().idTokenFor(user.id, user.firmId);
  const http = testApi().http();
  return {
    user,
    id: id!,
    page: () => http.get(`/api/questionnaires/${id}`).set('Authorization', `Bearer ${token}`),
    confirm: (body: object) =>
      http
        .post(`/api/questionnaires/${id}/confirm_contact_info`)
        .set('Authorization', `Bearer ${token}`)
        .send(body),
  };
}

const stored = async (path: string) =>
  (await testApi().store.doc(`firms/${DEMO_FIRM_ID}/${path}`).get()).data()!;

const details = (email: string) => ({
  email,
  phone_number: '5035550199',
  preferred_contact_method: 'sms',
  street: '12 Harbor Way',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  country: 'US',
});

describe('confirming contact information', () => {
  it('asks the owner once, with what is stored, and saves the details with the confirmation', async () => {
    const { user, id, page, confirm } = await clientAsked();
    const before = await page();
    expect(before.body.contact_confirmation).toEqual({
      email: user.email,
      phone_number: '',
      preferred_contact_method: 'email',
      street: '',
      city: '',
      state: '',
      zip: '',
      country: 'US',
      phone_is_sign_in: false,
      firm_name: 'Harborview Tax & Advisory',
    });

    const noPhone = await confirm({ ...details(user.email), phone_number: '' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error).toBe(SMS_NEEDS_PHONE);
    const short = await confirm({ ...details(user.email), phone_number: '503555' });
    expect(short.body.error).toBe(PHONE_TEN_DIGITS);
    const noEmail = await confirm(details(''));
    expect(noEmail.body.error).toBe(EMAIL_REQUIRED);
    const otherEmail = await confirm(details('someone.else@example.com'));
    expect(otherEmail.status).toBe(403);
    expect(otherEmail.body.error).toBe(SIGN_IN_CONTACT_MESSAGES.clientEmail);
    expect((await stored(`questionnaires/${id}`)).contact_confirmations).toEqual({});

    const confirmed = await confirm(details(user.email.toUpperCase()));
    expect(confirmed.status).toBe(200);
    const saved = await stored(`users/${user.id}`);
    expect(saved).toMatchObject({ phone_number: '5035550199', preferred_contact_method: 'sms' });
    expect(await stored(`companies/${user.companyId}`)).toMatchObject({
      street: '12 Harbor Way',
      city: 'Portland',
      state: 'OR',
      zip: '97209',
      country: 'US',
    });
    expect(Object.keys((await stored(`questionnaires/${id}`)).contact_confirmations)).toEqual([
      user.id,
    ]);
    expect((await page()).body.contact_confirmation).toBeNull();
  });

  it('writes nothing when a texted sign-in phone would move without a code', async () => {
    const { user, id, confirm } = await clientAsked(true, {
      preferredSignInMethod: 'sms',
      phoneNumber: '5035550100',
    });
    const moved = await confirm(details(user.email));
    expect(moved.status).toBe(403);
    expect(moved.body.error).toBe(SIGN_IN_CONTACT_MESSAGES.phoneNeedsCode);
    expect((await stored(`users/${user.id}`)).phone_number).toBe('5035550100');
    expect((await stored(`companies/${user.companyId}`)).street).toBe('');
    expect((await stored(`questionnaires/${id}`)).contact_confirmations).toEqual({});
    const kept = await confirm({ ...details(user.email), phone_number: '5035550100' });
    expect(kept.status).toBe(200);
  });

  it('is asked only where the questionnaire asks, and only of the client', async () => {
    const notAsked = await clientAsked(false);
    expect((await notAsked.page()).body.contact_confirmation).toBeNull();
    const refused = await notAsked.confirm(details(notAsked.user.email));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(NOT_ASKED);

    const asked = await clientAsked();
    const partner = await testApi().as('partner');
    expect((await partner.get(`questionnaires/${asked.id}`)).body.contact_confirmation).toBeNull();
    const staff = await partner.post(
      `questionnaires/${asked.id}/confirm_contact_info`,
      details(asked.user.email),
    );
    expect(staff.status).toBe(403);
    expect(staff.body.error).toBe(CLIENTS_CONFIRM);
  });
});
