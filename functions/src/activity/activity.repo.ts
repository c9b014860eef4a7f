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

export function activityRepo(db: Db) {
  return {
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
