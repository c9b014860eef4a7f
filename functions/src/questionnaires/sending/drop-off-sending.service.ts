// Send Document Drop Off (spec 2 §2, §5 "Document drop-off", §9; spec 3 §5): one questionnaire per
// entity holding a checklist of documents to upload (then the review), and to each active owner a
// mail (and a text when they prefer it) with a link of their own that opens the checklist without
// signing in for 7 days. The questionnaire, the links and the mails are written together.
import { formatCalendarDate, toCalendarDate } from '@portico/common/format/calendar-date';
import {
  DROP_OFF_LINK_DAYS,
  DROP_OFF_MESSAGES,
  dropOffLink,
  type SendDropOffInput,
} from '@portico/common/questionnaires/drop-off';
import { SEND_MESSAGES } from '@portico/common/questionnaires/send-template';
import { Forbidden, Invalid } from '../../kernel/errors';
import { newLinkToken } from '../../kernel/link-tokens';
import type { Principal } from '../../kernel/principal';
import { NO_SEND_EXTRAS } from './send-extras';
import type { DbTransaction, Db } from '../../platform/db/db';
import type { NewId } from '../../platform/ids/ids';
import { earliestToday } from '../answering/answer-rules';
import { itemQuestion, section } from '../templates/content-builders';
import type { DropOffLinksRepo } from './drop-off-links.repo';
import type { EntityRecord } from '../../people/people.module';
import type { RolloverItemsRepo } from '../rollover-items/rollover-items.repo';
import { tellOwners } from '../owner-mail';
import { sendToCompany, type MadeQuestionnaire, type SendingDeps } from './questionnaire-sending';
import { requireQuestionnaireSender } from '../questionnaires.policy';
import { chosenActiveCompanies } from './send-template.service';

interface Deps extends SendingDeps {
  db: Db;
  dropOffLinks: DropOffLinksRepo;
  rollover: RolloverItemsRepo;
  newId: NewId;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The checklist: each item a document to upload (the prior-year items, when asked, join as a
 * checklist of their own when sent), then the review.
 */
function dropOffContent(input: SendDropOffInput, removePrefix: boolean) {
  const items = input.questions_to_create;
  return {
    name: input.custom_template_name,
    sections: [
      ...(items.length === 0
        ? []
        : [
            section(
              'sec-checklist',
              input.custom_template_name,
              'document_checklist',
              items.map((item, i) =>
                itemQuestion(`q-doc-${i + 1}`, { ...item, question_type: 'upload' }, removePrefix),
              ),
            ),
          ]),
      section('sec-review', 'Review and Submit', 'review_and_submit'),
    ],
  };
}

export function dropOffSendingService(deps: Deps) {
  const { entities, clock, newId, outbox, dropOffLinks, rollover } = deps;

  /** With no items of its own, each entity's checklist is its prior-year items: none is refused. */
  async function requirePriorYearItems(
    caller: Principal,
    chosen: EntityRecord[],
    input: SendDropOffInput,
  ) {
    for (const entity of chosen) {
      const prior = await rollover.priorYearFor(caller.firmId, entity.id, input.tax_year);
      if (prior.length === 0)
        throw new Invalid(DROP_OFF_MESSAGES.nothingToAsk(entity.name, input.tax_year - 1));
    }
  }

  /** A link of their own for each active owner, in their mail (and text). */
  const notifyOwners =
    (input: SendDropOffInput, firmName: string, portalUrl: string, expiresAt: Date) =>
    (tx: DbTransaction, made: MadeQuestionnaire) => {
      const { record, entity } = made;
      const due = record.dueDate ? formatCalendarDate(toCalendarDate(record.dueDate)) : null;
      const until = formatCalendarDate(toCalendarDate(expiresAt));
      tellOwners(
        outbox,
        tx,
        made.owners,
        (owner) => {
          const token = newLinkToken();
          dropOffLinks.planCreate(tx, token, {
            firmId: record.firmId,
            companyId: entity.id,
            questionnaireId: record.id,
            uid: owner.id,
            expiresAt,
          });
          const link = dropOffLink(
            portalUrl,
            { questionnaireId: record.id, companyId: entity.id },
            token,
          );
          const message =
            input.custom_email_body ||
            `${firmName} needs a few documents for ${entity.name} (tax year ${record.taxYear}).${due ? ` Please upload them by ${due}.` : ''}`;
          return {
            subject:
              input.custom_email_subject ||
              `${firmName}: documents needed for ${entity.name} (${record.taxYear})`,
            text: [
              `Hello ${owner.preferredName || owner.fname},`,
              '',
              message,
              '',
              `Upload them here, no sign-in needed: ${link}`,
              `This link works until ${until}.`,
            ].join('\n'),
            sms: `${firmName}: please upload your documents for ${entity.name}${due ? ` by ${due}` : ''}. ${link}`,
          };
        },
        { firmId: record.firmId, entityId: entity.id },
      );
    };

  return {
    async send(
      principal: Principal | null | undefined,
      input: SendDropOffInput,
      portalUrl: string,
    ): Promise<{ message: string; questionnaire_ids: string[] }> {
      const caller = requireQuestionnaireSender(principal);
      const now = clock.now();
      if (input.due_date < earliestToday(now)) throw new Invalid(SEND_MESSAGES.dueInPast);
      const chosen = await chosenActiveCompanies(entities, caller, input.company_ids);
      if (!caller.firm.preferences.document_drop_off_enabled)
        throw new Forbidden(DROP_OFF_MESSAGES.off);
      if (input.questions_to_create.length === 0)
        await requirePriorYearItems(caller, chosen, input);
      const content = dropOffContent(
        input,
        caller.firm.preferences.remove_please_upload_for_rollover_items,
      );
      const expiresAt = new Date(now.getTime() + DROP_OFF_LINK_DAYS * DAY_MS);
      const notify = notifyOwners(input, caller.firm.name, portalUrl, expiresAt);
      const ids: string[] = [];
      for (const entity of chosen) {
        const made = await sendToCompany(deps, {
          entity,
          content,
          firm: caller.firm,
          terms: {
            id: newId(),
            taxYear: input.tax_year,
            dueDate: new Date(`${input.due_date}T00:00:00Z`),
            isDraft: false,
            depositAmount: null,
            updateProfileSection: false,
            includePriorYearItems: input.include_prior_year_items,
            extras: NO_SEND_EXTRAS,
            now,
          },
          portalUrl,
          by: caller.userId,
          title: 'Document Drop Off sent',
          notify,
        });
        if (made) ids.push(made.record.id);
      }
      return { message: DROP_OFF_MESSAGES.sent, questionnaire_ids: ids };
    },
  };
}

export type DropOffSendingService = ReturnType<typeof dropOffSendingService>;
