// What a decided change to a questionnaire writes. A writer decides the record as the change leaves
// it; here, for every writer, the derived fields are computed again (the summary, the overview's
// keys and activity time), and the writes hold exactly what differs from the record as read: the
// head's fields, the content when its sections change, and the content maps (answers, signatures,
// notes, tracked changes, contact confirmations) entry by entry in the part that stores each
// (questionnaire-parts.ts), so an answer saved writes that answer, in its section's part, and the
// head only when the summary or the overview's fields move.
import { changedFields, sameStoredValue } from '../platform/db/changed-fields';
import { FieldPath, FieldValue, Timestamp } from '../platform/db/db';
import { OVERVIEW_ACTIVITY_STEP_MS, overviewActivityAt } from './overview/overview-fields';
import { headDocFields, overviewDocFields } from './questionnaire-doc';
import {
  answerPlaces,
  CONTENT_MAPS,
  CONTENT_PART,
  HEAD,
  type AnswerPlaces,
  type ContentMapName,
  type PartDoc,
} from './questionnaire-parts';
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

/** What one part of the questionnaire's content gets (questionnaire-parts.ts). */
export type PartWrite =
  | { kind: 'set'; doc: PartDoc }
  | { kind: 'update'; pairs: [FieldPath, unknown][] }
  | { kind: 'delete' };

/** The writes that take the stored questionnaire from `before` to `after`. */
export interface QuestionnaireWrites {
  /** The head's field paths and values (none: the head is left alone). */
  head: [FieldPath, unknown][];
  /** By part id: only the parts the change moves. */
  parts: Map<string, PartWrite>;
}

export function questionnaireWrites(
  before: QuestionnaireRecord,
  after: QuestionnaireRecord,
): QuestionnaireWrites {
  const head: [FieldPath, unknown][] = Object.entries(
    changedFields(headDocFields(before), headDocFields(after)),
  ).map(([key, value]) => [new FieldPath(key), value]);
  const keysBefore = overviewDocFields(before).overview_keys;
  const keysAfter = overviewDocFields(after).overview_keys;
  if (!sameStoredValue(keysBefore, keysAfter))
    head.push([new FieldPath('overview_keys'), keysAfter]);
  const activity = after.overviewActivityAt ?? null;
  if (activity && activity.getTime() !== before.overviewActivityAt?.getTime())
    head.push([new FieldPath('overview_activity_at'), Timestamp.fromDate(activity)]);

  const parts = new Map<string, PartWrite>();
  const sectionsMoved =
    before.sections !== after.sections && !sameStoredValue(before.sections, after.sections);
  if (sectionsMoved)
    parts.set(
      CONTENT_PART,
      after.sections.length > 0
        ? { kind: 'set', doc: { sections: after.sections } }
        : { kind: 'delete' },
    );
  const places = {
    before: answerPlaces(before.sections),
    after: sectionsMoved ? answerPlaces(after.sections) : undefined,
  };
  for (const name of Object.keys(CONTENT_MAPS) as ContentMapName[]) {
    const changed = changedEntries(name, before, after, places);
    head.push(...(changed.get(HEAD) ?? []));
    for (const [part, pairs] of changed)
      if (part !== HEAD) parts.set(part, partWrite(name, part, pairs, before, after, places));
  }
  return { head, parts };
}

interface Places {
  before: AnswerPlaces;
  /** Only when the sections changed. */
  after: AnswerPlaces | undefined;
}

/** Where a map's entries are stored, keyed by entry, in the record read or the one written. */
function partsOfEntries(name: ContentMapName, q: QuestionnaireRecord, places: AnswerPlaces) {
  const map = CONTENT_MAPS[name];
  return (key: string) => (map.of(q)[key] === undefined ? undefined : map.partOf(key, places));
}

/** The entries of one content map the change set, replaced or removed, by the part holding them. */
function changedEntries(
  name: ContentMapName,
  before: QuestionnaireRecord,
  after: QuestionnaireRecord,
  places: Places,
): Map<string | typeof HEAD, [FieldPath, unknown][]> {
  const map = CONTENT_MAPS[name];
  const was = map.of(before);
  const is = map.of(after);
  const changed = new Map<string | typeof HEAD, [FieldPath, unknown][]>();
  if (was === is && !places.after) return changed;
  const partBefore = partsOfEntries(name, before, places.before);
  const partAfter = partsOfEntries(name, after, places.after ?? places.before);
  const add = (part: string | typeof HEAD, pair: [FieldPath, unknown]) => {
    const pairs = changed.get(part);
    if (pairs) pairs.push(pair);
    else changed.set(part, [pair]);
  };
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    const from = partBefore(key);
    const to = partAfter(key);
    const path = new FieldPath(name, key);
    if (from !== undefined && from !== to) add(from, [path, FieldValue.delete()]);
    if (to === undefined || (from === to && was[key] === is[key])) continue;
    const doc = map.toDoc(is[key]);
    if (from !== to || !sameStoredValue(map.toDoc(was[key]), doc)) add(to, [path, doc]);
  }
  return changed;
}

/**
 * How a part gets its changed entries: updated in place, written whole when the change starts it,
 * removed when the change leaves it empty.
 */
function partWrite(
  name: ContentMapName,
  part: string,
  pairs: [FieldPath, unknown][],
  before: QuestionnaireRecord,
  after: QuestionnaireRecord,
  places: Places,
): PartWrite {
  const map = CONTENT_MAPS[name];
  const inPart = (q: QuestionnaireRecord, at: AnswerPlaces) =>
    Object.entries(map.of(q)).filter(([key]) => map.partOf(key, at) === part);
  const existed = inPart(before, places.before).length > 0;
  const entries = inPart(after, places.after ?? places.before);
  if (entries.length === 0) return { kind: 'delete' };
  if (!existed)
    return {
      kind: 'set',
      doc: { [name]: Object.fromEntries(entries.map(([key, value]) => [key, map.toDoc(value)])) },
    };
  return { kind: 'update', pairs };
}
