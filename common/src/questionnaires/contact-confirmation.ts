// 'Confirm this information' (spec 2 §2 dialogs, §5 "Confirm dialog", §7 "Confirm contact info"):
// a questionnaire sent with the update-profile section asks each owner, once, to confirm how the
// firm reaches them and the entity's address. Shared by the dialog and the API.
import { mixed, object, string, type InferType } from 'yup';
import type { ContactMethod } from '../people/profile-schema';

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Invalid email address';
export const PHONE_TEN_DIGITS = 'Phone number must be 10 digits';
export const SMS_NEEDS_PHONE = 'You must have a phone number to receive SMS notifications.';
export const CONTACT_CONFIRMED = 'Thank you for confirming your information.';

/** The consent shown when text messages are chosen (the spec names it, not its words). */
export const smsConsentText = (firmName: string) =>
  `By choosing Email & Text, you agree to receive text messages from ${firmName} about your ` +
  'account, questionnaires and documents at the number above. Message frequency varies. ' +
  'Message and data rates may apply. Reply STOP to opt out, HELP for help.';

export const confirmContactSchema = object({
  email: string().trim().lowercase().required(EMAIL_REQUIRED).email(EMAIL_INVALID).max(254),
  phone_number: string()
    .default('')
    .max(10, PHONE_TEN_DIGITS)
    .matches(/^(\d{10})?$/, PHONE_TEN_DIGITS)
    .when('preferred_contact_method', {
      is: 'sms',
      then: (schema) => schema.required(SMS_NEEDS_PHONE),
    }),
  preferred_contact_method: mixed<ContactMethod>()
    .oneOf(['email', 'sms'], 'Choose how we reach you')
    .default('email'),
  street: string().trim().default('').max(200),
  city: string().trim().default('').max(100),
  state: string().trim().default('').max(100),
  zip: string().trim().default('').max(20),
  country: string().default('US').oneOf(['US', 'CA'], 'Choose a country'),
});
export type ConfirmContactInput = InferType<typeof confirmContactSchema>;

/** What the dialog opens with: the owner's contact details and the entity's address as stored. */
export interface ContactConfirmationDto extends ConfirmContactInput {
  /** The phone is the owner's sign-in (texted codes): it changes only in Profile Settings. */
  phone_is_sign_in: boolean;
  firm_name: string;
}
