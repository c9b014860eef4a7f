// How a questionnaire is stored (firms/{firmId}/questionnaires/{id}) and mapped to its record.
// The content maps (sections, answers, summaries) are exempt from indexing in
// firestore.indexes.json: nothing queries inside them, and an answer then costs no index writes.
import type { DepositStatus } from '@portico/common/questionnaires/questionnaire-model';
import {
  NO_DOCUMENTS,
  type DocumentCounts,
} from '@portico/common/questionnaires/questionnaire-progress';
import { REMINDER_TEXT_FIELDS, type ReminderTexts } from '@portico/common/questionnaires/reminders';
import { Timestamp } from '../platform/db/db';
import { overviewFields, type OverviewSource } from './overview/overview-fields';
import type {
  AnswerRecord,
  QuestionnaireRecord,
  QuestionnaireSummary,
  SectionDef,
  NoteRecord,
  QuestionnaireReminders,
  SectionSummary,
  SignatureRecord,
  TrackedChangeRecord,
} from './questionnaire-record';

interface EntryDoc {
  n: number;
  values: Record<string, string>;
}

export interface AnswerDoc {
  answer: string;
  answer_by: string | null;
  /** Entries questions: by entry id. */
  entries?: Record<string, EntryDoc>;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

export interface SignatureDoc {
  section_id: string;
  user_id: string;
  user_name: string;
  signature: string;
  signed_at: Timestamp | null;
  client_time: string;
  ip_address: string;
  user_agent: string;
}

export interface NoteDoc {
  question_id: string;
  text: string;
  author_id: string;
  from_firm_user: boolean;
  removed: boolean;
  created_at: Timestamp;
}

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
  deposit_payment?: { session_id: string; paid_at: Timestamp };
  update_profile_section?: boolean;
  all_owner_signature_required?: boolean;
  /** When each owner confirmed their contact details, by user id. */
  contact_confirmations?: Record<string, Timestamp>;
  sections?: SectionDef[];
  answers?: Record<string, AnswerDoc>;
  marked_sections?: string[];
  signatures?: Record<string, SignatureDoc>;
  notes?: Record<string, NoteDoc>;
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
  /** By question id: the answer in words before its first change since then. */
  tracked_changes?: Record<string, { before: string; at: Timestamp }>;
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

const stamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);
const unstamp = (value: Timestamp | null | undefined) => value?.toDate() ?? null;

function toAnswerDoc(a: AnswerRecord): AnswerDoc {
  return {
    answer: a.answer,
    answer_by: a.answerBy,
    entries: Object.fromEntries(a.entries.map((e) => [e.id, { n: e.n, values: e.values }])),
    updated_at: stamp(a.updatedAt),
    updated_by: a.updatedBy,
  };
}

function fromAnswerDoc(doc: AnswerDoc): AnswerRecord {
  return {
    answer: doc.answer ?? '',
    answerBy: doc.answer_by ?? null,
    entries: Object.entries(doc.entries ?? {})
      .map(([id, e]) => ({ id, n: e.n, values: e.values ?? {} }))
      .sort((a, b) => a.n - b.n),
    updatedAt: unstamp(doc.updated_at),
    updatedBy: doc.updated_by ?? null,
  };
}

function toSignatureDoc(s: SignatureRecord): SignatureDoc {
  return {
    section_id: s.sectionId,
    user_id: s.userId,
    user_name: s.userName,
    signature: s.signature,
    signed_at: stamp(s.signedAt),
    client_time: s.clientTime,
    ip_address: s.ipAddress,
    user_agent: s.userAgent,
  };
}

const fromSignatureDoc = (doc: SignatureDoc): SignatureRecord => ({
  sectionId: doc.section_id,
  userId: doc.user_id,
  userName: doc.user_name,
  signature: doc.signature,
  signedAt: unstamp(doc.signed_at),
  clientTime: doc.client_time ?? '',
  ipAddress: doc.ip_address ?? '',
  userAgent: doc.user_agent ?? '',
});

