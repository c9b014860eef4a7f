// The activity area: the firm's activity log (spec 3 §9). No endpoints of its own yet; other areas
// write to the log, and read a questionnaire's lines, through what this file exports.
export {
  activityRepo,
  ACTIVITY_TYPE_QUESTIONNAIRE,
  ACTIVITY_TYPE_UNCATEGORIZED,
  type ActivityRecord,
  type ActivityRepo,
} from './activity.repo';
