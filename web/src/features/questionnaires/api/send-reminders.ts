// Staff's reminder calls (spec 2 §7): send reminders now, save their texts without sending, and
// turn them off or on, each for one or many questionnaires.
import type {
  RemindersInput,
  RemindersSentDto,
  RemindersUpdatedDto,
  ToggleRemindersInput,
} from '@portico/common/questionnaires/reminders';
import { useQuestionnairesPost } from './send-template';

export const useSendReminders = () =>
  useQuestionnairesPost<RemindersInput, RemindersSentDto>('/questionnaires/send_reminders');

export const useSaveReminders = () =>
  useQuestionnairesPost<RemindersInput, RemindersUpdatedDto>('/questionnaires/save_reminders');

export const useToggleReminders = () =>
  useQuestionnairesPost<ToggleRemindersInput, RemindersUpdatedDto>(
    '/questionnaires/toggle_reminders',
  );
