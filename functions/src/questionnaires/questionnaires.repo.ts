// Reads and writes questionnaires (firms/{firmId}/questionnaires), and the locking a user's
// deactivation carries (the people area's QuestionnaireLocks link, with sending's scheduled sends).
import type { Db, DbDocumentReference, DbTransaction } from '../platform/db/db';
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
import { PARTS_COLLECTION, toPartDocs, type PartDoc } from './questionnaire-parts';
import {
  questionnaireWrites,
  withDerivedFields,
  type QuestionnaireWrites,
} from './questionnaire-writes';
import { dueInEveryFirm } from '../platform/db/due-in-every-firm';
import type { QuestionnaireRecord } from './questionnaire-record';

export const questionnairesPath = (firmId: string) => `firms/${firmId}/questionnaires`;
const partsPath = (firmId: string, id: string) =>
  `${questionnairesPath(firmId)}/${id}/${PARTS_COLLECTION}`;

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

export function questionnairesRepo(db: Db) {
  const headRef = (firmId: string, id: string) => db.doc(`${questionnairesPath(firmId)}/${id}`);
  const partRef = (firmId: string, id: string, part: string) =>
    db.doc(`${partsPath(firmId, id)}/${part}`);
  const partDocs = (snapshot: { docs: { data(): unknown }[] }) =>
    snapshot.docs.map((d) => d.data() as PartDoc);

  /** The head and the parts of a new questionnaire, each with its reference. */
  const newDocs = (q: QuestionnaireRecord) =>
    [
      [headRef(q.firmId, q.id), toQuestionnaireDoc(q)],
      ...[...toPartDocs(q)].map(([part, doc]) => [partRef(q.firmId, q.id, part), doc] as const),
    ] as const;

  /** Applies a change's writes to the head and the parts inside `tx`. */
  function applyWrites(
    tx: DbTransaction,
    firmId: string,
    id: string,
    writes: QuestionnaireWrites,
  ): void {
    const [first, ...rest] = writes.head;
    if (first) tx.update(headRef(firmId, id), first[0], first[1], ...rest.flat());
    for (const [part, write] of writes.parts) {
      const ref = partRef(firmId, id, part);
      if (write.kind === 'set') tx.set(ref, write.doc);
      else if (write.kind === 'delete') tx.delete(ref);
      else {
        const [one, ...more] = write.pairs;
        if (one) tx.update(ref, one[0], one[1], ...more.flat());
      }
    }
  }
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

  const repo = {
    async create(q: QuestionnaireRecord): Promise<void> {
      const batch = db.batch();
      for (const [ref, doc] of newDocs(q)) batch.create(ref, doc);
      await batch.commit();
    },
    /** Inside a transaction: whether the questionnaire exists (a retried send checks first). */
    async existsIn(tx: DbTransaction, firmId: string, id: string): Promise<boolean> {
      return (await tx.get(db.doc(`${questionnairesPath(firmId)}/${id}`))).exists;
    },
    /** Inside a caller's transaction: the questionnaire is written only with what goes with it. */
    planCreate(tx: DbTransaction, q: QuestionnaireRecord): void {
      for (const [ref, doc] of newDocs(q)) tx.create(ref, doc);
    },
    /** Questionnaires of every firm whose next reminder is due (collection-group index). */
    async dueReminders(now: Date, limit: number): Promise<{ firmId: string; id: string }[]> {
      const due = await dueInEveryFirm(db, 'questionnaires', 'earliest_remind_date', now, limit);
      return due.map(({ firmId, id }) => ({ firmId, id }));
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
    /** The whole questionnaire, content included: its head and its parts, read together. */
    async get(firmId: string, id: string): Promise<QuestionnaireRecord | null> {
      const [head, parts] = await Promise.all([
        headRef(firmId, id).get(),
        db.collection(partsPath(firmId, id)).get(),
      ]);
      return head.exists
        ? fromQuestionnaireDoc(firmId, id, head.data() as QuestionnaireDoc, partDocs(parts))
        : null;
    },
    /** The stored parts of a questionnaire's content (a derived field's refresh reads them). */
    async partsOf(firmId: string, id: string): Promise<PartDoc[]> {
      return partDocs(await db.collection(partsPath(firmId, id)).get());
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
      const head = await tx.get(headRef(firmId, id));
      if (!head.exists) return null;
      const parts = await tx.get(db.collection(partsPath(firmId, id)));
      const before = fromQuestionnaireDoc(
        firmId,
        id,
        head.data() as QuestionnaireDoc,
        partDocs(parts),
      );
      const decision = await decide(before, tx);
      const after = decision.after === before ? before : withDerivedFields(before, decision.after);
      const writes =
        after === before ? { head: [], parts: new Map() } : questionnaireWrites(before, after);
      return {
        after,
        writes: {
          count: (writes.head.length > 0 ? 1 : 0) + writes.parts.size + (decision.also?.count ?? 0),
          apply() {
            applyWrites(tx, firmId, id, writes);
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
     * one). Reads now; the caller checks the size and applies.
     */
    async planLocks(
      tx: DbTransaction,
      firmId: string,
      companyIds: string[],
    ): Promise<PlannedWrites> {
      const lock: [DbDocumentReference<unknown>, QuestionnaireRecord][] = [];
      for (const companyId of companyIds) {
        const questionnaires = await tx.get(
          db.collection(questionnairesPath(firmId)).where('company_id', '==', companyId),
        );
        for (const doc of questionnaires.docs) {
          const q = fromQuestionnaireDoc(firmId, doc.id, doc.data() as QuestionnaireDoc);
          if (!q.locked) lock.push([doc.ref, q]);
        }
      }
      return {
        count: lock.length,
        apply() {
          for (const [ref, q] of lock)
            tx.update(ref, { locked: true, ...overviewDocFields({ ...q, locked: true }) });
        },
      };
    },
  };
  return repo;
}

export type QuestionnairesRepo = ReturnType<typeof questionnairesRepo>;
