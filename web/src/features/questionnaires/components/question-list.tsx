// A section's questions as the answers so far show them: each follow-up under the question it
// follows, only while that question has the follow-up's trigger answer (spec 2 §4).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuestionDto, SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import { visibleQuestions } from '@portico/common/questionnaires/questionnaire-progress';
import { QuestionCard } from './question-card';

function depthOf(question: QuestionDto, byId: Map<string, QuestionDto>): number {
  let depth = 0;
  let parentId = question.follow_up_question_id;
  while (parentId && depth < byId.size) {
    depth += 1;
    parentId = byId.get(parentId)?.follow_up_question_id ?? null;
  }
  return depth;
}

/**
 * `live` decides what shows (the answers so far); the cards get the page's own question objects,
 * which never change, so typing in one question re-renders only that one.
 */
export function QuestionList({ live, loaded }: { live: SectionDto; loaded: SectionDto }) {
  const byId = new Map(loaded.questions.map((q) => [q.id, q]));
  const shown = visibleQuestions(live.questions);
  if (shown.length === 0)
    return <Typography color="text.secondary">This section has no questions.</Typography>;
  return (
    <Stack spacing={2}>
      {shown.map((q) => (
        <QuestionCard key={q.id} question={byId.get(q.id)!} depth={depthOf(q, byId)} />
      ))}
    </Stack>
  );
}
