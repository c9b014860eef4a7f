// The change content operations make to a questionnaire: its answers as the operations leave them,
// the last activity and, while changes are tracked, what each answer changed for the first time
// was; as one decision for the repo to write (which derives the summary).
import { answerInWords } from '@portico/common/questionnaires/tracked-changes';
import { applyContentOps, blankAnswer, type ContentOp } from './content-ops';
import type { QuestionnaireRecord, TrackedChangeRecord } from '../questionnaire-record';
import type { ChangeDecision } from '../questionnaires.repo';

export function decideContent(
  record: QuestionnaireRecord,
  ops: ContentOp[],
  now: Date,
): ChangeDecision {
  if (ops.length === 0) return { after: record };
  const trackedChanges = firstChanges(record, ops, now);
  return {
    after: {
      ...applyContentOps(record, ops),
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
