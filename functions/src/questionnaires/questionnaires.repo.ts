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
import {
  listIds,
  listPageAndCount,
  type ListRequest,
  type PageRequest,
} from '../platform/db/keyed-lists';
import type { PlannedWrites } from '../platform/db/planned-writes';
import { OVERVIEW_FIELDS, overviewRecord, type OverviewRecord } from './overview/overview-record';
import {
  fromQuestionnaireDoc,
  LIST_FIELDS,
  overviewDocFields,
  toQuestionnaireDoc,
  type QuestionnaireDoc,
} from './questionnaire-doc';
import { changedFields, withDerivedFields } from './questionnaire-writes';
import { fromSendExtrasDoc, sendExtrasDoc, type SendExtrasDoc } from './sending/send-extras';
import type { QuestionnaireRecord, ScheduledQuestionnaireRecord } from './questionnaire-record';

export const questionnairesPath = (firmId: string) => `firms/${firmId}/questionnaires`;
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

/**
 * Decides a change from the questionnaire as the transaction reads it (and may read more): the
 * record as the change leaves it, or the record read itself when nothing changes.
 */
export type DecideChange = (
  record: QuestionnaireRecord,
  tx: DbTransaction,
) => Promise<ChangeDecision> | ChangeDecision;

export interface ChangeDecision {
  /** The questionnaire as the change leaves it (its derived fields are computed on writing). */
  after: QuestionnaireRecord;
  /** Writes of another area's repo that belong to the same change (read in `decide`). */
  also?: PlannedWrites;
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

export function questionnairesRepo(db: Db) {
  /**
   * The entity's advisor or tags changed: its questionnaires follow, for the overview's filters.
   * Each run of them is one transaction that re-reads them, so a status changed meanwhile keeps
   * its keys right. Answers how many it moved.
   */
  async function followCompany(
    firmId: string,
    companyId: string,
    facts: Partial<Pick<QuestionnaireRecord, 'assignedAdvisorId' | 'entityTagIds'>>,
  ): Promise<number> {
    const ids = await db
      .collection(questionnairesPath(firmId))
      .where('company_id', '==', companyId)
      .select()
      .get();
    const refs = ids.docs.map((d) => d.ref);
    for (let i = 0; i < refs.length; i += 400) {
      await db.runTransaction(async (tx) => {
        const docs = await tx.getAll(...refs.slice(i, i + 400));
        for (const doc of docs) {
          if (!doc.exists) continue;
          const q = {
            ...fromQuestionnaireDoc(firmId, doc.id, doc.data() as QuestionnaireDoc),
            ...facts,
          };
          tx.update(doc.ref, {
            ...(facts.assignedAdvisorId !== undefined && {
              assigned_advisor_id: q.assignedAdvisorId,
            }),
            ...(facts.entityTagIds !== undefined && { entity_tag_ids: q.entityTagIds }),
            ...overviewDocFields(q),
          });
        }
      });
    }
    return refs.length;
  }

  /** The documents of every firm's `collection` whose `dateField` has come by `now`. */
  async function dueInEveryFirm(collection: string, dateField: string, now: Date, limit: number) {
    const snapshot = await db
      .collectionGroup(collection)
      .where(dateField, '<=', Timestamp.fromDate(now))
      .limit(limit)
      .get();
    return snapshot.docs.flatMap((d) => {
      const firmId = d.ref.parent.parent?.id;
      return firmId ? [{ firmId, id: d.id, data: d.data() }] : [];
    });
  }

  const repo = {
    async create(q: QuestionnaireRecord): Promise<void> {
      await db.doc(`${questionnairesPath(q.firmId)}/${q.id}`).create(toQuestionnaireDoc(q));
    },
    /** Inside a transaction: whether the questionnaire exists (a retried send checks first). */
    async existsIn(tx: DbTransaction, firmId: string, id: string): Promise<boolean> {
      return (await tx.get(db.doc(`${questionnairesPath(firmId)}/${id}`))).exists;
    },
    /** Inside a caller's transaction: the questionnaire is written only with what goes with it. */
    planCreate(tx: DbTransaction, q: QuestionnaireRecord): void {
      tx.create(db.doc(`${questionnairesPath(q.firmId)}/${q.id}`), toQuestionnaireDoc(q));
    },
    /** Scheduled sends of every firm whose next send is due (collection-group index). */
    async dueScheduled(now: Date, limit: number): Promise<ScheduledQuestionnaireRecord[]> {
      const due = await dueInEveryFirm(
        'scheduled_questionnaires',
        'next_scheduled_date',
        now,
        limit,
      );
      return due.map(({ firmId, id, data }) =>
        fromScheduledDoc(firmId, id, data as ScheduledQuestionnaireDoc),
      );
    },
    /** Questionnaires of every firm whose next reminder is due (collection-group index). */
    async dueReminders(now: Date, limit: number): Promise<{ firmId: string; id: string }[]> {
      const due = await dueInEveryFirm('questionnaires', 'earliest_remind_date', now, limit);
      return due.map(({ firmId, id }) => ({ firmId, id }));
    },
    /** One scheduled send as a transaction reads it, or null. */
    async readScheduledIn(
      tx: DbTransaction,
      firmId: string,
      id: string,
    ): Promise<ScheduledQuestionnaireRecord | null> {
      const snap = await tx.get(db.doc(`${scheduledQuestionnairesPath(firmId)}/${id}`));
      return snap.exists
        ? fromScheduledDoc(firmId, id, snap.data() as ScheduledQuestionnaireDoc)
        : null;
    },
    /** Moves a scheduled send to its next date, or (null) ends it. */
    planScheduledNext(tx: DbTransaction, s: ScheduledQuestionnaireRecord, next: Date | null) {
      const ref = db.doc(`${scheduledQuestionnairesPath(s.firmId)}/${s.id}`);
      if (next) tx.update(ref, { next_scheduled_date: Timestamp.fromDate(next) });
      else tx.delete(ref);
    },
    async createScheduled(s: ScheduledQuestionnaireRecord): Promise<void> {
      await db.doc(`${scheduledQuestionnairesPath(s.firmId)}/${s.id}`).create(toScheduledDoc(s));
    },
    /**
     * An entity's questionnaires that are not deleted, newest first (composite index), without
     * their content (a list reads the summaries).
     */
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
        .select(...LIST_FIELDS)
        .limit(limit)
        .get();
      return snapshot.docs.map((d) =>
        fromQuestionnaireDoc(firmId, d.id, d.data() as QuestionnaireDoc),
      );
    },
    /** A page of the staff overview, and its count when asked (keyed-lists.ts). */
    async overviewPage(
      firmId: string,
      req: ListRequest,
      range: PageRequest,
      withCount: boolean,
    ): Promise<{ rows: OverviewRecord[]; total?: number }> {
      const { rows, total } = await listPageAndCount(
        db.collection(questionnairesPath(firmId)),
        { ...req, select: OVERVIEW_FIELDS },
        range,
        withCount,
      );
      return {
        rows: rows.map((d) => overviewRecord(firmId, d.id, d.data() as QuestionnaireDoc)),
        ...(total !== undefined && { total }),
      };
    },
    /** The ids of every questionnaire the overview request finds (at most MAX_LISTED_IDS). */
    overviewIds: (firmId: string, req: ListRequest) =>
      listIds(db.collection(questionnairesPath(firmId)), req),
    /** The entity's advisor changed: its questionnaires follow (see followCompany). */
    setAdvisorOfCompany: (firmId: string, companyId: string, advisorId: string | null) =>
      followCompany(firmId, companyId, { assignedAdvisorId: advisorId }),
    /** The entity's tags changed: its questionnaires follow (see followCompany). */
    setTagsOfCompany: (firmId: string, companyId: string, tagIds: string[]) =>
      followCompany(firmId, companyId, { entityTagIds: tagIds }),
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
    /** The whole questionnaire, content included: the page's one read. */
    async get(firmId: string, id: string): Promise<QuestionnaireRecord | null> {
      const snapshot = await db.doc(`${questionnairesPath(firmId)}/${id}`).get();
      return snapshot.exists
        ? fromQuestionnaireDoc(firmId, id, snapshot.data() as QuestionnaireDoc)
        : null;
    },
    /**
     * Inside a transaction: reads the questionnaire and plans the change `decide` makes of it
     * (`decide` may read more with the transaction, and refuse by throwing). Null when there is
     * no such questionnaire.
     */
    async planChange(
      tx: DbTransaction,
      firmId: string,
      id: string,
      decide: DecideChange,
    ): Promise<{ writes: PlannedWrites; after: QuestionnaireRecord } | null> {
      const ref = db.doc(`${questionnairesPath(firmId)}/${id}`);
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const before = fromQuestionnaireDoc(firmId, id, snapshot.data() as QuestionnaireDoc);
      const decision = await decide(before, tx);
      const after = decision.after === before ? before : withDerivedFields(before, decision.after);
      const [first, ...rest] = after === before ? [] : changedFields(before, after);
      return {
        after,
        writes: {
          count: (first ? 1 : 0) + (decision.also?.count ?? 0),
          apply() {
            if (first) tx.update(ref, first[0], first[1], ...rest.flat());
            decision.also?.apply();
          },
        },
      };
    },
    /**
     * Reads the questionnaire and writes the change `decide` makes of it, in one transaction.
     * Answers the record as written, or null when there is no such questionnaire.
     */
    async change(
      firmId: string,
      id: string,
      decide: DecideChange,
    ): Promise<QuestionnaireRecord | null> {
      return (await repo.changeMany(firmId, [id], decide))?.[0] ?? null;
    },
    /**
     * Reads each questionnaire and writes the change `decide` makes of it, all in one transaction:
     * every change or none. Answers the records as written, or null (nothing written) when one of
     * them does not exist.
     */
    async changeMany(
      firmId: string,
      ids: string[],
      decide: DecideChange,
    ): Promise<QuestionnaireRecord[] | null> {
      return db.runTransaction(async (tx) => {
        const planned = [];
        for (const id of ids) {
          const one = await repo.planChange(tx, firmId, id, decide);
          if (!one) return null;
          planned.push(one);
        }
        for (const one of planned) one.writes.apply();
        return planned.map((one) => one.after);
      });
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
      const lock: [DbDocumentReference<unknown>, QuestionnaireRecord][] = [];
      const remove: DbDocumentReference<unknown>[] = [];
      for (const companyId of companyIds) {
        const questionnaires = await tx.get(
          db.collection(questionnairesPath(firmId)).where('company_id', '==', companyId),
        );
        for (const doc of questionnaires.docs) {
          const q = fromQuestionnaireDoc(firmId, doc.id, doc.data() as QuestionnaireDoc);
          if (!q.locked) lock.push([doc.ref, q]);
        }
        const scheduled = await tx.get(
          db.collection(scheduledQuestionnairesPath(firmId)).where('company_id', '==', companyId),
        );
        remove.push(...scheduled.docs.map((d) => d.ref));
      }
      return {
        count: lock.length + remove.length,
        apply() {
          for (const [ref, q] of lock)
            tx.update(ref, { locked: true, ...overviewDocFields({ ...q, locked: true }) });
          for (const ref of remove) tx.delete(ref);
        },
      };
    },
  };
  return repo;
}

export type QuestionnairesRepo = ReturnType<typeof questionnairesRepo>;
