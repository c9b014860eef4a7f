// Answering a questionnaire (spec 2 §4 "Answer actions", §5, §7): the page's one read, each
// answer, entries, section marks and the submission. Every change is one transaction on the
// questionnaire that re-reads it, checks the caller and the rules, writes only the fields it
// touches and keeps the list summary in step.
import type {
  AddEntryInput,
  AnswerQuestionInput,
  EntryAnswerInput,
} from '@portico/common/questionnaires/answer-schemas';
import {
  SECTION_TYPES,
  type SavedAnswerDto,
  type SectionType,
} from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import {
  depositSettled,
  questionnaireProgress,
} from '@portico/common/questionnaires/questionnaire-progress';
import { Forbidden, Invalid, NotFound } from '../../kernel/errors';
import { requireSignedIn, type Principal } from '../../kernel/principal';
import {
  contactConfirmationOf,
  fullName,
  type EntitiesRepo,
  type UsersRepo,
} from '../../people/people.module';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import { canSeeFolder, toDocumentDto, type DocumentsRepo } from '../../documents/documents.module';
import type { Clock } from '../../platform/clock/clock';
import { checkAnswer, checkEntryValue } from './answer-rules';
import { decideContent } from './content-change';
import { documentIdsOf, type ContentOp } from './content-ops';
import type { QuestionDef, QuestionnaireRecord } from '../questionnaire-record';
import { findWithEntity } from '../questionnaire-lookup';
import { savedAnswerDto, sectionDtos, toQuestionnairePageDto } from '../questionnaire-page.dto';
import { answeringBlock, clientSees, requireQuestionnaireReader } from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';
import type { DeliveredReturns } from './delivered-returns';
import { answeringChange } from '../answering-change';
import { submittedNotification } from './questionnaire-notifications';
import type { EntityNotifications } from '../../notifications/notifications.module';
import type { ActivityRepo } from '../../activity/activity.module';
import { allOf } from '../../platform/db/planned-writes';
import { questionnaireLine } from '../owner-mail';

/** Sections a person marks done themselves; the others complete by their answers or steps. */
const MARKABLE: SectionType[] = [
  SECTION_TYPES.custom,
  SECTION_TYPES.pdf_review,
  SECTION_TYPES.download_document,
  SECTION_TYPES.pdf_signature,
  SECTION_TYPES.document_checklist,
];
export const MAX_ENTRIES = 100;
export const AGREE_FIRST = "Please tick 'I Agree' before submitting.";
export const PAY_DEPOSIT_FIRST = 'Please pay the deposit before submitting.';
export const COMPLETE_SECTIONS_FIRST = 'Please complete every section before submitting.';
export const CLIENTS_SUBMIT = 'Only the client can submit a questionnaire';

export interface NextQuestionnaire {
  questionnaire_id: string;
  name: string;
  hash_id: string;
}

interface Deps {
  deliveredReturns: DeliveredReturns;
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  documents: DocumentsRepo;
  catalog: FirmCatalogRepo;
  clock: Clock;
  notifications: EntityNotifications;
  activity: ActivityRepo;
}

function findQuestion(record: QuestionnaireRecord, questionId: string): QuestionDef {
  for (const section of record.sections) {
    const found = section.questions.find((q) => q.id === questionId);
    if (found) return found;
  }
  throw new NotFound('Question not found');
}

const PRIVILEGED = new Set(['partner', 'admin', 'full']);

