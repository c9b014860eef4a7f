// The AI reply draft (spec 3 §6, §7 "Generate AI reply"): staff who read a conversation ask the
// reply-draft port for a draft from its latest messages (sent, not deleted). The draft is only
// text for the advisor's composer: nothing is sent. Without a configured model the port refuses
// (503), and the screen says 'Failed to generate response'.
import type { Principal } from '../kernel/principal';
import { requireStaff } from '../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../people/people.module';
import type { ReplyDrafts } from '../platform/replies/reply-drafts';
import type { ConversationsRepo } from './conversations.repo';
import { requireConversationReader } from './messaging.policy';

/** How many of the latest top-level messages (with their replies) the model reads. */
export const DRAFT_CONTEXT_MESSAGES = 50;

interface Deps {
  conversations: ConversationsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  replyDrafts: ReplyDrafts;
}

export function replyDraftsService({ conversations, entities, users, replyDrafts }: Deps) {
  return {
    async draft(principal: Principal | null | undefined, id: string): Promise<{ message: string }> {
      const caller = requireStaff(principal);
      const found = await conversations.get(caller.firmId, id);
      const relevant = found ? await entities.getMany(caller.firmId, found.relevantCompanyIds) : [];
      const conversation = requireConversationReader(caller, found, relevant);
      const [{ messages }, advisor] = await Promise.all([
        conversations.messagesPage(caller.firmId, conversation.id, DRAFT_CONTEXT_MESSAGES),
        users.get(caller.firmId, caller.userId),
      ]);
      const message = await replyDrafts.draft({
        firmName: caller.firm.name,
        advisorName: advisor ? fullName(advisor) : '',
        turns: messages
          .filter((m) => m.scheduledTime === null && !m.isDeleted)
          .map((m) => ({ author: m.userName, fromFirm: m.isFirmUser, text: m.text })),
      });
      return { message };
    },
  };
}

export type ReplyDraftsService = ReturnType<typeof replyDraftsService>;
