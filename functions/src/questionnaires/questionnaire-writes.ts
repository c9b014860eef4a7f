// What a decided change to a questionnaire writes. A writer decides the record as the change leaves
// it; here, for every writer, the derived fields are computed again (the summary, the overview's
// keys and activity time), and the update holds exactly the fields that differ from the record as
// read: whole fields, and the content maps (answers, signatures, notes, tracked changes, contact
// confirmations) entry by entry, so an answer saved writes that answer and no other.
import { changedFields, sameStoredValue } from '../platform/db/changed-fields';
import { FieldPath, FieldValue, Timestamp } from '../platform/db/db';
import { OVERVIEW_ACTIVITY_STEP_MS, overviewActivityAt } from './overview/overview-fields';
import {
  CONTENT_MAPS,
  headDocFields,
  overviewDocFields,
  type ContentMapName,
} from './questionnaire-doc';
import type { QuestionnaireRecord } from './questionnaire-record';
import { summarize } from './questionnaire-summary';

/**
 * The record with its derived fields as the change leaves them: the summary, and the overview's
 * activity time, which moves only in steps of OVERVIEW_ACTIVITY_STEP_MS so a client answering away
 * does not rewrite the overview's index entries at every answer (the answer-save budget).
 */
export function withDerivedFields(
  before: QuestionnaireRecord,
  after: QuestionnaireRecord,
): QuestionnaireRecord {
  const activity = overviewActivityAt(after);
  const stored = before.overviewActivityAt ?? null;
  const moved =
    stored === null || Math.abs(activity.getTime() - stored.getTime()) >= OVERVIEW_ACTIVITY_STEP_MS;
  return { ...after, summary: summarize(after), overviewActivityAt: moved ? activity : stored };
}

/** The field paths and values that take the stored questionnaire from `before` to `after`. */
export function changedQuestionnaireFields(
  before: QuestionnaireRecord,
  after: QuestionnaireRecord,
): [FieldPath, unknown][] {
  const head = changedFields(headDocFields(before), headDocFields(after));
  const pairs: [FieldPath, unknown][] = Object.entries(head).map(([key, value]) => [
    new FieldPath(key),
    value,
  ]);
  for (const name of Object.keys(CONTENT_MAPS) as ContentMapName[])
    pairs.push(...changedEntries(name, before, after));
  const keysBefore = overviewDocFields(before).overview_keys;
  const keysAfter = overviewDocFields(after).overview_keys;
  if (!sameStoredValue(keysBefore, keysAfter))
    pairs.push([new FieldPath('overview_keys'), keysAfter]);
  const activity = after.overviewActivityAt ?? null;
  if (activity && activity.getTime() !== before.overviewActivityAt?.getTime())
    pairs.push([new FieldPath('overview_activity_at'), Timestamp.fromDate(activity)]);
  return pairs;
}

/** The entries of one content map the change set, replaced or removed. */
function changedEntries(
  name: ContentMapName,
  before: QuestionnaireRecord,
  after: QuestionnaireRecord,
): [FieldPath, unknown][] {
  const map = CONTENT_MAPS[name];
  const was = map.of(before);
  const is = map.of(after);
  if (was === is) return [];
  const pairs: [FieldPath, unknown][] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (was[key] === is[key]) continue;
    const path = new FieldPath(name, key);
    if (is[key] === undefined) pairs.push([path, FieldValue.delete()]);
    else {
      const doc = map.toDoc(is[key]);
      if (was[key] === undefined || !sameStoredValue(map.toDoc(was[key]), doc))
        pairs.push([path, doc]);
    }
  }
  return pairs;
}
