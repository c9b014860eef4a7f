// Writing a message: a multi-line field, Send (also Ctrl/⌘ + Enter) and, for staff, an AI draft
// (added after what was typed) and Schedule (a later time, tomorrow at 09:00 by default); staff may tag it (unless the firm turned tags off); a reply names
// the message it answers, with a way back to a new message. Send and Schedule are disabled for a
// blank message and wherever the viewer may not write (spec 3 §5), with the reason shown; what
// was typed stays in the field until it is sent, and a failure says why beside it.
import { cutText } from '@portico/common/format/code-points';
import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AttachFile from '@mui/icons-material/AttachFile';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Close from '@mui/icons-material/Close';
import ScheduleSend from '@mui/icons-material/ScheduleSendOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  MESSAGE_TAGS,
  MESSAGING_MESSAGES,
  type MessageAttachmentDto,
  type MessageDto,
  type MessageTag,
} from '@portico/common/messaging/conversations';
import { toast } from '@/lib/toast';
import { useReplyDraft, useSendMessage, type NewMessage } from '../api/conversations';
import { AttachDocumentsDialog } from './attach-documents-dialog';
import { MessageAttachments } from './message-attachments';
import { ScheduleDialog } from './schedule-dialog';

const TAG_LABELS: Record<MessageTag, string> = {
  general: 'General',
  urgent: 'Urgent',
  emergency: 'Emergency',
};

export interface MessageComposerProps {
  conversationId: string;
  /** Why the viewer may not write here, or null when they may. */
  blockedBecause: string | null;
  /** Staff may tag a message (spec 3 §3), unless the firm has `message_tags_disabled`. */
  tagsEnabled: boolean;
  /** Staff may schedule a message and ask for an AI draft (spec 3 §6: clients cannot). */
  canSchedule: boolean;
  /** The message this one answers, or null for a new message. */
  replyTo: MessageDto | null;
  onCancelReply: () => void;
  /** The conversation's entity, whose /Attachments keeps attached files (null: none left). */
  companyId: string | null;
}

export function MessageComposer(props: MessageComposerProps) {
  const { conversationId, blockedBecause, tagsEnabled, canSchedule, replyTo, onCancelReply } =
    props;
  const [text, setText] = useState('');
  const [tag, setTag] = useState<MessageTag>('general');
  const [scheduling, setScheduling] = useState(false);
  const [autoRemind, setAutoRemind] = useState(false);
  const [attachments, setAttachments] = useState<MessageAttachmentDto[]>([]);
  const [attaching, setAttaching] = useState(false);
  const send = useSendMessage(conversationId);
  const draft = useReplyDraft(conversationId);
  const askForDraft = () =>
    draft.mutate(undefined, {
      // What was typed stays: the draft comes after it.
      onSuccess: ({ message }) => setText((t) => (t.trim() ? `${t}\n\n${message}` : message)),
      onError: () => toast.error('Failed to generate response'),
    });
  const blank = text.trim() === '' && attachments.length === 0;
  const post = (extra: Partial<NewMessage>, done: () => void) =>
    send.mutate(
      {
        text,
        tag,
        message_thread_id: replyTo?.id ?? null,
        auto_remind: autoRemind,
        attachment_ids: attachments.map((a) => a.document_id),
        ...extra,
      },
      {
        onSuccess: () => {
          setText('');
          setAttachments([]);
          setTag('general');
          setAutoRemind(false);
          onCancelReply();
          done();
        },
      },
    );
  const submit = () => {
    if (blank || blockedBecause || send.isPending) return;
    post({}, () => undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  if (blockedBecause) return <Alert severity="info">{blockedBecause}</Alert>;
  return (
    <Stack spacing={1}>
      {send.isError && !scheduling && <Alert severity="error">{send.error.message}</Alert>}
      {replyTo && (
        <Alert
          severity="info"
          icon={false}
          action={
            <IconButton
              size="small"
              aria-label="Write a new message instead"
              onClick={onCancelReply}
            >
              <Close fontSize="small" />
            </IconButton>
          }
          sx={{ py: 0 }}
        >
          Replying to {replyTo.user_name}: “{cutText(replyTo.text, 60)}
          {cutText(replyTo.text, 60) !== replyTo.text ? '…' : ''}”
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          label={replyTo ? 'Reply' : 'Message'}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Tooltip title="Attach documents">
          <IconButton
            aria-label="Attach documents"
            onClick={() =>
              props.companyId ? setAttaching(true) : toast.error(MESSAGING_MESSAGES.uploadFailed)
            }
            sx={{ mb: 0.5 }}
          >
            <AttachFile />
          </IconButton>
        </Tooltip>
        {tagsEnabled && (
          <TextField
            select
            label="Tag"
            value={tag}
            onChange={(event) => setTag(event.target.value as MessageTag)}
            sx={{ minWidth: 130 }}
          >
            {MESSAGE_TAGS.map((t) => (
              <MenuItem key={t} value={t}>
                {TAG_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        )}
        {canSchedule && (
          <Tooltip title="Draft a reply with AI">
            <span>
              <IconButton
                aria-label="Draft a reply with AI"
                disabled={draft.isPending}
                onClick={askForDraft}
                sx={{ mb: 0.5 }}
              >
                <AutoAwesomeOutlined />
              </IconButton>
            </span>
          </Tooltip>
        )}
        {canSchedule && (
          <Tooltip title="Schedule message">
            <span>
              <IconButton
                aria-label="Schedule message"
                disabled={blank || send.isPending}
                onClick={() => setScheduling(true)}
                sx={{ mb: 0.5 }}
              >
                <ScheduleSend />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Button
          variant="contained"
          endIcon={<SendOutlined />}
          disabled={blank || send.isPending}
          onClick={submit}
          sx={{ flexShrink: 0 }}
        >
          Send
        </Button>
      </Stack>
      <MessageAttachments
        attachments={attachments}
        onRemove={(id) => setAttachments((list) => list.filter((a) => a.document_id !== id))}
      />
      {attaching && props.companyId && (
        <AttachDocumentsDialog
          companyId={props.companyId}
          onAttached={(kept) =>
            setAttachments((list) => [
              ...list,
              ...kept.filter((k) => !list.some((a) => a.document_id === k.document_id)),
            ])
          }
          onClose={() => setAttaching(false)}
        />
      )}
      {canSchedule && (
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={autoRemind}
              onChange={(event) => setAutoRemind(event.target.checked)}
            />
          }
          label="Remind the client every 3 days until they reply (for a month)"
          slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
        />
      )}
      {scheduling && (
        <ScheduleDialog
          title="Schedule message"
          confirmLabel="Schedule"
          pending={send.isPending}
          error={send.isError ? send.error.message : null}
          onClose={() => setScheduling(false)}
          onSave={(at) =>
            post({ scheduled_time: at.toISOString() }, () => {
              toast.success('Message scheduled');
              setScheduling(false);
            })
          }
        />
      )}
    </Stack>
  );
}
