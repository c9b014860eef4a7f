// Signature requests (docs/api.md "Signature requests"): the Signatures table's pages and an
// entity's list (each asked again every few seconds while a request is still processing or
// sending), upload (the PDF into the entity's signature requests folder for its year, then named
// as a request), its signers' fields read and saved, Mark completed and Delete, every list
// refreshed after each change.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { NO_FILTER } from '@portico/common/people/no-filter';
import type { SendRequestInput } from '@portico/common/signature-requests/send-request';
import {
  BACKGROUND_REQUEST_STATUSES,
  signatureRequestFolder,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import type {
  FieldPlacementDto,
  SignatureFieldDto,
} from '@portico/common/signature-requests/signature-fields';
import type { SignatureRequestPageDto } from '@portico/common/signature-requests/signature-requests-input';
import { api } from '@/lib/api-client';
import { uploadOnePdf, type UploadProgress } from '@/lib/upload-documents';
import { tablePositionQuery } from '@/lib/use-table-position';
import type { SignatureRequestParams } from '../hooks/use-signature-requests-params';

export const ROOT = ['signature-requests'] as const;
const POLL_MS = 2000;
const working = (rows: SignatureRequestDto[] | undefined) =>
  rows?.some((r) => BACKGROUND_REQUEST_STATUSES.includes(r.status)) ? POLL_MS : false;

/** The query string as the API reads it; filters left at "All" are not sent. */
export function tableQuery(p: SignatureRequestParams): Record<string, string | number> {
  return {
    ...tablePositionQuery(p),
    ...(p.year !== NO_FILTER && { year: p.year }),
    ...(p.status !== NO_FILTER && { status: p.status }),
  };
}

export const useSignatureRequestsPage = (params: SignatureRequestParams) => {
  const query = tableQuery(params);
  return useQuery({
    queryKey: [...ROOT, 'table', query],
    queryFn: () =>
      api.get<SignatureRequestPageDto>(
        '/signature_requests/get_paginated_signature_requests',
        query,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => working(q.state.data?.signature_requests),
  });
};

/** An entity's requests (the boot fills it for the client's dashboard: app/first-screen.ts). */
export const entitySignatureRequestsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...ROOT, 'entity', companyId],
    queryFn: async () =>
      (
        await api.get<{ signature_requests: SignatureRequestDto[] }>('/signature_requests', {
          company_id: companyId,
        })
      ).signature_requests,
    refetchInterval: (q) => working(q.state.data),
  });

export const useEntitySignatureRequests = (companyId: string) =>
  useQuery(entitySignatureRequestsQuery(companyId));

export interface UploadSignatureRequest {
  companyId: string;
  file: File;
  taxYear: number;
  formName: string;
  documentName: string;
  onProgress: (progress: UploadProgress) => void;
}

const useRefreshing = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
};

export function useUploadSignatureRequest() {
  const refresh = useRefreshing();
  return useMutation({
    // The dialog shows why, beside what was typed.
    meta: { inlineErrors: true },
    mutationFn: async (request: UploadSignatureRequest) => {
      const document = await uploadOnePdf({
        companyId: request.companyId,
        folder: signatureRequestFolder(request.taxYear),
        file: request.file,
        recordNoun: 'document',
        onProgress: request.onProgress,
      });
      return api.post<SignatureRequestDto>('/signature_requests', {
        company_id: request.companyId,
        document_id: document.id,
        tax_year: request.taxYear,
        form_name: request.formName,
        document_name: request.documentName,
      });
    },
    onSettled: refresh,
  });
}

export function useMarkSignatureRequestCompleted() {
  const refresh = useRefreshing();
  return useMutation({
    mutationFn: (id: string) =>
      api.put<{ message: string }>(`/signature_requests/${encodeURIComponent(id)}`, {
        status: 'completed',
      }),
    onSettled: refresh,
  });
}

export function useDeleteSignatureRequest() {
  const refresh = useRefreshing();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/signature_requests/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}

const fieldsKey = (id: string) => [...ROOT, 'fields', id] as const;

/** Who signs, the pages and the fields placed (or proposed) of a request waiting for them. */
export const useSignatureFields = (id: string) =>
  useQuery({
    queryKey: fieldsKey(id),
    queryFn: () =>
      api.get<FieldPlacementDto>(`/signature_requests/${encodeURIComponent(id)}/fields`),
    // The editor starts from what it read; a refetch would overwrite what is being placed.
    staleTime: Infinity,
  });

export function useSaveSignatureFields(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (fields: SignatureFieldDto[]) =>
      api.put<FieldPlacementDto>(`/signature_requests/${encodeURIComponent(id)}/fields`, {
        fields,
      }),
    onSuccess: (saved) => client.setQueryData(fieldsKey(id), saved),
  });
}

export function useSendSignatureRequest() {
  const refresh = useRefreshing();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ id, ...input }: { id: string } & SendRequestInput) =>
      api.post<{ message: string; signature_request: SignatureRequestDto }>(
        `/signature_requests/${encodeURIComponent(id)}/send`,
        input,
      ),
    onSettled: refresh,
  });
}

export function useRemindSigners() {
  const refresh = useRefreshing();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string }>(
        `/signature_requests/${encodeURIComponent(id)}/send_reminders`,
        {},
      ),
    onSuccess: refresh,
  });
}
