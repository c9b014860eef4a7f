// Sends a sign-in link, an emailed code or a texted code and says which screen comes next; shared by the login
// step and the expired-link choice so both treat failures the same way.
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { ApiError } from '@/lib/api-client';
import {
  sendAuthLink,
  sendEmailVerificationCode,
  sendSmsVerificationCode,
} from '../api/send-sign-in-messages';
import { serverMessage, ShownError } from './sign-in-errors';
import type { SignInStep } from './sign-in-steps';

export type SignInDelivery = 'email' | 'email-code' | 'sms';

export async function sendSignIn(
  how: SignInDelivery,
  email: string,
  uid: string,
  redirect: string | null,
): Promise<SignInStep> {
  if (how === 'email') {
    await sendAuthLink(uid, redirect).catch((error: unknown) => {
      throw new ShownError(serverMessage(error, SIGN_IN_MESSAGES.linkSendProblem));
    });
    return { name: 'sent-email', email, uid };
  }
  if (how === 'email-code') {
    await sendEmailVerificationCode(uid).catch((error: unknown) => {
      throw new ShownError(serverMessage(error, SIGN_IN_MESSAGES.codeSendProblem));
    });
    return { name: 'sent-email-code', email, uid };
  }
  try {
    await sendSmsVerificationCode(uid);
    return { name: 'sent-text', email, uid };
  } catch (error) {
    // A 400 is the SMS provider refusing the number: the spec's SMS-failure screen.
    if (error instanceof ApiError && error.status === 400)
      return { name: 'sms-failed', email, uid };
    throw new ShownError(serverMessage(error, SIGN_IN_MESSAGES.codeSendProblem));
  }
}
