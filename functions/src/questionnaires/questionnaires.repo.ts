// Reads and writes questionnaires (firms/{firmId}/questionnaires) and scheduled sends
// (firms/{firmId}/scheduled_questionnaires), and the locking a user's deactivation carries (the
// people area's QuestionnaireLocks link).
import type { SendFrequency } from '@portico/common/questionnaires/entity-questionnaires';
import {
  Timestamp,
  type Db,
  type DbDocumentReference,
  type DbTransaction,
} from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import type { QuestionnaireRecord, ScheduledQuestionnaireRecord } from './questionnaire-record';

export const questionnairesPath = (firmId: string) => `firms/${firmId}/questionnaires`;
export const scheduledQuestionnairesPath = (firmId: string) =>
  `firms/${firmId}/scheduled_questionnaires`;

interface QuestionnaireDoc {
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
}

interface ScheduledQuestionnaireDoc {
  company_id: string;
  questionnaire_template_id: string | null;
  name: string;
  tax_year: number;
  frequency: SendFrequency;
  first_scheduled_date: Timestamp;
  next_scheduled_date: Timestamp;
  days_until_due: number;
  created_at: Timestamp;
}

const stamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);
const unstamp = (value: Timestamp | null | undefined) => value?.toDate() ?? null;

function toQuestionnaireDoc(q: QuestionnaireRecord): QuestionnaireDoc {
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
  };
}

function fromQuestionnaireDoc(firmId: string, id: string, doc: QuestionnaireDoc) {
  const record: QuestionnaireRecord = {
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
  };
  return record;
}

function toScheduledDoc(s: ScheduledQuestionnaireRecord): ScheduledQuestionnaireDoc {
  return {
    company_id: s.companyId,
    questionnaire_template_id: s.templateId,
    name: s.name,
    tax_year: s.taxYear,
    frequency: s.frequency,
    first_scheduled_date: Timestamp.fromDate(s.firstScheduledDate),
    next_scheduled_date: Timestamp.fromDate(s.nextSendDate),
    days_until_due: s.daysUntilDue,
    created_at: Timestamp.fromDate(s.createdAt),
  };
}

function fromScheduledDoc(firmId: string, id: string, doc: ScheduledQuestionnaireDoc) {
  const record: ScheduledQuestionnaireRecord = {
    id,
    firmId,
    companyId: doc.company_id,
    templateId: doc.questionnaire_template_id,
    name: doc.name,
    taxYear: doc.tax_year,
    frequency: doc.frequency,
    firstScheduledDate: doc.first_scheduled_date.toDate(),
    nextSendDate: doc.next_scheduled_date.toDate(),
    daysUntilDue: doc.days_until_due,
    createdAt: doc.created_at.toDate(),
  };
  return record;
}

export function questionnairesRepo(db: Db) {
  return {
    async create(q: QuestionnaireRecord): Promise<void> {
      await db.doc(`${questionnairesPath(q.firmId)}/${q.id}`).create(toQuestionnaireDoc(q));
    },
    async createScheduled(s: ScheduledQuestionnaireRecord): Promise<void> {
      await db.doc(`${scheduledQuestionnairesPath(s.firmId)}/${s.id}`).create(toScheduledDoc(s));
    },
    /** An entity's questionnaires that are not deleted, newest first (composite index). */
    async listForCompany(
      firmId: string,
      companyId: string,
      limit: number,
    ): Promise<QuestionnaireRecord[]> {
      const snapshot = await db
        .collection(questionnairesPath(firmId))
        .where('company_id', '==', companyId)
        .where('deleted_at', '==', null)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .get();
      return snapshot.docs.map((d) =>
        fromQuestionnaireDoc(firmId, d.id, d.data() as QuestionnaireDoc),
      );
    },
    /** An entity's scheduled sends, next send first (composite index). */
    async listScheduledForCompany(
      firmId: string,
      companyId: string,
    ): Promise<ScheduledQuestionnaireRecord[]> {
      const snapshot = await db
        .collection(scheduledQuestionnairesPath(firmId))
        .where('company_id', '==', companyId)
        .orderBy('next_scheduled_date', 'asc')
        .get();
      return snapshot.docs.map((d) =>
        fromScheduledDoc(firmId, d.id, d.data() as ScheduledQuestionnaireDoc),
      );
    },
    async get(firmId: string, id: string): Promise<QuestionnaireRecord | null> {
      const snapshot = await db.doc(`${questionnairesPath(firmId)}/${id}`).get();
      return snapshot.exists
        ? fromQuestionnaireDoc(firmId, id, snapshot.data() as QuestionnaireDoc)
        : null;
    },
    /**
     * Inside a caller's transaction (people's deactivation): locks every questionnaire of these
     * entities that is not locked yet (deleted ones too, so a restore cannot bring back an open
     * one) and removes every scheduled send. Reads now; the caller checks the size and applies.
     */
    async planLocks(
      tx: DbTransaction,
      firmId: string,
      companyIds: string[],
    ): Promise<PlannedWrites> {
      const lock: DbDocumentReference<unknown>[] = [];
      const remove: DbDocumentReference<unknown>[] = [];
      for (const companyId of companyIds) {
        const questionnaires = await tx.get(
          db.collection(questionnairesPath(firmId)).where('company_id', '==', companyId),
        );
        for (const doc of questionnaires.docs) {
          if ((doc.data() as QuestionnaireDoc).locked !== true) lock.push(doc.ref);
        }
        const scheduled = await tx.get(
          db.collection(scheduledQuestionnairesPath(firmId)).where('company_id', '==', companyId),
        );
        remove.push(...scheduled.docs.map((d) => d.ref));
      }
      return {
        count: lock.length + remove.length,
        apply() {
          for (const ref of lock) tx.update(ref, { locked: true });
          for (const ref of remove) tx.delete(ref);
        },
      };
    },
  };
}

export type QuestionnairesRepo = ReturnType<typeof questionnairesRepo>;
