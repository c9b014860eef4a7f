// The Create User and Entity dialog (spec 3 §5 "Create user and entity"), shared by the form and
// POST /v2/users: required fields, the spec's messages, the spouse option and the entity name.
import { boolean, object, string, type InferType } from 'yup';
import { DEFAULT_TIME_ZONE, US_TIME_ZONES } from '../firm/time-zones';
import { recordId } from '../input/record-id';
import { entityNameSchema } from './profile-schema';

export const EMAIL_EXISTS = 'This email already exists';
export const EMAIL_TAKEN = 'Email is already taken';
export const ENTITY_NAME_EXISTS = 'Entity Name already exists.';
export const NO_EMAIL_CONFIRMATION =
  'Users without email addresses will not be able to sign in or receive notifications.';
export const EMAIL_CHECK_DEBOUNCE_MS = 200;
export const INDIVIDUAL = 'Individual';
/** Generated addresses for users without one (`generate_temp_email`); never mailed. */
/** While the firm uses groups, a new user is put in one. */
export const FIRM_GROUP_REQUIRED = 'Firm group is required';

export const TEMP_EMAIL_DOMAIN = 'no-email.portico.invalid';

/** An optional email: '' or a valid address, lowercased. */
export const optionalEmail = () =>
  string().trim().lowercase().default('').email('Enter a valid email address').max(254);
/** A required email, lowercased. */
export const requiredEmail = () =>
  string()
    .trim()
    .lowercase()
    .required('Email is required')
    .email('Enter a valid email address')
    .max(254);
/** A required name whose message starts with its label ("Spouse first name is required"). */
export const personName = (label: string) =>
  string().trim().required(`${label} is required`).max(80, `${label} is too long`);

export const createClientSchema = object({
  fname: personName('First name'),
  lname: personName('Last name'),
  email: optionalEmail(),
  /** Ten digits, or '' (an incomplete phone is sent empty). */
  phone_number: string()
    .default('')
    .max(10, 'Enter a complete phone number')
    .matches(/^(\d{10})?$/, 'Enter a complete phone number'),
  assigned_advisor_id: recordId('assigned_advisor_id')
    .required('Assigned advisor is required')
    .notOneOf(['-1'], 'Assigned advisor is required'),
  /** Required when the firm has groups (checked by the API, which knows the firm). */
  firm_group_id: recordId('firm_group_id')
    .default('')
    .transform((v: string) => (v === '-1' ? '' : v)),
  entity_type: string().trim().required('Entity type is required').max(80),
  /** Ignored for Individual: the name is built from the people's names. */
  entity_name: string()
    .trim()
    .default('')
    .max(200, 'Entity Name is too long')
    .when('entity_type', {
      is: INDIVIDUAL,
      then: (s) => s,
      otherwise: () => entityNameSchema(),
    }),
  generate_temp_email: boolean().default(false),
  time_zone: string()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .oneOf([...US_TIME_ZONES] as string[], 'Choose a time zone'),
  add_spouse: boolean().default(false),
  spouse_fname: string()
    .trim()
    .default('')
    .max(80, 'Spouse first name is too long')
    .when('add_spouse', { is: true, then: () => personName('Spouse first name') }),
  spouse_lname: string()
    .trim()
    .default('')
    .max(80, 'Spouse last name is too long')
    .when('add_spouse', { is: true, then: () => personName('Spouse last name') }),
  spouse_email: optionalEmail(),
});

export type CreateClientInput = InferType<typeof createClientSchema>;

/** An Individual's entity name, from the person and (if added) the spouse (spec 3 §5). */
export function individualEntityName(
  input: Pick<
    CreateClientInput,
    'fname' | 'lname' | 'add_spouse' | 'spouse_fname' | 'spouse_lname'
  >,
): string {
  const person = `${input.fname.trim()} ${input.lname.trim()}`;
  if (!input.add_spouse) return person;
  const sameLast = input.spouse_lname.trim().toLowerCase() === input.lname.trim().toLowerCase();
  return sameLast
    ? `${input.fname.trim()} and ${input.spouse_fname.trim()} ${input.lname.trim()}`
    : `${person} and ${input.spouse_fname.trim()} ${input.spouse_lname.trim()}`;
}

export interface EmailAvailabilityDto {
  is_available: boolean;
  /** The firm's user holding the address, when the caller may see them. */
  user: { id: string; full_name: string } | null;
}

export interface CreateClientResultDto {
  user: { id: string; full_name: string; email: string; has_temp_email: boolean };
  spouse: { id: string; full_name: string } | null;
  company_id: string;
  company_hash: string;
}

/** GET /v2/users/check_email?email= (the Create User and Entity email check). */
export const checkEmailQuerySchema = object({
  email: string()
    .trim()
    .lowercase()
    .required('Email is missing')
    .email('Enter a valid email address')
    .max(254),
});
