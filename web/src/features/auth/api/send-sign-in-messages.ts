// The calls that mail or text a link or code: sign-in link, SMS or emailed code, two-factor code,
// reset link.
import { api } from '@/lib/api-client';

interface Sent {
  message: string;
}

export const sendAuthLink = (uid: string, redirect?: string | null) =>
  api.post<Sent>('/sessions/send_auth_link', { uid, ...(redirect ? { redirect } : {}) });

export const sendSmsVerificationCode = (uid: string) =>
  api.post<Sent>('/sessions/send_sms_verification_code', { uid });

/** A code to type instead of opening the link, for when the mail is read on another device. */
export const sendEmailVerificationCode = (uid: string) =>
  api.post<Sent>('/sessions/send_email_verification_code', { uid });

export const sendTwoFactorCode = (uid: string) =>
  api.post<Sent>('/sessions/send_2fa_link', { uid });

/** Forgot password, alternate sign-in and the SMS-failure button: a link to set a new method. */
export const resetSignInMethod = (body: {
  uid?: string;
  username?: string;
  redirect?: string | null;
}) =>
  api.post<Sent>('/sessions/reset_sign_in_method', {
    ...(body.uid ? { uid: body.uid } : {}),
    ...(body.username ? { username: body.username } : {}),
    ...(body.redirect ? { redirect: body.redirect } : {}),
  });
