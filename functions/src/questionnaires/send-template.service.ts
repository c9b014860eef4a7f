// Send questionnaire template (spec 2 "Send template flow", §5, §7): one questionnaire per chosen
// entity, made from the template with its tags filled in for that entity, sent now (its owners
// told by mail, and by text when they prefer it, through the outbox in the same transaction) or
// kept as a draft; or a scheduled send per entity for the scheduler. Each send is logged.
import {
  CUSTOM_MESSAGES,
  SEND_MESSAGES,
  customItemText,
  sendResultMessage,
  type CustomQuestionnaireInput,
  type SendTemplateInput,
  type SendTemplateResultDto,
} from '@portico/common/questionnaires/send-template';
import { TEMPLATE_NOT_FOUND } from '@portico/common/questionnaires/templates';
import { Invalid, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import { requireVisibleCompany, type CompanyRecord } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import { earliestToday } from './answer-rules';
import { question, section } from './content-builders';
import {
  logSend,
  queueSentNotices,
  questionnaireFromTemplate,
  type SendingDeps,
  type SendTerms,
} from './questionnaire-sending';
import { requireQuestionnaireSender } from './questionnaires.policy';
import type { TemplatesRepo } from './templates.repo';

interface Deps extends SendingDeps {
  db: Db;
  templates: TemplatesRepo;
  newId: NewId;
}

export function sendTemplateService(deps: Deps) {
  const { templates, questionnaires, companies, users, clock, newId } = deps;

  async function chosenCompanies(caller: Principal, ids: string[]): Promise<CompanyRecord[]> {
    const found = await Promise.all(
      [...new Set(ids)].map(async (id) =>
        requireVisibleCompany(caller, await companies.getByIdOrHash(caller.firmId, id)),
      ),
    );
    const inactive = found.find(({ company }) => company.inactive);
    if (inactive) throw new Invalid(`${inactive.company.name} is inactive`);
    // An entity named twice (by id and by hash) is sent one questionnaire.
    return [...new Map(found.map(({ company }) => [company.id, company])).values()];
  }

  /** One questionnaire per entity, each written with its owners' notices, then logged. */
  async function sendEach(
    caller: Principal,
    chosen: CompanyRecord[],
    content: Parameters<typeof questionnaireFromTemplate>[0],
    portalUrl: string,
    title: string,
    terms: Omit<SendTerms, 'id'>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const company of chosen) {
      const owners = await users.getMany(caller.firmId, company.ownerIds);
      const made = questionnaireFromTemplate(content, company, owners, caller.firm, {
        ...terms,
        id: newId(),
      });
      await deps.db.runTransaction(async (tx) => {
        questionnaires.planCreate(tx, made.record);
        queueSentNotices(deps.outbox, tx, made, caller.firm.name, portalUrl);
      });
      await logSend(deps.activity, made, caller.userId, title);
      ids.push(made.record.id);
    }
    return ids;
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
      const chosen = await chosenCompanies(caller, input.company_ids);
      const depositAmount = input.deposit_required ? input.deposit_amount : null;

      if (input.scheduled) {
        const ids: string[] = [];
        for (const company of chosen) {
          const id = newId();
          const first = new Date(`${input.first_scheduled_date!}T10:00:00Z`);
          await questionnaires.createScheduled({
            id,
            firmId: caller.firmId,
            companyId: company.id,
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
            createdBy: caller.userId,
          });
          ids.push(id);
        }
        return {
          message: sendResultMessage(input, chosen.length),
          questionnaire_ids: [],
          scheduled_ids: ids,
        };
      }

      const title = input.is_draft ? 'Questionnaire draft saved' : 'Questionnaire sent';
      const ids = await sendEach(caller, chosen, template, portalUrl, title, {
        taxYear: input.tax_year,
        dueDate: new Date(`${input.due_date!}T00:00:00Z`),
        isDraft: input.is_draft,
        depositAmount,
        updateProfileSection: input.update_profile_section,
        now,
      });
      return {
        message: sendResultMessage(input, chosen.length),
        questionnaire_ids: ids,
        scheduled_ids: [],
      };
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
              question(
                `q-item-${i + 1}`,
                customItemText(item.text, item.question_type, removePrefix),
                item.question_type,
              ),
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
        now,
      });
      return {
        message: input.is_draft ? SEND_MESSAGES.drafts : CUSTOM_MESSAGES.sent,
        questionnaire_ids: ids,
        scheduled_ids: [],
      };
    },
  };
}

export type SendTemplateService = ReturnType<typeof sendTemplateService>;
