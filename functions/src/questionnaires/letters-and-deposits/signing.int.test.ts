// Signing an engagement letter (spec 2 §4 "Signatures", §7 "Sign agreement"): an owner signs once,
// with when, where and how recorded (on the questionnaire, and by the signing engine on the
// questionnaire's trail); staff mark a signer not needed or remove a signature.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/support/api-harness';
import { PARTS_COLLECTION } from '../questionnaire-parts';
import { questionnaireCallers } from '../../../test/support/questionnaire-callers';

const testApi = useTestApi();
const { as, clientWith } = questionnaireCallers(testApi);

describe('signing the engagement letter', () => {
  it('lets an owner sign once, recording when, where and how, and completes the section', async () => {
    const { ids, client, user } = await clientWith([
      { content: 'individual', sectionIds: ['sec-engagement', 'sec-review'] },
    ]);
    const id = ids[0]!;
    const unsigned = (await client.page(id)).body.sections[0];
    expect(unsigned.engagement_signatures).toEqual([
      {
        id: `sec-engagement__${user.id}`,
        section_id: 'sec-engagement',
        user_id: user.id,
        user_name: 'Test Person',
        signature: '',
        signed_at: null,
        not_needed: false,
      },
    ]);
    const blank = await client.post(id, 'sign_agreement', {
      section_id: 'sec-engagement',
      signature: '   ',
    });
    expect([blank.status, blank.body.error]).toEqual([400, 'Please type your name to sign']);
    const signed = await client.post(id, 'sign_agreement', {
      section_id: 'sec-engagement',
      signature: 'Test Person',
      client_time: 'Mon Mar 02 2026 09:00:00 GMT-0800',
    });
    expect(signed.body).toEqual({ marked_completed: true });
    const again = await client.post(id, 'sign_agreement', {
      section_id: 'sec-engagement',
      signature: 'Test Person',
    });
    expect([again.status, again.body.error]).toEqual([409, 'You have already signed this letter']);
    const page = (await client.page(id)).body;
    expect(page.sections[0]).toMatchObject({
      marked_completed: true,
      engagement_signatures: [
        { signature: 'Test Person', signed_at: '2026-03-02T17:00:00.000Z', not_needed: false },
      ],
    });
    const stored = await testApi()
      .store.doc(`firms/${user.firmId}/questionnaires/${id}/${PARTS_COLLECTION}/signatures`)
      .get();
    const signatures = stored.get('signatures') as Record<string, unknown>;
    expect(signatures[`sec-engagement__${user.id}`]).toMatchObject({
      client_time: 'Mon Mar 02 2026 09:00:00 GMT-0800',
      ip_address: expect.any(String),
      user_agent: expect.any(String),
    });
    // The signing engine keeps it as for any signed document: the capture and a trail line.
    const trail = `firms/${user.firmId}/signing_trails/questionnaire-${id}`;
    const capture = await testApi()
      .store.doc(`${trail}/signatures/sec-engagement__${user.id}`)
      .get();
    expect(capture.data()).toMatchObject({
      method: 'typed',
      text: 'Test Person',
      box: null,
      consented_at: null,
      identity: 'Not required',
      client_time: 'Mon Mar 02 2026 09:00:00 GMT-0800',
    });
    const events = await testApi().store.collection(`${trail}/events`).get();
    expect(events.docs.map((d) => [d.get('event'), d.get('detail')])).toEqual([
      ['signed', 'Typed name “Test Person”'],
    ]);
    const notASection = await client.post(id, 'sign_agreement', {
      section_id: 'sec-review',
      signature: 'Test Person',
    });
    expect(notASection.body.error).toBe('This section has no letter to sign');
  });

  it('lets staff mark a signer not needed and remove a signature, which reopens the section', async () => {
    const { ids, client, user } = await clientWith([
      { content: 'individual', sectionIds: ['sec-engagement'] },
    ]);
    const id = ids[0]!;
    const staff = await as('partner');
    const key = `sec-engagement__${user.id}`;
    expect(
      (await client.post(id, `signatures/${key}/not_needed`, { not_needed: true })).status,
    ).toBe(403);
    const notNeeded = await staff.post(id, `signatures/${key}/not_needed`, { not_needed: true });
    expect(notNeeded.body).toEqual({ marked_completed: false });
    expect((await client.page(id)).body.sections[0].engagement_signatures[0].not_needed).toBe(true);
    const refused = await client.post(id, 'sign_agreement', {
      section_id: 'sec-engagement',
      signature: 'Test Person',
    });
    expect(refused.body.error).toBe('Your signature is not needed on this letter');
    await staff.post(id, `signatures/${key}/not_needed`, { not_needed: false });
    await client.post(id, 'sign_agreement', {
      section_id: 'sec-engagement',
      signature: 'T. Person',
    });
    const removed = await staff.delete(id, `signatures/${key}`);
    expect(removed.body).toEqual({ marked_completed: false });
    expect((await client.page(id)).body.sections[0].engagement_signatures[0].signature).toBe('');
    expect((await staff.delete(id, 'signatures/sec-engagement__someone-else')).status).toBe(404);
  });
});
