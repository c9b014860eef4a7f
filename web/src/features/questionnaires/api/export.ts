// Export questionnaires (POST /questionnaires/export): the file comes back and is saved at once.
import { useMutation } from '@tanstack/react-query';
import {
  EXPORT_EXTENSIONS,
  type ExportQuestionnairesInput,
} from '@portico/common/questionnaires/export';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export const useExportQuestionnaires = () =>
  useMutation({
    mutationFn: async (input: ExportQuestionnairesInput) => {
      const { blob, fileName } = await apiDownload('/questionnaires/export', input);
      const name =
        fileName ??
        `export.${input.questionnaire_ids.length > 1 ? 'zip' : EXPORT_EXTENSIONS[input.format]}`;
      saveFile(blob, name);
      return name;
    },
  });
