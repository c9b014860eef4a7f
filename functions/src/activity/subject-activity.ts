// One questionnaire's or tax return's activity, a page at a time, as their dialogs list it: the
// log's lines about it, newest first, each with who did it by name (the caller's area reads the
// names: activity sits below people).
import type { SubjectActivityPageDto } from '@portico/common/activity/subject-activity';
import type { ActivityRepo, ActivitySubject } from './activity.repo';

/** Users' names by id, for those ids that are users. */
export type NamesOf = (firmId: string, userIds: string[]) => Promise<Map<string, string>>;

export async function subjectActivityPage(
  activity: ActivityRepo,
  namesOf: NamesOf,
  firmId: string,
  subject: ActivitySubject,
  page: number,
  size: number,
): Promise<SubjectActivityPageDto> {
  const { entries, more } = await activity.pageFor(firmId, subject, page, size);
  const ids = [...new Set(entries.flatMap((e) => (e.userId ? [e.userId] : [])))];
  const names = await namesOf(firmId, ids);
  return {
    activities: entries.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      by: e.userId ? (names.get(e.userId) ?? null) : null,
      created_at: e.at.toISOString(),
    })),
    page,
    has_more: more,
  };
}
