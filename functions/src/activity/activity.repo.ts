// Writes the firm's activity log, firms/{firmId}/activities (spec 3: type_id, title, description).
import { randomUUID } from 'node:crypto';
import { Timestamp, type Db } from '../platform/db/db';

/** Spec 3 §9: 0 is "uncategorized"; sign-in events carry it. */
export const ACTIVITY_TYPE_UNCATEGORIZED = 0;
export const ACTIVITY_TYPE_QUESTIONNAIRE = 3;

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
}

/** One line of the log as a list shows it. */
export interface ActivityRecord {
  id: string;
  title: string;
  description: string;
  userId: string | null;
  at: Date;
}

export function activityRepo(db: Db) {
  return {
    /**
     * One questionnaire's lines, newest first, a page at a time (1-based); `more` says whether a
     * later page has any.
     */
    async pageForQuestionnaire(
      firmId: string,
      questionnaireId: string,
      page: number,
      size: number,
    ): Promise<{ entries: ActivityRecord[]; more: boolean }> {
      const snapshot = await db
        .collection(`firms/${firmId}/activities`)
        .where('questionnaire_id', '==', questionnaireId)
        .orderBy('created_at', 'desc')
        .offset((page - 1) * size)
        .limit(size + 1)
        .get();
      const entries = snapshot.docs.map((d) => ({
        id: d.id,
        title: String(d.get('title') ?? ''),
        description: String(d.get('description') ?? ''),
        userId: (d.get('user_id') as string | null) ?? null,
        at: (d.get('created_at') as Timestamp).toDate(),
      }));
      return { entries: entries.slice(0, size), more: entries.length > size };
    },

    async add(entry: ActivityEntry): Promise<void> {
      await db.doc(`firms/${entry.firmId}/activities/${randomUUID()}`).create({
        type_id: entry.typeId,
        title: entry.title,
        description: entry.description,
        user_id: entry.userId,
        ip: entry.ip,
        user_agent: entry.userAgent,
        created_at: Timestamp.fromDate(entry.at),
        company_id: entry.companyId ?? null,
        questionnaire_id: entry.questionnaireId ?? null,
      });
    },
  };
}

export type ActivityRepo = ReturnType<typeof activityRepo>;
