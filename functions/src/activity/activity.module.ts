// The activity area: the firm's activity log (spec 3 §9). No endpoints yet; other areas write to
// the log through what this file exports.
export {
  activityRepo,
  ACTIVITY_TYPE_QUESTIONNAIRE,
  ACTIVITY_TYPE_UNCATEGORIZED,
  type ActivityRepo,
} from './activity.repo';
