// GET /companies/{id}/conversations: who may read an entity's conversations, and in what order.
import { describe, expect, it } from 'vitest';
import { createFixtureConversation } from '@portico/local-runtime/dev/conversation-fixtures';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  DEMO_COMPANIES,
  DEMO_CONVERSATIONS,
  DEMO_GROUPS,
  DEMO_USERS,
  type DemoRole,
} from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';

const testApi = useTestApi();
const list = async (idOrHash: string, role: DemoRole = 'partner') =>
  (await testApi().as(role)).get(`companies/${idOrHash}/conversations`);

describe('GET /companies/{id}/conversations', () => {
  it('answers the seeded conversation on Olivia Martinez’s entity, by id and by hash', async () => {
    const expected = {
      conversations: [
        {
          id: DEMO_CONVERSATIONS.olivia.id,
          user_ids: [DEMO_USERS.clientOneEntity.id],
          client_names: ['Olivia Martinez'],
          advisor_ids: [DEMO_USERS.groupNorth.id],
          last_message: {
            text: 'Done, both are in Documents now.',
            created_at: expect.any(String),
          },
          last_message_at: expect.any(String),
        },
      ],
    };
    for (const idOrHash of [DEMO_COMPANIES.olivia.id, DEMO_COMPANIES.olivia.hashId]) {
      const res = await list(idOrHash);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
      expect(res.body.conversations[0].last_message_at).toBe(
        res.body.conversations[0].last_message.created_at,
      );
    }
  });

  it('staff who may see the entity read it; clients 403; other groups and firms 404; signed out 401', async () => {
    const company = DEMO_COMPANIES.olivia.id;
    for (const role of ['partner', 'admin', 'full', 'groupNorth'] as const)
      expect((await list(company, role)).status, role).toBe(200);
    for (const role of ['clientOneEntity', 'clientManyEntities', 'clientReadOnly'] as const) {
      const res = await list(company, role);
      expect(res.status, role).toBe(403);
      expect(res.body.error).toBe('Only firm staff can do this');
    }
    for (const role of ['groupSouth', 'otherFirmPartner'] as const) {
      const res = await list(company, role);
      expect(res.status, role).toBe(404);
      expect(res.body.error).toBe('Entity not found');
    }
    expect((await list('no-such-entity')).status).toBe(404);
    expect((await testApi().http().get(`/api/companies/${company}/conversations`)).status).toBe(
      401,
    );
  });

  it('lists newest message first, conversations without messages last, and only the entity’s', async () => {
    const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
      groupId: DEMO_GROUPS.north,
    });
    const companyId = user.companyId!;
    const make = async (messages: { text: string; minutesAgo: number }[]) =>
      (
        await createFixtureConversation(testApi().store, () => testApi().clock.now(), {
          companyId,
          messages,
        })
      ).conversation_id;
    const older = await make([{ text: 'Older', minutesAgo: 60 }]);
    const empty = await make([]);
    const newer = await make([
      { text: 'First', minutesAgo: 20 },
      { text: 'Newest', minutesAgo: 5 },
    ]);
    const res = await list(companyId);
    expect(res.body.conversations.map((c: { id: string }) => c.id)).toEqual([newer, older, empty]);
    expect(res.body.conversations[0].last_message.text).toBe('Newest');
    expect(res.body.conversations[2]).toMatchObject({ last_message: null, last_message_at: null });
  });
});
