// What a client list row carries beyond Create User and Entity (issue 49): the template's other
// columns — the client's preferred name and external id, the entity's address, emails and
// external id, and tags — checked by the rules the profile editors and tag dialogs hold them to.
import { array, object, string, type InferType } from 'yup';
import { optionalEmail } from '../people/create-client';
import { MAX_RECORD_TAGS, MAX_TAG_NAME } from '../people/tags';
import type { ClientListRow } from './client-list-rows';
import type { ClientListType } from './imports';

export const COUNTRY_NOT_KNOWN = 'Country must be US or CA (United States or Canada)';

/** A country cell as the profile keeps it: 'US' (also when blank), 'CA', or null when neither. */
export function countryCode(cell: string): string | null {
  const value = cell.trim().toLowerCase().replace(/\./g, '');
  if (['', 'us', 'usa', 'united states', 'united states of america'].includes(value)) return 'US';
  if (['ca', 'can', 'canada'].includes(value)) return 'CA';
  return null;
}

/** A Tags cell's names: separated by ';' (a comma may be inside a name), blanks and repeats dropped. */
export function tagNamesOf(cell: string): string[] {
  const names = cell
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
  const first = new Map<string, string>();
  for (const name of names) if (!first.has(name.toLowerCase())) first.set(name.toLowerCase(), name);
  return [...first.values()];
}

const text = (label: string, max: number) =>
  string().trim().default('').max(max, `${label} has at most ${max} characters`);

/** The profile editors' limits (people/profile-schema.ts), with the column named. */
export const clientListDetailsSchema = object({
  preferred_name: text('Preferred Name', 80),
  external_user_id: text('External ID', 80),
  entity: object({
    business_email: optionalEmail(),
    other_email: optionalEmail(),
    street: text('Street', 200),
    city: text('City', 100),
    state: text('State', 100),
    zip: text('Zip Code', 20),
    country: string().default('US').required(COUNTRY_NOT_KNOWN),
    external_entity_id: text('External ID', 80),
  }),
  tag_names: array(
    string().max(MAX_TAG_NAME, `A tag name has at most ${MAX_TAG_NAME} characters`).defined(),
  )
    .max(MAX_RECORD_TAGS, `A client has at most ${MAX_RECORD_TAGS} tags`)
    .default([]),
});

export type ClientListDetails = InferType<typeof clientListDetailsSchema>;

/**
 * The row's other columns, before they are checked. An individual's External ID is the client's
 * and their entity's (the tax software's client id, which rollover items are matched by); a
 * business's is its entity's. Tags are the client's contact tags on an individuals list and the
 * entity's tags on a businesses list.
 */
export function clientListRowDetails(
  listType: ClientListType,
  { cells }: ClientListRow,
): ClientListDetails {
  const cell = (column: string) => cells[column] ?? '';
  const individual = listType === 'individuals';
  const externalId = cell(individual ? 'External ID' : 'External Entity ID');
  return {
    preferred_name: individual ? cell('Preferred Name') : '',
    external_user_id: individual ? externalId : '',
    entity: {
      business_email: individual ? '' : cell('Business Email'),
      other_email: individual ? '' : cell('Other Email'),
      street: cell('Street'),
      city: cell('City'),
      state: cell('State'),
      zip: cell('Zip Code'),
      // Unknown: left empty, so the schema names it.
      country: countryCode(cell('Country')) ?? '',
      external_entity_id: externalId,
    },
    tag_names: tagNamesOf(cell('Tags')),
  };
}
