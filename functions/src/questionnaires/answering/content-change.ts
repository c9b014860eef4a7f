// The change content operations make to a questionnaire: the operations themselves, the summary
// they move, the last activity and, while changes are tracked, what each answer changed for the
// first time was; as one decision for the repo to write.
import { answerInWords } from '@portico/common/questionnaires/tracked-changes';
import { applyContentOps, blankAnswer, type ContentOp } from './content-ops';
import { summarize } from '../questionnaire-page.dto';
import type { QuestionnaireRecord, TrackedChangeRecord } from '../questionnaire-record';
import type { ChangeDecision } from '../questionnaires.repo';

export function decideContent(
  record: QuestionnaireRecord,
  ops: ContentOp[],
  now: Date,
): ChangeDecision {
  if (ops.length === 0) return { change: null, after: record };
  const next = applyContentOps(record, ops);
  const summary = summarize(next);
  const trackedChanges = firstChanges(record, ops, now);
  return {
    change: { ops, summary, lastActivityAt: now, ...(trackedChanges && { trackedChanges }) },
    after: {
      ...next,
      summary,
      lastActivityAt: now,
      ...(trackedChanges && {
        trackedChanges: { ...record.trackedChanges, ...trackedChanges },
      }),
    },
  };
}

/**
 * While changes are tracked, the answers these operations change for the first time since: what
 * each was, in words (null when nothing is tracked or each was changed before).
 */
function firstChanges(
  record: QuestionnaireRecord,
  ops: ContentOp[],
  now: Date,
): Record<string, TrackedChangeRecord> | null {
  if (!record.trackChangesSince) return null;
  const tracked: Record<string, TrackedChangeRecord> = {};
  for (const op of ops) {
    const id = op.questionId;
    if (record.trackedChanges?.[id] || tracked[id]) continue;
    const question = findQuestionDef(record, id);
    if (!question) continue;
    const before = answerInWords(question.question_type, record.answers[id] ?? blankAnswer());
    tracked[id] = { before, at: now };
  }
  return Object.keys(tracked).length > 0 ? tracked : null;
}

const findQuestionDef = (record: QuestionnaireRecord, id: string) =>
  record.sections.flatMap((s) => s.questions).find((q) => q.id === id) ?? null;
