// The questionnaire and scheduled-send records as the server works with them (spec 2 §3 names).
// A questionnaire holds its whole content (sections, questions, answers, marks) so the page is
// one read; an answer changes only its own question's fields.
import type { CardDisputeDto, CardRefundDto } from '@portico/common/payments/card-payment';
import type { SendFrequency } from '@portico/common/questionnaires/entity-questionnaires';
import {
  NO_DOCUMENTS,
  type DocumentCounts,
} from '@portico/common/questionnaires/questionnaire-progress';
import { DEFAULT_WORDING, type ReminderTexts } from '@portico/common/questionnaires/reminders';
import type { AddedQuestion } from '@portico/common/questionnaires/send-template';
import type {
  DepositStatus,
  QuestionDefinition,
  SectionDefinition,
  SectionStatus,
} from '@portico/common/questionnaires/questionnaire-model';

/** A question as written by its template (its answer lives beside it, in `answers`). */
export type QuestionDef = QuestionDefinition;

export interface SectionDef extends SectionDefinition {
  questions: QuestionDef[];
}

export interface EntryRecord {
  id: string;
  /** Entries show in the order they were added. */
  n: number;
  values: Record<string, string>;
}

export interface AnswerRecord {
  answer: string;
  /** YYYY-MM-DD, or null. */
  answerBy: string | null;
  entries: EntryRecord[];
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** What an answer was before its first change while changes are tracked. */
export interface TrackedChangeRecord {
  before: string;
  at: Date;
}

/** One owner's signature on an agreement section, kept by `signatureKey`. */
export interface SignatureRecord {
  sectionId: string;
  userId: string;
  userName: string;
  /** The typed signature, or SIGNATURE_NOT_NEEDED. */
  signature: string;
  signedAt: Date | null;
  clientTime: string;
  ipAddress: string;
  userAgent: string;
}

/** A note on a question (spec 2 §3 "Note"). */
export interface NoteRecord {
  questionId: string;
  /** 'Author: body'. */
  text: string;
  authorId: string;
  fromFirmUser: boolean;
  removed: boolean;
  createdAt: Date;
}

export const signatureKey = (sectionId: string, userId: string) => `${sectionId}__${userId}`;

export interface SectionSummary {
  id: string;
  name: string;
  status: SectionStatus;
}

/** What lists and cards show without reading the content: kept with every change. */
export interface QuestionnaireSummary {
  sections: SectionSummary[];
  completed: number;
  total: number;
  /** The overview's documents column. */
  documents: DocumentCounts;
}

/** A questionnaire's reminders (spec 2 §3 reminder fields, §4 "Reminders"). */
export interface QuestionnaireReminders {
  /** reminders_disabled: on by default. */
  disabled: boolean;
  /** last_followed_up: when the last reminder went. */
  lastFollowedUp: Date | null;
  /** earliest_remind_date: the next reminder, null when none is due (common/reminder-schedule). */
  next: Date | null;
  /** Null texts are the firm's default wording. */
  texts: ReminderTexts;
}

export interface QuestionnaireRecord {
  id: string;
  firmId: string;
  companyId: string;
  name: string;
  taxYear: number;
  dueDate: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  isDraft: boolean;
  locked: boolean;
  completed: boolean;
  /** When a client first opened it (spec: opened_timestamp); null until then. */
  openedAt: Date | null;
  deletedAt: Date | null;
  submittedAt: Date | null;
  lastActivityAt: Date | null;
  depositStatus: DepositStatus | null;
  depositAmount: number | null;
  /** The card payment that settled the deposit (for the firm's reconciliation), and after it. */
  depositPayment?: {
    sessionId: string;
    at: Date;
    refund?: CardRefundDto | null;
    dispute?: CardDisputeDto | null;
  };
  sections: SectionDef[];
  /** By question id; a question never answered has none. */
  answers: Record<string, AnswerRecord>;
  /** Section ids marked completed. */
  markedSections: string[];
  signatures: Record<string, SignatureRecord>;
  notes: Record<string, NoteRecord>;
  summary: QuestionnaireSummary;
  /** Sent with the update-profile section: each owner confirms their contact details once. */
  updateProfileSection: boolean;
  /** Every owner signs each engagement letter, whatever the firm's one-signature preference. */
  allOwnerSignatureRequired?: boolean;
  /** When each owner confirmed them, by user id. */
  contactConfirmations: Record<string, Date>;
  reminders: QuestionnaireReminders;
  /** The entity's advisor and group, copied for the overview's filters (overview-fields.ts). */
  assignedAdvisorId: string | null;
  firmGroupId: string | null;
  /** The entity's tags, copied for the overview's tag filter. */
  entityTagIds: string[];
  /** The firm's custom status set on it (firms/{firmId}/custom_statuses), or none. */
  customStatusId?: string | null;
  /** Since when the client's changes are tracked (spec 2 §4 "Track changes"); null: not. */
  trackChangesSince?: Date | null;
  /** By question id: the answer in words before its first change since then, and when. */
  trackedChanges?: Record<string, TrackedChangeRecord>;
  /** The time the overview sorts it by, as stored (overview-fields.ts); absent before it was. */
  overviewActivityAt?: Date | null;
}

/** A questionnaire's content when it has none yet (lists made before content existed). */
export const emptyContent = (): Pick<
  QuestionnaireRecord,
  | 'sections'
  | 'answers'
  | 'markedSections'
  | 'signatures'
  | 'notes'
  | 'summary'
  | 'submittedAt'
  | 'lastActivityAt'
  | 'depositStatus'
  | 'depositAmount'
  | 'updateProfileSection'
  | 'contactConfirmations'
  | 'reminders'
> => ({
  sections: [],
  answers: {},
  markedSections: [],
  signatures: {},
  notes: {},
  summary: { sections: [], completed: 0, total: 0, documents: NO_DOCUMENTS },
  submittedAt: null,
  lastActivityAt: null,
  depositStatus: null,
  depositAmount: null,
  updateProfileSection: false,
  contactConfirmations: {},
  reminders: { disabled: false, lastFollowedUp: null, next: null, texts: DEFAULT_WORDING },
});

/** A questionnaire that will be sent later, once or repeatedly (spec 2 "Send template"). */
export interface ScheduledQuestionnaireRecord {
  id: string;
  firmId: string;
  companyId: string;
  templateId: string | null;
  name: string;
  taxYear: number;
  frequency: SendFrequency;
  firstScheduledDate: Date;
  /** The next send; equal to the first until a send happens. */
  nextSendDate: Date;
  daysUntilDue: number;
  createdAt: Date;
  /** What each send carries (absent on sends scheduled before the send dialog existed). */
  depositAmount?: number | null;
  updateProfileSection?: boolean;
  /** Each send asks again for the entity's items of the year before. */
  includePriorYearItems?: boolean;
  /** Each send's added questions and all-owner signature (send-extras.ts). */
  addedQuestions?: AddedQuestion[];
  allOwnerSignatureRequired?: boolean;
  /** Who scheduled it. */
  createdBy?: string | null;
}
