// Export questionnaires (POST /questionnaires/export): one light questionnaire's file comes back and
// is saved at once; a selection, or a heavy one, is queued (202) and followed on its own page
// (GET /questionnaire_exports/{id}) until a link saves it. Notifications are reloaded 2 s after a
// queued export (spec 2 §5), where its "ready" arrives.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_RELOAD_AFTER_EXPORT_MS } from '@portico/common/notifications/notifications';
import {
  EXPORT_EXTENSIONS,
  type ExportQuestionnairesInput,
  type QueuedExportDto,
  type QuestionnaireExportDto,
} from '@portico/common/questionnaires/export';
import { api, apiDownloadOrQueued } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';
import { questionnaireKeys } from './questionnaire-keys';

export type ExportResult = { kind: 'saved'; name: string } | { kind: 'queued'; exportId: string };

export function useExportQuestionnaires() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ExportQuestionnairesInput): Promise<ExportResult> => {
      const answer = await apiDownloadOrQueued<QueuedExportDto>('/questionnaires/export', input);
      if ('queued' in answer) {
        setTimeout(
          () => void client.invalidateQueries({ queryKey: queryRoots.notifications }),
          NOTIFICATION_RELOAD_AFTER_EXPORT_MS,
        );
        return { kind: 'queued', exportId: answer.queued.export_id };
      }
      const name =
        answer.fileName ??
        `export.${input.questionnaire_ids.length > 1 ? 'zip' : EXPORT_EXTENSIONS[input.format]}`;
      saveFile(answer.blob, name);
      return { kind: 'saved', name };
    },
  });
}

/** An export of the caller's made in the background: looked at again every 2 s until it ends. */
export const useQuestionnaireExport = (exportId: string) =>
  useQuery({
    queryKey: [...questionnaireKeys.all, 'export', exportId],
    queryFn: () =>
      api.get<QuestionnaireExportDto>(`/questionnaire_exports/${encodeURIComponent(exportId)}`),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 2000 : false),
  });
