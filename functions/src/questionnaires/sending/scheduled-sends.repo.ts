// Reads and writes scheduled sends (firms/{firmId}/scheduled_questionnaires): a questionnaire that
// will be sent later, once or repeatedly (spec 2 "Send template"), with what each send carries.
import type { SendFrequency } from '@portico/common/questionnaires/entity-questionnaires';
import {
  Timestamp,
  type Db,
  type DbDocumentReference,
  type DbTransaction,
} from '../../platform/db/db';
import { dueInEveryFirm } from '../../platform/db/due-in-every-firm';
import type { PlannedWrites } from '../../platform/db/planned-writes';
import type { ScheduledQuestionnaireRecord } from '../questionnaire-record';
import { fromSendExtrasDoc, sendExtrasDoc, type SendExtrasDoc } from './send-extras';

export const scheduledQuestionnairesPath = (firmId: string) =>
  `firms/${firmId}/scheduled_questionnaires`;

interface ScheduledQuestionnaireDoc extends SendExtrasDoc {
  company_id: string;
  questionnaire_template_id: string | null;
  name: string;
  tax_year: number;
  frequency: SendFrequency;
  first_scheduled_date: Timestamp;
  next_scheduled_date: Timestamp;
  days_until_due: number;
  created_at: Timestamp;
  deposit_amount?: number | null;
  update_profile_section?: boolean;
  include_prior_year_items?: boolean;
  created_by?: string | null;
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
    deposit_amount: s.depositAmount ?? null,
    update_profile_section: s.updateProfileSection ?? false,
    include_prior_year_items: s.includePriorYearItems ?? false,
    ...sendExtrasDoc(s),
    created_by: s.createdBy ?? null,
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
    depositAmount: doc.deposit_amount ?? null,
    updateProfileSection: doc.update_profile_section ?? false,
    includePriorYearItems: doc.include_prior_year_items ?? false,
    ...fromSendExtrasDoc(doc),
    createdBy: doc.created_by ?? null,
  };
  return record;
}

export function scheduledSendsRepo(db: Db) {
  const ref = (firmId: string, id: string) =>
    db.doc(`${scheduledQuestionnairesPath(firmId)}/${id}`);
  return {
    async create(s: ScheduledQuestionnaireRecord): Promise<void> {
      await ref(s.firmId, s.id).create(toScheduledDoc(s));
    },
    /** Scheduled sends of every firm whose next send is due (collection-group index). */
    async due(now: Date, limit: number): Promise<ScheduledQuestionnaireRecord[]> {
      const due = await dueInEveryFirm(
        db,
        'scheduled_questionnaires',
        'next_scheduled_date',
        now,
        limit,
      );
      return due.map(({ firmId, id, data }) =>
        fromScheduledDoc(firmId, id, data as ScheduledQuestionnaireDoc),
      );
    },
    /** One scheduled send as a transaction reads it, or null. */
    async readIn(
      tx: DbTransaction,
      firmId: string,
      id: string,
    ): Promise<ScheduledQuestionnaireRecord | null> {
      const snap = await tx.get(ref(firmId, id));
      return snap.exists
        ? fromScheduledDoc(firmId, id, snap.data() as ScheduledQuestionnaireDoc)
        : null;
    },
    /** Moves a scheduled send to its next date, or (null) ends it. */
    planNext(tx: DbTransaction, s: ScheduledQuestionnaireRecord, next: Date | null): void {
      if (next) tx.update(ref(s.firmId, s.id), { next_scheduled_date: Timestamp.fromDate(next) });
      else tx.delete(ref(s.firmId, s.id));
    },
    /** An entity's scheduled sends, next send first (composite index). */
    async listForEntity(
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
    /**
     * Inside a caller's transaction (people's deactivation): removes every scheduled send of these
     * entities. Reads now; the caller checks the size and applies.
     */
    async planRemovals(
      tx: DbTransaction,
      firmId: string,
      companyIds: string[],
    ): Promise<PlannedWrites> {
      const refs: DbDocumentReference<unknown>[] = [];
      for (const companyId of companyIds) {
        const scheduled = await tx.get(
          db.collection(scheduledQuestionnairesPath(firmId)).where('company_id', '==', companyId),
        );
        refs.push(...scheduled.docs.map((d) => d.ref));
      }
      return {
        count: refs.length,
        apply() {
          for (const r of refs) tx.delete(r);
        },
      };
    },
  };
}

export type ScheduledSendsRepo = ReturnType<typeof scheduledSendsRepo>;
