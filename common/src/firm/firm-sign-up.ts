// Create your firm (/create-firm, issue 50): the firm's name and its first partner — name, email,
// phone and password (spec 2 §5's password rules) — then the code mailed to that email, which
// creates the firm and signs the partner in with two-factor on. Shared by the page and the API.
import { object, ref, string, type InferType } from 'yup';
import { newPassword, PASSWORD_MESSAGES, phoneNumber } from '../auth/password-rules';
import { VERIFICATION_CODE_LENGTH } from '../auth/sign-in-messages';
import { recordId } from '../input/record-id';
import { personName, requiredEmail } from '../people/create-client';

/** How long the mailed code works. */
export const SIGN_UP_CODE_MINUTES = 30;

export const FIRM_SIGN_UP_MESSAGES = {
  firmNameRequired: 'Firm name is required',
  firmNameTooLong: 'Firm name is too long',
  codeSent: (email: string) =>
    `We emailed a ${VERIFICATION_CODE_LENGTH}-digit code to ${email}. Enter it to create your firm.`,
  codeResent: 'We emailed you a new code',
  wrongCode: 'That code is not right. Check the email and try again.',
  expired: 'This code has expired. Send a new one.',
  tooManyTries: 'Too many wrong codes. Send a new one.',
  notFound: 'This sign-up has ended. Start again.',
  tooMany: 'Too many sign-ups from here. Try again in an hour.',
  accountExists: 'You already have a Portico account. Sign in to continue.',
} as const;

/** Why a firm must use two-factor from the start (spoken once, on the screen). */
export const SAFEGUARDS_RULE_SENTENCE =
  'The FTC Safeguards Rule requires tax preparers to protect customer information with multi-factor authentication, so two-factor sign-in is on for everyone at your firm.';

export const firmSignUpSchema = object({
  firm_name: string()
    .trim()
    .required(FIRM_SIGN_UP_MESSAGES.firmNameRequired)
    .max(120, FIRM_SIGN_UP_MESSAGES.firmNameTooLong),
  fname: personName('First name'),
  lname: personName('Last name'),
  email: requiredEmail(),
  phone_number: phoneNumber(),
  password: newPassword(),
});
export type FirmSignUpInput = InferType<typeof firmSignUpSchema>;

/** The page's form: the password typed twice. */
export const firmSignUpFormSchema = firmSignUpSchema.shape({
  confirm_password: string()
    .required(PASSWORD_MESSAGES.mismatch)
    .oneOf([ref('password')], PASSWORD_MESSAGES.mismatch),
});
export type FirmSignUpForm = InferType<typeof firmSignUpFormSchema>;

export const verifyFirmSignUpSchema = object({
  signup_id: recordId('signup_id').required(FIRM_SIGN_UP_MESSAGES.notFound),
  code: string()
    .trim()
    .required('Enter the code')
    .matches(/^\d+$/, `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`)
    .length(VERIFICATION_CODE_LENGTH, `Enter the ${VERIFICATION_CODE_LENGTH}-digit code`),
});
export type VerifyFirmSignUpInput = InferType<typeof verifyFirmSignUpSchema>;

export const resendFirmSignUpSchema = object({
  signup_id: recordId('signup_id').required(FIRM_SIGN_UP_MESSAGES.notFound),
});

/** The first answer: a code was mailed, or the address already has an account (sign in instead). */
export type FirmSignUpStartDto =
  { signup_id: string; message: string } | { sign_in: true; message: string };
