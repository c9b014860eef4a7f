// Request shapes of the firm settings screens (name, zone, theme, vocabulary, contact details,
// catalogues, roles), shared by the forms and the API.
import { array, boolean, number, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { COUNTRIES } from '../people/profile-schema';
import {
  BOOLEAN_PREFERENCE_KEYS,
  REMINDER_FREQUENCY_DAYS,
  type FirmPreferences,
} from './preferences';
import { FIRM_PERMISSION_IDS } from './firm-permissions';
import { US_TIME_ZONES } from './time-zones';

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (label: string) =>
  string()
    .trim()
    .required(`${label} colour is required`)
    .max(7, `${label} colour must look like #1f4e79`)
    .matches(HEX, `${label} colour must look like #1f4e79`);

/** The vocabulary terms a firm may rename (shown in place of our default words). */
export const FIRM_VOCAB_KEYS = [
  'client',
  'entity',
  'questionnaire',
  'tax_return',
  'firm_user',
] as const;
export type FirmVocabKey = (typeof FIRM_VOCAB_KEYS)[number];
export type FirmVocabs = Record<FirmVocabKey, string>;
export const DEFAULT_FIRM_VOCABS: FirmVocabs = {
  client: 'Client',
  entity: 'Entity',
  questionnaire: 'Questionnaire',
  tax_return: 'Tax Return',
  firm_user: 'Firm User',
};

/**
 * How clients reach the firm (shown on their dashboard's firm card and the help page). Every field
 * is optional; the phone is stored as ten digits, as every phone of ours is.
 */
export const firmContactSchema = object({
  email: string().trim().default('').email('Enter a valid email address').max(254),
  phone: string()
    .trim()
    .default('')
    .max(10, 'Enter a complete phone number')
    .matches(/^(\d{10})?$/, 'Enter a complete phone number'),
  street: string().trim().default('').max(200, 'Street is too long'),
  city: string().trim().default('').max(100, 'City is too long'),
  state: string().trim().default('').max(100, 'State is too long'),
  zip: string().trim().default('').max(20, 'Zip code is too long'),
  country: string()
    .default('US')
    .oneOf(
      COUNTRIES.map((c): string => c.code),
      'Choose a country',
    ),
});
export type FirmContactInput = InferType<typeof firmContactSchema>;

export const firmDetailsSchema = object({
  name: string().trim().required('Firm name is required').max(120, 'Firm name is too long'),
  time_zone: string()
    .required('Time zone is required')
    .oneOf([...US_TIME_ZONES], 'Choose a US time zone'),
  theme: object({
    primary: colour('Primary'),
    secondary: colour('Secondary'),
    accent: colour('Accent'),
  }).required(),
  favicon_url: string()
    .trim()
    .default('')
    .max(100_000, 'Favicon is too large')
    .test(
      'url',
      'Favicon must be an https:// or data:image address',
      (v) =>
        !v ||
        /^https:\/\/\S+$/.test(v) ||
        /^data:image\/(png|svg\+xml|x-icon|vnd\.microsoft\.icon);base64,[A-Za-z0-9+/=]+$/.test(v),
    ),
  firm_vocabs: object(
    Object.fromEntries(
      FIRM_VOCAB_KEYS.map((k) => [k, string().trim().required('Every term needs a word').max(40)]),
    ),
  ).required(),
  /** Absent leaves the saved contact details as they are (callers from before they existed). */
  contact: firmContactSchema.default(undefined).optional(),
});
export type FirmDetailsInput = InferType<typeof firmDetailsSchema>;

const { min, max } = REMINDER_FREQUENCY_DAYS;
const FREQUENCY_RANGE = `Reminder frequency must be a whole number of days from ${min} to ${max}`;

/** Days between reminders; absent (callers from before it existed) reads as the default. */
export const reminderFrequencySchema = number()
  .typeError(FREQUENCY_RANGE)
  .integer(FREQUENCY_RANGE)
  .min(min, FREQUENCY_RANGE)
  .max(max, FREQUENCY_RANGE)
  .default(REMINDER_FREQUENCY_DAYS.default);

/** update_preferences: the full preferences object, every boolean present. */
export const preferencesSchema = object({
  preferences: object({
    ...Object.fromEntries(
      BOOLEAN_PREFERENCE_KEYS.map((k) => [k, boolean().strict().required(`${k} is missing`)]),
    ),
    customElements: array(
      object({
        id: string().required().max(128),
        html: multiline(string().max(20000).default('')),
      }),
    )
      .max(50)
      .default([]),
    in_app_banner_text: multiline(string().max(500, 'Banner text is too long').default('')),
    firm_user_ids_to_receive_drop_link_notification: array(recordId('firm user').required())
      .max(500)
      .default([]),
    tax_return_send_to_documents_path: string().max(1000).default(''),
    send_tax_return_to_documents_default_subject: string().max(500).default(''),
    send_tax_return_to_documents_default_message: multiline(string().max(5000).default('')),
    export_to_platforms: array(string().required().max(100)).max(50).default([]),
    custom_document_export_order: array(string().required().max(200)).max(200).default([]),
    folders_where_client_actions_disabled: array(string().required().max(1000))
      .max(500)
      .default([]),
    document_path: string().max(1000).default(''),
    questionnaire_reminder_frequency: reminderFrequencySchema,
  }).required('preferences is missing'),
});
export type PreferencesInput = { preferences: FirmPreferences };

export const FIRM_CATALOG_LISTS = ['groups', 'entity_types', 'custom_statuses'] as const;
export type FirmCatalogList = (typeof FIRM_CATALOG_LISTS)[number];

export const groupSchema = object({
  name: string().trim().required('Group name is required').max(80),
});
export const entityTypeSchema = object({
  name: string().trim().required('Entity type is required').max(80),
  allowed: boolean().default(true),
});
export const customStatusSchema = object({
  client_display_status: string().trim().required('Client display status is required').max(120),
  client_instruction: multiline(string().trim().default('').max(500)),
  firm_user_display_status: string()
    .trim()
    .required('Firm user display status is required')
    .max(120),
});
export const CATALOG_SCHEMAS = {
  groups: groupSchema,
  entity_types: entityTypeSchema,
  custom_statuses: customStatusSchema,
} as const;

export const firmRoleSchema = object({
  role_name: string().trim().required('Role name is required').max(80, 'Role name is too long'),
  permission_ids: array(
    string().required().oneOf(FIRM_PERMISSION_IDS, 'Unknown permission'),
  ).default([]),
});
export type FirmRoleInput = InferType<typeof firmRoleSchema>;
