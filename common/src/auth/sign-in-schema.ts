// The password sign-in form and request, with the spec's messages (spec 1, section 5).
import { object, string, type InferType } from 'yup';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 512;

const email = () =>
  string().trim().required('Email is missing').max(MAX_EMAIL_LENGTH, 'Email is too long');
const password = () =>
  string().required('Password is missing').max(MAX_PASSWORD_LENGTH, 'Password is too long');

/** The sign-in form: what the person types. */
export const signInSchema = object({ email: email(), password: password() });
export type SignInForm = InferType<typeof signInSchema>;

/**
 * The login state: the email first; the password only once the email turned out to use one
 * (the form passes `{ needsPassword }` as validation context).
 */
export const loginSchema = object({
  email: email(),
  password: string().when('$needsPassword', {
    is: true,
    then: () => password(),
    otherwise: (s) => s.optional(),
  }),
});
export type LoginForm = InferType<typeof loginSchema>;

/** Spec 1 §5: asking for a reset link before an email is typed. */
export const FILL_EMAIL_FIRST = 'Please fill out email first.';

/**
 * The API request body (the spec names the email `username`). Strict, so a number or an object
 * is refused rather than cast; the API trims the email after validating it.
 */
export const passwordSignInSchema = object({
  username: string()
    .strict()
    .typeError('Email must be text')
    .required('Email is missing')
    .max(MAX_EMAIL_LENGTH, 'Email is too long'),
  password: password().strict().typeError('Password must be text'),
});
export type PasswordSignIn = InferType<typeof passwordSignInSchema>;
