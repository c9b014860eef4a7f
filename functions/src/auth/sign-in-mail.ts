// The mail and SMS texts that carry sign-in links and codes, the portal links they hold, and the
// notices that tell an old address its sign-in contact moved.
import { isSafeRedirect } from '@portico/common/auth/safe-redirect';
import { maskEmail, maskPhone } from './mask';
import type { OutgoingMail, OutgoingSms } from '../platform/outbox/outbox.repo';

/** The sign-in page with the token; a redirect is kept only when it is a same-origin path. */
export function signInLinkUrl(portalUrl: string, token: string, redirect?: string | null): string {
  const params = new URLSearchParams({ auth_token: token });
  if (isSafeRedirect(redirect)) params.set('redirect', redirect);
  return `${portalUrl}/signin?${params.toString()}`;
}

export const signInLinkMail = (to: string, url: string): OutgoingMail => ({
  to,
  subject: 'Your Portico sign-in link',
  text: `Use this link to sign in to your portal. It works once and expires in 1 hour.\n\n${url}\n\nIf you did not ask to sign in, you can ignore this email.`,
});

export const resetLinkMail = (to: string, url: string): OutgoingMail => ({
  to,
  subject: 'Reset your Portico sign-in method',
  text: `Use this link to sign in and choose a new password or sign-in method. It works once and expires in 1 hour.\n\n${url}\n\nIf you did not ask for this, you can ignore this email.`,
});

export const codeSms = (to: string, code: string): OutgoingSms => ({
  to,
  text: `Your Portico verification code is ${code}. It expires in 10 minutes.`,
});

export const codeMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: 'Your Portico verification code',
  text: `Your verification code is ${code}. It expires in 10 minutes.`,
});

export const twoFactorMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: 'Your Portico two-factor code',
  text: `Your two-factor authentication code is ${code}. It expires in 10 minutes.\n\nIf you did not just sign in, change your password.`,
});

export const contactCodeMail = (to: string, code: string): OutgoingMail => ({
  to,
  subject: 'Confirm your new Portico sign-in email',
  text: `Your code to confirm this email for signing in to your portal is ${code}. It expires in 10 minutes.\n\nIf you did not ask for this, you can ignore this email.`,
});

export const contactCodeSms = (to: string, code: string): OutgoingSms => ({
  to,
  text: `Your Portico code to confirm this phone number is ${code}. It expires in 10 minutes.`,
});

const NOT_YOU = 'If you did not make or ask for this change, contact your firm right away.';

/** To the old address; the new one is masked, enough to recognise. */
export const emailChangedMail = (to: string, newEmail: string | null): OutgoingMail => ({
  to,
  subject: 'Your Portico sign-in email was changed',
  text: newEmail
    ? `The email you use to sign in to your portal was changed to ${maskEmail(newEmail)}. This address no longer signs you in.\n\n${NOT_YOU}`
    : `This email address was removed from your portal account and no longer signs you in.\n\n${NOT_YOU}`,
});

export const phoneChangedSms = (to: string, newPhone: string): OutgoingSms => ({
  to,
  text: newPhone
    ? `Your Portico sign-in phone number was changed to ${maskPhone(newPhone)}. ${NOT_YOU}`
    : `Your Portico sign-in phone number was removed. ${NOT_YOU}`,
});

export const textSignInMail = (to: string, phone: string): OutgoingMail => ({
  to,
  subject: 'You now sign in to Portico with texted codes',
  text: `Your portal now signs you in with codes texted to ${maskPhone(phone)}.\n\n${NOT_YOU}`,
});
