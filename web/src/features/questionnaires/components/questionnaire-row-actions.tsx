// A questionnaire's staff actions (spec 2 §2): send a draft, lock or unlock, mark completed or not
// (each asked first, as the spec's confirmation dialogs do), ask for more items, the reminder
// choices, tracking the client's changes (from now, or no longer), and delete (asked first;
// restored from the overview); one menu for the entity view's rows and the questionnaire dialog.
import { lazy, Suspense, useState } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { EntityQuestionnaireDto } from '@portico/common/questionnaires/entity-questionnaires';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteQuestionnaire, useQuestionnaireState, useSendDrafts } from '../api/send-template';
import { useReminderMenu } from './reminder-menu';

const RequestItemsDialog = lazy(() =>
  import('./request-items-dialog').then((m) => ({ default: m.RequestItemsDialog })),
);

type StateChange = { locked: boolean } | { completed: boolean };

/** What each state change asks before it is made (spec 2 §2 confirmation dialogs). */
function confirmation(change: StateChange, name: string) {
  if ('locked' in change)
    return change.locked
      ? {
          title: 'Lock questionnaire?',
          text: `The client can no longer change “${name}”.`,
          label: 'Lock',
        }
      : {
          title: 'Unlock questionnaire?',
          text: `The client can answer “${name}” again.`,
          label: 'Unlock',
        };
  return change.completed
    ? {
        title: 'Mark completed?',
        text: `“${name}” is done; the client can no longer change it.`,
        label: 'Mark completed',
      }
    : {
        title: 'Mark not completed?',
        text: `The client can answer “${name}” again.`,
        label: 'Mark not completed',
      };
}

/** A questionnaire row's actions: send a draft, lock, complete, ask for more items, remind. */
export function QuestionnaireRowActions({
  questionnaire,
  onDeleted,
}: {
  questionnaire: EntityQuestionnaireDto;
  /** After it is deleted (what showed it closes). */
  onDeleted?: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteQuestionnaire(questionnaire.id);
  const [confirming, setConfirming] = useState<StateChange | null>(null);
  const state = useQuestionnaireState(questionnaire.id);
  const sendDraft = useSendDrafts();
  const reminders = useReminderMenu(questionnaire, () => setAnchor(null));
  const pick = (act: () => void) => () => {
    setAnchor(null);
    act();
  };
  const asked = confirming && confirmation(confirming, questionnaire.name);
  const tracking = questionnaire.track_changes_since !== null;
  const track = (on: boolean) =>
    state.mutate(
      { track_changes: on },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(error),
      },
    );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${questionnaire.name} (${questionnaire.tax_year})`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {questionnaire.is_draft && (
          <MenuItem
            disabled={sendDraft.isPending}
            onClick={pick(() =>
              sendDraft.mutate([questionnaire.id], {
                onSuccess: (result) => toast.success(result.message),
                onError: (error) => toast.error(error),
              }),
            )}
          >
            Send to user
          </MenuItem>
        )}
        <MenuItem onClick={pick(() => setConfirming({ locked: !questionnaire.locked }))}>
          {questionnaire.locked ? 'Unlock' : 'Lock'}
        </MenuItem>
        <MenuItem onClick={pick(() => setConfirming({ completed: !questionnaire.completed }))}>
          {questionnaire.completed ? 'Mark not completed' : 'Mark completed'}
        </MenuItem>
        <MenuItem disabled={questionnaire.locked} onClick={pick(() => setRequesting(true))}>
          <ListItemText
            primary="Request additional items"
            secondary={questionnaire.locked ? 'Unlock it first' : undefined}
          />
        </MenuItem>
        {reminders.items}
        <Divider />
        <MenuItem onClick={pick(() => track(true))}>
          {tracking ? 'Track changes from now' : 'Track changes'}
        </MenuItem>
        {tracking && <MenuItem onClick={pick(() => track(false))}>Stop tracking changes</MenuItem>}
        <Divider />
        <MenuItem onClick={pick(() => setDeleting(true))} sx={{ color: 'error.main' }}>
          Delete
        </MenuItem>
      </Menu>
      {deleting && (
        <ConfirmDialog
          title="Delete questionnaire?"
          confirmLabel="Delete"
          destructive
          pending={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: (result) => {
                toast.success(result.message);
                setDeleting(false);
                onDeleted?.();
              },
              onError: (error) => toast.error(error),
            })
          }
        >
          The client no longer sees “{questionnaire.name}” and no reminders go. You can restore it
          from Collect: choose the status Deleted.
        </ConfirmDialog>
      )}
      {reminders.dialog}
      {requesting && (
        <Suspense fallback={null}>
          <RequestItemsDialog questionnaire={questionnaire} onClose={() => setRequesting(false)} />
        </Suspense>
      )}
      {confirming && asked && (
        <ConfirmDialog
          title={asked.title}
          confirmLabel={asked.label}
          pending={state.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            state.mutate(confirming, {
              onSuccess: (result) => {
                toast.success(result.message);
                setConfirming(null);
              },
              onError: (error) => toast.error(error),
            })
          }
        >
          {asked.text}
        </ConfirmDialog>
      )}
    </>
  );
}
