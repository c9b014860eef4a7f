// A questionnaire row's reminder actions (spec 2 §4 "Reminders"): Send reminder (the send-reminders
// dialog) and Disable / Enable reminders, offered while reminders can go to it — sent, not locked,
// not completed.
import { lazy, Suspense, useState, type ReactElement } from 'react';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { EntityQuestionnaireDto } from '@portico/common/questionnaires/entity-questionnaires';
import { REMINDER_MESSAGES } from '@portico/common/questionnaires/reminders';
import { toast } from '@/lib/toast';
import { useToggleReminders } from '../api/send-reminders';

// Opened from a menu: not part of the entity view's first load.
const SendRemindersDialog = lazy(() =>
  import('./send-reminders-dialog').then((m) => ({ default: m.SendRemindersDialog })),
);

/** The menu items (none when reminders cannot go to it) and the dialog they open. */
export function useReminderMenu(
  questionnaire: EntityQuestionnaireDto,
  closeMenu: () => void,
): { items: ReactElement[]; dialog: ReactElement | null } {
  const [open, setOpen] = useState(false);
  const toggle = useToggleReminders();
  const off = questionnaire.reminders_disabled;
  if (questionnaire.is_draft || questionnaire.locked || questionnaire.completed)
    return { items: [], dialog: null };
  const items = [
    <MenuItem
      key="send-reminder"
      disabled={off}
      onClick={() => {
        closeMenu();
        setOpen(true);
      }}
    >
      <ListItemText primary="Send reminder" secondary={off ? 'Reminders are off' : undefined} />
    </MenuItem>,
    <MenuItem
      key="toggle-reminders"
      disabled={toggle.isPending}
      onClick={() => {
        closeMenu();
        toggle.mutate(
          { questionnaire_ids: [questionnaire.id], reminders_disabled: !off },
          {
            onSuccess: (result) => toast.success(result.message),
            onError: () => toast.error(REMINDER_MESSAGES.failed),
          },
        );
      }}
    >
      {off ? 'Enable reminders' : 'Disable reminders'}
    </MenuItem>,
  ];
  const dialog = open && (
    <Suspense fallback={null}>
      <SendRemindersDialog
        questionnaireIds={[questionnaire.id]}
        saved={questionnaire}
        open={open}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
  return { items, dialog: dialog || null };
}
