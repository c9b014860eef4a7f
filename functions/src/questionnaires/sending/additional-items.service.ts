// Request additional items (spec 2 §5, §7): staff add items to a sent questionnaire — into a
// questions section they name, or an 'Additional Items' section before the review — with a new
// due date in the future. A submitted questionnaire opens again for the client, whose owners are
// told by mail in the same transaction; the request is logged.
import {
  REQUEST_MESSAGES,
  type RequestItemsInput,
} from '@portico/common/questionnaires/send-template';
import { Conflict, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { NewId } from '../../platform/ids/ids';
import { earliestToday } from '../answering/answer-rules';
import { withItems } from './added-items';
import { itemQuestion } from '../templates/content-builders';
import type { QuestionnaireRecord } from '../questionnaire-record';
import { logSend, queueSentMail, type SendingDeps } from './questionnaire-sending';
import { requireItemRequester } from '../questionnaires.policy';
import { questionnaireChange } from '../answering-change';

interface Deps extends SendingDeps {
  newId: NewId;
}

export function additionalItemsService(deps: Deps) {
  const { users, clock, newId } = deps;
  const change = questionnaireChange(deps, requireItemRequester);
  return {
    async request(
      principal: Principal | null | undefined,
      id: string,
      input: RequestItemsInput,
      portalUrl: string,
    ): Promise<{ message: string }> {
      const now = clock.now();
      if (input.due_date <= earliestToday(now)) throw new Invalid(REQUEST_MESSAGES.dueDate);
      const {
        caller,
        entity,
        record: after,
      } = await change(principal, id, async (current, caller, entity, tx) => {
        if (current.locked) throw new Conflict(REQUEST_MESSAGES.locked);
        const removePrefix = caller.firm.preferences.remove_please_upload_for_rollover_items;
        const items = input.questions_to_create.map((item) =>
          itemQuestion(`q-add-${newId().replace(/-/g, '').slice(0, 10)}`, item, removePrefix),
        );
        const dueDate = new Date(`${input.due_date}T00:00:00Z`);
        const next: QuestionnaireRecord = {
          ...current,
          sections: withItems(current.sections, input.section_id, items),
          dueDate,
          submittedAt: null,
          completed: false,
          lastActivityAt: now,
        };
        const owners = await users.getMany(current.firmId, entity.ownerIds);
        const made = { record: next, entity, owners, primary: undefined };
        return {
          after: next,
          also: {
            count: owners.length,
            apply: () =>
              queueSentMail(deps.outbox, tx, made, caller.firm.name, portalUrl, 'more-items'),
          },
        };
      });
      const made = { record: after, entity, owners: [], primary: undefined };
      await logSend(deps.activity, made, caller.userId, REQUEST_MESSAGES.sent, now);
      return { message: REQUEST_MESSAGES.sent };
    },
  };
}

export type AdditionalItemsService = ReturnType<typeof additionalItemsService>;
