// Activate / deactivate a user or an entity, and their read-only toggles (spec 3 §4, §7, §8).
import { boolean, object, type InferType } from 'yup';

export const USER_EMAIL_REQUIRED = 'User email is required before activating account.';
export const READONLY_ONLY_ACTIVE = 'The read-only setting is only for active users.';
export const USER_UPDATED = 'User updated successfully';

export const userStatusSchema = object({
  /** Active (true) or inactive (false); absent leaves it. */
  paying: boolean().optional(),
  readonly_access: boolean().optional(),
  /** With activation: also activate the user's inactive entities. */
  is_activating_all_entities: boolean().default(false),
  /** With deactivation: also deactivate the entities the user is primary owner of. */
  is_deactivating_all_entities: boolean().default(false),
});

export type UserStatusInput = InferType<typeof userStatusSchema>;

export interface UserStatusResultDto {
  id: string;
  paying: boolean;
  readonly_access: boolean;
  /** Entities whose inactive flag changed with the user. */
  changed_entity_ids: string[];
}

export const ENTITY_READONLY_WHILE_INACTIVE =
  'The read-only setting cannot change while the entity is inactive';
export const ENTITY_UPDATED = 'Entity updated successfully';

/** An entity's inactive and read-only flags (spec 3 §4); read-only is disabled while inactive. */
export const entityStatusSchema = object({
  inactive: boolean().optional(),
  readonly_access: boolean().optional(),
});
export type EntityStatusInput = InferType<typeof entityStatusSchema>;

export interface EntityStatusResultDto {
  id: string;
  inactive: boolean;
  readonly_access: boolean;
}
