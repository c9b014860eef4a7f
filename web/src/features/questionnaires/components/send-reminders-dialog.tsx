// Send reminders (spec 2 §2 "send reminders", §7, §8): for one questionnaire or many, the firm's
// wording or the staff's own (email subject and message, in-app and SMS messages); Send now, or
// Save without sending for the reminders to come. Opened from the entity view's row menu and from
// the overview's bulk actions, so it needs only the questionnaire ids.
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countNoun } from '@portico/common/format/count-noun';
import {
  DEFAULT_REMINDER_TEXTS,
  REMINDER_MESSAGES,
  REMINDER_TEXT_FIELDS,
  REMINDER_TEXT_LIMITS,
  remindersSchema,
  remindersSkippedNote,
  type ReminderTextField,
  type ReminderTexts,
  type RemindersInput,
} from '@portico/common/questionnaires/reminders';
import { bindField } from '@/lib/bind-field';
import { toast } from '@/lib/toast';
import { useSaveReminders, useSendReminders } from '../api/send-reminders';
import { SendDialogFrame } from './send-dialog-frame';

const TEXT_FIELDS: { name: ReminderTextField; label: string; rows?: number }[] = [
  { name: 'reminder_email_subject', label: 'Email subject' },
  { name: 'reminder_email_message', label: 'Email message', rows: 4 },
  { name: 'reminder_in_app_message', label: 'In-app message', rows: 1 },
  { name: 'reminder_sms_message', label: 'SMS message', rows: 1 },
];

/** The form to start from: the questionnaire's own texts when it has any, else the firm's. */
function startingValues(ids: string[], saved?: ReminderTexts): RemindersInput {
  const own = REMINDER_TEXT_FIELDS.some((name) => saved?.[name]);
  const text = (name: ReminderTextField) => saved?.[name] ?? DEFAULT_REMINDER_TEXTS[name];
  return {
    questionnaire_ids: ids,
    customize: Boolean(own),
    reminder_email_subject: text('reminder_email_subject'),
    reminder_email_message: text('reminder_email_message'),
    reminder_in_app_message: text('reminder_in_app_message'),
    reminder_sms_message: text('reminder_sms_message'),
  };
}

function ReminderForm(props: {
  questionnaireIds: string[];
  saved?: ReminderTexts;
  onClose: () => void;
}) {
  const send = useSendReminders();
  const save = useSaveReminders();
  const form = useForm<RemindersInput>({
    resolver: yupResolver(remindersSchema) as never,
    defaultValues: startingValues(props.questionnaireIds, props.saved),
  });
  const field = bindField(form.register, form.formState.errors);
  const customize = form.watch('customize');
  const skipped = (count: number, action: 'send' | 'change') => {
    if (count > 0) toast.info(remindersSkippedNote(count, action));
  };

  const submit = (withoutSending: boolean) =>
    form.handleSubmit((values) => {
      if (withoutSending)
        save.mutate(values, {
          onSuccess: (result) => {
            toast.success(result.message);
            skipped(result.skipped, 'change');
            props.onClose();
          },
          onError: () => toast.error(REMINDER_MESSAGES.failed),
        });
      else
        send.mutate(values, {
          onSuccess: (result) => {
            if (result.sent > 0) toast.success(result.message);
            else toast.warning(result.message);
            skipped(result.skipped, 'send');
            props.onClose();
          },
          onError: (error) => toast.error(error),
        });
    });

  return (
    <SendDialogFrame
      id="send-reminders-title"
      title="Send reminders"
      targets={countNoun(props.questionnaireIds.length, 'questionnaire')}
      pending={send.isPending || save.isPending}
      drafts
      draftLabel="Save without sending"
      submitLabel="Send"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Controller
        control={form.control}
        name="customize"
        render={({ field: choice }) => (
          <RadioGroup
            aria-label="Reminder wording"
            value={choice.value ? 'custom' : 'default'}
            onChange={(event) => choice.onChange(event.target.value === 'custom')}
          >
            <FormControlLabel
              value="default"
              control={<Radio />}
              label="The firm’s default wording"
            />
            <FormControlLabel value="custom" control={<Radio />} label="Customize" />
          </RadioGroup>
        )}
      />
      {customize ? (
        <Stack spacing={2}>
          {TEXT_FIELDS.map(({ name, label, rows }) => (
            <TextField
              key={name}
              {...field(name)}
              label={label}
              required={name === 'reminder_email_subject' || name === 'reminder_email_message'}
              fullWidth
              multiline={rows !== undefined}
              minRows={rows}
              slotProps={{ htmlInput: { maxLength: REMINDER_TEXT_LIMITS[name] } }}
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            Tags such as {'{{client_fname}}'} and {'{{questionnaire_name}}'} are filled in for each
            client. The email and the SMS end with the questionnaire’s link.
          </Typography>
        </Stack>
      ) : (
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 1 }}>
            {DEFAULT_REMINDER_TEXTS.reminder_email_subject}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {DEFAULT_REMINDER_TEXTS.reminder_email_message}
          </Typography>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        Locked, completed and draft questionnaires, and those with reminders off, are left out.
      </Typography>
    </SendDialogFrame>
  );
}

/**
 * For any questionnaires: give their ids (and, for one, the questionnaire itself or its texts, so
 * its own texts are where the form starts).
 */
export function SendRemindersDialog(props: {
  questionnaireIds: string[];
  open: boolean;
  onClose: () => void;
  saved?: ReminderTexts;
}) {
  if (!props.open) return null;
  return (
    <ReminderForm
      questionnaireIds={props.questionnaireIds}
      saved={props.saved}
      onClose={props.onClose}
    />
  );
}
