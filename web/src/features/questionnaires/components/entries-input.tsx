// An entries question (spec 2 §4 "Entries questions allow adding and removing entries"): each
// entry holds a value for every field, saved field by field like any answer.
import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { QuestionDto } from '@portico/common/questionnaires/questionnaire-model';
import { toast } from '@/lib/toast';
import { addEntry, removeEntry } from '../api/questionnaire-page';
import { useAnswering } from '../hooks/answering-context';
import { entryKey, useField } from '../hooks/use-answer-saver';
import { QuestionInput } from './question-input';
import { ConfirmDialog } from './later-parts';

function EntryField({
  question,
  entryId,
  fieldIndex,
}: {
  question: QuestionDto;
  entryId: string;
  fieldIndex: number;
}) {
  const { saver, readOnly } = useAnswering();
  const field = question.entry_fields[fieldIndex]!;
  const key = entryKey(question.id, entryId, field.id);
  const { value } = useField(saver, key);
  const labelId = `${key}-label`;
  return (
    <Stack spacing={0.5} sx={{ flex: '1 1 200px', minWidth: 0 }}>
      {field.question_type === 'boolean' && (
        <Typography id={labelId} variant="body2" color="text.secondary">
          {field.text}
        </Typography>
      )}
      <QuestionInput
        type={field.question_type}
        options={field.options}
        value={value.answer}
        disabled={readOnly}
        labelId={labelId}
        label={field.question_type === 'boolean' ? undefined : field.text}
        onChange={(answer, delay) => saver.set(key, { answer, answer_by: null }, delay)}
      />
    </Stack>
  );
}

export function EntriesInput({ question }: { question: QuestionDto }) {
  const { page, saver, readOnly, preview, entryIds, setEntryIds } = useAnswering();
  const ids = entryIds[question.id] ?? [];
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  const add = async () => {
    setBusy(true);
    const entryId = crypto.randomUUID();
    try {
      if (!preview) await addEntry(page.id, { question_id: question.id, entry_id: entryId });
      for (const field of question.entry_fields)
        saver.seed(entryKey(question.id, entryId, field.id), { answer: '', answer_by: null });
      setEntryIds(question.id, [...ids, entryId]);
    } catch {
      toast.error("We couldn't add an entry. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  const remove = async (index: number) => {
    const entryId = ids[index]!;
    setBusy(true);
    try {
      if (!preview) await removeEntry(page.id, question.id, entryId);
      setEntryIds(
        question.id,
        ids.filter((id) => id !== entryId),
      );
      setRemoving(null);
    } catch {
      toast.error("We couldn't remove the entry. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      {ids.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No entries yet.
        </Typography>
      )}
      {ids.map((entryId, index) => (
        <Paper
          key={entryId}
          variant="outlined"
          component="fieldset"
          sx={{ p: 2, m: 0, minWidth: 0 }}
          aria-label={`Entry ${index + 1}`}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}
          >
            <Typography variant="subtitle2" component="legend" sx={{ float: 'left' }}>
              Entry {index + 1}
            </Typography>
            {!readOnly && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => setRemoving(index)}
                aria-label={`Remove entry ${index + 1}`}
              >
                Remove
              </Button>
            )}
          </Stack>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, clear: 'both' }}>
            {question.entry_fields.map((field, fieldIndex) => (
              <EntryField
                key={field.id}
                question={question}
                entryId={entryId}
                fieldIndex={fieldIndex}
              />
            ))}
          </Stack>
        </Paper>
      ))}
      {!readOnly && (
        <div>
          <Button variant="outlined" startIcon={<Add />} disabled={busy} onClick={() => void add()}>
            Add entry
          </Button>
        </div>
      )}
      <Suspense fallback={null}>
        {removing !== null && (
          <ConfirmDialog
            title={`Remove entry ${removing + 1}?`}
            confirmLabel="Remove"
            destructive
            pending={busy}
            onConfirm={() => void remove(removing)}
            onClose={() => setRemoving(null)}
          >
            What was entered in it will be removed.
          </ConfirmDialog>
        )}
      </Suspense>
    </Stack>
  );
}
