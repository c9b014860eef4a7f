// Query parameters every paged list takes (the people lists, the questionnaire overview): flags
// that arrive as 'true'/'1', a page from 1, a page size from a fixed set, a sort field and its
// direction.
import { boolean, mixed, number } from 'yup';

const asFlag = (value: unknown, original: unknown) =>
  original === 'true' || original === '1'
    ? true
    : original === 'false' || original === '0'
      ? false
      : value;

/** A query flag, false unless given. */
export const flagParam = () => boolean().transform(asFlag).default(false);

/** A sort direction, descending unless given. */
export const descendingParam = () => boolean().transform(asFlag).default(true);

export const pageParam = () =>
  number().integer('page must be a whole number').min(1, 'page starts at 1').max(10000).default(1);

export function rowsPerPageParam<N extends number>(options: readonly N[], fallback: N) {
  return mixed<N>()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .oneOf(
      [...options],
      `rows_per_page must be ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`,
    )
    .default(fallback);
}

export function sortParam<S extends readonly string[]>(fields: S, fallback: S[number]) {
  return mixed<S[number]>()
    .oneOf([...fields], `sort_by must be one of ${fields.join(', ')}`)
    .default(fallback);
}
