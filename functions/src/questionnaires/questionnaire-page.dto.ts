// Maps a questionnaire record to what its page shows (spec 2 §2, §3), from the same sections the
// summary is derived from (questionnaire-summary.ts), so screen and lists agree.
import type { CardPaymentDto } from '@portico/common/payments/card-payment';
import { cardPaymentAccountOf } from '../firm/firm.module';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import {
  SECTION_TYPES,
  type QuestionDto,
  type QuestionnairePagePreferences,
  type SavedAnswerDto,
  type SectionDto,
  type SignatureDto,
} from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { DocumentDto } from '@portico/common/documents/uploads';
import type { ContactConfirmationDto } from '@portico/common/questionnaires/contact-confirmation';
import type { ClientStatusDto } from '@portico/common/questionnaires/custom-status';
import {
  answerInWords,
  type TrackedChangeDto,
  type TrackedChangesDto,
} from '@portico/common/questionnaires/tracked-changes';
import { noteVisible } from '@portico/common/questionnaires/notes';
import {
  oneSignatureEnough,
  SIGNATURE_NOT_NEEDED,
} from '@portico/common/questionnaires/signatures';
import { safeHtml } from '../kernel/safe-html';
import type { EntityRecord } from '../people/people.module';
import { blankAnswer, documentIdsOf } from './answering/content-ops';
import { questionnaireHead } from './questionnaires.dto';
import { askedSections } from './questionnaire-summary';
import {
  signatureKey,
  type QuestionDef,
  type QuestionnaireRecord,
  type SectionDef,
} from './questionnaire-record';

/** Who signs an agreement section: the entity's owners. */
export interface Signer {
  id: string;
  name: string;
}

/** Each owner's signature on an agreement section (signed, not needed, or still to sign), and
 * any signature of someone who signed before they stopped being an owner. */
function signatureDtos(
  record: QuestionnaireRecord,
  section: SectionDef,
  signers: Signer[],
): SignatureDto[] {
  if (section.section_type !== SECTION_TYPES.agreement_signature) return [];
  const stored = Object.values(record.signatures).filter((s) => s.sectionId === section.id);
  const people = [
    ...signers,
    ...stored
      .filter((s) => !signers.some((o) => o.id === s.userId))
      .map((s) => ({ id: s.userId, name: s.userName })),
  ];
  return people.map((person) => {
    const saved = record.signatures[signatureKey(section.id, person.id)];
    const notNeeded = saved?.signature === SIGNATURE_NOT_NEEDED;
    return {
      id: signatureKey(section.id, person.id),
      section_id: section.id,
      user_id: person.id,
      user_name: saved?.userName ?? person.name,
      signature: saved && !notNeeded ? saved.signature : '',
      signed_at: saved && !notNeeded ? (saved.signedAt?.toISOString() ?? null) : null,
      not_needed: notNeeded,
    };
  });
}

/** Who reads the page (notes depend on it), and the questionnaire's documents. */
export interface Viewer {
  id: string;
  isStaff: boolean;
  documents: ViewerDocument[];
}

/** A live document of the questionnaire, and whether it was moved to additional attachments. */
export type ViewerDocument = DocumentDto & { marked_as_others: boolean };

const plainDocument = ({ marked_as_others: _others, ...dto }: ViewerDocument): DocumentDto => dto;

