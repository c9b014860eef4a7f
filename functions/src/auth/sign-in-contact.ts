// A new sign-in contact a user asks to confirm: an email (always the login) or a phone number
// (where SMS sign-in codes go), normalised as it will be stored.
import type { SignInContactInput } from '@portico/common/auth/session-schemas';
import { phoneDigits } from '@portico/common/people/phone';
import type { UserPatch } from '../people/people.module';
import type { SignInContactValue } from './auth-challenges.repo';

export type NewSignInContact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export function newSignInContact(input: SignInContactInput): NewSignInContact {
  return input.email !== undefined
    ? { kind: 'email', value: input.email.trim().toLowerCase() }
    : { kind: 'phone', value: phoneDigits(input.phone_number ?? '') };
}

/** What a code for this contact is bound to. */
export const contactValue = (contact: NewSignInContact): SignInContactValue =>
  `${contact.kind}:${contact.value}`;

/** The user's change once the contact is confirmed. */
export const contactPatch = (contact: NewSignInContact): UserPatch =>
  contact.kind === 'email'
    ? { email: contact.value, hasTempEmail: false }
    : { phoneNumber: contact.value };
