// One question of a template as its writer edits it: text, answer type, options (or the fields
// of an entry), the answer that shows a follow-up, a character limit, optional, Answer Later and
// Not Applicable; moved by its buttons or by dragging, removed with its follow-ups.
import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import {
  QUESTION_TYPES,
  type EntryFieldDto,
  type QuestionDefinition,
  type QuestionType,
} from '@portico/common/questionnaires/questionnaire-model';
import {
  HAS_CHARACTER_LIMIT,
  TRIGGERING_TYPES,
  addQuestion,
  moveQuestion,
  removeQuestion,
  updateQuestion,
} from '@portico/common/questionnaires/template-edits';
import { TEMPLATE_LIMITS } from '@portico/common/questionnaires/templates';
import { gapKey, newItemId, useEditing } from '../hooks/editor-context';
import { MoveButtons } from './move-buttons';
import { QUESTION_TYPE_LABELS } from './template-labels';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A list typed one item per line; the text keeps blank lines while it is being typed. */
function LinesField(props: {
  label: string;
  helperText: string;
  values: string[];
  error: string | undefined;
  onChange: (values: string[]) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState(props.values.join('\n'));
  return (
    <TextField
      label={props.label}
      multiline
      minRows={3}
      fullWidth
      value={text}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      onBlur={props.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(lines(event.target.value));
      }}
    />
  );
}

const entryFields = (names: string[], current: EntryFieldDto[]): EntryFieldDto[] =>
  names.map((name, index) =>
    current[index] && current[index].text === name
      ? current[index]
      : { id: `field-${index + 1}`, text: name, question_type: 'text', options: [] },
  );