function notesFor(record: QuestionnaireRecord, questionId: string, viewer: Viewer) {
  return Object.entries(record.notes)
    .filter(
      ([, n]) =>
        n.questionId === questionId &&
        noteVisible({ removed: n.removed, from_firm_user: n.fromFirmUser }, viewer.isStaff),
    )
    .sort(([, a], [, b]) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(([id, n]) => ({
      id,
      text: n.text,
      from_firm_user: n.fromFirmUser,
      created_at: n.createdAt.toISOString(),
      mine: n.authorId === viewer.id,
    }));
}

function questionDto(
  record: QuestionnaireRecord,
  section: SectionDef,
  q: QuestionDef,
  viewer: Viewer | null,
) {
  const answer = record.answers[q.id] ?? blankAnswer();
  const dto: QuestionDto = {
    ...q,
    section_id: section.id,
    answer: answer.answer,
    answer_by: answer.answerBy,
    entries: answer.entries.map((e) => ({ id: e.id, values: e.values })),
    notes: viewer ? notesFor(record, q.id, viewer) : [],
    documents: viewer
      ? documentIdsOf(answer.answer).flatMap((id) =>
          viewer.documents.filter((d) => d.id === id).map(plainDocument),
        )
      : [],
  };
  return dto;
}

/** The sections with their questions' answers, marks and signatures, in template order. */
export function sectionDtos(
  record: QuestionnaireRecord,
  signers: Signer[] = [],
  viewer: Viewer | null = null,
): SectionDto[] {
  return askedSections(record).map((section) => ({
    id: section.id,
    name: section.name,
    section_key: section.section_key,
    section_type: section.section_type,
    instruction: section.instruction,
    description: section.description,
    optional: section.optional,
    trigger_question_id: section.trigger_question_id,
    trigger_answer: section.trigger_answer,
    marked_completed: record.markedSections.includes(section.id),
    // Sanitised again as it is served: questionnaires sent before the sanitiser hold raw HTML.
    custom_element: safeHtml(section.custom_element),
    questions: [...section.questions]
      .sort((a, b) => a.order - b.order)
      .map((q) => questionDto(record, section, q, viewer)),
    engagement_signatures: signatureDtos(record, section, signers),
  }));
}

/** A question's answer as stored: what an answer call answers. */
export function savedAnswerDto(record: QuestionnaireRecord, questionId: string): SavedAnswerDto {
  const saved = record.answers[questionId] ?? blankAnswer();
  return {
    question_id: questionId,
    answer: saved.answer,
    answer_by: saved.answerBy,
    entries: saved.entries.map((e) => ({ id: e.id, values: e.values })),
  };
}

/** The questionnaire's documents moved out of its questions (none that a question holds). */
function additionalAttachments(record: QuestionnaireRecord, documents: ViewerDocument[]) {
  const held = new Set(Object.values(record.answers).flatMap((a) => documentIdsOf(a.answer)));
  return documents.filter((d) => d.marked_as_others && !held.has(d.id)).map(plainDocument);
}

/** The deposit's card payment as the viewer reads it: a dispute is the firm's business. */
function depositCardPayment(record: QuestionnaireRecord, staff: boolean): CardPaymentDto | null {
  const paid = record.depositPayment;
  if (!paid) return null;
  return {
    paid_at: paid.at.toISOString(),
    session_id: paid.sessionId,
    refund: paid.refund ?? null,
    dispute: staff ? (paid.dispute ?? null) : null,
  };
}

/** Deposits are paid online where the firm bills (billing_enabled) into a connected account. */
export const depositPaymentAvailable = (firm: {
  preferences: FirmPreferences;
  cardPaymentAccountId: string | null;
}) => cardPaymentAccountOf(firm) !== null;

/** The firm preferences the page obeys. */
export const pagePreferences = (
  preferences: FirmPreferences,
  allOwnerSignatureRequired = false,
): QuestionnairePagePreferences => ({
  first_section_required: preferences.first_section_required,
  disable_provided_elsewhere: preferences.disable_provided_elsewhere,
  communication_disabled: preferences.communication_disabled,
  require_one_signature_per_section: oneSignatureEnough(
    preferences.require_one_signature_per_section,
    allOwnerSignatureRequired,
  ),
  hide_signature_print_option: preferences.hide_signature_print_option,
});

export function toQuestionnairePageDto(
  record: QuestionnaireRecord,
  entity: EntityRecord,
  firm: { preferences: FirmPreferences; cardPaymentAccountId: string | null },
  readOnlyReason: string | null,
  signers: Signer[],
  viewer: Viewer,
  contactConfirmation: ContactConfirmationDto | null = null,
  clientStatus: ClientStatusDto | null = null,
): QuestionnairePageDto {
  return {
    ...questionnaireHead(record),
    company_id: entity.id,
    company_hash: entity.hashId,
    company_name: entity.name,
    deposit_status: record.depositStatus,
    deposit_amount: record.depositAmount,
    deposit_card_payment: depositCardPayment(record, viewer.isStaff),
    deposit_payment_available: depositPaymentAvailable(firm),
    sections: sectionDtos(record, signers, viewer),
    additional_attachments: additionalAttachments(record, viewer.documents),
    preferences: pagePreferences(firm.preferences, record.allOwnerSignatureRequired),
    read_only_reason: readOnlyReason,
    contact_confirmation: contactConfirmation,
    client_status: clientStatus,
    tracked_changes: viewer.isStaff ? trackedChanges(record) : null,
    delivered_tax_return: null,
  };
}

/** What changed since tracking started: the answers that differ now from what they were. */
function trackedChanges(record: QuestionnaireRecord): TrackedChangesDto | null {
  if (!record.trackChangesSince) return null;
  const changes: TrackedChangeDto[] = [];
  for (const section of record.sections)
    for (const question of section.questions) {
      const tracked = record.trackedChanges?.[question.id];
      if (!tracked) continue;
      const now = answerInWords(
        question.question_type,
        record.answers[question.id] ?? blankAnswer(),
      );
      if (now === tracked.before) continue;
      changes.push({
        question_id: question.id,
        question: question.text,
        section: section.name,
        before: tracked.before,
        now,
        at: tracked.at.toISOString(),
      });
    }
  return { since: record.trackChangesSince.toISOString(), changes };
}
