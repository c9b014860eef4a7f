// What the messaging calls accept (spec 3 §5 "Messaging", §7): a message's text, the message it
// replies to and its tag. Apart from the answers' shapes (conversations.ts), so screens that only
// show conversations load no validation library.
import { mixed, object, string, type InferType } from 'yup';
import { MESSAGE_TAGS, MESSAGING_MESSAGES, type MessageTag } from './conversations';
import { recordId } from '../input/record-id';

/** The longest message the portal stores (a generous page of text). */
export const MAX_MESSAGE_LENGTH = 10_000;

export const sendMessageSchema = object({
  text: string()
    .trim()
    .required(MESSAGING_MESSAGES.emptyMessage)
    .max(MAX_MESSAGE_LENGTH, `A message can have at most ${MAX_MESSAGE_LENGTH} characters`),
  message_thread_id: recordId('message_thread_id').nullable().default(null),
  tag: mixed<MessageTag>()
    .oneOf([...MESSAGE_TAGS], `tag must be one of ${MESSAGE_TAGS.join(', ')}`)
    .default('general'),
});
export type SendMessageInput = InferType<typeof sendMessageSchema>;

export const conversationsQuerySchema = object({
  /** One entity's conversations (a client's inbox is per entity). */
  company_id: recordId('company_id').optional(),
});
export type ConversationsQuery = InferType<typeof conversationsQuerySchema>;
