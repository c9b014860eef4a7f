// A signer acting on a signature request (docs/api.md "Signature requests"): what it asks of them
// and their consent, the document itself, agreeing to sign electronically, filling in one field,
// declining, its sealed copies, the signer's identity check; and, for staff, its signing trail. A change asks every list of requests again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeclineInput,
  FillFieldInput,
  RequestSigningDto,
  SignedCopyPart,
} from '@portico/common/signature-requests/request-signing';
import type { SigningEventDto } from '@portico/common/signing/signing-trail';
import { api } from '@/lib/api-client';
import { useEsignConsentAt } from '@/lib/use-esign-consent';
import { ROOT } from './signature-requests';

const path = (id: string, action: string) =>
  `/signature_requests/${encodeURIComponent(id)}/${action}`;
const SEAL_POLL_MS = 2000;
const IDENTITY_POLL_MS = 3000;
const signingKey = (id: string) => [...ROOT, 'signing', id] as const;

/** Where a request's identity checks are started and read (lib/use-identity-checks.ts). */
export const requestIdentityAt = (id: string) => ({
  start: path(id, 'identity_verification'),
  checks: path(id, 'identity_verifications'),
  key: [...ROOT, 'identity-verifications', id] as const,
});

/** What the request asks of the caller; asked again while `polling` says so (their identity). */
export const useRequestSigning = (id: string, polling?: (signing: RequestSigningDto) => boolean) =>
  useQuery({
    queryKey: signingKey(id),
    queryFn: () => api.get<RequestSigningDto>(path(id, 'signing')),
    retry: false,
    // Signed by everyone, it is sealed in the background: asked again until it is.
    refetchInterval: (query) => {
      const signing = query.state.data;
      if (!signing) return false;
      if (signing.request.status === 'signed' && !signing.request.sealed) return SEAL_POLL_MS;
      return polling?.(signing) ? IDENTITY_POLL_MS : false;
    },
  });

/** A short-lived link to the document: asked again before it runs out, never kept. */
export const useRequestFile = (id: string) =>
  useQuery({
    queryKey: [...ROOT, 'file', id],
    queryFn: () => api.get<{ url: string }>(path(id, 'file')),
    gcTime: 0,
    staleTime: 4 * 60_000,
    retry: false,
  });

export const useRequestConsent = (id: string) =>
  useEsignConsentAt(path(id, 'esign_consent'), signingKey(id));

export function useFillField(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ fieldId, input }: { fieldId: string; input: FillFieldInput }) =>
      api.post<{ signer_done: boolean; all_signed: boolean }>(
        path(id, `fields/${encodeURIComponent(fieldId)}/fill`),
        input,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeclineRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (input: DeclineInput) => api.post<{ message: string }>(path(id, 'decline'), input),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

/** Staff: every event of the request's signing. */
export const useRequestTrail = (id: string) =>
  useQuery({
    queryKey: [...ROOT, 'trail', id],
    queryFn: () => api.get<{ events: SigningEventDto[] }>(path(id, 'signing_trail')),
  });

/** A link to a sealed copy (the whole document or its signed pages): opening it downloads it. */
export const useSignedCopyLink = (id: string) =>
  useMutation({
    mutationFn: (part: SignedCopyPart) =>
      api.get<{ url: string; file_name: string }>(path(id, 'signed'), { part }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
