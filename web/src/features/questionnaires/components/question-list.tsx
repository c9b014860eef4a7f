// A section's questions as the answers so far show them: each follow-up under the question it
// follows, only while that question has the follow-up's trigger answer (spec 2 §4). A long
// section is drawn in steps (the first questions at once, the rest in interruptible renders),
// so a 300-question section answers the first key without waiting for the last question.
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuestionDto, SectionDto } from '@portico/common/questionnaires/questionnaire-model';
import { visibleQuestions } from '@portico/common/questionnaires/questionnaire-progress';
import { QuestionCard } from './question-card';

/** Questions drawn with the section, then added per frame. */
const FIRST_DRAWN = 20;
const DRAWN_PER_STEP = 40;

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
  const { hash } = useLocation();
  const byId = new Map(loaded.questions.map((q) => [q.id, q]));
  const shown = visibleQuestions(live.questions);
  // A link to a question draws at least up to it at once, so it can be scrolled to.
  const linked = shown.findIndex((q) => `#question${q.id}` === hash);
  const [drawn, setDrawn] = useState(() => Math.max(FIRST_DRAWN, linked + 1));
  useEffect(() => {
    if (drawn >= shown.length) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() => setDrawn((n) => n + DRAWN_PER_STEP)),
    );
    return () => cancelAnimationFrame(frame);
  }, [drawn, shown.length]);

  if (shown.length === 0)
    return <Typography color="text.secondary">This section has no questions.</Typography>;
  return (
    <Stack spacing={2}>
      {shown.slice(0, drawn).map((q) => (
        <QuestionCard key={q.id} question={byId.get(q.id)!} depth={depthOf(q, byId)} />
      ))}
    </Stack>
  );
}
