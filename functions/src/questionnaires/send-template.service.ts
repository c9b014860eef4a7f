// Send questionnaire template (spec 2 "Send template flow", §5, §7): one questionnaire per chosen
// entity, made from the template with its tags filled in for that entity, sent now (its owners
// told by mail, and by text when they prefer it, through the outbox in the same transaction) or
// kept as a draft; or a scheduled send per entity for the scheduler. Each send is logged.
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import {
  SEND_MESSAGES,
  sendResultMessage,
  type SendTemplateInput,
  type SendTemplateResultDto,
} from '@portico/common/questionnaires/send-template';
import { fillTemplateTags, TEMPLATE_NOT_FOUND } from '@portico/common/questionnaires/templates';
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import { ACTIVITY_TYPE_QUESTIONNAIRE, type ActivityRepo } from '../activity/activity.module';
import { Invalid, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import {
  fullName,
  requireVisibleCompany,
  shownEmail,
  type CompaniesRepo,
  type CompanyRecord,
  type UserRecord,
  type UsersRepo,
} from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import { section } from './content-builders';
import { newQuestionnaire } from './new-questionnaire';
import { earliestToday } from './answer-rules';
import type { SectionDef } from './questionnaire-record';
import { requireQuestionnaireSender } from './questionnaires.policy';
import type { QuestionnairesRepo } from './questionnaires.repo';
import type { TemplatesRepo } from './templates.repo';

interface Deps {
  db: Db;
  templates: TemplatesRepo;
  questionnaires: QuestionnairesRepo;
  companies: CompaniesRepo;
  users: UsersRepo;
  outbox: Pick<OutboxRepo, 'queueMail' | 'queueSms'>;
  activity: ActivityRepo;
  clock: Clock;
  newId: NewId;
}

type Tags = Parameters<typeof fillTemplateTags>[1];

/** The template's content with its tags filled in for one entity. */
function filledSections(sections: SectionDef[], tags: Tags): SectionDef[] {
  const fill = (text: string) => fillTemplateTags(text, tags);
  return sections.map((s) => ({
    ...s,
    name: fill(s.name),
    instruction: fill(s.instruction),
    description: fill(s.description),
    custom_element: fill(s.custom_element),
    questions: s.questions.map((q) => ({
      ...q,
      text: fill(q.text),
      options: q.options.map(fill),
      trigger_for_follow_up_question:
        q.trigger_for_follow_up_question === null ? null : fill(q.trigger_for_follow_up_question),
    })),
    trigger_answer: s.trigger_answer === null ? null : fill(s.trigger_answer),
  }));
}

/** A deposit needs a payment step: one is added before the review when the template has none. */
function withDepositStep(sections: SectionDef[]): SectionDef[] {
  if (sections.some((s) => s.section_type === SECTION_TYPES.payment_request)) return sections;
  const deposit = section('sec-deposit', 'Retainer Deposit', 'payment_request', [], {
    description: 'A retainer deposit is due before we begin.',
  });
  const review = sections.findIndex((s) => s.section_type === SECTION_TYPES.review_and_submit);
  const at = review < 0 ? sections.length : review;
  return [...sections.slice(0, at), deposit, ...sections.slice(at)];
}

function questionnaireMail(args: {
  to: string;
  owner: UserRecord;
  firmName: string;
  name: string;
  company: CompanyRecord;
  taxYear: number;
  dueDate: string;
  link: string;
}) {
  const due = formatCalendarDate(args.dueDate);
  return {
    to: args.to,
    subject: `${args.firmName}: ${args.name} is ready for you`,
    text: [
      `Hello ${args.owner.preferredName || args.owner.fname},`,
      '',
      `${args.firmName} has sent you “${args.name}” for ${args.company.name} (tax year ${args.taxYear}). It is due ${due}.`,
      '',
      `Open it here: ${args.link}`,
      '',
      'Your answers save as you go, so you can finish it in more than one sitting.',
    ].join('\n'),
  };
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

      const ids: string[] = [];
      for (const company of chosen) {
        const owners = await users.getMany(caller.firmId, company.ownerIds);
        const primary = owners.find((o) => o.id === company.primaryOwnerId) ?? owners[0];
        const tags: Tags = {
          client_fname: primary ? primary.preferredName || primary.fname : '',
          client_lname: primary?.lname ?? '',
          company_name: company.name,
          tax_year: String(input.tax_year),
          firm_name: caller.firm.name,
        };
        const name = fillTemplateTags(template.name, tags);
        const sections = filledSections(template.sections, tags);
        const record = newQuestionnaire(
          {
            id: newId(),
            firmId: caller.firmId,
            companyId: company.id,
            name,
            taxYear: input.tax_year,
            dueDate: new Date(`${input.due_date!}T00:00:00Z`),
            sentAt: input.is_draft ? null : now,
            createdAt: now,
            isDraft: input.is_draft,
            locked: false,
            completed: false,
            openedAt: null,
            deletedAt: null,
          },
          {
            sections: depositAmount ? withDepositStep(sections) : sections,
            depositAmount,
            updateProfileSection: input.update_profile_section,
          },
        );
        const link = `${portalUrl}/questionnaire/${encodeURIComponent(company.hashId)}?questionnaireId=${encodeURIComponent(record.id)}`;
        await deps.db.runTransaction(async (tx) => {
          questionnaires.planCreate(tx, record);
          if (input.is_draft) return;
          for (const owner of owners.filter((o) => o.paying)) {
            const email = shownEmail(owner);
            const args = {
              owner,
              firmName: caller.firm.name,
              name,
              company,
              taxYear: input.tax_year,
              dueDate: input.due_date!,
              link,
            };
            if (email) deps.outbox.queueMail(tx, questionnaireMail({ ...args, to: email }));
            if (owner.preferredContactMethod === 'sms' && owner.phoneNumber)
              deps.outbox.queueSms(tx, {
                to: owner.phoneNumber,
                text: `${caller.firm.name}: “${name}” is ready for you, due ${formatCalendarDate(input.due_date!)}. ${link}`,
              });
          }
        });
        await deps.activity.add({
          firmId: caller.firmId,
          typeId: ACTIVITY_TYPE_QUESTIONNAIRE,
          title: input.is_draft ? 'Questionnaire draft saved' : 'Questionnaire sent',
          description: `${name} for ${company.name}${primary ? ` (${fullName(primary)})` : ''}`,
          userId: caller.userId,
          ip: null,
          userAgent: null,
          at: now,
          companyId: company.id,
          questionnaireId: record.id,
        });
        ids.push(record.id);
      }
      return {
        message: sendResultMessage(input, chosen.length),
        questionnaire_ids: ids,
        scheduled_ids: [],
      };
    },
  };
}

export type SendTemplateService = ReturnType<typeof sendTemplateService>;
