// The new-password and phone rules of spec 2 §5, used by the set-up steps and the API.
import { object, ref, string, type InferType } from 'yup';
import { PHONE_DIGITS, phoneDigits } from '../people/phone';
import { MAX_PASSWORD_LENGTH } from './sign-in-schema';

export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';
/** Spec 2 §5: "minimum length 10; the message says greater than 10". */
export const MIN_PASSWORD_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be greater than 10 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  digit: 'Password must contain at least one number',
  special: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  mismatch: 'Passwords do not match',
} as const;

export const newPassword = () =>
  string()
    .strict()
    .typeError('Password must be text')
    .required(PASSWORD_MESSAGES.required)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
    .max(MAX_PASSWORD_LENGTH, 'Password is too long')
    .matches(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
    .matches(/[a-z]/, PASSWORD_MESSAGES.lowercase)
    .matches(/[0-9]/, PASSWORD_MESSAGES.digit)
    .matches(/[#?!@$%^&*-]/, PASSWORD_MESSAGES.special);

/** The set-password step: the password and its repeat. */
export const setPasswordFormSchema = object({
  password: newPassword(),
  confirmPassword: string()
    .required(PASSWORD_MESSAGES.mismatch)
    .oneOf([ref('password')], PASSWORD_MESSAGES.mismatch),
});
export type SetPasswordForm = InferType<typeof setPasswordFormSchema>;

export const phoneNumber = () =>
  string()
    .strict()
    .typeError('Phone must be text')
    .required('Phone is required')
    .max(14, 'Phone number must be 10 digits')
    .test(
      'ten-digits',
      'Phone number must be 10 digits',
      (v) =>
        !v ||
        (phoneDigits(v).length === PHONE_DIGITS &&
          v.replace(/[\s()-]/g, '').length === PHONE_DIGITS),
    );

export const setPhoneFormSchema = object({ phoneNumber: phoneNumber() });
export type SetPhoneForm = InferType<typeof setPhoneFormSchema>;
