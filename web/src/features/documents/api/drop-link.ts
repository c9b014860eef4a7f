// The firm's Drop Link (spec 1 §3, issue 15 item 5): the staff dialog's link, settings and drops,
// and the public page's calls, which name the link by its token and need no sign-in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DROP_LINK_ZIP,
  type DropLinkAccess,
  type DropLinkDto,
  type DropLinkPageDto,
  type DropLinkSettingsInput,
  type DropSubmitDto,
  type SaveDropDto,
  type SaveDropInput,
  type SubmitDropInput,
} from '@portico/common/documents/drop-link';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { uploadDocuments, type UploadProgress, type UploadRoute } from '@/lib/upload-documents';

export const dropLinkKeys = {
  staff: ['drop-link'] as const,
  page: (token: string) => ['drop-link', 'page', token] as const,
};

/**
 * The staff dialog's link (the API makes the token on the first call), settings and drops: read
 * again at each opening, so drops that came since are there.
 */
export const useDropLink = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: dropLinkKeys.staff,
    queryFn: () => api.get<DropLinkDto>('/drop_link'),
    refetchOnMount: 'always',
  });

/** The dialog shows a refusal itself, beside the edits it keeps. */
export function useSaveDropLinkSettings() {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (settings: DropLinkSettingsInput) =>
      api.put<DropLinkDto>('/drop_link/settings', settings),
    onSuccess: (link) => client.setQueryData(dropLinkKeys.staff, link),
  });
}

/** Files one drop's files in an entity's documents; the dialog's list shows where they went. */
export function useSaveDropToEntity(dropId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (input: SaveDropInput) =>
      api.post<SaveDropDto>(`/drop_link/drops/${encodeURIComponent(dropId)}/save`, input),
    onSuccess: ({ drop }) =>
      client.setQueryData<DropLinkDto>(
        dropLinkKeys.staff,
        (link) => link && { ...link, drops: link.drops.map((d) => (d.id === drop.id ? drop : d)) },
      ),
  });
}

/** Saves one drop's files as 'Drop Link.zip'. */
export async function downloadDrop(id: string): Promise<void> {
  const { blob, fileName } = await apiDownload(
    `/drop_link/drops/${encodeURIComponent(id)}/download`,
    undefined,
  );
  saveFile(blob, fileName ?? DROP_LINK_ZIP);
}

/** The public page: the firm's name and what the page offers (no retry: 4xx say the link is bad). */
export const useDropLinkPage = (token: string) =>
  useQuery({
    enabled: token !== '',
    queryKey: dropLinkKeys.page(token),
    queryFn: () => api.post<DropLinkPageDto>('/drop_link/open', { token }),
    retry: false,
    staleTime: Infinity,
  });

type Sender = Pick<SubmitDropInput, 'sender_name' | 'sender_email' | 'message'>;

/** Files sent through the link go to the firm's drops, with who sent them. */
export const dropLinkUploads = (access: DropLinkAccess, sender: Sender): UploadRoute => ({
  start: '/drop_link/temporary_upload_link',
  process: '/drop_link/submit',
  startWith: { ...access },
  processWith: { ...access, ...sender },
});

/** Sends the chosen files (each with its progress), then the drop with its sender. */
export const sendDrop = ({
  token,
  files,
  onProgress,
  ...sender
}: Sender & {
  token: string;
  files: File[];
  onProgress: (progress: UploadProgress) => void;
}) =>
  uploadDocuments<DropSubmitDto>({
    route: dropLinkUploads({ token }, sender),
    files,
    onProgress,
  });
