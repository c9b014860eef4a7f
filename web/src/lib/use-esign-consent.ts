// Agreeing to sign electronically on any document sent for signature (a return, a signature
// request): the current disclosure's version posted to the document's `esign_consent`, and the
// consent given written into the signing state the screen shows (its query at `signingKey`).
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ESIGN_DISCLOSURE_VERSION,
  type EsignConsentDto,
} from '@portico/common/signing/esign-consent';
import { api } from '@/lib/api-client';

export function useEsignConsentAt(consentPath: string, signingKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: () =>
      api.post<EsignConsentDto>(consentPath, { disclosure_version: ESIGN_DISCLOSURE_VERSION }),
    onSuccess: (consent) =>
      client.setQueryData<{ consent: EsignConsentDto }>(signingKey, (old) =>
        old ? { ...old, consent } : old,
      ),
  });
}
