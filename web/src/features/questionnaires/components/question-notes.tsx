// Notes on a question (spec 2 §3 "Note"): the notes the viewer may see, and a note of their own
// to add ('Author: body'), or remove.
import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import { formatCalendarDate } from '@portico/common/format/calendar-date';
import { NOTE_REQUIRED } from '@portico/common/questionnaires/notes';
import type {
  QuestionDto,
  QuestionNoteDto,
} from '@portico/common/questionnaires/questionnaire-model';
import { toast } from '@/lib/toast';
import { addNote, removeNote } from '../api/questionnaire-page';
import { useAnswering } from '../hooks/answering-context';

export function QuestionNotes({ question }: { question: QuestionDto }) {
  const { page, readOnly: locked, preview } = useAnswering();
  // A preview shows the client's notes but adds none.
  const readOnly = locked || preview;
  const [notes, setNotes] = useState<QuestionNoteDto[]>(question.notes);
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!text.trim()) {
      setError(NOTE_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      const note = await addNote(page.id, { question_id: question.id, text });
      setNotes((current) => [...current, note]);
      setText('');
      setWriting(false);
    } catch (caught) {
      toast.error(caught);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (note: QuestionNoteDto) => {
    try {
      await removeNote(page.id, note.id);
      setNotes((current) => current.filter((n) => n.id !== note.id));
    } catch (caught) {
      toast.error(caught);
    }
  };

  if (notes.length === 0 && readOnly) return null;
  return (
    <Stack spacing={1}>
      {notes.map((note) => (
        <Stack
          key={note.id}
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'flex-start',
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          <NotesOutlined fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {note.text}
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              · {formatCalendarDate(note.created_at.slice(0, 10))}
            </Typography>
          </Typography>
          {note.mine && !readOnly && (
            <IconButton size="small" aria-label="Remove note" onClick={() => void remove(note)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly &&
        (writing ? (
          <Stack spacing={1}>
            <TextField
              autoFocus
              multiline
              minRows={2}
              label="Note for your firm"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? ' '}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="small" disabled={busy} onClick={() => void save()}>
                Save note
              </Button>
              <Button size="small" onClick={() => setWriting(false)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        ) : (
          <div>
            <Button size="small" startIcon={<NotesOutlined />} onClick={() => setWriting(true)}>
              Add a note
            </Button>
          </div>
        ))}
    </Stack>
  );
}
