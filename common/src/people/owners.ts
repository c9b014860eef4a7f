// Entity owners (spec 3 §5 "Add owner", §7 update_owners / change_primary_contact, "Create a new
// entity" for a user): shapes, schemas and messages.
import { boolean, mixed, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { entityNameSchema } from './profile-schema';

export const NOT_AN_OWNER = 'This user is not an owner of the entity';
export const PRIMARY_CANNOT_BE_REMOVED =
  'Choose another primary contact before removing this owner';
export const OWNER_GROUP_MISMATCH = 'This user belongs to another firm group';

/** While the firm uses groups, an owner is of the entity's group, or one of them has none. */
export const groupAllowsOwner = (
  groupsEnabled: boolean,
  userGroupId: string | null,
  entityGroupId: string | null,
): boolean => !groupsEnabled || !userGroupId || !entityGroupId || userGroupId === entityGroupId;

export const ownerSchema = object({
  user_id: recordId('user_id').required('user_id is missing'),
});
export type OwnerInput = InferType<typeof ownerSchema>;

/**
 * "How to Manage the Conversation?" when owners change (spec 3 §4): move the entity's
 * conversations with the owners (the user joins or leaves them), or archive them and start a new
 * one with the owners as they are now.
 */
export const CONVERSATION_CHOICES = ['move', 'new'] as const;
export type ConversationChoice = (typeof CONVERSATION_CHOICES)[number];
export const MANAGE_CONVERSATION = 'How to Manage the Conversation?';

const conversationChoice = () =>
  mixed<ConversationChoice>()
    .oneOf([...CONVERSATION_CHOICES], 'conversation must be move or new')
    .default('move');

/** POST /companies/{id}/owners: an existing user, and what their conversations do. */
export const addOwnerSchema = ownerSchema.shape({ conversation: conversationChoice() });
/** DELETE /companies/{id}/owners/{userId}?conversation=move|new */
export const removeOwnerQuerySchema = object({ conversation: conversationChoice() });

/** POST /companies: a new entity for an existing user (spec 3 §7). */
export const newEntitySchema = object({
  user_id: recordId('user_id').required('user_id is missing'),
  name: entityNameSchema(),
  entity_type: string().trim().required('Entity type is required').max(80),
  business_email: string().trim().default('').email('Enter a valid email address').max(254),
  other_email: string().trim().default('').email('Enter a valid email address').max(254),
  street: string().trim().default('').max(200),
  city: string().trim().default('').max(100),
  state: string().trim().default('').max(100),
  zip: string().trim().default('').max(20),
  country: string().trim().default('US').max(2),
});
export type NewEntityInput = InferType<typeof newEntitySchema>;

/** The entity email update prompt (spec 3 §7 "update entity email"): companyId, userId, email. */
export const entityEmailSchema = object({
  userId: recordId('userId').required('userId is missing'),
  business_email: string()
    .trim()
    .lowercase()
    .required('Enter a valid email address')
    .email('Enter a valid email address')
    .max(254),
});
export type EntityEmailInput = InferType<typeof entityEmailSchema>;
export const ENTITY_INFO_UPDATED = 'Entity info updated successfully.';

export interface OwnersDto {
  company_id: string;
  primary_owner_id: string;
  owner_ids: string[];
}

/** Add owner → New User (spec 3 §5, §7): the person, their advisor and what to do with messages. */
export const newOwnerSchema = object({
  firstName: string().trim().required('First name is required').max(80),
  lastName: string().trim().required('Last name is required').max(80),
  email: string()
    .trim()
    .lowercase()
    .required('Email is missing')
    .email('Enter a valid email address')
    .max(254),
  phoneNumber: string()
    .default('')
    .max(10, 'Enter a complete phone number')
    .matches(/^(\d{10})?$/, 'Enter a complete phone number'),
  /** The new user's assigned advisor; -1 or absent: the entity's. */
  advisor: recordId('advisor').default('-1'),
  copyPreviousMessages: boolean().default(false),
  transferPreviousMessages: boolean().default(false),
});
export type NewOwnerInput = InferType<typeof newOwnerSchema>;
