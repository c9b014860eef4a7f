// A questionnaire record made from content (a starter organizer, a template, a fixture), with
// its answers so far and the summary they give, ready for the repo's create.
import type { DepositStatus } from '@portico/common/questionnaires/questionnaire-model';
import { summarize } from './questionnaire-summary';
import {
  emptyContent,
  signatureKey,
  type AnswerRecord,
  type QuestionnaireRecord,
  type SectionDef,
  type SignatureRecord,
} from './questionnaire-record';

type Basics = Omit<QuestionnaireRecord, keyof ReturnType<typeof emptyContent>>;

export interface NewContent {
  sections: SectionDef[];
  /** Answers by question id (plain values). */
  answers?: Record<string, string>;
  answeredAt?: Date;
  answeredBy?: string;
  markedSections?: string[];
  depositAmount?: number | null;
  depositStatus?: DepositStatus | null;
  submittedAt?: Date | null;
  /** Owners confirm their contact details (the send dialog's update-profile section). */
  updateProfileSection?: boolean;
  /** Every owner signs each engagement letter (the send dialog's all-owner signature). */
  allOwnerSignatureRequired?: boolean;
  /** Signatures already given (their sections should be among `markedSections`). */
  signatures?: SignatureRecord[];
}

export function newQuestionnaire(basics: Basics, content: NewContent): QuestionnaireRecord {
  const answers: Record<string, AnswerRecord> = {};
  for (const [questionId, answer] of Object.entries(content.answers ?? {})) {
    answers[questionId] = {
      answer,
      answerBy: null,
      entries: [],
      updatedAt: content.answeredAt ?? null,
      updatedBy: content.answeredBy ?? null,
    };
  }
  const record: QuestionnaireRecord = {
    ...basics,
    ...emptyContent(),
    sections: content.sections,
    answers,
    markedSections: content.markedSections ?? [],
    signatures: Object.fromEntries(
      (content.signatures ?? []).map((sig) => [signatureKey(sig.sectionId, sig.userId), sig]),
    ),
    depositAmount: content.depositAmount ?? null,
    depositStatus: content.depositAmount ? (content.depositStatus ?? 'unpaid') : null,
    submittedAt: content.submittedAt ?? null,
    updateProfileSection: content.updateProfileSection ?? false,
    ...(content.allOwnerSignatureRequired && { allOwnerSignatureRequired: true }),
    lastActivityAt: content.answeredAt ?? null,
  };
  return { ...record, summary: summarize(record) };
}
