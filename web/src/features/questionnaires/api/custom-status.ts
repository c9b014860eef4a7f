// A questionnaire's custom status: set it (or clear it), read the notice it suggests, and tell
// the owners (spec 2 §7 "Custom status", "Status-change notification").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotifyStatusChangeInput,
  SetCustomStatusDto,
  StatusNoticeDto,
  StatusNotifiedDto,
} from '@portico/common/questionnaires/custom-status';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

const path = (id: string) => `/questionnaires/${encodeURIComponent(id)}`;

export function useSetCustomStatus(questionnaireId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (statusId: string | null) =>
      api.post<SetCustomStatusDto>(`${path(questionnaireId)}/custom_status`, {
        firm_custom_status_id: statusId,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

/** The notice the dialog starts from; read fresh each time it opens. */
export const useStatusNotice = (questionnaireId: string) =>
  useQuery({
    queryKey: [...questionnaireKeys.page(questionnaireId), 'status-notice'],
    queryFn: () => api.get<StatusNoticeDto>(`${path(questionnaireId)}/status_notice`),
    gcTime: 0,
    retry: false,
  });

export const useNotifyStatusChange = () =>
  useMutation({
    mutationFn: (input: NotifyStatusChangeInput) =>
      api.post<StatusNotifiedDto>('/questionnaires/notify_status_change', input),
  });
