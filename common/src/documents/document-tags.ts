// Document tags (spec 3 §3 "Tags", §5 Documents, §6, §7): the firm-wide list of tags staff put on
// files, shown in the vault's Tags column when the firm turns `document_tags_enabled` on.
import { array, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { MAX_RECORD_TAGS, MAX_TAG_NAME } from '../people/tags';

/** The spec's words, kept as written. */
export const DOCUMENT_TAG_EXISTS = 'Tag already exist';
export const ADD_DOCUMENT_TAG_FAILED = 'Issue adding new tag, please try again later.';
export const SAVE_DOCUMENT_TAGS_FAILED = 'Issue saving selected tags, please try again later.';
export const DOCUMENT_TAGS_OFF = 'Document tags are turned off for this firm';
export const UNKNOWN_DOCUMENT_TAG = 'One of those tags no longer exists';

export interface DocumentTagDto {
  id: string;
  name: string;
}

/** POST /documents/tags: a new firm document tag. */
export const createDocumentTagSchema = object({
  tag: string()
    .trim()
    .required('Please enter a tag name')
    .max(MAX_TAG_NAME, `A tag name has at most ${MAX_TAG_NAME} characters`),
});
export type CreateDocumentTagInput = InferType<typeof createDocumentTagSchema>;

/** PUT /documents/{id}/tags: the file's tags become exactly these (ids of the firm's tags). */
export const documentTagsSchema = object({
  tag_ids: array(recordId('tag id').required())
    .max(MAX_RECORD_TAGS, `A file has at most ${MAX_RECORD_TAGS} tags`)
    .required('tag_ids is missing'),
});
export type DocumentTagsInput = InferType<typeof documentTagsSchema>;

/** Whether a name is one the firm already has (the dialog's Add and the server agree). */
export const hasTagNamed = (tags: readonly DocumentTagDto[], name: string): boolean =>
  tags.some((t) => t.name.trim().toLowerCase() === name.trim().toLowerCase());
