// The change content operations make to a questionnaire: the operations themselves, the summary
// they move and the last activity, as one decision for the repo to write.
import { applyContentOps, type ContentOp } from './content-ops';
import { summarize } from './questionnaire-page.dto';
import type { QuestionnaireRecord } from './questionnaire-record';
import type { ChangeDecision } from './questionnaires.repo';

export function decideContent(
  record: QuestionnaireRecord,
  ops: ContentOp[],
  now: Date,
): ChangeDecision {
  if (ops.length === 0) return { change: null, after: record };
  const next = applyContentOps(record, ops);
  const summary = summarize(next);
  return {
    change: { ops, summary, lastActivityAt: now },
    after: { ...next, summary, lastActivityAt: now },
  };
}
