// What a record id may look like wherever one arrives (a path, a query, a body): letters, digits,
// '-' and '_', at most 128 characters, never Firestore's reserved `__name__` form. So '/', '..',
// NUL and the like are refused before an id can name a document path.
import { string } from 'yup';

export const RECORD_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isRecordId = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_ID_PATTERN.test(value);

/** A record id field: `name is not a valid id` for anything else. */
export const recordId = (name: string) =>
  string()
    .max(128, `${name} is not a valid id`)
    .matches(RECORD_ID_PATTERN, { message: `${name} is not a valid id`, excludeEmptyString: true });