export function QuestionEditor(props: {
  sectionId: string;
  question: QuestionDefinition;
  parent: QuestionDefinition | null;
  depth: number;
  /** Its place among the questions with the same parent, and how many there are. */
  place: { index: number; count: number };
  number: string;
}) {
  const { sectionId, question: q, parent, depth, place } = props;
  const editing = useEditing();
  const [dropHere, setDropHere] = useState(false);
  const update = (patch: Parameters<typeof updateQuestion>[3]) =>
    editing.change((sections) => updateQuestion(sections, sectionId, q.id, patch));
  const move = (to: number) =>
    editing.change((sections) => moveQuestion(sections, sectionId, q.id, to));
  const gap = (field: 'text' | 'options' | 'trigger') => editing.gap(gapKey(q.id, field));
  const touch = (field: 'text' | 'options' | 'trigger') => editing.touch(gapKey(q.id, field));
  const isSibling = () => {
    const dragged = editing.sections
      .find((s) => s.id === sectionId)
      ?.questions.find((other) => other.id === editing.dragging.current);
    return (
      dragged !== undefined &&
      dragged.id !== q.id &&
      dragged.follow_up_question_id === q.follow_up_question_id
    );
  };
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!isSibling()) return;
      event.preventDefault();
      setDropHere(true);
    },
    onDragLeave: () => setDropHere(false),
    onDrop: (event: DragEvent) => {
      setDropHere(false);
      const dragged = editing.dragging.current;
      if (!dragged || !isSibling()) return;
      event.preventDefault();
      editing.change((sections) => moveQuestion(sections, sectionId, dragged, place.index));
    },
  };
  const title = parent ? `Follow-up ${props.number}` : `Question ${props.number}`;

  return (
    <Box sx={{ pl: { xs: depth * 1.5, sm: depth * 4 } }}>
      <Paper
        variant="outlined"
        component="section"
        aria-label={title}
        {...dropProps}
        sx={{
          p: 2,
          borderLeftWidth: depth > 0 ? 3 : 1,
          borderLeftColor: depth > 0 ? 'primary.light' : undefined,
          outline: dropHere ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
        }}
      >
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              draggable
              aria-hidden
              onDragStart={(event) => {
                editing.dragging.current = q.id;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', q.id);
              }}
              onDragEnd={() => (editing.dragging.current = null)}
              sx={{ cursor: 'grab', color: 'text.secondary', display: 'flex' }}
              title="Drag to reorder"
            >
              <DragIndicator fontSize="small" />
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
              {title}
            </Typography>
            <MoveButtons
              name={title}
              index={place.index}
              count={place.count}
              onMove={move}
              size="small"
            />
            <Tooltip title="Remove">
              <IconButton
                size="small"
                aria-label={`Remove ${title}`}
                onClick={() =>
                  editing.change((sections) => removeQuestion(sections, sectionId, q.id))
                }
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>

          <TextField
            label="Question"
            required
            multiline
            fullWidth
            autoFocus={editing.fresh === q.id}
            value={q.text}
            error={Boolean(gap('text'))}
            helperText={gap('text')}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.questionText } }}
            onBlur={() => touch('text')}
            onChange={(event) => update({ text: event.target.value })}
          />

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Answer type"
              value={q.question_type}
              onChange={(event) => update({ question_type: event.target.value as QuestionType })}
              sx={{ minWidth: 200 }}
            >
              {QUESTION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {QUESTION_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            {parent && (
              <TextField
                select
                label="Shown when the answer is"
                value={
                  parent.options.includes(q.trigger_for_follow_up_question ?? '')
                    ? q.trigger_for_follow_up_question
                    : ''
                }
                error={Boolean(gap('trigger'))}
                helperText={
                  gap('trigger') ?? `An answer to “${parent.text || 'the question above'}”`
                }
                onBlur={() => touch('trigger')}
                onChange={(event) => update({ trigger_for_follow_up_question: event.target.value })}
                sx={{ minWidth: 220 }}
              >
                {parent.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {HAS_CHARACTER_LIMIT.includes(q.question_type) && (
              <TextField
                label="Character limit"
                type="number"
                value={q.number_of_characters ?? ''}
                helperText="Empty for no limit"
                slotProps={{ htmlInput: { min: 1, max: TEMPLATE_LIMITS.numberOfCharacters } }}
                onChange={(event) => {
                  const value = Number.parseInt(event.target.value, 10);
                  update({
                    number_of_characters: Number.isFinite(value)
                      ? Math.min(Math.max(value, 1), TEMPLATE_LIMITS.numberOfCharacters)
                      : null,
                  });
                }}
                sx={{ minWidth: 160, maxWidth: { sm: 200 } }}
              />
            )}
          </Stack>

          {(q.question_type === 'select' || q.question_type === 'multiple') && (
            <LinesField
              key={q.question_type}
              label="Options"
              helperText="One option per line"
              values={q.options}
              error={gap('options')}
              onBlur={() => touch('options')}
              onChange={(options) => update({ options: options.slice(0, TEMPLATE_LIMITS.options) })}
            />
          )}
          {q.question_type === 'boolean' && (
            <Typography variant="body2" color="text.secondary">
              The client answers Yes or No.
            </Typography>
          )}
          {q.question_type === 'entries' && (
            <LinesField
              label="Fields of each entry"
              helperText="One field per line, such as Name, Date of birth, Relationship"
              values={q.entry_fields.map((f) => f.text)}
              error={undefined}
              onBlur={() => undefined}
              onChange={(names) =>
                update({
                  entry_fields: entryFields(
                    names.slice(0, TEMPLATE_LIMITS.entryFields),
                    q.entry_fields,
                  ),
                })
              }
            />
          )}

          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <FormControlLabel
              control={
                <Checkbox checked={q.optional} onChange={(_, on) => update({ optional: on })} />
              }
              label="Optional"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={!q.disable_answer_later}
                  onChange={(_, on) => update({ disable_answer_later: !on })}
                />
              }
              label={q.question_type === 'upload' ? 'Offer Upload Later' : 'Offer Answer Later'}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={!q.disable_not_applicable}
                  onChange={(_, on) => update({ disable_not_applicable: !on })}
                />
              }
              label="Offer Not Applicable"
            />
          </Stack>

          {TRIGGERING_TYPES.includes(q.question_type) && (
            <div>
              <Button
                size="small"
                startIcon={<AddCircleOutline />}
                onClick={() => {
                  const id = newItemId('q');
                  editing.setFresh(id);
                  editing.change((sections) => addQuestion(sections, sectionId, id, q.id));
                }}
              >
                Add follow-up
              </Button>
            </div>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
