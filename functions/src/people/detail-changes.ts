// Changes to people's details go to the firm's activity log as "detail change" lines (spec 3 §10
// activity type 1), with who made them.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import type { ActivityRepo } from '../activity/activity.module';
import type { Principal } from '../kernel/principal';

export function logDetailChange(
  activity: ActivityRepo,
  caller: Principal,
  change: { title: string; description: string; companyId: string | null; at: Date },
): Promise<void> {
  return activity.add({
    firmId: caller.firmId,
    typeId: ACTIVITY_TYPE.detailChange,
    title: change.title,
    description: change.description,
    userId: caller.userId,
    ip: null,
    userAgent: null,
    at: change.at,
    companyId: change.companyId,
  });
}
