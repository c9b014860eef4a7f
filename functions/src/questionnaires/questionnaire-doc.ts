// How a questionnaire's head is stored (firms/{firmId}/questionnaires/{id}) and mapped to its
// record: everything lists, the overview and the jobs read, and what every change may move; its
// content (sections, answers, notes, signatures, tracked changes) lives in its parts
// (questionnaire-parts.ts). The section summaries and marks are exempt from indexing.
import type { CardDisputeDto, CardRefundDto } from '@portico/common/payments/card-payment';
import type { DepositStatus } from '@portico/common/questionnaires/questionnaire-model';
import {
  NO_DOCUMENTS,
  type DocumentCounts,
} from '@portico/common/questionnaires/questionnaire-progress';
import { REMINDER_TEXT_FIELDS, type ReminderTexts } from '@portico/common/questionnaires/reminders';
import { Timestamp } from '../platform/db/db';
import { stamp, unstamp } from '../platform/db/timestamps';
import { overviewFields, type OverviewSource } from './overview/overview-fields';
import { CONTENT_MAPS, fromPartDocs, mapValues, type PartDoc } from './questionnaire-parts';
import type {
  QuestionnaireRecord,
  QuestionnaireReminders,
  QuestionnaireSummary,
  SectionSummary,
} from './questionnaire-record';

/** Reminders (absent on questionnaires made before them: on, none sent, none due, default texts). */
interface ReminderDocFields extends Partial<ReminderTexts> {
  reminders_disabled?: boolean;
  last_followed_up?: Timestamp | null;
  /** The next reminder: the reminder job's collection-group query reads it (index declared). */
  earliest_remind_date?: Timestamp | null;
}

export interface QuestionnaireDoc extends ReminderDocFields {
  company_id: string;
  name: string;
  tax_year: number;
  due_date: Timestamp | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
  is_draft: boolean;
  locked: boolean;
  completed: boolean;
  opened_timestamp: Timestamp | null;
  /** Always written, null while live: `where('deleted_at', '==', null)` skips a missing field. */
  deleted_at: Timestamp | null;
  submitted_at?: Timestamp | null;
  last_activity_at?: Timestamp | null;
  deposit_status?: DepositStatus | null;
  deposit_amount?: number | null;
  /** The checkout session that paid the deposit, written when it is verified. */
  deposit_payment?: {
    session_id: string;
    paid_at: Timestamp;
    refund?: CardRefundDto | null;
    dispute?: CardDisputeDto | null;
  };
  update_profile_section?: boolean;
  all_owner_signature_required?: boolean;
  /** When each owner confirmed their contact details, by user id. */
  contact_confirmations?: Record<string, Timestamp>;
  marked_sections?: string[];
  section_summaries?: SectionSummary[];
  /** Absent on questionnaires saved before the overview's documents column: refreshed. */
  document_counts?: DocumentCounts;
  completed_sections?: number;
  total_sections?: number;
  /** The entity's advisor and group, copied for the overview's filters (overview-fields.ts). */
  assigned_advisor_id?: string | null;
  firm_group_id?: string | null;
  entity_tag_ids?: string[];
  /** The firm's custom status set on it (spec 2 §3 "Custom status"), or none. */
  custom_status_id?: string | null;
  /** Since when the client's changes are tracked, or null. */
  track_changes_since?: Timestamp | null;
  overview_keys?: string[];
  overview_activity_at?: Timestamp;
}

/** The fields a list reads: everything but the content. */
export const LIST_FIELDS: (keyof QuestionnaireDoc)[] = [
  'company_id',
  'name',
  'tax_year',
  'due_date',
  'sent_at',
  'created_at',
  'is_draft',
  'locked',
  'completed',
  'opened_timestamp',
  'deleted_at',
  'submitted_at',
  'last_activity_at',
  'deposit_status',
  'deposit_amount',
  'section_summaries',
  'document_counts',
  'completed_sections',
  'total_sections',
  'reminders_disabled',
  'last_followed_up',
  'earliest_remind_date',
  ...REMINDER_TEXT_FIELDS,
  'assigned_advisor_id',
  'firm_group_id',
  'entity_tag_ids',
  'custom_status_id',
  'track_changes_since',
  'overview_activity_at',
];

export const summaryFields = (summary: QuestionnaireSummary) => ({
  section_summaries: summary.sections,
  completed_sections: summary.completed,
  total_sections: summary.total,
  document_counts: summary.documents,
});

/** The doc fields of (some of) a questionnaire's reminders. */
const reminderFields = (r: Partial<QuestionnaireReminders>): ReminderDocFields => ({
  ...(r.disabled !== undefined && { reminders_disabled: r.disabled }),
  ...(r.lastFollowedUp !== undefined && { last_followed_up: stamp(r.lastFollowedUp) }),
  ...(r.next !== undefined && { earliest_remind_date: stamp(r.next) }),
  ...r.texts,
});

