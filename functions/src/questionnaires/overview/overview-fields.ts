// The derived fields behind the staff overview ('Collect'): every filter combination it offers is
// folded into `overview_keys` ("y:<year>|s:<status>|a:<advisor>|g:<group>|c:<custom status>|t:<tag>",
// each part its value or '*' for "any"; one key per entity tag), so a page is one range scan over an (overview_keys, sort field) composite index
// (firestore.indexes.json; the keyed lists of platform/db/keyed-lists.ts). A deleted
// questionnaire carries only its 'deleted' keys, so "any status" never finds it. The entity's
// advisor, group and tags are copied onto the questionnaire when it is made and when they change.
import { overviewStatus, type OverviewStatus } from '@portico/common/questionnaires/overview';
import { keyCombinations } from '../../platform/db/keyed-lists';

export const ANY = '*';
/** Stands for "no group" / "no advisor" inside a key. */
export const NONE = '-';

export type OverviewKeyStatus = OverviewStatus | 'deleted';

export interface OverviewSource {
  taxYear: number;
  isDraft: boolean;
  locked: boolean;
  completed: boolean;
  openedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
  lastActivityAt: Date | null;
  assignedAdvisorId?: string | null;
  firmGroupId?: string | null;
  customStatusId?: string | null;
  entityTagIds?: string[];
}

/** How far the stored activity time may lag the last activity (the overview sorts by it). */
export const OVERVIEW_ACTIVITY_STEP_MS = 10 * 60_000;

export interface OverviewFields {
  overview_keys: string[];
  /** The default sort: the last activity, else when it was sent, else when it was saved. */
  overview_activity_at: Date;
}

export function overviewKeyStatus(q: OverviewSource): OverviewKeyStatus {
  if (q.deletedAt) return 'deleted';
  return overviewStatus({ ...q, opened: q.openedAt !== null });
}

/** The default sort's time: the last activity, else when it was sent, else when it was saved. */
export const overviewActivityAt = (q: OverviewSource): Date =>
  q.lastActivityAt ?? q.sentAt ?? q.createdAt;

export function overviewFields(q: OverviewSource): OverviewFields {
  const status = overviewKeyStatus(q);
  return {
    overview_keys: keyCombinations([
      [`y:${q.taxYear}`, `y:${ANY}`],
      status === 'deleted' ? ['s:deleted'] : [`s:${status}`, `s:${ANY}`],
      [`a:${q.assignedAdvisorId ?? NONE}`, `a:${ANY}`],
      [`g:${q.firmGroupId ?? NONE}`, `g:${ANY}`],
      [`c:${q.customStatusId ?? NONE}`, `c:${ANY}`],
      [...new Set(q.entityTagIds ?? [])].map((tag) => `t:${tag}`).concat(`t:${ANY}`),
    ]),
    overview_activity_at: overviewActivityAt(q),
  };
}

export interface OverviewFilter {
  taxYear: number | null;
  status: OverviewKeyStatus | null;
  advisor: string | null;
  /** The groups to look in (NONE for "no group"); null for any. */
  groups: string[] | null;
  /** The custom status (NONE for "no status"); null for any. */
  customStatus: string | null;
  /** One of the entity's tags; null for any. */
  entityTag: string | null;
}

/** The key lists to look up: one per group (a row has one group, so they match apart). */
export function overviewFilterKeys(f: OverviewFilter): string[][] {
  return (f.groups ?? [ANY]).map((group) => [
    `y:${f.taxYear ?? ANY}|s:${f.status ?? ANY}|a:${f.advisor ?? ANY}|g:${group}|c:${f.customStatus ?? ANY}|t:${f.entityTag ?? ANY}`,
  ]);
}
