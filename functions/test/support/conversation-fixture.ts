// A fresh client of North Office in a conversation with their advisor, Tom Becker, who wrote
// first: what the messaging API tests start from.
import { createFixtureConversation } from '@portico/local-runtime/dev/conversation-fixtures';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { realtimeRepo } from '../../src/notifications/notifications.module';
import type { TestApi } from './api-harness';

export async function clientAndConversation(api: TestApi) {
  const now = () => api.clock.now();
  const user = await createFixtureUser(api.store, now, {
    groupId: DEMO_GROUPS.north,
    fname: 'Nora',
    lname: 'Quill',
  });
  const { conversation_id: id } = await createFixtureConversation(api.store, now, {
    companyId: user.companyId!,
    clientIds: [user.id],
    advisorIds: [DEMO_USERS.groupNorth.id],
    messages: [
      { text: 'Your organizer is ready.', userId: DEMO_USERS.groupNorth.id, minutesAgo: 10 },
    ],
  });
  return { user, id, client: await api.asUser(user.id, user.firmId) };
}

/** A demo-firm user's signal: the badge (conversations with something unseen) and message_at. */
export const signalOf = (api: TestApi, uid: string) =>
  realtimeRepo(api.store).signal(DEMO_USERS.partner.firmId, uid);