const fromReminderDoc = (doc: ReminderDocFields): QuestionnaireReminders => ({
  disabled: doc.reminders_disabled ?? false,
  lastFollowedUp: unstamp(doc.last_followed_up),
  next: unstamp(doc.earliest_remind_date),
  texts: Object.fromEntries(REMINDER_TEXT_FIELDS.map((f) => [f, doc[f] ?? null])) as ReminderTexts,
});

/** Every field of the head but its content map and the overview's derived fields. */
export function headDocFields(
  q: QuestionnaireRecord,
): Omit<QuestionnaireDoc, 'contact_confirmations' | 'overview_keys' | 'overview_activity_at'> {
  return {
    company_id: q.companyId,
    name: q.name,
    tax_year: q.taxYear,
    due_date: stamp(q.dueDate),
    sent_at: stamp(q.sentAt),
    created_at: Timestamp.fromDate(q.createdAt),
    is_draft: q.isDraft,
    locked: q.locked,
    completed: q.completed,
    opened_timestamp: stamp(q.openedAt),
    deleted_at: stamp(q.deletedAt),
    submitted_at: stamp(q.submittedAt),
    last_activity_at: stamp(q.lastActivityAt),
    deposit_status: q.depositStatus,
    deposit_amount: q.depositAmount,
    ...(q.depositPayment && {
      deposit_payment: {
        session_id: q.depositPayment.sessionId,
        paid_at: Timestamp.fromDate(q.depositPayment.at),
        refund: q.depositPayment.refund ?? null,
        dispute: q.depositPayment.dispute ?? null,
      },
    }),
    update_profile_section: q.updateProfileSection,
    ...(q.allOwnerSignatureRequired && { all_owner_signature_required: true }),
    marked_sections: q.markedSections,
    ...summaryFields(q.summary),
    ...reminderFields(q.reminders),
    assigned_advisor_id: q.assignedAdvisorId ?? null,
    entity_tag_ids: q.entityTagIds,
    firm_group_id: q.firmGroupId ?? null,
    custom_status_id: q.customStatusId ?? null,
    track_changes_since: stamp(q.trackChangesSince ?? null),
  };
}

/** The head of a new questionnaire (its parts: toPartDocs). */
export function toQuestionnaireDoc(q: QuestionnaireRecord): QuestionnaireDoc {
  const { contact_confirmations: confirmations } = CONTENT_MAPS;
  return {
    ...headDocFields(q),
    contact_confirmations: mapValues(confirmations.of(q), confirmations.toDoc) as Record<
      string,
      Timestamp
    >,
    ...overviewDocFields(q),
  };
}

/** The overview's derived fields as stored. */
export function overviewDocFields(q: OverviewSource) {
  const fields = overviewFields(q);
  return {
    overview_keys: fields.overview_keys,
    overview_activity_at: Timestamp.fromDate(fields.overview_activity_at),
  };
}

/**
 * The record of a head and its parts. A list's record reads the head alone: it carries no content
 * (its sections, answers, notes and signatures read as empty).
 */
export function fromQuestionnaireDoc(
  firmId: string,
  id: string,
  doc: QuestionnaireDoc,
  parts: PartDoc[] = [],
): QuestionnaireRecord {
  return {
    ...fromPartDocs(parts),
    id,
    firmId,
    companyId: doc.company_id,
    name: doc.name,
    taxYear: doc.tax_year,
    dueDate: unstamp(doc.due_date),
    sentAt: unstamp(doc.sent_at),
    createdAt: doc.created_at.toDate(),
    isDraft: doc.is_draft,
    locked: doc.locked,
    completed: doc.completed,
    openedAt: unstamp(doc.opened_timestamp),
    deletedAt: unstamp(doc.deleted_at),
    submittedAt: unstamp(doc.submitted_at),
    lastActivityAt: unstamp(doc.last_activity_at),
    depositStatus: doc.deposit_status ?? null,
    depositAmount: doc.deposit_amount ?? null,
    ...(doc.deposit_payment && {
      depositPayment: {
        sessionId: doc.deposit_payment.session_id,
        at: doc.deposit_payment.paid_at.toDate(),
        refund: doc.deposit_payment.refund ?? null,
        dispute: doc.deposit_payment.dispute ?? null,
      },
    }),
    updateProfileSection: doc.update_profile_section ?? false,
    allOwnerSignatureRequired: doc.all_owner_signature_required ?? false,
    contactConfirmations: mapValues(doc.contact_confirmations, (at) => at.toDate()),
    markedSections: doc.marked_sections ?? [],
    summary: {
      sections: doc.section_summaries ?? [],
      completed: doc.completed_sections ?? 0,
      total: doc.total_sections ?? 0,
      documents: doc.document_counts ?? NO_DOCUMENTS,
    },
    reminders: fromReminderDoc(doc),
    assignedAdvisorId: doc.assigned_advisor_id ?? null,
    firmGroupId: doc.firm_group_id ?? null,
    entityTagIds: doc.entity_tag_ids ?? [],
    customStatusId: doc.custom_status_id ?? null,
    trackChangesSince: unstamp(doc.track_changes_since),
    overviewActivityAt: doc.overview_activity_at?.toDate() ?? null,
  };
}
