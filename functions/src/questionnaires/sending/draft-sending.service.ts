// Send drafts (spec 2 §4 "A draft shows 'Send to user'"): staff send questionnaires saved as
// drafts; each becomes visible to the client and its owners are told, in one transaction per
// questionnaire. Sending one that is already sent changes nothing and tells nobody again.
import { DRAFTS_SENT, type SendDraftsInput } from '@portico/common/questionnaires/send-template';
import type { Principal } from '../../kernel/principal';
import { logSend, queueSentMail, type SendingDeps } from './questionnaire-sending';
import { requireQuestionnaireSender, requireQuestionnaireManager } from '../questionnaires.policy';
import { questionnaireChange } from '../answering-change';

type Deps = SendingDeps;

export function draftSendingService(deps: Deps) {
  const { users, clock } = deps;
  const change = questionnaireChange(deps, requireQuestionnaireManager);

  async function sendOne(caller: Principal, id: string, portalUrl: string): Promise<boolean> {
    const now = clock.now();
    let sent = false;
    const { entity, record: after } = await change(caller, id, async (current, _c, entity, tx) => {
      if (!current.isDraft) return { after: current };
      const owners = await users.getMany(current.firmId, entity.ownerIds);
      const next = { ...current, isDraft: false, sentAt: now, lastActivityAt: now };
      const made = { record: next, entity, owners, primary: undefined };
      sent = true;
      return {
        after: next,
        also: {
          count: owners.length,
          apply: () => queueSentMail(deps.outbox, tx, made, caller.firm.name, portalUrl),
        },
      };
    });
    if (sent) {
      const made = { record: after, entity, owners: [], primary: undefined };
      await logSend(deps.activity, made, caller.userId, 'Questionnaire sent');
    }
    return sent;
  }

  return {
    async send(
      principal: Principal | null | undefined,
      input: SendDraftsInput,
      portalUrl: string,
    ): Promise<{ message: string; sent: number }> {
      const caller = requireQuestionnaireSender(principal);
      let sent = 0;
      for (const id of new Set(input.questionnaire_ids))
        if (await sendOne(caller, id, portalUrl)) sent += 1;
      return { message: DRAFTS_SENT(sent), sent };
    },
  };
}

export type DraftSendingService = ReturnType<typeof draftSendingService>;
