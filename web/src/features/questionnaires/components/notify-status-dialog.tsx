// Notify Status Change (spec 2 §2, §7 "Status-change notification"): after a custom status is
// set, staff may tell the questionnaire's owners. The mail and the text start from the status's
// client wording and can be edited; Skip closes without telling anyone.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CUSTOM_STATUS_MESSAGES,
  STATUS_NOTICE_LIMITS,
  notifyStatusChangeSchema,
  type NotifyStatusChangeInput,
  type StatusNoticeDto,
} from '@portico/common/questionnaires/custom-status';
import { bindField } from '@/lib/bind-field';
import { toast } from '@/lib/toast';
import { useNotifyStatusChange, useStatusNotice } from '../api/custom-status';
import { SendDialogFrame } from './send-dialog-frame';

interface Props {
  questionnaire: { id: string; name: string };
  /** The status as staff read it, for the title line. */
  statusName: string;
  onClose: () => void;
}

function NoticeForm(props: Props & { notice: StatusNoticeDto }) {
  const notify = useNotifyStatusChange();
  const form = useForm<NotifyStatusChangeInput>({
    resolver: yupResolver(notifyStatusChangeSchema) as never,
    defaultValues: { questionnaire_ids: [props.questionnaire.id], ...props.notice },
  });
  const field = bindField(form.register, form.formState.errors);
  const submit = () =>
    form.handleSubmit((values) =>
      notify.mutate(values, {
        onSuccess: (result) => {
          toast.success(result.message);
          props.onClose();
        },
        onError: (error) => toast.error(error),
      }),
    );
  return (
    <SendDialogFrame
      id="notify-status-title"
      title="Notify Status Change"
      targets={`the owners of ${props.questionnaire.name}`}
      pending={notify.isPending}
      drafts={false}
      submitLabel="Notify client"
      onSubmit={submit}
      onClose={props.onClose}
      cancelLabel="Skip"
    >
      <Typography color="text.secondary">
        The status is now “{props.statusName}”. Tell the client? They get this email, and a text if
        they prefer SMS, each with the questionnaire’s link.
      </Typography>
      <TextField
        {...field('custom_email_subject')}
        label="Email subject"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: STATUS_NOTICE_LIMITS.subject } }}
      />
      <TextField
        {...field('custom_email_message')}
        label="Email message"
        required
        fullWidth
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: STATUS_NOTICE_LIMITS.message } }}
      />
      <TextField
        {...field('custom_sms_message')}
        label="SMS message"
        fullWidth
        multiline
        minRows={1}
        slotProps={{ htmlInput: { maxLength: STATUS_NOTICE_LIMITS.sms } }}
      />
    </SendDialogFrame>
  );
}

/** Mount it to open it; it closes itself when the notice cannot be read. */
export function NotifyStatusDialog(props: Props) {
  const notice = useStatusNotice(props.questionnaire.id);
  const { onClose } = props;
  useEffect(() => {
    if (!notice.isError) return;
    toast.error(CUSTOM_STATUS_MESSAGES.loadFailed);
    onClose();
  }, [notice.isError, onClose]);
  if (notice.data) return <NoticeForm {...props} notice={notice.data} />;
  return (
    <SendDialogFrame
      id="notify-status-title"
      title="Notify Status Change"
      targets={`the owners of ${props.questionnaire.name}`}
      pending
      drafts={false}
      submitLabel="Notify client"
      onSubmit={() => async () => undefined}
      onClose={onClose}
      cancelLabel="Skip"
    >
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    </SendDialogFrame>
  );
}
