// One section of a template: its name and kind, the instruction and description the client reads,
// optional, the earlier answer that shows it, its letter or page text, and its questions with
// their follow-ups.
import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { countNoun } from '@portico/common/format/count-noun';
import type { SectionKey } from '@portico/common/questionnaires/questionnaire-model';
import {
  addQuestion,
  depthOf,
  moveItem,
  removeSection,
  sectionTriggerCandidates,
  updateSection,
} from '@portico/common/questionnaires/template-edits';
import { TEMPLATE_TAGS_NOTE } from '@portico/common/questionnaires/template-tags';
import { TEMPLATE_LIMITS, type TemplateSectionDto } from '@portico/common/questionnaires/templates';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/section-card';
import { gapKey, newItemId, useEditing } from '../hooks/editor-context';
import { MoveButtons } from './move-buttons';
import { QuestionEditor } from './question-editor';
import { SECTION_KINDS, TAKES_QUESTIONS, TAKES_TEXT } from './template-labels';

function TriggerFields({ section }: { section: TemplateSectionDto }) {
  const editing = useEditing();
  const candidates = sectionTriggerCandidates(editing.sections, section.id);
  const trigger = candidates.find((q) => q.id === section.trigger_question_id) ?? null;
  const update = (patch: Parameters<typeof updateSection>[2]) =>
    editing.change((sections) => updateSection(sections, section.id, patch));
  const answerGap = editing.gap(gapKey(section.id, 'trigger_answer'));
  const bySection = editing.sections
    .map((s) => ({ s, questions: candidates.filter((q) => s.questions.includes(q)) }))
    .filter((group) => group.questions.length > 0);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Show this section"
        value={section.trigger_question_id ?? ''}
        helperText={
          candidates.length === 0
            ? 'Add a Yes / No or choice question to an earlier section to show this one only for some clients.'
            : undefined
        }
        onChange={(event) =>
          update(
            event.target.value
              ? { trigger_question_id: event.target.value, trigger_answer: null }
              : { trigger_question_id: null },
          )
        }
        sx={{ flex: 2 }}
      >
        <MenuItem value="">Always</MenuItem>
        {bySection.map(({ s, questions }) => [
          <ListSubheader key={`h-${s.id}`}>{s.name || 'Untitled section'}</ListSubheader>,
          ...questions.map((q) => (
            <MenuItem key={q.id} value={q.id}>
              When “{q.text || 'Untitled question'}” is answered…
            </MenuItem>
          )),
        ])}
      </TextField>
      {trigger && (
        <TextField
          select
          label="With the answer"
          value={
            trigger.options.includes(section.trigger_answer ?? '') ? section.trigger_answer : ''
          }
          error={Boolean(answerGap)}
          helperText={answerGap}
          onBlur={() => editing.touch(gapKey(section.id, 'trigger_answer'))}
          onChange={(event) => update({ trigger_answer: event.target.value })}
          sx={{ flex: 1 }}
        >
          {trigger.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

function Questions({ section }: { section: TemplateSectionDto }) {
  const editing = useEditing();
  const numbers = new Map<string, string>();
  const counters = new Map<string | null, number>();
  for (const q of section.questions) {
    const parent = q.follow_up_question_id;
    const n = (counters.get(parent) ?? 0) + 1;
    counters.set(parent, n);
    numbers.set(q.id, parent ? `${numbers.get(parent) ?? ''}.${n}` : String(n));
  }
  const add = () => {
    const id = newItemId('q');
    editing.setFresh(id);
    editing.change((sections) => addQuestion(sections, section.id, id));
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2">
        Questions
      </Typography>
      {section.questions.length === 0 && (
        <Typography color="text.secondary">
          No questions yet. Add the first one, then follow-ups that show for some answers.
        </Typography>
      )}
      {section.questions.map((q) => {
        const parent = section.questions.find((p) => p.id === q.follow_up_question_id) ?? null;
        const siblings = section.questions.filter(
          (other) => other.follow_up_question_id === q.follow_up_question_id,
        );
        return (
          <Fragment key={q.id}>
            <QuestionEditor
              sectionId={section.id}
              question={q}
              parent={parent}
              depth={depthOf(section.questions, q.id)}
              place={{ index: siblings.indexOf(q), count: siblings.length }}
              number={numbers.get(q.id) ?? ''}
            />
          </Fragment>
        );
      })}
      <div>
        <Button variant="outlined" startIcon={<Add />} onClick={add}>
          Add question
        </Button>
      </div>
    </Stack>
  );
}

function SectionActions(props: {
  section: TemplateSectionDto;
  index: number;
  total: number;
  onRemoved: () => void;
}) {
  const { section, index, total } = props;
  const editing = useEditing();
  const [confirming, setConfirming] = useState(false);
  const name = section.name || 'Untitled section';
  const move = (to: number) => editing.change((sections) => moveItem(sections, index, to));
  const remove = () => {
    editing.change((sections) => removeSection(sections, section.id));
    props.onRemoved();
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <MoveButtons name={name} index={index} count={total} onMove={move} />
      <Tooltip title="Remove section">
        <IconButton
          aria-label={`Remove ${name}`}
          onClick={() =>
            section.questions.length > 0 || section.custom_element ? setConfirming(true) : remove()
          }
        >
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
      {confirming && (
        <ConfirmDialog
          title="Remove section?"
          confirmLabel="Remove"
          destructive
          onClose={() => setConfirming(false)}
          onConfirm={remove}
        >
          “{name}”
          {section.questions.length > 0
            ? ` and its ${countNoun(section.questions.length, 'question')}`
            : ' and its text'}{' '}
          will be removed from this template.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

export function SectionEditor(props: {
  section: TemplateSectionDto;
  index: number;
  total: number;
  onRemoved: () => void;
}) {
  const { section } = props;
  const editing = useEditing();
  const update = (patch: Parameters<typeof updateSection>[2]) =>
    editing.change((sections) => updateSection(sections, section.id, patch));
  const nameGap = editing.gap(gapKey(section.id, 'name'));
  const hasQuestions = section.questions.length > 0;
  return (
    <Stack spacing={3}>
      <SectionCard
        title={`Section ${props.index + 1} of ${props.total}`}
        label="Section details"
        action={<SectionActions {...props} />}
      >
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Section name"
              required
              fullWidth
              value={section.name}
              error={Boolean(nameGap)}
              helperText={nameGap}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.questionText } }}
              onBlur={() => editing.touch(gapKey(section.id, 'name'))}
              onChange={(event) => update({ name: event.target.value })}
            />
            <TextField
              select
              label="Kind"
              value={section.section_key}
              onChange={(event) => update({ section_key: event.target.value as SectionKey })}
              sx={{ minWidth: { sm: 240 } }}
            >
              {SECTION_KINDS.map((kind) => (
                <MenuItem
                  key={kind.key}
                  value={kind.key}
                  disabled={hasQuestions && !TAKES_QUESTIONS.includes(kind.key)}
                >
                  {kind.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label="Instruction"
            fullWidth
            multiline
            value={section.instruction}
            helperText="Shown under the section's name, such as what to have at hand."
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.sectionText } }}
            onChange={(event) => update({ instruction: event.target.value })}
          />
          <TextField
            label="Description"
            fullWidth
            multiline
            value={section.description}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.sectionText } }}
            onChange={(event) => update({ description: event.target.value })}
          />
          <TriggerFields section={section} />
          <FormControlLabel
            control={
              <Switch checked={section.optional} onChange={(_, on) => update({ optional: on })} />
            }
            label="Optional section"
          />
        </Stack>
      </SectionCard>

      {TAKES_TEXT.includes(section.section_key) && (
        <SectionCard title={section.section_key === 'agreement_signature' ? 'Letter' : 'Page text'}>
          <Stack spacing={2}>
            <TextField
              label={
                section.section_key === 'agreement_signature' ? 'Letter (HTML)' : 'Text (HTML)'
              }
              fullWidth
              multiline
              minRows={8}
              value={section.custom_element}
              helperText="Headings, paragraphs, lists, links, tables and bold or italic text are kept; scripts and anything else are removed when shown."
              slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.customElement } }}
              onChange={(event) => update({ custom_element: event.target.value })}
            />
            <Alert severity="info">{TEMPLATE_TAGS_NOTE}</Alert>
          </Stack>
        </SectionCard>
      )}

      {TAKES_QUESTIONS.includes(section.section_key) && <Questions section={section} />}
    </Stack>
  );
}
