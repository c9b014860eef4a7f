// One question (spec 2 §4 "Answer actions"): its text, last year's answer, the control for its
// type, the other answers from its menu (Not applicable, Answer later or Upload later, Provided
// Elsewhere, Mark completed) with the way back from each, and whether it is saved.
import { memo, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import { isPastDue, PAST_DUE } from '@portico/common/questionnaires/answer-later';
import {
  MARKED_COMPLETED,
  NOT_APPLICABLE,
  PROVIDED_ELSEWHERE,
  type QuestionDto,
} from '@portico/common/questionnaires/questionnaire-model';
import {
  documentIdsOf,
  questionStatus,
} from '@portico/common/questionnaires/questionnaire-progress';
import { useAnswering } from '../hooks/answering-context';
import type { FieldState } from '../hooks/answer-saver';
import { entryKey, useField, useSaverVersion } from '../hooks/use-answer-saver';
import { AnswerLaterDialog, ConfirmDialog } from './later-parts';
import { EntriesInput } from './entries-input';
import { QuestionNotes } from './question-notes';
import { UploadInput } from './upload-input';
import { CHOICE_SAVE_DELAY_MS, QuestionInput } from './question-input';
import { StatusIcon } from './status-icon';

/** A stand-in that never changes, for questions that follow only their own field. */
const NO_CHANGES = { subscribeAll: () => () => undefined, getVersion: () => 0 };

const MARKER_NOTES: Record<string, { text: string; back: string }> = {
  [NOT_APPLICABLE]: { text: 'Marked not applicable.', back: 'Make applicable' },
  [PROVIDED_ELSEWHERE]: { text: 'Provided elsewhere.', back: 'Undo' },
  [MARKED_COMPLETED]: { text: 'Marked completed.', back: 'Undo' },
};

function SaveMark({ state }: { state: FieldState['saveState'] }) {
  if (state === 'saving')
    return (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', pt: 0.25 }}>
        Saving…
      </Typography>
    );
  if (state === 'saved')
    return (
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: 'success.dark', whiteSpace: 'nowrap', pt: 0.25 }}
      >
        <CheckCircleOutline sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption">Saved</Typography>
      </Stack>
    );
  if (state === 'retrying')
    return (
      <Typography variant="caption" color="warning.dark" sx={{ whiteSpace: 'nowrap', pt: 0.25 }}>
        Not saved yet
      </Typography>
    );
  return null;
}

/**
 * An entries question's entries as typed so far (its status follows them); other questions have
 * none, and do not re-render when another question changes.
 */
function useLiveEntries(question: QuestionDto) {
  const { saver, entryIds } = useAnswering();
  const isEntries = question.question_type === 'entries';
  useSaverVersion(isEntries ? saver : NO_CHANGES);
  if (!isEntries) return [];
  return (entryIds[question.id] ?? []).map((id) => ({
    id,
    values: Object.fromEntries(
      question.entry_fields.map((f) => [
        f.id,
        saver.get(entryKey(question.id, id, f.id))?.value.answer ?? '',
      ]),
    ),
  }));
}

interface MenuAction {
  label: string;
  hint?: string;
  disabled?: boolean;
  run: () => void;
}

interface Props {
  question: QuestionDto;
  /** Follow-ups are indented under the question they follow. */
  depth: number;
}

