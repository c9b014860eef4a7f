// The states of the sign-in screen (spec 1 §2) and what each one needs to know.
export type SignInStep =
  /** Email entry; with `uid` set the password field has appeared. */
  | { name: 'login'; email: string; uid?: string }
  | { name: 'sent-link'; email: string }
  | { name: 'sent-email'; email: string; uid: string }
  | { name: 'sent-text'; email: string; uid: string }
  /** A code was emailed, to type here (the link may be read on another device). */
  | { name: 'sent-email-code'; email: string; uid: string }
  | { name: 'sms-failed'; email: string; uid: string }
  | { name: 'alternate-sign-in'; email: string; uid: string }
  | { name: 'forgot-password'; email: string; uid: string }
  | { name: 'expired-link'; uid: string }
  | { name: '2fa'; uid: string }
  /** An emailed link's token is being exchanged. */
  | { name: 'checking-link' };

export type SignInStepName = SignInStep['name'];
