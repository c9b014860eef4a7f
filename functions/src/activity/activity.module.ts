// The activity area: the firm's activity log (spec 3 §2, §7 "Activity logs"). Every area writes to
// the log, and reads a questionnaire's or a tax return's lines, through what this file exports; staff read the whole
// log at GET /v2/activity_logs. It sits below people: the names it shows come through the
// directory the wiring hands in.
import type { Router } from 'express';
import type { Ports } from '../platform/ports';
import type { ActivityDirectory, ActivityQuestionnaires } from './activity-links';
import { activityLogsService } from './activity-logs.service';
import { activityRepo } from './activity.repo';
import { activityRoutes } from './activity.routes';

export {
  activityRepo,
  type ActivityEntry,
  type ActivityRecord,
  type ActivityRepo,
  type ActivitySubject,
} from './activity.repo';
export { subjectActivityPage, type NamesOf } from './subject-activity';
export { reportFailedDeliveriesJob } from './delivery-failures.jobs';
export type { ActivityDirectory, ActivityEntity, ActivityQuestionnaires } from './activity-links';

export function mountActivity(
  router: Router,
  ports: Pick<Ports, 'db'>,
  links: { directory: ActivityDirectory; questionnaires: ActivityQuestionnaires },
): void {
  activityRoutes(router, activityLogsService(activityRepo(ports.db), links));
}
