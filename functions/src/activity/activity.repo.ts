// Writes the firm's activity log, firms/{firmId}/activities (spec 3: type_id, title, description).
import { randomUUID } from 'node:crypto';
import { addTextTokens, searchText, type SearchLookup } from '../kernel/search-tokens';
import { Timestamp, type Db, type DbQuery, type DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';

export interface ActivityEntry {
  firmId: string;
  typeId: number;
  title: string;
  description: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
  /** What it concerns, for the activity lists' filters (spec 3 "GET /v2/activity_logs"). */
  companyId?: string | null;
  questionnaireId?: string | null;
  taxReturnId?: string | null;
}

/** What one thing's log is read by: the line's field naming it, and its id. */
export type ActivitySubject =
  { field: 'questionnaire_id'; id: string } | { field: 'tax_return_id'; id: string };

/** One line of the log as a list shows it. */
export interface ActivityRecord {
  id: string;
  typeId: number;
  title: string;
  description: string;
  userId: string | null;
  at: Date;
  companyId: string | null;
  questionnaireId: string | null;
}

/** What the firm's activity list asks for (each filter optional). */
export interface ActivityFilter {
  firmId: string;
  companyId: string | null;
  questionnaireId: string | null;
  typeId: number | null;
  search: SearchLookup | null;
}

interface ActivityDoc {
  type_id?: number;
  title?: string;
  description?: string;
  user_id?: string | null;
  created_at: Timestamp;
  company_id?: string | null;
  questionnaire_id?: string | null;
  search_text?: string;
}

/** A searched list is read whole up to this many matches of its token, then paged. */
const MAX_SEARCHED = 2000;

const toRecord = (id: string, doc: ActivityDoc): ActivityRecord => ({
  id,
  typeId: doc.type_id ?? 0,
  title: String(doc.title ?? ''),
  description: String(doc.description ?? ''),
  userId: doc.user_id ?? null,
  at: doc.created_at.toDate(),
  companyId: doc.company_id ?? null,
  questionnaireId: doc.questionnaire_id ?? null,
});

/**
 * Whether a line read by the search token (the only filter its query applies) passes the others
 * and the whole term.
 */
const passes = (f: ActivityFilter, doc: ActivityDoc) =>
  (!f.companyId || doc.company_id === f.companyId) &&
  (!f.questionnaireId || doc.questionnaire_id === f.questionnaireId) &&
  (f.typeId === null || (doc.type_id ?? 0) === f.typeId) &&
  (!f.search?.check || (doc.search_text ?? '').includes(f.search.check));

function toDoc(entry: ActivityEntry) {
  const tokens = new Set<string>();
  addTextTokens(entry.title, tokens);
  addTextTokens(entry.description, tokens);
  return {
    type_id: entry.typeId,
    title: entry.title,
    description: entry.description,
    user_id: entry.userId,
    ip: entry.ip,
    user_agent: entry.userAgent,
    created_at: Timestamp.fromDate(entry.at),
    company_id: entry.companyId ?? null,
    questionnaire_id: entry.questionnaireId ?? null,
    tax_return_id: entry.taxReturnId ?? null,
    search_tokens: [...tokens],
    search_text: searchText([entry.title, entry.description]),
  };
}

export function activityRepo(db: Db) {
  const path = (firmId: string) => `firms/${firmId}/activities`;
  return {
    /**
     * A page (from 1) of the firm's log, newest first, with how many lines match. Without a
     * search the filters are the query's; with one, its token is, and the rest are checked on
     * the (at most 2,000 newest) lines it finds.
     */
    async page(
      f: ActivityFilter,
      page: number,
      size: number,
    ): Promise<{ entries: ActivityRecord[]; total: number }> {
      let query: DbQuery = db.collection(path(f.firmId));
      if (f.search) {
        const found = await query
          .where('search_tokens', 'array-contains', f.search.token)
          .orderBy('created_at', 'desc')
          .limit(MAX_SEARCHED)
          .get();
        const hits = found.docs.filter((d) => passes(f, d.data() as ActivityDoc));
        return {
          entries: hits
            .slice((page - 1) * size, page * size)
            .map((d) => toRecord(d.id, d.data() as ActivityDoc)),
          total: hits.length,
        };
      }
      if (f.questionnaireId) query = query.where('questionnaire_id', '==', f.questionnaireId);
      else if (f.companyId) query = query.where('company_id', '==', f.companyId);
      if (f.typeId !== null) query = query.where('type_id', '==', f.typeId);
      const [found, counted] = await Promise.all([
        query
          .orderBy('created_at', 'desc')
          .offset((page - 1) * size)
          .limit(size)
          .get(),
        query.count().get(),
      ]);
      return {
        entries: found.docs.map((d) => toRecord(d.id, d.data() as ActivityDoc)),
        total: counted.data().count,
      };
    },

    /**
     * One questionnaire's or tax return's lines, newest first, a page at a time (1-based); `more`
     * says whether a later page has any (composite index on the field and created_at).
     */
    async pageFor(
      firmId: string,
      subject: ActivitySubject,
      page: number,
      size: number,
    ): Promise<{ entries: ActivityRecord[]; more: boolean }> {
      const snapshot = await db
        .collection(`firms/${firmId}/activities`)
        .where(subject.field, '==', subject.id)
        .orderBy('created_at', 'desc')
        .offset((page - 1) * size)
        .limit(size + 1)
        .get();
      const entries = snapshot.docs.map((d) => toRecord(d.id, d.data() as ActivityDoc));
      return { entries: entries.slice(0, size), more: entries.length > size };
    },

    async add(entry: ActivityEntry): Promise<void> {
      await db.doc(`${path(entry.firmId)}/${randomUUID()}`).create(toDoc(entry));
    },

    /** The line written inside a change's own transaction, so it is logged only if it happened. */
    plan(tx: DbTransaction, entry: ActivityEntry): PlannedWrites {
      return {
        count: 1,
        apply: () => tx.create(db.doc(`${path(entry.firmId)}/${randomUUID()}`), toDoc(entry)),
      };
    },
  };
}

export type ActivityRepo = ReturnType<typeof activityRepo>;
