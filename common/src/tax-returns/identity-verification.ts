// Identity verification of a return's signers (spec 3 §2–§4, §8; issue 45): each signer proves
// who they are with Stripe Identity (a government ID and a matching selfie) before they sign, when
// the return asks it. What the signer sees of their own check, what staff see in the Verification
// Checks dialog, and the words both use.
import { IDENTITY_STATUSES, type IdentityStatus } from './tax-return-model';

/** Checks a signer may start on one return; a failed or cancelled one counts. */
export const IDENTITY_ATTEMPTS = 3;

export const IDENTITY_MESSAGES = {
  notAsked: 'This tax return does not ask for identity verification',
  turnedOff: 'Identity verification is not turned on for your firm',
  verifyFirst: 'Please verify your identity before you sign',
  processing: 'Your identity check is being reviewed. This usually takes a minute or two.',
  alreadyVerified: 'You have already verified your identity for this tax return',
  noAttemptsLeft: `You have used all ${IDENTITY_ATTEMPTS} identity verification attempts. Please contact your firm: they can accept your signature on paper instead.`,
  /** The dialog's details (spec 3 §8). */
  verifiedDetail: 'This signer has successfully passed all identity verification checks.',
  remindDetail:
    'You may want to send a reminder to the signer to complete their tax return review.',
} as const;

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
  /** A check kept for someone no longer among the return's signers. */
  orphaned: boolean;
}

/** The dialog's details text for a row (spec 3 §8). */
export const verificationDetail = (
  check: Pick<VerificationCheckDto, 'status' | 'error_description'>,
) =>
  check.error_description ??
  (check.status === 'verified' ? IDENTITY_MESSAGES.verifiedDetail : IDENTITY_MESSAGES.remindDetail);

/** One status for the return's row: what most needs the firm's attention, else the least advanced. */
export function returnIdentityStatus(statuses: readonly IdentityStatus[]): IdentityStatus {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('canceled')) return 'canceled';
  const advancing = IDENTITY_STATUSES.slice(0, 4);
  return statuses.reduce<IdentityStatus>(
    (least, s) => (advancing.indexOf(s) < advancing.indexOf(least) ? s : least),
    'verified',
  );
}
