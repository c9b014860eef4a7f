// What the messaging calls accept (spec 3 §5 "Messaging", §7): a message's text, the message it
// replies to and its tag. Apart from the answers' shapes (conversations.ts), so screens that only
// show conversations load no validation library.
import { array, boolean, date, mixed, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import {
  MAX_ATTACHMENTS,
  MESSAGE_TAGS,
  MESSAGING_MESSAGES,
  type MessageTag,
} from './conversations';
import { recordId } from '../input/record-id';

/** The longest message the portal stores (a generous page of text). */
export const MAX_MESSAGE_LENGTH = 10_000;

const messageText = () =>
  multiline(
    string()
      .trim()
      .required(MESSAGING_MESSAGES.emptyMessage)
      .max(MAX_MESSAGE_LENGTH, `A message can have at most ${MAX_MESSAGE_LENGTH} characters`),
  );

const dateTime = () => date().typeError('scheduled_time must be a date and time');

export const sendMessageSchema = object({
  /** May be empty when documents are attached. */
  text: multiline(
    string()
      .trim()
      .max(MAX_MESSAGE_LENGTH, `A message can have at most ${MAX_MESSAGE_LENGTH} characters`)
      .default(''),
  ),
  /** Documents of the conversation's entity (uploaded to /Attachments) to attach. */
  attachment_ids: array(recordId('attachment_ids').required())
    .max(MAX_ATTACHMENTS, `A message can have at most ${MAX_ATTACHMENTS} attachments`)
    .default([]),
  message_thread_id: recordId('message_thread_id').nullable().default(null),
  tag: mixed<MessageTag>()
    .oneOf([...MESSAGE_TAGS], `tag must be one of ${MESSAGE_TAGS.join(', ')}`)
    .default('general'),
  /** Send later, at this time (it must be in the future; spec 3 §5). */
  scheduled_time: dateTime().nullable().default(null),
  /** Staff: remind the clients every 3 days for a month unless one replies. */
  auto_remind: boolean().default(false),
}).test(
  'text-or-attachment',
  MESSAGING_MESSAGES.emptyMessage,
  (v) => v.text !== '' || v.attachment_ids.length > 0,
);
export type SendMessageInput = InferType<typeof sendMessageSchema>;

export const conversationsQuerySchema = object({
  /** One entity's conversations (a client's inbox is per entity). */
  company_id: recordId('company_id').optional(),
  /** Conversations whose clients' names hold this (the list's filter). */
  search: string().trim().max(100, 'search can have at most 100 characters').default(''),
  /** Show Unread: only conversations with something the caller has not seen. */
  unread: boolean().default(false),
  /** The next page: after this conversation (the previous answer's `next_after`). */
  after: recordId('after').optional(),
});
export type ConversationsQuery = InferType<typeof conversationsQuerySchema>;

/** Editing a message: its new text (spec 3 §5: 'Please enter a message'). */
export const editMessageSchema = object({ text: messageText() });
export type EditMessageInput = InferType<typeof editMessageSchema>;

/** Moving a scheduled message to another time, in the future. */
export const scheduledTimeSchema = object({
  scheduled_time: dateTime().required('scheduled_time is missing'),
});
export type ScheduledTimeInput = InferType<typeof scheduledTimeSchema>;

/** Manage Participants: the firm users in the conversation (spec 3 §5: Save needs one at least). */
export const participantsSchema = object({
  advisor_ids: array(recordId('advisor_ids').required())
    .required(MESSAGING_MESSAGES.noParticipants)
    .min(1, MESSAGING_MESSAGES.noParticipants)
    .max(50, 'A conversation can have at most 50 firm users'),
});
export type ParticipantsInput = InferType<typeof participantsSchema>;

/** One conversation's page: the latest, or the 500 top-level messages before `before`. */
export const conversationQuerySchema = object({
  before: recordId('before').optional(),
});
export type ConversationQuery = InferType<typeof conversationQuerySchema>;
