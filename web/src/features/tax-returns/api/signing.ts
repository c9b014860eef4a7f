// A client acting on a delivered return: what it asks them to sign and their consent, agreeing to
// sign electronically, signing one form, saying a voucher is paid; the signed copies and (staff)
// the evidence pack. A change asks every view of returns again (the progress, the status).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignatureCaptureInput } from '@portico/common/signing/signature-capture';
import type { SigningEventDto } from '@portico/common/signing/signing-trail';
import type { ReturnSigningDto } from '@portico/common/tax-returns/return-signing';
import type { CopyCheckDto } from '@portico/common/tax-returns/copy-check';
import type { PaymentVoucherDto } from '@portico/common/tax-returns/tax-return-model';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { queryRoots } from '@/lib/query-keys';
import { useEsignConsentAt } from '@/lib/use-esign-consent';

const path = (id: string, action: string) => `/tax_returns/${encodeURIComponent(id)}/${action}`;
const signingKey = (id: string) => [...queryRoots.taxReturns, 'signing', id] as const;

/** Where a return's identity checks are started and read (lib/use-identity-checks.ts). */
export const returnIdentityAt = (id: string) => ({
  start: path(id, 'identity_verification'),
  checks: path(id, 'identity_verifications'),
  key: [...queryRoots.taxReturns, 'identity-verifications', id] as const,
});

/** What the return asks of the caller; asked again every 3 s while `polling` says so. */
export const useReturnSigning = (id: string, polling?: (signing: ReturnSigningDto) => boolean) =>
  useQuery({
    queryKey: signingKey(id),
    queryFn: () => api.get<ReturnSigningDto>(path(id, 'signing')),
    refetchInterval: (query) =>
      polling && query.state.data && polling(query.state.data) ? IDENTITY_POLL_MS : false,
  });

const IDENTITY_POLL_MS = 3000;

export const useEsignConsent = (id: string) =>
  useEsignConsentAt(path(id, 'esign_consent'), signingKey(id));

export function useSignForm(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ formId, capture }: { formId: string; capture: SignatureCaptureInput }) =>
      api.post<{ form_signed: boolean; all_signed: boolean }>(
        path(id, `e_sign_forms/${encodeURIComponent(formId)}/sign`),
        capture,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.taxReturns }),
  });
}

/** A link to a form's sealed signed copy (it downloads). */
export const useSignedFormLink = (id: string) =>
  useMutation({
    meta: { inlineErrors: true },
    mutationFn: (formId: string) =>
      api.get<{ url: string }>(path(id, `e_sign_forms/${encodeURIComponent(formId)}/signed`)),
  });

/** Saves the return's evidence pack (staff): the sealed forms, the certificate, the trail. */
export async function downloadEvidencePack(id: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path(id, 'evidence_pack'), {});
  saveFile(blob, fileName ?? 'evidence.zip');
}

/** The client says a voucher is paid (or not yet); the return's views are asked again. */
export function useClientVoucherPaid(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ voucherId, paid }: { voucherId: string; paid: boolean }) =>
      api.post<PaymentVoucherDto>(
        path(id, `payment_vouchers/${encodeURIComponent(voucherId)}/client_paid`),
        { paid },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.taxReturns }),
  });
}

/** Staff: every event of the return's signing, oldest first. */
export const useSigningTrail = (id: string) =>
  useQuery({
    queryKey: [...queryRoots.taxReturns, 'signing-trail', id],
    queryFn: () => api.get<{ events: SigningEventDto[] }>(path(id, 'signing_trail')),
  });

/** The firm's checkout page for the return's invoice (the browser goes there to pay). */
export const useInvoiceCheckout = (id: string) =>
  useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => api.post<{ checkout_url: string }>(path(id, 'invoice_checkout'), {}),
  });

/** Staff: whether a file they hold (its SHA-256) is a sealed form of the return, or the return as sent. */
export const useCopyCheck = (id: string) =>
  useMutation({
    meta: { inlineErrors: true },
    mutationFn: (sha256: string) => api.post<CopyCheckDto>(path(id, 'copy_check'), { sha256 }),
  });
