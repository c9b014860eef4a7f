// Signers' identity checks on anything sent for signature (a return, a signature request): whether
// the firm verifies signers at all (its preference), a signer starting (or resuming) their check at
// the document's `identity_verification`, and staff reading every signer's check at its
// `identity_verifications` (the Verification Checks dialog); back from the verification page,
// whether Stripe's answer is still awaited.
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  MyIdentityDto,
  VerificationCheckDto,
} from '@portico/common/signing/identity-verification';
import { api } from '@/lib/api-client';
import { useCurrentFirm } from '@/lib/current-firm';
import { useBackFromStripe } from '@/lib/use-back-from-stripe';

export const useIdentityChecksOn = () =>
  useCurrentFirm().data?.preferences?.identity_verification_enabled === true;

/** Starts (or resumes) the caller's identity check: the verification page's address. */
export const useStartIdentityCheckAt = (startPath: string) =>
  useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => api.post<{ url: string }>(startPath, {}),
  });

/** Staff: every signer's identity check. */
export const useVerificationChecksAt = (checksPath: string, key: QueryKey) =>
  useQuery({
    queryKey: key,
    queryFn: () => api.get<{ identity_verifications: VerificationCheckDto[] }>(checksPath),
  });

/**
 * Whether the signer's check is being decided: Stripe reviews it, or the signer just came back
 * from the verification page (`identity=done`) and Stripe's event may take a moment. The signing
 * screen asks again meanwhile.
 */
export function useIdentityBeingChecked() {
  const verification = useBackFromStripe('identity', ['done']);
  return (identity: MyIdentityDto | null | undefined) =>
    identity?.status === 'processing' ||
    (verification.stillWaiting() &&
      identity?.status === 'requires_input' &&
      !identity.error_description);
}
