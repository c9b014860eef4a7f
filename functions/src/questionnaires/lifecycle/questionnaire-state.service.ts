// Lock / unlock and mark completed / not completed (spec 2 §4 "Questionnaire status"): staff
// change a questionnaire's state; a locked or completed one is read-only for the client. And the
// overview's bulk due-date change, which leaves locked ones alone (spec 2 §5 "Other"); deleting a
// questionnaire and restoring deleted ones; tracking the client's changes from now, or no longer.
// Each change is logged.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import {
  BULK_LOCK_MESSAGE,
  DELETION_MESSAGES,
  SEND_MESSAGES,
  dueDatesChangedMessage,
  stateMessage,
  type ChangeDueDateInput,
  type LockQuestionnairesInput,
  type QuestionnaireStateInput,
  type RestoreQuestionnairesInput,
} from '@portico/common/questionnaires/send-template';
import type { QuestionnaireHeadDto } from '@portico/common/questionnaires/questionnaire-model';
import type { ActivityRepo } from '../../activity/activity.module';
import { Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { earliestToday } from '../answering/answer-rules';
import type { EntitiesRepo, EntityRecord } from '../../people/people.module';
import type { QuestionnaireRecord } from '../questionnaire-record';
import type { Clock } from '../../platform/clock/clock';
import { questionnaireHead } from '../questionnaires.dto';
import {
  requireBulkManager,
  requireQuestionnaireManager,
  requireQuestionnaireRestorer,
} from '../questionnaires.policy';
import { questionnaireChange, questionnairesChange } from '../answering-change';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  activity: ActivityRepo;
  clock: Clock;
}

/** Tracking from now (again, when it was on: its record starts empty), or no longer. */
function trackingFields(track: boolean | undefined, wasTracking: boolean, now: Date) {
  if (track === undefined || (!track && !wasTracking)) return {};
  return track
    ? { trackChangesSince: now, trackedChanges: {} }
    : { trackChangesSince: null, trackedChanges: {} };
}

export function questionnaireStateService({ questionnaires, entities, activity, clock }: Deps) {
  const change = questionnaireChange({ questionnaires, entities }, requireQuestionnaireManager);
  const changeMany = questionnairesChange(
    { questionnaires, entities },
    requireQuestionnaireManager,
  );
  const restore = questionnairesChange({ questionnaires, entities }, requireQuestionnaireRestorer);
  const log = (
    caller: Principal,
    title: string,
    record: QuestionnaireRecord,
    entity: EntityRecord,
  ) =>
    activity.add({
      firmId: caller.firmId,
      typeId: ACTIVITY_TYPE.questionnaire,
      title,
      description: `${record.name} for ${entity.name}`,
      userId: caller.userId,
      ip: null,
      userAgent: null,
      at: clock.now(),
      companyId: entity.id,
      questionnaireId: record.id,
    });
  return {
    /** The overview's bulk lock / unlock: all of them or none; answers how many changed. */
    async lockMany(
      principal: Principal | null | undefined,
      input: LockQuestionnairesInput,
    ): Promise<{ message: string; changed: number }> {
      requireBulkManager(principal);
      const moved = new Set<string>();
      const ids = [...new Set(input.questionnaire_ids)];
      const changed = await changeMany(principal, ids, (current) => {
        if (current.locked === input.locked) return { after: current };
        moved.add(current.id);
        return { after: { ...current, locked: input.locked } };
      });
      const title = stateMessage({ locked: input.locked });
      for (const { caller, record, entity } of changed)
        if (moved.has(record.id)) await log(caller, title, record, entity);
      return { message: BULK_LOCK_MESSAGE(input.locked), changed: moved.size };
    },

    /** The overview's bulk due date: all of them or none, locked ones left as they were. */
    async changeDueDates(
      principal: Principal | null | undefined,
      input: ChangeDueDateInput,
    ): Promise<{ message: string; changed: number; skipped: number }> {
      requireBulkManager(principal);
      if (input.due_date < earliestToday(clock.now())) throw new Invalid(SEND_MESSAGES.dueDate);
      const dueDate = new Date(`${input.due_date}T00:00:00Z`);
      const moved = new Set<string>();
      const ids = [...new Set(input.questionnaire_ids)];
      const changed = await changeMany(principal, ids, (current) => {
        if (current.locked || current.dueDate?.getTime() === dueDate.getTime())
          return { after: current };
        moved.add(current.id);
        return { after: { ...current, dueDate } };
      });
      for (const { caller, record, entity } of changed)
        if (moved.has(record.id))
          await log(caller, `Due date changed to ${input.due_date}`, record, entity);
      const locked = changed.filter(({ record }) => record.locked).length;
      return {
        message: dueDatesChangedMessage(moved.size, locked),
        changed: moved.size,
        skipped: changed.length - moved.size,
      };
    },

    /**
     * Deleted for everyone: the client no longer sees it; staff restore it from the overview.
     * Deleting a deleted one changes nothing (staff who see it may ask again).
     */
    async remove(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ message: string }> {
      requireBulkManager(principal);
      const at = clock.now();
      let deleted = false;
      const [changed] = await restore(principal, [id], (current) => {
        if (current.deletedAt) return { after: current };
        deleted = true;
        return { after: { ...current, deletedAt: at } };
      });
      if (deleted && changed)
        await log(changed.caller, 'Questionnaire deleted', changed.record, changed.entity);
      return { message: DELETION_MESSAGES.deleted };
    },

    /** Deleted ones back as they were: all of them or none; answers how many came back. */
    async restoreMany(
      principal: Principal | null | undefined,
      input: RestoreQuestionnairesInput,
    ): Promise<{ message: string; restored: number }> {
      requireBulkManager(principal);
      const ids = [...new Set(input.questionnaire_ids)];
      const back = new Set<string>();
      const changed = await restore(principal, ids, (current) => {
        if (!current.deletedAt) return { after: current };
        back.add(current.id);
        return { after: { ...current, deletedAt: null } };
      });
      for (const { caller, record, entity } of changed)
        if (back.has(record.id)) await log(caller, 'Questionnaire restored', record, entity);
      return { message: DELETION_MESSAGES.restored, restored: back.size };
    },

    async update(
      principal: Principal | null | undefined,
      id: string,
      input: QuestionnaireStateInput,
    ): Promise<{ message: string; questionnaire: QuestionnaireHeadDto }> {
      let wasTracking = false;
      const {
        caller,
        entity,
        record: after,
      } = await change(principal, id, (current) => {
        wasTracking = Boolean(current.trackChangesSince);
        const fields = {
          ...(input.locked !== undefined && input.locked !== current.locked
            ? { locked: input.locked }
            : {}),
          ...(input.completed !== undefined && input.completed !== current.completed
            ? { completed: input.completed }
            : {}),
          ...trackingFields(input.track_changes, wasTracking, clock.now()),
        };
        return { after: Object.keys(fields).length > 0 ? { ...current, ...fields } : current };
      });
      const message = stateMessage(input, wasTracking);
      await log(caller, message, after, entity);
      return { message, questionnaire: questionnaireHead(after) };
    },
  };
}

export type QuestionnaireStateService = ReturnType<typeof questionnaireStateService>;
