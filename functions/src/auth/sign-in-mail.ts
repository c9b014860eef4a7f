// The mail and SMS texts that carry sign-in links and codes, and the portal links they hold.
import { isSafeRedirect } from '@portico/common/auth/safe-redirect';
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
