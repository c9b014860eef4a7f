// Custom statuses on questionnaires (spec 2 §4, §7 "Custom status", "Status-change notification"):
// staff who manage a questionnaire set one of the firm's statuses or none (the firm must use
// them), read the notice the Notify Status Change dialog starts from, and send it: each active
// owner of each questionnaire gets the mail (and the text, when they prefer SMS) with its link,
// queued in the transaction that reads the questionnaire. Each change and notice is logged.
import {
  CUSTOM_STATUS_MESSAGES,
  defaultStatusNotice,
  type NotifyStatusChangeInput,
  type SetCustomStatusDto,
  type SetCustomStatusInput,
  type StatusNoticeDto,
  type StatusNotifiedDto,
} from '@portico/common/questionnaires/custom-status';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import { Conflict, Forbidden, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { questionnaireChange, questionnairesChange } from '../answering-change';
import { logQuestionnaire, questionnaireLink, tellOwners } from '../owner-mail';
import type { QuestionnaireRecord } from '../questionnaire-record';
import type { SendingDeps } from '../sending/questionnaire-sending';
import { requireBulkManager, requireQuestionnaireManager } from '../questionnaires.policy';
import type { Clock } from '../../platform/clock/clock';

interface Deps extends SendingDeps {
  catalog: FirmCatalogRepo;
  clock: Clock;
}

const unchanged = (current: QuestionnaireRecord) => ({ after: current });

/** The firm must use custom statuses for any of this. */
function requireCustomStatuses(caller: Principal): void {
  if (!caller.firm.preferences.custom_statuses_enabled)
    throw new Forbidden(CUSTOM_STATUS_MESSAGES.off);
}

export function customStatusService(deps: Deps) {
  const one = questionnaireChange(deps, requireQuestionnaireManager);
  const many = questionnairesChange(deps, requireQuestionnaireManager);
  const statusOf = (firmId: string, id: string) => deps.catalog.get(firmId, 'custom_statuses', id);

  return {
    async set(
      principal: Principal | null | undefined,
      id: string,
      input: SetCustomStatusInput,
    ): Promise<SetCustomStatusDto> {
      const caller = requireBulkManager(principal);
      requireCustomStatuses(caller);
      const chosen = input.firm_custom_status_id;
      const status = chosen ? await statusOf(caller.firmId, chosen) : null;
      if (chosen && !status) throw new Invalid(CUSTOM_STATUS_MESSAGES.unknown);
      const { record, entity } = await one(caller, id, (current) =>
        (current.customStatusId ?? null) === chosen
          ? unchanged(current)
          : { after: { ...current, customStatusId: chosen } },
      );
      await logQuestionnaire(deps.activity, {
        record,
        entity,
        by: caller.userId,
        title: status
          ? `Custom status set to ${status.firm_user_display_status}`
          : 'Custom status removed',
        at: deps.clock.now(),
      });
      return {
        message: status ? CUSTOM_STATUS_MESSAGES.set : CUSTOM_STATUS_MESSAGES.cleared,
        custom_status_id: chosen,
      };
    },

    /** The notice for the questionnaire's status, in the status's client wording. */
    async notice(principal: Principal | null | undefined, id: string): Promise<StatusNoticeDto> {
      const caller = requireBulkManager(principal);
      requireCustomStatuses(caller);
      const { record, entity } = await one(caller, id, unchanged);
      const status = record.customStatusId
        ? await statusOf(caller.firmId, record.customStatusId)
        : null;
      if (!status) throw new Conflict(CUSTOM_STATUS_MESSAGES.loadFailed);
      return defaultStatusNotice({
        questionnaire: record.name,
        taxYear: record.taxYear,
        entity: entity.name,
        firm: caller.firm.name,
        status,
      });
    },

    /** Tells each questionnaire's active owners; every questionnaire is checked before any goes. */
    async notify(
      principal: Principal | null | undefined,
      input: NotifyStatusChangeInput,
      portalUrl: string,
    ): Promise<StatusNotifiedDto> {
      const caller = requireBulkManager(principal);
      requireCustomStatuses(caller);
      let notified = 0;
      const changed = await many(
        caller,
        [...new Set(input.questionnaire_ids)],
        async (current, _c, entity, tx) => {
          const owners = (await deps.users.getMany(current.firmId, entity.ownerIds)).filter(
            (owner) => owner.paying,
          );
          const link = questionnaireLink(portalUrl, entity, current);
          return {
            after: current,
            also: {
              count: owners.length * 2,
              apply: () => {
                notified += owners.length;
                tellOwners(
                  deps.outbox,
                  tx,
                  owners,
                  () => ({
                    subject: input.custom_email_subject,
                    text: `${input.custom_email_message}\n\nOpen it here: ${link}`,
                    sms: `${input.custom_sms_message || input.custom_email_subject} ${link}`,
                  }),
                  { firmId: current.firmId, entityId: entity.id },
                );
              },
            },
          };
        },
      );
      const at = deps.clock.now();
      for (const { record, entity } of changed)
        await logQuestionnaire(deps.activity, {
          record,
          entity,
          by: caller.userId,
          title: 'Status change sent to the client',
          at,
        });
      return { message: CUSTOM_STATUS_MESSAGES.notified, notified };
    },
  };
}

export type CustomStatusService = ReturnType<typeof customStatusService>;
