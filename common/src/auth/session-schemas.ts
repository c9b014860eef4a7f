// Request schemas of the /sessions endpoints (spec 1 §7), shared by the API and the web forms.
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { newPassword, phoneNumber } from './password-rules';
import {
  SIGN_IN_CONTACT_MESSAGES,
  SIGN_IN_MESSAGES,
  VERIFICATION_CODE_LENGTH,
} from './sign-in-messages';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './sign-in-schema';

export const SIGN_IN_METHODS = ['password', 'email', 'sms'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

const MAX_ID_LENGTH = 128;
const MAX_TOKEN_LENGTH = 256;
const MAX_REDIRECT_LENGTH = 2048;
const MAX_NAME_LENGTH = 100;

/** Strict text: a number, array or object is refused, not cast. */
const text = (name: string, max: number) =>
  string().strict().typeError(`${name} must be text`).max(max, `${name} is too long`);

/** Required text that is not only spaces (strict schemas cannot trim, so the API trims after). */
const filled = (name: string, max: number, message: string) =>
  text(name, max)
    .required(message)
    .test('filled', message, (value) => value === undefined || value.trim() !== '');

// Spec 2 §5: a basic pattern, checked on the trimmed value.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailText = (message: string) =>
  filled('Email', MAX_EMAIL_LENGTH, message).test(
    'email',
    'Invalid email address',
    (value) => value === undefined || EMAIL_PATTERN.test(value.trim()),
  );
const email = () => emailText('Email is missing');
const uid = () => text('uid', MAX_ID_LENGTH).required(SIGN_IN_MESSAGES.missingUid);
const redirect = () => text('redirect', MAX_REDIRECT_LENGTH).optional();

export const preferredMethodQuerySchema = object({
  username: text('Email', MAX_EMAIL_LENGTH).required('Email is missing'),
});

export const uidSchema = object({ uid: uid() });
export type UidInput = InferType<typeof uidSchema>;

export const sendAuthLinkSchema = object({
  uid: uid(),
  accountant_id: mixed().optional(),
  redirect: redirect(),
});
export type SendAuthLinkInput = InferType<typeof sendAuthLinkSchema>;

/** The code field of the sent-text, sent-email and 2fa states. */
export const verificationCode = () =>
  text('Verification code', VERIFICATION_CODE_LENGTH)
    .required('Verification code is missing')
    .length(
      VERIFICATION_CODE_LENGTH,
      `Verification code must be ${VERIFICATION_CODE_LENGTH} characters`,
    );

export const verifyCodeSchema = object({ uid: uid(), verification_code: verificationCode() });
export type VerifyCodeInput = InferType<typeof verifyCodeSchema>;

export const exchangeTokenSchema = object({
  auth_token: text('auth_token', MAX_TOKEN_LENGTH).required('auth_token is missing'),
});

/** Reset sign-in method (forgot password, alternate sign-in, SMS failure): by uid or email. */
export const resetSignInMethodSchema = object({
  uid: text('uid', MAX_ID_LENGTH).optional(),
  username: text('Email', MAX_EMAIL_LENGTH).optional(),
  redirect: redirect(),
}).test('who', 'Email is missing', (value) => Boolean(value.uid || value.username?.trim()));
export type ResetSignInMethodInput = InferType<typeof resetSignInMethodSchema>;

export const setSignInMethodSchema = object({
  signInMethod: mixed<SignInMethod>()
    .required('Please choose a sign-in method')
    .oneOf([...SIGN_IN_METHODS], 'Please choose a sign-in method'),
  email: string()
    .max(MAX_EMAIL_LENGTH)
    .when('signInMethod', {
      is: 'email',
      then: () => email(),
      otherwise: (s) => s.strip(),
    }),
  newPassword: string()
    .max(MAX_PASSWORD_LENGTH)
    .when('signInMethod', {
      is: 'password',
      then: () => newPassword(),
      otherwise: (s) => s.strip(),
    }),
  phoneNumber: string()
    .max(14)
    .when('signInMethod', {
      is: 'sms',
      then: () => phoneNumber(),
      otherwise: (s) => s.strip(),
    }),
  enable2fa: boolean().strict().typeError('enable2fa must be true or false').optional(),
});
export type SetSignInMethodInput = InferType<typeof setSignInMethodSchema>;

const contactFields = { email: email().optional(), phone_number: phoneNumber().optional() };
const oneContact = (value: { email?: string; phone_number?: string }) =>
  (value.email === undefined) !== (value.phone_number === undefined);

/** A new sign-in contact of one's own: an email or a phone number, never both. */
export const signInContactSchema = object(contactFields).test(
  'one-contact',
  SIGN_IN_CONTACT_MESSAGES.oneContact,
  oneContact,
);
export type SignInContactInput = InferType<typeof signInContactSchema>;

/** The same contact with the code that was sent to it. */
export const verifySignInContactSchema = object({
  ...contactFields,
  verification_code: verificationCode(),
}).test('one-contact', SIGN_IN_CONTACT_MESSAGES.oneContact, oneContact);
export type VerifySignInContactInput = InferType<typeof verifySignInContactSchema>;

const NAME_MESSAGE = 'Please enter your first and last name';

/** The set-email step (spec 2 §5: 'Email is required'). */
export const setEmailFormSchema = object({ email: emailText('Email is required') });

/** The template-start step. */
export const templateStartSchema = object({ email: emailText('Please enter your email') });

/** The template-sign-up step. */
export const templateNamesSchema = object({
  fname: filled('First name', MAX_NAME_LENGTH, NAME_MESSAGE),
  lname: filled('Last name', MAX_NAME_LENGTH, NAME_MESSAGE),
});

export const createTemplateUserSchema = templateStartSchema.concat(templateNamesSchema).shape({
  templateHashId: text('templateHashId', MAX_ID_LENGTH).required('templateHashId is missing'),
  firmGroupId: text('firmGroupId', MAX_ID_LENGTH).nullable().optional(),
  year: number()
    .strict()
    .typeError('year must be a number')
    .integer()
    .min(2000)
    .max(2100)
    .optional(),
});
export type CreateTemplateUserInput = InferType<typeof createTemplateUserSchema>;

/** What get_preferred_sign_in_method answers. */
export interface PreferredSignInMethodDto {
  uid: string;
  preferred_sign_in_method: SignInMethod;
}

/** What verify_password_for_firebase_token and exchange_for_firebase_token answer. */
export type SignInResultDto = { token: string } | { two_factor_required: true; uid: string };

export interface AuthMethodsDto {
  email: string | null;
  phone: string | null;
}

export interface TemplateInfoDto {
  hash_id: string;
  name: string;
  firm_name: string;
}
