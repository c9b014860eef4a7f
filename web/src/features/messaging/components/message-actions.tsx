// What the viewer can do with one message (spec 3 §2, §4): reply in its thread; and with their own,
// edit it, unsend it within 30 seconds (no question asked: no notice has gone yet) or delete it
// after (asked first: the email or text notice was already sent), and move or cancel a scheduled
// one. Each outcome is toasted with the spec's text.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { canUnsend, type MessageDto } from '@portico/common/messaging/conversations';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteMessage, useEditMessage, useRescheduleMessage } from '../api/conversations';
import { EditMessageDialog } from './edit-message-dialog';
import { ScheduleDialog } from './schedule-dialog';

type Open = 'edit' | 'delete' | 'cancel' | 'reschedule' | null;

export interface MessageActionsProps {
  conversationId: string;
  message: MessageDto;
  own: boolean;
  /** The viewer may write here (replying and changing their own messages need it). */
  canWrite: boolean;
  onReply: (message: MessageDto) => void;
}

export function MessageActions({
  conversationId,
  message,
  own,
  canWrite,
  onReply,
}: MessageActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const edit = useEditMessage(conversationId);
  const remove = useDeleteMessage(conversationId);
  const reschedule = useRescheduleMessage(conversationId);
  const scheduled = message.scheduled_time !== null;
  const mine = own && canWrite && !message.is_deleted;
  const replyable = canWrite && !scheduled && !message.is_deleted && !message.message_thread_id;
  if (!mine && !replyable) return null;

  const close = () => setOpen(null);
  const choose = (next: Open) => () => {
    setAnchor(null);
    setOpen(next);
  };
  const unsendable = !scheduled && canUnsend(message.created_at, Date.now());
  const deleteNow = (success: string) =>
    remove.mutate(message.id, {
      onSuccess: () => {
        toast.success(success);
        close();
      },
      onError: (error) => toast.error(error),
    });

  return (
    <>
      <IconButton
        size="small"
        aria-label="Message actions"
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {replyable && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onReply(message);
            }}
          >
            Reply
          </MenuItem>
        )}
        {mine && <MenuItem onClick={choose('edit')}>Edit</MenuItem>}
        {mine && scheduled && (
          <MenuItem onClick={choose('reschedule')}>Edit scheduled time</MenuItem>
        )}
        {mine && scheduled && (
          <MenuItem onClick={choose('cancel')}>Cancel scheduled message</MenuItem>
        )}
        {mine && !scheduled && unsendable && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              deleteNow('Message unsent');
            }}
          >
            Unsend
          </MenuItem>
        )}
        {mine && !scheduled && !unsendable && (
          <MenuItem onClick={choose('delete')}>Delete</MenuItem>
        )}
      </Menu>
      {open === 'edit' && (
        <EditMessageDialog
          text={message.text}
          pending={edit.isPending}
          error={edit.isError ? 'Failed to update message' : null}
          onClose={close}
          onSave={(text) =>
            edit.mutate(
              { messageId: message.id, text },
              {
                onSuccess: () => {
                  toast.success('Message updated successfully');
                  close();
                },
              },
            )
          }
        />
      )}
      {open === 'reschedule' && message.scheduled_time && (
        <ScheduleDialog
          title="Edit scheduled time"
          current={new Date(message.scheduled_time)}
          confirmLabel="Save"
          pending={reschedule.isPending}
          error={reschedule.isError ? 'Failed to update schedule time' : null}
          onClose={close}
          onSave={(at) =>
            reschedule.mutate(
              { messageId: message.id, at: at.toISOString() },
              {
                onSuccess: () => {
                  toast.success('Schedule time updated successfully');
                  close();
                },
              },
            )
          }
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title="Delete this message?"
          confirmLabel="Delete"
          destructive
          pending={remove.isPending}
          onClose={close}
          onConfirm={() => deleteNow('Message deleted successfully')}
        >
          Its email or text notice has already been sent. In the conversation it will read “This
          message was deleted”.
        </ConfirmDialog>
      )}
      {open === 'cancel' && (
        <ConfirmDialog
          title="Cancel this scheduled message?"
          confirmLabel="Cancel message"
          destructive
          pending={remove.isPending}
          onClose={close}
          onConfirm={() => deleteNow('Scheduled message cancelled')}
        >
          It has not been sent, and nobody else has seen it. Its text will be gone.
        </ConfirmDialog>
      )}
    </>
  );
}
