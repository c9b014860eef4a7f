// One document sent for signature to many entities (docs/api.md "POST /signature_request_batches"):
// the PDF uploaded once, to the first entity's signature requests folder, then the send accepted
// and done in the background; its progress asked again every second until it is done.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBatchDto } from '@portico/common/signature-requests/request-batches';
import { signatureRequestFolder } from '@portico/common/signature-requests/signature-request-model';
import { api } from '@/lib/api-client';
import { uploadOnePdf } from '@/lib/upload-documents';
import { ROOT, type UploadSignatureRequest } from './signature-requests';

const BATCH_POLL_MS = 1000;

export function useSendRequestBatch() {
  return useMutation({
    // The dialog shows why, beside what was typed.
    meta: { inlineErrors: true },
    mutationFn: async (
      send: Omit<UploadSignatureRequest, 'companyId'> & {
        companyIds: string[];
        identityVerification: boolean;
      },
    ) => {
      const document = await uploadOnePdf({
        companyId: send.companyIds[0]!,
        folder: signatureRequestFolder(send.taxYear),
        file: send.file,
        recordNoun: 'document',
        onProgress: send.onProgress,
      });
      return api.post<RequestBatchDto>('/signature_request_batches', {
        company_ids: send.companyIds,
        document_id: document.id,
        tax_year: send.taxYear,
        form_name: send.formName,
        document_name: send.documentName,
        identity_verification: send.identityVerification,
      });
    },
  });
}

/** Where a send stands; the requests' lists are asked again as it goes. */
export function useRequestBatch(start: RequestBatchDto) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...ROOT, 'batch', start.id],
    queryFn: async () => {
      const batch = await api.get<RequestBatchDto>(
        `/signature_request_batches/${encodeURIComponent(start.id)}`,
      );
      void client.invalidateQueries({
        queryKey: ROOT,
        predicate: (q) => q.queryKey[1] !== 'batch',
      });
      return batch;
    },
    initialData: start,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' || query.state.data?.status === 'sending'
        ? BATCH_POLL_MS
        : false,
  });
}
