// The drop link page's form: who is sending, an optional message and the files, checked with the
// shared schema's messages by each field (on leaving it, and on Send); then the files go up with
// their progress and the drop is sent. A refusal says why and keeps everything as it was.
import { useState, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMutation } from '@tanstack/react-query';
import type { InferType } from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {
  DROP_LINK_MESSAGES,
  MAX_DROP_MESSAGE,
  submitDropSchema,
  type DropLinkPageDto,
  type DropSubmitDto,
} from '@portico/common/documents/drop-link';
import { TextInput } from '@/components/text-input';
import type { UploadProgress } from '@/lib/upload-documents';
import { sendDrop } from '../../api/drop-link';
import { chooseFiles } from './choose-files';
import { ChosenFiles } from './chosen-files';

const senderSchema = submitDropSchema.pick(['sender_name', 'sender_email', 'message']);
export type SenderValues = InferType<typeof senderSchema>;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const percentSent = ({ sent, total }: UploadProgress) =>
  sum(total) > 0 ? (sum(sent) / sum(total)) * 100 : 100;

export function DropForm(props: {
  token: string;
  page: DropLinkPageDto;
  /** Name and email kept from the last drop. */
  sender: Pick<SenderValues, 'sender_name' | 'sender_email'>;
  onSent: (result: DropSubmitDto, sender: SenderValues) => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SenderValues>({
    resolver: yupResolver(senderSchema),
    mode: 'onBlur',
    defaultValues: { ...props.sender, message: '' },
  });
  const message = useWatch({ control, name: 'message' });
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const send = useMutation({
    meta: { inlineErrors: true },
    mutationFn: (sender: SenderValues) =>
      sendDrop({
        token: props.token,
        files,
        ...sender,
        onProgress: (state) => setProgress(percentSent(state)),
      }),
    onMutate: () => setProgress(0),
    onSuccess: (result, sender) => props.onSent(result, sender),
  });
  const sending = send.isPending;

  const add = (added: File[]) => {
    if (sending || added.length === 0) return;
    const choice = chooseFiles(files, added, props.page.max_files);
    setFiles(choice.files);
    setFileProblems(choice.problems);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const checkFiles = () => {
    if (files.length === 0) setFileProblems([DROP_LINK_MESSAGES.filesRequired]);
    return files.length > 0;
  };
  const submit = handleSubmit(
    (sender) => {
      if (checkFiles()) send.mutate(sender);
    },
    () => void checkFiles(),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Send documents"
      onSubmit={(event) => void submit(event)}
      onDragOver={(event) => {
        event.preventDefault();
        if (!sending) setDragging(true);
      }}
      onDragLeave={(event) => {
        // Leaving a child for another is not leaving the form.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {send.isError && <Alert severity="error">{send.error.message}</Alert>}
      <TextInput
        {...register('sender_name')}
        label="Your name"
        required
        autoComplete="name"
        disabled={sending}
        error={errors.sender_name?.message}
      />
      <TextInput
        {...register('sender_email')}
        label="Your email"
        type="email"
        required
        autoComplete="email"
        disabled={sending}
        error={errors.sender_email?.message}
      />
      <TextInput
        {...register('message')}
        label="Message (optional)"
        multiline
        minRows={3}
        disabled={sending}
        inputProps={{ maxLength: MAX_DROP_MESSAGE }}
        error={errors.message?.message}
        helperText={`${message.length.toLocaleString('en-US')} / ${MAX_DROP_MESSAGE.toLocaleString('en-US')}`}
      />
      <ChosenFiles
        files={files}
        onAdd={add}
        onRemove={(file) => {
          setFiles((chosen) => chosen.filter((f) => f !== file));
          setFileProblems([]);
        }}
        problems={fileProblems}
        disabled={sending}
        dragging={dragging}
      />
      {sending && (
        <LinearProgress variant="determinate" value={progress} aria-label="Sending your files" />
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" loading={sending}>
          Send
        </Button>
      </Box>
    </Stack>
  );
}
