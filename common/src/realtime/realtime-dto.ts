// The realtime documents (ARCHITECTURE "realtime"): the firm-wide alert and a user's signal.
import { boolean, object, string } from 'yup';
import { multiline } from '../input/text-rules';

export interface GlobalAlertDto {
  show: boolean;
  text: string;
}

/** signals/{uid}: counters the shell shows without a reload. */
export interface UserSignalDto {
  /** How many conversations hold messages the user has not seen (the Messages badge). */
  unseen_messages: number;
  /** ISO 8601: when the newest message for the user arrived (open conversations refresh). */
  message_at: string | null;
  /** ISO 8601: when the user's newest notification arrived (the notification list reloads). */
  notification_at: string | null;
}

export type RealtimeEvent =
  { type: 'global-alert'; data: GlobalAlertDto } | { type: 'signal'; data: UserSignalDto };

export const globalAlertSchema = object({
  show: boolean().strict().required('show is missing'),
  text: multiline(string().trim().max(500, 'Alert text is too long').default('')),
});
