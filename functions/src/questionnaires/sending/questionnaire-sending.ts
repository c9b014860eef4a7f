// What sending a template to one entity makes and says, whether a person sends it now or the
// scheduler sends it later: the questionnaire (the template's tags filled in for the entity, a
// deposit step when a deposit is asked), the notices to its owners (queued in the caller's
// transaction) and the activity entry.
import { formatCalendarDate, toCalendarDate } from '@portico/common/format/calendar-date';
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import {
  fillTemplateTags,
  fillTemplateTagsInHtml,
} from '@portico/common/questionnaires/template-tags';
import type { ActivityRepo } from '../../activity/activity.module';
import {
  fullName,
  type EntitiesRepo,
  type EntityRecord,
  type UserRecord,
  type UsersRepo,
} from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import { safeHtml } from '../../kernel/safe-html';
import type { Db, DbTransaction } from '../../platform/db/db';
import { priorYearValue, PRIOR_YEAR_SECTION } from '@portico/common/questionnaires/rollover-items';
import { customItemText } from '@portico/common/questionnaires/send-template';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import { question, section } from '../templates/content-builders';
import { rolloverItemsRepo, type RolloverItemRecord } from '../rollover-items/rollover-items.repo';
import { newQuestionnaire } from '../new-questionnaire';
import { logQuestionnaire, questionnaireLink, tellOwners, type Outbox } from '../owner-mail';
import type { QuestionnaireRecord, SectionDef } from '../questionnaire-record';
import type { QuestionnairesRepo } from '../questionnaires.repo';
import { withNextReminder, type ReminderFirm } from '../reminders/reminder-dates';
import type { TemplateRecord } from '../templates/templates.repo';
import { withAddedQuestions } from './added-items';
import type { SendExtras } from './send-extras';

type Tags = Parameters<typeof fillTemplateTags>[1];

/** What every sending service works with: the records, the outbox, the log and the clock. */
export interface SendingDeps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  outbox: Outbox;
  activity: ActivityRepo;
  clock: Clock;
}

/**
 * The template's content with its tags filled in for one entity: plain text with the values as
 * they are (React escapes them), letters with the values HTML-escaped and the result sanitised
 * again (a value inside an attribute could otherwise complete an address the allow-list refuses).
 */