function QuestionCardInner({ question, depth }: Props) {
  const { saver, page, readOnly, today, flagged, documents } = useAnswering();
  const field = useField(saver, question.id);
  const { answer, answer_by: answerBy } = field.value;
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [answeringLater, setAnsweringLater] = useState(false);
  // The answer says which of the page's documents the question holds now.
  const held = documentIdsOf(answer).flatMap((id) => documents.known.get(id) ?? []);
  const [confirming, setConfirming] = useState<MenuAction | null>(null);
  const upload = question.question_type === 'upload';
  const labelId = `question-${question.id}-text`;
  const entries = useLiveEntries(question);
  const status = questionStatus(
    { question_type: question.question_type, answer, answer_by: answerBy, entries },
    { errorsFlagged: flagged.has(question.section_id) && !question.optional },
  );
  const marker = MARKER_NOTES[answer];
  const pastDue = isPastDue(page.due_date, today);
  const save = (next: string, nextBy: string | null, delay = CHOICE_SAVE_DELAY_MS) =>
    saver.set(question.id, { answer: next, answer_by: nextBy }, delay);
  // Another answer takes the place of uploaded documents, which are deleted: ask first.
  const choose = (action: MenuAction) => () => {
    setMenuAnchor(null);
    if (held.length > 0) setConfirming(action);
    else action.run();
  };

  const actions: MenuAction[] = [];
  if (!question.disable_not_applicable && answer !== NOT_APPLICABLE)
    actions.push({ label: 'Not applicable', run: () => save(NOT_APPLICABLE, null) });
  if (!question.disable_answer_later && !answerBy)
    actions.push({
      label: upload ? 'Upload later' : 'Answer later',
      hint: pastDue ? PAST_DUE : undefined,
      disabled: pastDue,
      run: () => setAnsweringLater(true),
    });
  if (upload && !page.preferences.disable_provided_elsewhere && answer !== PROVIDED_ELSEWHERE)
    actions.push({ label: 'Provided elsewhere', run: () => save(PROVIDED_ELSEWHERE, null) });
  if (upload && answer === '')
    actions.push({ label: 'Mark as completed', run: () => save(MARKED_COMPLETED, null) });

  const body = () => {
    if (answerBy)
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {upload ? 'You will upload this by ' : 'You will answer this by '}
            <strong>{formatCalendarDate(answerBy)}</strong>.
          </Typography>
          {!readOnly && (
            <Button size="small" onClick={() => save(answer, null)}>
              {upload ? 'Upload now' : 'Answer now'}
            </Button>
          )}
        </Stack>
      );
    if (marker)
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{marker.text}</Typography>
          {!readOnly && (
            <Button size="small" onClick={() => save('', null)}>
              {marker.back}
            </Button>
          )}
        </Stack>
      );
    if (question.question_type === 'entries') return <EntriesInput question={question} />;
    if (upload)
      return <UploadInput question={question} documents={held} onDocuments={documents.learn} />;
    return (
      <QuestionInput
        type={question.question_type}
        options={question.options}
        value={answer}
        disabled={readOnly}
        labelId={labelId}
        limit={question.number_of_characters}
        error={status === 'error'}
        onChange={(value, delay) => save(value, null, delay)}
      />
    );
  };

  return (
    <Paper
      variant="outlined"
      id={`question${question.id}`}
      data-testid="question"
      sx={{
        p: { xs: 2, sm: 2.5 },
        ml: { xs: depth * 1.5, sm: depth * 4 },
        borderColor: status === 'error' ? 'error.main' : 'divider',
        scrollMarginTop: 120,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ pt: 0.25 }}>
          <StatusIcon status={status} />
        </Box>
        <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography
              id={labelId}
              data-testid="question-text"
              sx={{ flexGrow: 1, fontWeight: 500 }}
            >
              {question.text}
            </Typography>
            <SaveMark state={field.saveState} />
            {question.optional && <Chip size="small" label="Optional" variant="outlined" />}
            {!readOnly && actions.length > 0 && (
              <IconButton
                size="small"
                aria-label={`More answers for: ${question.text}`}
                aria-haspopup="menu"
                onClick={(e) => setMenuAnchor(e.currentTarget)}
                sx={{ mt: -0.5 }}
              >
                <MoreVert fontSize="small" />
              </IconButton>
            )}
          </Stack>
          {question.prior_year_value && (
            <Typography variant="body2" color="text.secondary">
              Last year: {question.prior_year_value}
            </Typography>
          )}
          {question.uploaded_last_year && (
            <Typography variant="body2" color="text.secondary">
              You uploaded this last year.
            </Typography>
          )}
          {body()}
          <QuestionNotes question={question} />
          {status === 'error' && (
            <Typography variant="body2" color="error.main">
              This question needs an answer.
            </Typography>
          )}
        </Stack>
      </Stack>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={action.disabled} onClick={choose(action)}>
            <ListItemText primary={action.label} secondary={action.hint} />
          </MenuItem>
        ))}
      </Menu>
      <Suspense fallback={null}>
        {confirming && (
          <ConfirmDialog
            title="Delete the uploaded documents?"
            confirmLabel="Delete and continue"
            destructive
            onClose={() => setConfirming(null)}
            onConfirm={() => {
              const action = confirming;
              setConfirming(null);
              action.run();
            }}
          >
            {`${confirming.label} replaces the ${held.length === 1 ? 'document' : `${held.length} documents`} uploaded for this question, which will be deleted.`}
          </ConfirmDialog>
        )}
        {answeringLater && (
          <AnswerLaterDialog
            upload={upload}
            today={today}
            dueDate={page.due_date}
            onClose={() => setAnsweringLater(false)}
            onSave={(date) => {
              setAnsweringLater(false);
              // Upload Later takes the place of any uploaded documents (spec 2 §4).
              save(upload ? '' : answer, date, 0);
            }}
          />
        )}
      </Suspense>
    </Paper>
  );
}

export const QuestionCard = memo(QuestionCardInner);
