// Writing a message: a multi-line field and Send (also Ctrl/⌘ + Enter). Send is disabled for a
// blank message and wherever the viewer may not write (spec 3 §5), with the reason shown; what was
// typed stays in the field until the message is sent, and a failure says why beside it.
import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useSendMessage } from '../api/conversations';

export function MessageComposer(props: {
  conversationId: string;
  /** Why the viewer may not write here, or null when they may. */
  blockedBecause: string | null;
}) {
  const { conversationId, blockedBecause } = props;
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const blank = text.trim() === '';
  const submit = () => {
    if (blank || blockedBecause || send.isPending) return;
    send.mutate({ text }, { onSuccess: () => setText('') });
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
      {send.isError && <Alert severity="error">{send.error.message}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          label="Message"
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="contained"
          endIcon={<SendOutlined />}
          disabled={blank || send.isPending}
          onClick={submit}
        >
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
