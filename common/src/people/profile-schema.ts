// The client profile and entity profile forms (spec 1 §3 and §5), shared by the web forms and the API.
import { boolean, mixed, object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { US_TIME_ZONES } from '../firm/time-zones';
import { STANDARD_ENTITY_TYPES } from './access';

export const ENTITY_NAME_SLASH = 'Entity Name cannot contain a "/" character.';
export const ENTITY_NAME_QUOTE = 'Entity Name cannot contain a " character.';

export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Email & Text' },
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];

export const SIGN_IN_METHODS = [
  { value: 'password', label: 'Password' },
  { value: 'email', label: 'Email link' },
  { value: 'sms', label: 'Text message code' },
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]['value'];

/** Edit user refusals and success (spec 3 §9). */
export const CANNOT_REMOVE_EMAIL = 'Cannot remove email when it is the preferred sign-in method.';
export const EMAIL_REMOVED = 'Email successfully removed';
export const EMAIL_REMOVE_FAILED = 'Unable to remove email, please try again later.';
/** A temporary ("test") address is not an email to remove (spec 3 §6: the button is disabled). */
export const NO_EMAIL_TO_REMOVE = 'This user has no email to remove.';
export const CANNOT_REMOVE_PHONE =
  'Cannot remove phone number when SMS is the preferred sign-in method.';

export { addressLabels, COUNTRIES } from './countries';

export const entityNameSchema = () =>
  string()
    .trim()
    .required('Entity Name is required')
    .max(200, 'Entity Name is too long')
    .test('no-slash', ENTITY_NAME_SLASH, (v) => !v?.includes('/'))
    .test('no-quote', ENTITY_NAME_QUOTE, (v) => !v?.includes('"'));

const optionalEmail = () =>
  string().trim().default('').email('Enter a valid email address').max(254);
const digits = () =>
  string()
    .default('')
    .max(10, 'Enter a complete phone number')
    .matches(/^(\d{10})?$/, 'Enter a complete phone number');

export const userProfileSchema = object({
  fname: string().trim().required('First name is required').max(80),
  lname: string().trim().required('Last name is required').max(80),
  preferred_name: string().trim().default('').max(80),
  phone_number: digits(),
  work_phone_number: digits(),
  work_phone_extension: string()
    .trim()
    .default('')
    .max(6, 'Extension is digits only')
    .matches(/^\d{0,6}$/, 'Extension is digits only'),
  work_email: optionalEmail(),
  preferred_contact_method: mixed<ContactMethod>().oneOf(['email', 'sms']).default('email'),
  time_zone: string()
    .required('Time zone is required')
    .oneOf([...US_TIME_ZONES] as string[], 'Choose a time zone'),
  enabled_2fa: boolean().default(false),
  /** Staff only (spec 3 §6 "Edit user"); absent means unchanged, an empty email removes it. */
  email: string().trim().lowercase().email('Enter a valid email address').max(254).optional(),
  assigned_advisor_id: recordId('assigned_advisor_id').nullable().optional(),
  firm_group_id: recordId('firm_group_id').nullable().optional(),
  preferred_sign_in_method: mixed<SignInMethod>().oneOf(['password', 'email', 'sms']).optional(),
});
export type UserProfileInput = InferType<typeof userProfileSchema>;

/**
 * The profile forms' schema: an incomplete phone is not an error there, it is sent empty
 * (spec 1 §5, with `phoneForSubmit`), so Save never stops on it unseen.
 */
export const userProfileFormSchema = userProfileSchema.shape({
  phone_number: string().default(''),
  work_phone_number: string().default(''),
});

export const entityProfileSchema = object({
  name: entityNameSchema(),
  entity_type: string().trim().required('Entity type is required').max(80),
  business_email: optionalEmail(),
  other_email: optionalEmail(),
  external_entity_id: string().trim().default('').max(80),
  tax_return_id: string().trim().default('').max(80),
  street: string().trim().default('').max(200),
  city: string().trim().default('').max(100),
  state: string().trim().default('').max(100),
  zip: string().trim().default('').max(20),
  country: string().default('US').oneOf(['US', 'CA'], 'Choose a country'),
  /** Staff only (partner or full users change the assigned firm user). */
  assigned_advisor_id: recordId('assigned_advisor_id').nullable().optional(),
  inactive: boolean().optional(),
  readonly_access: boolean().optional(),
});
export type EntityProfileInput = InferType<typeof entityProfileSchema>;

export const STANDARD_TYPES: readonly string[] = STANDARD_ENTITY_TYPES;
