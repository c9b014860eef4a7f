// User (contact) and entity tags (spec 3 §3 "Tags", §5, §7, §8): shapes, schemas and messages.
import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';

export const TAG_KINDS = ['entity', 'contact'] as const;
export type PeopleTagKind = (typeof TAG_KINDS)[number];

export const NO_SELECTION_TO_UPDATE = 'No selected users or entities to update!';
export const ENTITIES_OR_USERS_NOT_BOTH = 'Choose entities or users to tag, not both.';
export const TAG_EXISTS = 'This tag already exists';
/** One bulk update is one store transaction, which writes at most 500 documents. */
export const MAX_BULK_TAG_IDS = 500;
export const MAX_TAG_NAME = 50;

export interface TagDto {
  id: string;
  name: string;
  kind: PeopleTagKind;
}

const kind = mixed<PeopleTagKind>()
  .oneOf([...TAG_KINDS], 'kind must be entity or contact')
  .required('kind is missing');
const ids = array(recordId('id').required())
  .max(MAX_BULK_TAG_IDS, `Select at most ${MAX_BULK_TAG_IDS} at once`)
  .default([]);

export const tagCreateSchema = object({
  kind,
  new_tag: string()
    .trim()
    .required('Please enter a tag name')
    .max(MAX_TAG_NAME, `A tag name has at most ${MAX_TAG_NAME} characters`),
});

export const bulkTagSchema = object({
  kind,
  company_ids: ids,
  user_ids: ids,
  tag_names: array(string().trim().required().max(MAX_TAG_NAME))
    .min(1, 'Choose at least one tag')
    .required('Choose at least one tag'),
  remove: boolean().default(false),
});

/** At most this many tags on one record (the dialog's limit, not the store's). */
export const MAX_RECORD_TAGS = 50;
const recordTagNames = array(string().trim().required().max(MAX_TAG_NAME))
  .max(MAX_RECORD_TAGS, `A record has at most ${MAX_RECORD_TAGS} tags`)
  .default([]);
/** PUT /users/{id}/contact_tags (spec: user_id, contact_tags names). */
export const contactTagsSchema = object({ contact_tags: recordTagNames });
/** PUT /companies/{id}/entity_tags (spec: company_id, entity_tags names). */
export const entityTagsSchema = object({ entity_tags: recordTagNames });

export type TagCreateInput = InferType<typeof tagCreateSchema>;
export type BulkTagInput = InferType<typeof bulkTagSchema>;

export interface BulkTagResultDto {
  updated: number;
}
