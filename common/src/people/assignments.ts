// Assigned advisor of many clients at once (spec 3 §7 "update client assignments"): advisorId and
// clientIds, -1 for no advisor.
import { array, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { NO_FILTER } from './people-list';
import { MAX_BULK_TAG_IDS, NO_SELECTION_TO_UPDATE } from './tags';

export const ASSIGNMENTS_UPDATED = 'Assignments updated successfully';

export const assignmentsSchema = object({
  advisorId: recordId('advisorId').required('advisorId is missing'),
  clientIds: array(recordId('clientIds').required())
    .default([])
    .min(1, NO_SELECTION_TO_UPDATE)
    .max(MAX_BULK_TAG_IDS, `Select at most ${MAX_BULK_TAG_IDS} at once`),
});
export type AssignmentsInput = InferType<typeof assignmentsSchema>;

export const isNoAdvisor = (advisorId: string) => advisorId === NO_FILTER;

/** "Update Assigned Firm User" of one entity (spec 3 §2, §7): a firm user's id, -1 for none. */
export const entityAdvisorSchema = object({
  assigned_advisor_id: recordId('assigned_advisor_id').required('Choose a firm user'),
});
export type EntityAdvisorInput = InferType<typeof entityAdvisorSchema>;
export const ADVISOR_UPDATED = 'Assigned firm user was updated successfully';