export function answeringService({
  deliveredReturns,
  questionnaires,
  entities,
  users,
  documents,
  catalog,
  clock,
  notifications,
  activity,
}: Deps) {
  /** The custom status in the client's words, when the firm uses them and one is set. */
  async function clientStatus(caller: Principal, record: QuestionnaireRecord) {
    if (!caller.firm.preferences.custom_statuses_enabled || !record.customStatusId) return null;
    const status = await catalog.get(caller.firmId, 'custom_statuses', record.customStatusId);
    return status
      ? { label: status.client_display_status, instruction: status.client_instruction }
      : null;
  }

  /** The questionnaire and its entity, checked for reading. */
  async function read(principal: Principal | null | undefined, id: string) {
    const { entity, record } = await findWithEntity({ questionnaires, entities }, principal, id);
    return requireQuestionnaireReader(principal, entity, record);
  }

  const changeAnswering = answeringChange({ questionnaires, entities });

  /**
   * Content operations the caller may make on one question, and the summary and activity they
   * move; answers that question's answer as stored.
   */
  async function changeContent(
    principal: Principal | null | undefined,
    id: string,
    questionId: string,
    decide: (record: QuestionnaireRecord, caller: Principal) => ContentOp[],
  ): Promise<SavedAnswerDto> {
    const { record: after } = await changeAnswering(principal, id, (record, caller) =>
      decideContent(record, decide(record, caller), clock.now()),
    );
    return savedAnswerDto(after, questionId);
  }

  return {
    /** The page's one read. A client's first open records opened_timestamp (spec 2 §3). */
    async getPage(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<QuestionnairePageDto> {
      const found = await read(principal, id);
      const { caller, entity } = found;
      let { record } = found;
      if (!caller.isStaff && record.openedAt === null) {
        const openedAt = clock.now();
        record =
          (await questionnaires.change(caller.firmId, id, (current) => ({
            change: current.openedAt === null ? { openedAt } : null,
            after: { ...current, openedAt: current.openedAt ?? openedAt },
          }))) ?? record;
      }
      const delivers = record.sections.some((s) => s.section_type === SECTION_TYPES.delivery);
      const [owners, uploaded, status, delivered] = await Promise.all([
        users.getMany(caller.firmId, entity.ownerIds),
        documents.listForQuestionnaire(caller.firmId, id),
        clientStatus(caller, record),
        delivers
          ? deliveredReturns.deliveredReturnOf(caller.firmId, entity.id, record.taxYear)
          : null,
      ]);
      const blocked = answeringBlock(caller, entity, record);
      const self = owners.find((owner) => owner.id === caller.userId);
      // An owner who may answer, asked and not yet confirmed, confirms their details.
      const asked =
        record.updateProfileSection &&
        !caller.isStaff &&
        !blocked &&
        self &&
        !record.contactConfirmations[caller.userId];
      const page = toQuestionnairePageDto(
        record,
        entity,
        caller.firm,
        blocked,
        owners.map((owner) => ({ id: owner.id, name: fullName(owner) })),
        {
          id: caller.userId,
          isStaff: caller.isStaff,
          // A client never sees a file staff keep in a STAFF ONLY folder named (attachments too).
          documents: uploaded
            .filter((d) => canSeeFolder(caller, d.folder))
            .map((d) => ({ ...toDocumentDto(d), marked_as_others: d.markedAsOthers })),
        },
        asked ? contactConfirmationOf(self, entity, caller.firm.name) : null,
        status,
      );
      return { ...page, delivered_tax_return: delivered };
    },

    /**
     * One question's answer. An upload question whose documents give way to another answer
     * (Provided Elsewhere, Upload Later, …) loses those documents in the same change (spec 2 §4).
     */
    async answer(principal: Principal | null | undefined, id: string, input: AnswerQuestionInput) {
      const { record } = await changeAnswering(principal, id, async (current, caller, _c, tx) => {
        const question = findQuestion(current, input.question_id);
        const stored = current.answers[question.id];
        checkAnswer(question, stored, input, {
          byStaff: caller.isStaff,
          privilegedStaff: PRIVILEGED.has(caller.firmAccess ?? ''),
          preferences: caller.firm.preferences,
          now: clock.now(),
          dueDate: current.dueDate,
        });
        const now = clock.now();
        const decision = decideContent(
          current,
          [
            {
              kind: 'answer',
              questionId: question.id,
              answer: input.answer,
              answerBy: input.answer_by,
              at: now,
              by: caller.userId,
            },
          ],
          now,
        );
        // Only an upload question's answer holds document ids (any other answer is words).
        const leaving =
          question.question_type === 'upload'
            ? documentIdsOf(stored?.answer ?? '').filter(
                (doc) => !documentIdsOf(input.answer).includes(doc),
              )
            : [];
        if (leaving.length === 0) return decision;
        const gone = await documents.readMany(tx, caller.firmId, leaving);
        return {
          ...decision,
          also: { count: gone.length, apply: () => documents.markDeleted(tx, gone, now) },
        };
      });
      return savedAnswerDto(record, input.question_id);
    },

    addEntry(principal: Principal | null | undefined, id: string, input: AddEntryInput) {
      return changeContent(principal, id, input.question_id, (record, caller) => {
        const question = findQuestion(record, input.question_id);
        if (question.question_type !== 'entries')
          throw new Invalid('Only an entries question takes entries');
        const entries = record.answers[question.id]?.entries ?? [];
        if (entries.some((e) => e.id === input.entry_id)) return [];
        if (entries.length >= MAX_ENTRIES)
          throw new Invalid(`A question takes at most ${MAX_ENTRIES} entries`);
        const n = Math.max(0, ...entries.map((e) => e.n)) + 1;
        return [
          {
            kind: 'add-entry',
            questionId: question.id,
            entryId: input.entry_id,
            n,
            at: clock.now(),
            by: caller.userId,
          },
        ];
      });
    },

    removeEntry(
      principal: Principal | null | undefined,
      id: string,
      questionId: string,
      entryId: string,
    ) {
      return changeContent(principal, id, questionId, (record, caller) => {
        const question = findQuestion(record, questionId);
        const entries = record.answers[question.id]?.entries ?? [];
        // Already gone (a second tab removed it): nothing to do.
        if (!entries.some((e) => e.id === entryId)) return [];
        return [{ kind: 'remove-entry', questionId, entryId, at: clock.now(), by: caller.userId }];
      });
    },

    saveEntryAnswer(principal: Principal | null | undefined, id: string, input: EntryAnswerInput) {
      return changeContent(principal, id, input.question_id, (record, caller) => {
        const question = findQuestion(record, input.question_id);
        const field = question.entry_fields.find((f) => f.id === input.field_id);
        if (!field) throw new NotFound('Entry field not found');
        const entry = record.answers[question.id]?.entries.find((e) => e.id === input.entry_id);
        if (!entry) throw new NotFound('This entry was removed');
        checkEntryValue(field, input.answer);
        return [
          {
            kind: 'entry-value',
            questionId: question.id,
            entryId: entry.id,
            fieldId: field.id,
            value: input.answer,
            at: clock.now(),
            by: caller.userId,
          },
        ];
      });
    },

    /** Marks a section done or not (custom sections are marked on view, spec 2 §4). */
    async markSection(
      principal: Principal | null | undefined,
      id: string,
      sectionId: string,
      marked: boolean,
    ): Promise<{ marked_completed: boolean }> {
      const { record: after } = await changeAnswering(principal, id, (record) => {
        const section = record.sections.find((s) => s.id === sectionId);
        if (!section) throw new NotFound('Section not found');
        if (!MARKABLE.includes(section.section_type))
          throw new Invalid('This section is completed by its own steps');
        if (record.markedSections.includes(sectionId) === marked) return { after: record };
        const now = clock.now();
        const markedSections = marked
          ? [...record.markedSections, sectionId]
          : record.markedSections.filter((s) => s !== sectionId);
        return { after: { ...record, markedSections, lastActivityAt: now } };
      });
      return { marked_completed: after.markedSections.includes(sectionId) };
    },

    /**
     * Submits (spec 2 §5 "Submit requires 'I Agree'…", §7 submit_questionnaire): every section
     * done, the deposit settled, 'I Agree' ticked where a review section exists. Answers the
     * client's next open questionnaire, if any, for the completion dialog.
     */
    async submit(
      principal: Principal | null | undefined,
      id: string,
      agreed: boolean,
    ): Promise<{ next: NextQuestionnaire | null }> {
      const caller = requireSignedIn(principal);
      await changeAnswering(caller, id, async (record, _caller, entity, tx) => {
        if (caller.isStaff) throw new Forbidden(CLIENTS_SUBMIT);
        const review = record.sections.filter(
          (s) => s.section_type === SECTION_TYPES.review_and_submit,
        );
        if (review.length > 0 && !agreed) throw new Invalid(AGREE_FIRST);
        if (record.depositAmount && !depositSettled(record.depositStatus))
          throw new Invalid(PAY_DEPOSIT_FIRST);
        const markedSections = [...new Set([...record.markedSections, ...review.map((s) => s.id)])];
        const next = { ...record, markedSections };
        const { completed, total } = questionnaireProgress(sectionDtos(next), {
          depositStatus: record.depositStatus,
          depositAmount: record.depositAmount,
        });
        if (completed < total) throw new Invalid(COMPLETE_SECTIONS_FIRST);
        const now = clock.now();
        return {
          after: { ...next, submittedAt: now, completed: true, lastActivityAt: now },
          also: allOf(
            await notifications.plan(tx, submittedNotification(record, caller.userId)),
            activity.plan(
              tx,
              questionnaireLine({
                record,
                entity,
                by: caller.userId,
                title: 'Questionnaire submitted',
                at: now,
              }),
            ),
          ),
        };
      });
      return { next: await nextOpenQuestionnaire(caller, id) };
    },
  };

  /** The client's open questionnaire due soonest, across their active entities. */
  async function nextOpenQuestionnaire(
    caller: Principal,
    submittedId: string,
  ): Promise<NextQuestionnaire | null> {
    const owned = (await entities.listByOwner(caller.firmId, caller.userId)).filter(
      (c) => !c.inactive,
    );
    const candidates = (
      await Promise.all(
        owned.map(async (entity) =>
          (await questionnaires.listForCompany(caller.firmId, entity.id, 100))
            .filter((q) => q.id !== submittedId && clientSees(q) && !q.locked && !q.completed)
            .map((q) => ({ q, entity })),
        ),
      )
    ).flat();
    const due = (d: Date | null) => d?.getTime() ?? Number.MAX_SAFE_INTEGER;
    candidates.sort((a, b) => due(a.q.dueDate) - due(b.q.dueDate));
    const first = candidates[0];
    return first
      ? { questionnaire_id: first.q.id, name: first.q.name, hash_id: first.entity.hashId }
      : null;
  }
}

export type AnsweringService = ReturnType<typeof answeringService>;