function filledSections(sections: SectionDef[], tags: Tags): SectionDef[] {
  const fill = (text: string) => fillTemplateTags(text, tags);
  const fillOrNull = (text: string | null) => (text === null ? null : fill(text));
  return sections.map((s) => ({
    ...s,
    name: fill(s.name),
    instruction: fill(s.instruction),
    description: fill(s.description),
    custom_element: safeHtml(fillTemplateTagsInHtml(s.custom_element, tags)),
    trigger_answer: fillOrNull(s.trigger_answer),
    questions: s.questions.map((q) => ({
      ...q,
      text: fill(q.text),
      options: q.options.map(fill),
      trigger_for_follow_up_question: fillOrNull(q.trigger_for_follow_up_question),
    })),
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

export interface SendTerms {
  id: string;
  taxYear: number;
  dueDate: Date | null;
  isDraft: boolean;
  depositAmount: number | null;
  updateProfileSection: boolean;
  /** Ask again for what the entity provided the year before (its rollover items). */
  includePriorYearItems: boolean;
  /** Questions of this send's own, and every owner's signature. */
  extras: SendExtras;
  now: Date;
}

/**
 * The entity's prior-year items as a document checklist before the review: each asks for the
 * document again ('Please upload …' unless the firm turns that off), last year's line items as its
 * prior-year value. None: the sections as they were.
 */
function withPriorYearItems(
  sections: SectionDef[],
  items: RolloverItemRecord[],
  removePrefix: boolean,
): SectionDef[] {
  if (items.length === 0) return sections;
  const prior = section(
    'sec-prior-year',
    PRIOR_YEAR_SECTION,
    'document_checklist',
    items.map((item, i) =>
      question(`q-prior-${i + 1}`, customItemText(item.name, 'upload', removePrefix), 'upload', {
        uploaded_last_year: true,
        prior_year_value: priorYearValue(item.lineItems),
      }),
    ),
  );
  const review = sections.findIndex((s) => s.section_type === SECTION_TYPES.review_and_submit);
  const at = review < 0 ? sections.length : review;
  return [...sections.slice(0, at), prior, ...sections.slice(at)];
}

export interface MadeQuestionnaire {
  record: QuestionnaireRecord;
  entity: EntityRecord;
  owners: UserRecord[];
  primary: UserRecord | undefined;
}

/**
 * The firm that sends: its name fills the tags, its reminder frequency dates the first reminder,
 * and it may drop 'Please upload' from prior-year items.
 */
export interface SendingFirm extends ReminderFirm {
  name: string;
  preferences: Pick<
    FirmPreferences,
    'questionnaire_reminder_frequency' | 'remove_please_upload_for_rollover_items'
  >;
}

/** The questionnaire a template (or a custom questionnaire's items) makes for one entity. */
export function questionnaireFromTemplate(
  template: Pick<TemplateRecord, 'name' | 'sections'>,
  entity: EntityRecord,
  owners: UserRecord[],
  firm: SendingFirm,
  terms: SendTerms,
  priorYearItems: RolloverItemRecord[] = [],
): MadeQuestionnaire {
  const primary = owners.find((o) => o.id === entity.primaryOwnerId) ?? owners[0];
  const tags: Tags = {
    client_fname: primary ? primary.preferredName || primary.fname : '',
    client_lname: primary?.lname ?? '',
    company_name: entity.name,
    tax_year: String(terms.taxYear),
    firm_name: firm.name,
  };
  const removePrefix = firm.preferences.remove_please_upload_for_rollover_items;
  const sections = withAddedQuestions(
    withPriorYearItems(filledSections(template.sections, tags), priorYearItems, removePrefix),
    terms.extras.addedQuestions,
    removePrefix,
  );
  const record = newQuestionnaire(
    {
      id: terms.id,
      firmId: entity.firmId,
      companyId: entity.id,
      name: fillTemplateTags(template.name, tags),
      taxYear: terms.taxYear,
      dueDate: terms.dueDate,
      sentAt: terms.isDraft ? null : terms.now,
      createdAt: terms.now,
      isDraft: terms.isDraft,
      locked: false,
      completed: false,
      openedAt: null,
      deletedAt: null,
      assignedAdvisorId: entity.assignedAdvisorId,
      firmGroupId: entity.firmGroupId,
      entityTagIds: entity.tagIds,
    },
    {
      sections: terms.depositAmount ? withDepositStep(sections) : sections,
      depositAmount: terms.depositAmount,
      updateProfileSection: terms.updateProfileSection,
      allOwnerSignatureRequired: terms.extras.allOwnerSignatureRequired,
    },
  );
  return { record: withNextReminder(record, firm), entity, owners, primary };
}

/**
 * Tells each active owner of a sent questionnaire (or of items added to one), inside the
 * transaction that writes it.
 */
export function queueSentMail(
  outbox: Outbox,
  tx: DbTransaction,
  made: MadeQuestionnaire,
  firmName: string,
  portalUrl: string,
  reason: 'sent' | 'more-items' = 'sent',
): void {
  const news = reason === 'sent' ? 'is ready for you' : 'has a few more items for you';
  const { record, entity } = made;
  if (record.isDraft) return;
  const link = questionnaireLink(portalUrl, entity, record);
  const due = record.dueDate ? formatCalendarDate(toCalendarDate(record.dueDate)) : null;
  tellOwners(
    outbox,
    tx,
    made.owners,
    (owner) => ({
      subject: `${firmName}: ${record.name} ${news}`,
      text: [
        `Hello ${owner.preferredName || owner.fname},`,
        '',
        reason === 'sent'
          ? `${firmName} has sent you “${record.name}” for ${entity.name} (tax year ${record.taxYear}).${due ? ` It is due ${due}.` : ''}`
          : `${firmName} has added a few items to “${record.name}” for ${entity.name} (tax year ${record.taxYear}).${due ? ` It is now due ${due}.` : ''}`,
        '',
        `Open it here: ${link}`,
        '',
        'Your answers save as you go, so you can finish it in more than one sitting.',
      ].join('\n'),
      sms: `${firmName}: “${record.name}” ${news}${due ? `, due ${due}` : ''}. ${link}`,
    }),
    { firmId: record.firmId, entityId: entity.id },
  );
}

/** The activity log's line for a send (type 3, questionnaire), at its making unless told. */
export function logSend(
  activity: ActivityRepo,
  made: MadeQuestionnaire,
  by: string | null,
  title: string,
  at: Date = made.record.createdAt,
): Promise<void> {
  const { record, entity, primary } = made;
  return logQuestionnaire(activity, {
    record,
    entity,
    by,
    title,
    at,
    description: `${record.name} for ${entity.name}${primary ? ` (${fullName(primary)})` : ''}`,
  });
}

/** One send to one entity: who sends, what, with which terms. */
export interface SendToCompany {
  entity: EntityRecord;
  content: Pick<TemplateRecord, 'name' | 'sections'>;
  firm: SendingFirm;
  terms: SendTerms;
  portalUrl: string;
  /** Who sent it, for the log (null: the scheduler). */
  by: string | null;
  /** The activity log's title. */
  title: string;
  /** What the owners are told, in the transaction: by default the questionnaire's mail. */
  notify?: (tx: DbTransaction, made: MadeQuestionnaire) => void;
}

/**
 * Makes the questionnaire for one entity and writes it with its owners' notices in one
 * transaction, then logs it. A questionnaire of that id written earlier (a retried task) is left
 * as it is and answers null, so a send that runs twice sends once.
 */
export async function sendToCompany(
  deps: SendingDeps & { db: Db },
  send: SendToCompany,
): Promise<MadeQuestionnaire | null> {
  const { entity, firm } = send;
  const [owners, prior] = await Promise.all([
    deps.users.getMany(entity.firmId, entity.ownerIds),
    send.terms.includePriorYearItems
      ? rolloverItemsRepo(deps.db).priorYearFor(entity.firmId, entity.id, send.terms.taxYear)
      : [],
  ]);
  const made = questionnaireFromTemplate(send.content, entity, owners, firm, send.terms, prior);
  const written = await deps.db.runTransaction(async (tx) => {
    if (await deps.questionnaires.existsIn(tx, entity.firmId, made.record.id)) return false;
    deps.questionnaires.planCreate(tx, made.record);
    if (send.notify) send.notify(tx, made);
    else queueSentMail(deps.outbox, tx, made, firm.name, send.portalUrl);
    return true;
  });
  if (!written) return null;
  await logSend(deps.activity, made, send.by, send.title);
  return made;
}
