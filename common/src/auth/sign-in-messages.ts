// The sign-in texts of spec 1 §8 (and our own where the spec gives none), shared by API and web.
export const SIGN_IN_MESSAGES = {
  incorrectCredentials: 'The email address or password is incorrect',
  accountRestricted:
    'Access to this account has been temporarily restricted. Please try again later or reset your password for immediate access.',
  unknownUser: "Sorry, we couldn't find a user with that email address",
  signInProblem: 'Sorry, there was a problem signing you in',
  smsFailed: 'Failed to send SMS code',
  codeSendProblem: 'Sorry, there was a problem sending your verification code. Please try again.',
  smsFailedScreen:
    'SMS code failed to send. Your phone number might be invalid. Please use the button below to reset your sign-in method.',
  linkSendProblem: 'Sorry, there was a problem sending the sign-in link. Please try again later.',
  twoFactorLinkProblem:
    'Sorry, there was a problem sending a two-factor authentication link. Please try again later.',
  invalidCode: 'Invalid or expired verification code',
  tooManyCodeAttempts: 'Too many incorrect attempts',
  somethingWentWrong: 'Something went wrong',
  missingUid: 'no UID provided for verification',
  signedOut: 'You have been signed out',
  // Ours: the spec gives no text for these.
  expiredLink: 'This sign-in link has expired or was already used',
  tooManySends: 'Too many requests. Please wait a few minutes and try again.',
  templateNotFound: 'This template link is not valid',
  emailTaken: 'This email address is already used by another account',
  methodAlreadySet: 'Your sign-in method is already set. Use a reset link to change it.',
} as const;

/**
 * Changing one's own sign-in contact (ours: the spec gives no texts). A session alone does not
 * move the email or the phone that codes go to: a code sent to the new value proves it.
 */
export const SIGN_IN_CONTACT_MESSAGES = {
  emailNeedsCode: 'Confirm a new sign-in email with the code we send to it',
  phoneNeedsCode: 'Confirm a new sign-in phone number with the code we text to it',
  ownMethod:
    'Change your own sign-in method with a reset link: choose "Forgot password?" on the sign-in page',
  clientEmail: 'Your firm changes your sign-in email',
  oneContact: 'Enter a new email or a new phone number',
  sameEmail: 'This is already your sign-in email',
  samePhone: 'This is already your phone number',
} as const;

/** Spec 1 §9: verification codes have 6 characters. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Spec 1 §9: the sign-out message clears after 10 seconds. */
export const SIGNED_OUT_MESSAGE_MS = 10_000;
