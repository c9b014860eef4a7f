// Send questionnaire template (spec 2 "Send template flow", §5, §7): one questionnaire per chosen
// entity, made from the template with its tags filled in for that entity, sent now (its owners
// told by mail, and by text when they prefer it, through the outbox in the same transaction) or
// kept as a draft; or a scheduled send per entity for the scheduler. Each send is logged.
import {
  BACKGROUND_SEND_AT,
  CUSTOM_MESSAGES,
  MAX_BULK_TYPE_COMPANIES,
  NO_ENTITIES_OF_TYPES,
  SEND_MESSAGES,
  sendResultMessage,
  type CustomQuestionnaireInput,
  type SendBacklogDto,
  type SendTemplateInput,
  type SendTemplateResultDto,
} from '@portico/common/questionnaires/send-template';
import { TEMPLATE_NOT_FOUND } from '@portico/common/questionnaires/templates';
import { Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { NO_SEND_EXTRAS, type SendExtras } from './send-extras';
import { checkAddedQuestions } from './added-items';
import {
  requireVisibleEntity,
  scopedGroups,
  type EntitiesRepo,
  type EntityRecord,
} from '../../people/people.module';
import type { Db } from '../../platform/db/db';
import type { NewId } from '../../platform/ids/ids';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { earliestToday } from '../answering/answer-rules';
import { itemQuestion, section } from '../templates/content-builders';
import { sendToCompany, type SendingDeps, type SendTerms } from './questionnaire-sending';
import { requireOverviewReader, requireQuestionnaireSender } from '../questionnaires.policy';
import { SEND_CHUNK_SIZE, type SendChunk, type SendQueueRepo } from './send-queue.repo';
import type { ScheduledSendsRepo } from './scheduled-sends.repo';
import { sendQuestionnaireChunkTask } from './send-queue.tasks';
import type { TemplateRecord, TemplatesRepo } from '../templates/templates.repo';

interface Deps extends SendingDeps {
  db: Db;
  templates: TemplatesRepo;
  sendQueue: SendQueueRepo;
  scheduledSends: ScheduledSendsRepo;
  queue: TaskQueue;
  newId: NewId;
}

const TOO_MANY_OF_TYPES = `Those entity types reach more than ${MAX_BULK_TYPE_COMPANIES.toLocaleString('en-US')} entities: send to fewer at once`;

/** The entities a send names, each visible to the sender and active. */
export async function chosenActiveCompanies(
  entities: EntitiesRepo,
  caller: Principal,
  ids: string[],
): Promise<EntityRecord[]> {
  const found = await Promise.all(
    [...new Set(ids)].map(async (id) =>
      requireVisibleEntity(caller, await entities.getByIdOrHash(caller.firmId, id)),
    ),
  );
  const inactive = found.find(({ entity }) => entity.inactive);
  if (inactive) throw new Invalid(`${inactive.entity.name} is inactive`);
  // An entity named twice (by id and by hash) is sent one questionnaire.
  return [...new Map(found.map(({ entity }) => [entity.id, entity])).values()];
}

export function sendTemplateService(deps: Deps) {
  const { templates, entities, clock, newId } = deps;

  const chosenCompanies = (caller: Principal, ids: string[]) =>
    chosenActiveCompanies(entities, caller, ids);

  /** The active entities of the bulk types that the sender sees (their ids). */
  async function companiesOfTypes(caller: Principal, types: string[]): Promise<string[]> {
    const ids = await entities.activeIdsOfTypes(
      caller.firmId,
      types,
      scopedGroups(caller, null),
      MAX_BULK_TYPE_COMPANIES + 1,
    );
    if (ids.length === 0) throw new Invalid(NO_ENTITIES_OF_TYPES);
    if (ids.length > MAX_BULK_TYPE_COMPANIES) throw new Invalid(TOO_MANY_OF_TYPES);
    return ids;
  }

  /** One questionnaire per entity, each written with its owners' notices, then logged. */
  async function sendEach(
    caller: Principal,
    chosen: EntityRecord[],
    content: Pick<TemplateRecord, 'name' | 'sections'>,
    portalUrl: string,
    title: string,
    terms: Omit<SendTerms, 'id'>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const entity of chosen) {
      const made = await sendToCompany(deps, {
        entity,
        content,
        firm: caller.firm,
        terms: { ...terms, id: newId() },
        portalUrl,
        by: caller.userId,
        title,
      });
      if (made) ids.push(made.record.id);
    }
    return ids;
  }

  /**
   * Puts a send to many entities on the send queue in chunks, written at once, and queues a task
   * per chunk. A task that cannot be queued is left to the scheduler's sweep, which sends its
   * chunk within minutes: answering an error here would invite a second send.
   */
  async function queueSend(
    caller: Principal,
    companyIds: string[],
    template: TemplateRecord,
    terms: Omit<SendTerms, 'id' | 'now'>,
    portalUrl: string,
  ): Promise<void> {
    const batchId = newId();
    const chunks: SendChunk[] = [];
    for (let at = 0; at < companyIds.length; at += SEND_CHUNK_SIZE)
      chunks.push({
        id: `${batchId}-${at / SEND_CHUNK_SIZE}`,
        firmId: caller.firmId,
        batchId,
        batchTotal: companyIds.length,
        companyIds: companyIds.slice(at, at + SEND_CHUNK_SIZE),
        templateId: template.id,
        ...terms,
        portalUrl,
        createdBy: caller.userId,
        createdAt: clock.now(),
      });
    await deps.sendQueue.add(chunks);
    for (const chunk of chunks)
      await deps.queue
        .enqueue(
          sendQuestionnaireChunkTask,
          { firmId: caller.firmId, chunkId: chunk.id },
          { taskId: chunk.id },
        )
        .catch(() => undefined);
  }

  function checkDates(input: SendTemplateInput, today: string) {
    if (!input.scheduled && input.due_date! < today) throw new Invalid(SEND_MESSAGES.dueInPast);
    if (input.scheduled && input.first_scheduled_date! < today)
      throw new Invalid(SEND_MESSAGES.sendDateInPast);
  }

  return {
    async send(
      principal: Principal | null | undefined,
      input: SendTemplateInput,
      portalUrl: string,
    ): Promise<SendTemplateResultDto> {
      const caller = requireQuestionnaireSender(principal);
      const template = await templates.find(caller.firmId, input.questionnaire_template_id);
      if (!template) throw new NotFound(TEMPLATE_NOT_FOUND);
      const now = clock.now();
      checkDates(input, earliestToday(now));
      if (input.deposit_required && !caller.firm.cardPaymentAccountId)
        throw new Invalid(SEND_MESSAGES.cardPayments);
      checkAddedQuestions(template.sections, input.questions_to_create);
      const extras: SendExtras = {
        addedQuestions: input.questions_to_create,
        allOwnerSignatureRequired: input.all_owner_signature_required,
      };
      // Bulk entity types name ids (visible and active by their list keys); ids are read here.
      const picked = input.company_types.length
        ? null
        : await chosenCompanies(caller, input.company_ids);
      const companyIds = picked
        ? picked.map((c) => c.id)
        : await companiesOfTypes(caller, input.company_types);
      const depositAmount = input.deposit_required ? input.deposit_amount : null;
      const count = companyIds.length;

      if (input.scheduled) {
        const ids: string[] = [];
        for (const companyId of companyIds) {
          const id = newId();
          const first = new Date(`${input.first_scheduled_date!}T10:00:00Z`);
          await deps.scheduledSends.create({
            id,
            firmId: caller.firmId,
            companyId,
            templateId: template.id,
            name: template.name,
            taxYear: input.tax_year,
            frequency: input.frequency!,
            firstScheduledDate: first,
            nextSendDate: first,
            daysUntilDue: input.days_until_due,
            createdAt: now,
            depositAmount,
            updateProfileSection: input.update_profile_section,
            includePriorYearItems: input.include_prior_year_items,
            addedQuestions: extras.addedQuestions,
            allOwnerSignatureRequired: extras.allOwnerSignatureRequired,
            createdBy: caller.userId,
          });
          ids.push(id);
        }
        return {
          message: sendResultMessage(input, count),
          questionnaire_ids: [],
          scheduled_ids: ids,
          queued: 0,
        };
      }

      const terms = {
        taxYear: input.tax_year,
        dueDate: new Date(`${input.due_date!}T00:00:00Z`),
        isDraft: input.is_draft,
        depositAmount,
        updateProfileSection: input.update_profile_section,
        includePriorYearItems: input.include_prior_year_items,
        extras,
      };
      if (count >= BACKGROUND_SEND_AT) {
        await queueSend(caller, companyIds, template, terms, portalUrl);
        return {
          message: sendResultMessage(input, count),
          questionnaire_ids: [],
          scheduled_ids: [],
          queued: count,
        };
      }
      const title = input.is_draft ? 'Questionnaire draft saved' : 'Questionnaire sent';
      const ids = await sendEach(
        caller,
        picked ?? (await chosenCompanies(caller, companyIds)),
        template,
        portalUrl,
        title,
        { ...terms, now },
      );
      return {
        message: sendResultMessage(input, count),
        questionnaire_ids: ids,
        scheduled_ids: [],
        queued: 0,
      };
    },

    /** The firm's send queue: entities still to be sent to (spec 2 "Polling and queues"). */
    async backlog(principal: Principal | null | undefined): Promise<SendBacklogDto> {
      const caller = requireOverviewReader(principal);
      const { waiting, total, startedAt } = await deps.sendQueue.backlog(caller.firmId);
      return { backlog_count: waiting, total, started_at: startedAt?.toISOString() ?? null };
    },

    /** Custom questionnaire (send_open_items): the firm's own items, one section, then the review. */
    async sendCustom(
      principal: Principal | null | undefined,
      input: CustomQuestionnaireInput,
      portalUrl: string,
    ): Promise<SendTemplateResultDto> {
      const caller = requireQuestionnaireSender(principal);
      const now = clock.now();
      if (input.due_date && input.due_date < earliestToday(now))
        throw new Invalid(SEND_MESSAGES.dueInPast);
      const chosen = await chosenCompanies(caller, input.company_ids);
      const removePrefix = caller.firm.preferences.remove_please_upload_for_rollover_items;
      const content = {
        name: input.name,
        sections: [
          section(
            'sec-items',
            input.name,
            'questionnaire',
            input.questions_to_create.map((item, i) =>
              itemQuestion(`q-item-${i + 1}`, item, removePrefix),
            ),
          ),
          section('sec-review', 'Review and Submit', 'review_and_submit'),
        ],
      };
      const title = input.is_draft ? 'Questionnaire draft saved' : 'Custom questionnaire sent';
      const ids = await sendEach(caller, chosen, content, portalUrl, title, {
        taxYear: input.tax_year,
        dueDate: input.due_date ? new Date(`${input.due_date}T00:00:00Z`) : null,
        isDraft: input.is_draft,
        depositAmount: null,
        updateProfileSection: false,
        includePriorYearItems: false,
        extras: NO_SEND_EXTRAS,
        now,
      });
      return {
        message: input.is_draft ? SEND_MESSAGES.drafts : CUSTOM_MESSAGES.sent,
        questionnaire_ids: ids,
        scheduled_ids: [],
        queued: 0,
      };
    },
  };
}

export type SendTemplateService = ReturnType<typeof sendTemplateService>;
