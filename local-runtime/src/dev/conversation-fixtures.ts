// Local-only test affordance: a conversation with messages about one or more entities, so a
// journey or an API test can see what Add owner → New User does with earlier messages. Never
// deployed; the Messages screens will create conversations for real.
import { randomUUID } from 'node:crypto';
import { array, number, object, string, type InferType } from 'yup';
import { NotFound } from '@portico/functions/kernel/errors';
import { parseInput } from '@portico/functions/kernel/parse-input';
import { type Participant, conversationsRepo } from '@portico/functions/messaging/messaging.module';
import { entitiesRepo, fullName, usersRepo } from '@portico/functions/people/people.module';
import type { Db } from '@portico/functions/platform/db/db';
import { DEMO_FIRM_ID } from '../seed/demo-firm';

const MINUTE_MS = 60 * 1000;

const messageFixture = object({
  text: string().required('text is missing'),
  /** The author; default the first advisor, or else the first client. */
  userId: string().optional(),
  minutesAgo: number().integer().min(0).default(0),
  /** A reply to the message at this place in the list (1 the first). */
  replyTo: number().integer().min(1).optional(),
});

const fixtureSchema = object({
  firmId: string().default(DEMO_FIRM_ID),
  companyId: string().required('companyId is missing'),
  /** Other entities the conversation is also about. */
  otherCompanyIds: array(string().required()).default([]),
  /** Client participants; default the entity's owners. */
  clientIds: array(string().required()).optional(),
  /** Staff participants; default the entity's assigned advisor. */
  advisorIds: array(string().required()).optional(),
  messages: array(messageFixture).default([{ text: 'Hello from the firm', minutesAgo: 0 }]),
});

export type ConversationFixtureOptions = Partial<
  Omit<InferType<typeof fixtureSchema>, 'messages'>
> & {
  companyId: string;
  messages?: Partial<InferType<typeof messageFixture>>[];
};

/** Creates the conversation and its messages (404 when an entity or a user is not there). */
export async function createFixtureConversation(
  db: Db,
  now: () => Date,
  options: ConversationFixtureOptions,
): Promise<{ conversation_id: string }> {
  const input = await parseInput(fixtureSchema, options);
  const entities = entitiesRepo(db);
  const users = usersRepo(db);
  const entity = await entities.get(input.firmId, input.companyId);
  if (!entity) throw new NotFound('Entity not found');
  for (const id of input.otherCompanyIds)
    if (!(await entities.get(input.firmId, id))) throw new NotFound('Entity not found');
  const participants = async (ids: string[]): Promise<(Participant & { isStaff: boolean })[]> =>
    Promise.all(
      ids.map(async (id) => {
        const user = await users.get(input.firmId, id);
        if (!user) throw new NotFound('User not found');
        return { id, name: fullName(user), isStaff: user.isStaff };
      }),
    );
  const clients = await participants(input.clientIds ?? entity.ownerIds);
  const advisors = await participants(
    input.advisorIds ?? (entity.assignedAdvisorId ? [entity.assignedAdvisorId] : []),
  );
  const everyone = [...advisors, ...clients];
  const at = now().getTime();
  const id = `conv-test-${randomUUID().slice(0, 8)}`;
  await conversationsRepo(db).createWithMessages(
    {
      id,
      firmId: input.firmId,
      advisorIds: advisors.map((a) => a.id),
      clients: clients.map(({ id: userId, name }) => ({ id: userId, name })),
      relevantCompanyIds: [entity.id, ...input.otherCompanyIds],
      createdAt: new Date(at - Math.max(0, ...input.messages.map((m) => m.minutesAgo)) * MINUTE_MS),
    },
    await Promise.all(
      input.messages.map(async (m, index) => {
        const author = m.userId
          ? (everyone.find((p) => p.id === m.userId) ?? (await participants([m.userId]))[0]!)
          : everyone[0];
        if (!author) throw new NotFound('User not found');
        return {
          id: `msg-${index + 1}`,
          text: m.text,
          createdAt: new Date(at - m.minutesAgo * MINUTE_MS),
          userId: author.id,
          userName: author.name,
          isFirmUser: author.isStaff,
          messageThreadId: m.replyTo ? `msg-${m.replyTo}` : null,
          tag: 'general' as const,
        };
      }),
    ),
  );
  return { conversation_id: id };
}
