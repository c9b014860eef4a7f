// Identity verification of a signer (spec 3 §2–§4, §8; issues 45 and 46): when a tax return or a
// signature request asks it, each signer proves who they are with Stripe Identity (a government ID
// and a matching selfie) before they sign. The statuses, what the signer sees of their own check,
// what staff see in the Verification Checks dialog, and the words both use.

export const IDENTITY_STATUSES = [
  'not_started',
  'requires_input',
  'processing',
  'verified',
  'canceled',
  'failed',
] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The pill's words (spec 3 §4): Failed whenever an error code is set. */
export const IDENTITY_STATUS_LABELS: Record<IdentityStatus, string> = {
  not_started: 'Not Started',
  requires_input: 'Needs Info',
  processing: 'Processing',
  verified: 'Verified',
  canceled: 'Cancelled',
  failed: 'Failed',
};

/** Checks a signer may start on one return or request; a failed or cancelled one counts. */
export const IDENTITY_ATTEMPTS = 3;

/** What is signed: a tax return or a signature request, in the messages that name it. */
export type IdentitySubject = 'tax return' | 'signature request';

/** The words of identity checks, naming what is signed. */
export const identityMessages = (subject: IdentitySubject) =>
  ({
    notAsked: `This ${subject} does not ask for identity verification`,
    turnedOff: 'Identity verification is not turned on for your firm',
    verifyFirst: 'Please verify your identity before you sign',
    /** What the signer's Start waits for meanwhile. */
    waitsForIdentity: 'You can sign once your identity is verified.',
    processing: 'Your identity check is being reviewed. This usually takes a minute or two.',
    alreadyVerified: `You have already verified your identity for this ${subject}`,
    noAttemptsLeft: `You have used all ${IDENTITY_ATTEMPTS} identity verification attempts. Please contact your firm: they can accept your signature on paper instead.`,
    /** The dialog's details (spec 3 §8). */
    verifiedDetail: 'This signer has successfully passed all identity verification checks.',
    remindDetail: `You may want to send a reminder to the signer to complete their ${subject} review.`,
  }) as const;

/** Staff's choice as they send a return or a request, when the firm verifies signers. */
export const IDENTITY_CHOICE = {
  label: 'Ask each signer to verify their identity',
  help: 'A photo ID and a selfie, checked by Stripe Identity before they sign',
} as const;

/** A tax return's (spec 3 §8's words). */
export const IDENTITY_MESSAGES = identityMessages('tax return');

/** The signer's own check, on their signing screen. */
export interface MyIdentityDto {
  status: IdentityStatus;
  /** Why the last attempt failed (Stripe's reason), else null. */
  error_description: string | null;
  attempts_used: number;
  attempts_left: number;
}

/** A row of the Verification Checks dialog. */
export interface VerificationCheckDto {
  user_id: string;
  /** "last, first" (spec 3 §2). */
  name: string;
  email: string;
  status: IdentityStatus;
  error_code: string | null;
  error_description: string | null;
  /** ISO: when the signer's latest check started; null before the first. */
  stripe_verification_session_created_at: string | null;
  attempts: number;
  /** A check kept for someone no longer among the signers. */
  orphaned: boolean;
}

/** The dialog's details text for a row (spec 3 §8). */
export const verificationDetail = (
  check: Pick<VerificationCheckDto, 'status' | 'error_description'>,
  subject: IdentitySubject = 'tax return',
) => {
  const say = identityMessages(subject);
  return (
    check.error_description ?? (check.status === 'verified' ? say.verifiedDetail : say.remindDetail)
  );
};

/**
 * One status for a return's or request's row: what most needs the firm's attention, else the
 * least advanced.
 */
export function summedIdentityStatus(statuses: readonly IdentityStatus[]): IdentityStatus {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('canceled')) return 'canceled';
  const advancing = IDENTITY_STATUSES.slice(0, 4);
  return statuses.reduce<IdentityStatus>(
    (least, s) => (advancing.indexOf(s) < advancing.indexOf(least) ? s : least),
    'verified',
  );
}
