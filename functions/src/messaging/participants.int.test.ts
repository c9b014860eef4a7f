// Manage Participants (spec 3 §2, §5, §6): a partner or full-access user sets the firm users in a
// conversation — at least one, each able to read it; the others (an admin, a group-limited
// advisor) may not; clients are not participants to set here.
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { clientAndConversation } from '../../test/support/conversation-fixture';

const testApi = useTestApi();

describe('conversation participants', () => {
  it('a partner adds a full-access user, who may then write; the advisor stays', async () => {
    const { id } = await clientAndConversation(testApi());
    const partner = await testApi().as('partner');
    const set = await partner.put(`conversations/${id}/participants`, {
      advisor_ids: [DEMO_USERS.groupNorth.id, DEMO_USERS.full.id],
    });
    expect(set.status).toBe(200);
    expect(set.body.advisor_ids).toEqual([DEMO_USERS.groupNorth.id, DEMO_USERS.full.id]);
    const priya = await testApi().as('full');
    expect((await priya.post(`conversations/${id}/messages`, { text: 'Priya here.' })).status).toBe(
      201,
    );

    // Priya (full access) narrows it to herself; Tom is no longer in it.
    const narrowed = await priya.put(`conversations/${id}/participants`, {
      advisor_ids: [DEMO_USERS.full.id],
    });
    expect(narrowed.status).toBe(200);
    const tom = await testApi().as('groupNorth');
    const refused = await tom.post(`conversations/${id}/messages`, { text: 'Still here?' });
    expect(refused.body.error).toBe('You are not in this conversation.');
  });

  it('needs one participant who can read it, and a partner or full-access caller', async () => {
    const { id, user } = await clientAndConversation(testApi());
    const partner = await testApi().as('partner');
    const none = await partner.put(`conversations/${id}/participants`, { advisor_ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Please select at least one participant');
    const south = await partner.put(`conversations/${id}/participants`, {
      advisor_ids: [DEMO_USERS.groupSouth.id],
    });
    expect(south.status).toBe(400);
    expect(south.body.error).toBe('Aisha Patel cannot see the entity of this conversation');
    const client = await partner.put(`conversations/${id}/participants`, {
      advisor_ids: [user.id],
    });
    expect(client.body.error).toBe('Participants must be firm users');

    for (const role of ['admin', 'groupNorth'] as const) {
      const refused = await (
        await testApi().as(role)
      ).put(`conversations/${id}/participants`, { advisor_ids: [DEMO_USERS.full.id] });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(
        'Only partners and full-access users can manage participants',
      );
    }
  });
});