const toNoteDoc = (n: NoteRecord): NoteDoc => ({
  question_id: n.questionId,
  text: n.text,
  author_id: n.authorId,
  from_firm_user: n.fromFirmUser,
  removed: n.removed,
  created_at: Timestamp.fromDate(n.createdAt),
});

const fromNoteDoc = (doc: NoteDoc): NoteRecord => ({
  questionId: doc.question_id,
  text: doc.text,
  authorId: doc.author_id,
  fromFirmUser: doc.from_firm_user,
  removed: doc.removed,
  createdAt: doc.created_at.toDate(),
});

const mapValues = <A, B>(values: Record<string, A> | undefined, f: (value: A) => B) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([key, value]) => [key, f(value)]));

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

interface ContentMap<T> {
  /** The map's entries in the record. */
  of(q: QuestionnaireRecord): Record<string, T>;
  /** One entry as stored. */
  toDoc(value: T): unknown;
}

const contentMap = <T>(map: ContentMap<T>): ContentMap<unknown> => map as ContentMap<unknown>;

/**
 * The content maps, each written entry by entry when a change moves it (questionnaire-writes.ts):
 * answers by question id, signatures by key, notes by id, tracked changes by question id, contact
 * confirmations by user id.
 */
export const CONTENT_MAPS = {
  answers: contentMap({ of: (q) => q.answers, toDoc: toAnswerDoc }),
  signatures: contentMap({ of: (q) => q.signatures, toDoc: toSignatureDoc }),
  notes: contentMap({ of: (q) => q.notes, toDoc: toNoteDoc }),
  tracked_changes: contentMap({
    of: (q) => q.trackedChanges ?? {},
    toDoc: (c: TrackedChangeRecord) => ({ before: c.before, at: Timestamp.fromDate(c.at) }),
  }),
  contact_confirmations: contentMap({
    of: (q) => q.contactConfirmations,
    toDoc: (at: Date) => Timestamp.fromDate(at),
  }),
} satisfies Partial<Record<keyof QuestionnaireDoc, ContentMap<unknown>>>;

export type ContentMapName = keyof typeof CONTENT_MAPS;

/** Every field but the content maps and the overview's derived fields. */
export function headDocFields(
  q: QuestionnaireRecord,
): Omit<QuestionnaireDoc, keyof typeof CONTENT_MAPS | 'overview_keys' | 'overview_activity_at'> {
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
      },
    }),
    update_profile_section: q.updateProfileSection,
    ...(q.allOwnerSignatureRequired && { all_owner_signature_required: true }),
    sections: q.sections,
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

export function toQuestionnaireDoc(q: QuestionnaireRecord): QuestionnaireDoc {
  const maps = Object.fromEntries(
    Object.entries(CONTENT_MAPS).map(([name, map]) => [name, mapValues(map.of(q), map.toDoc)]),
  ) as Pick<QuestionnaireDoc, ContentMapName>;
  return { ...headDocFields(q), ...maps, ...overviewDocFields(q) };
}

/** The overview's derived fields as stored. */
export function overviewDocFields(q: OverviewSource) {
  const fields = overviewFields(q);
  return {
    overview_keys: fields.overview_keys,
    overview_activity_at: Timestamp.fromDate(fields.overview_activity_at),
  };
}

/** A list's record carries no content (its sections, answers and marks read as empty). */
export function fromQuestionnaireDoc(
  firmId: string,
  id: string,
  doc: QuestionnaireDoc,
): QuestionnaireRecord {
  return {
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
      },
    }),
    updateProfileSection: doc.update_profile_section ?? false,
    allOwnerSignatureRequired: doc.all_owner_signature_required ?? false,
    contactConfirmations: mapValues(doc.contact_confirmations, (at) => at.toDate()),
    sections: doc.sections ?? [],
    answers: mapValues(doc.answers, fromAnswerDoc),
    markedSections: doc.marked_sections ?? [],
    signatures: mapValues(doc.signatures, fromSignatureDoc),
    notes: mapValues(doc.notes, fromNoteDoc),
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
    trackedChanges: mapValues(doc.tracked_changes, (c) => ({
      before: c.before,
      at: c.at.toDate(),
    })),
    overviewActivityAt: doc.overview_activity_at?.toDate() ?? null,
  };
}
