// HTTP for exporting questionnaires (spec 2 §7 "Export"): one light questionnaire's file is the
// answer, saved by the browser under its name; a selection, or a heavy one, is queued (202) and
// read back by its requester until a link saves it (paths in docs/api.md).
import type { Router } from 'express';
import {
  EXPORT_MESSAGES,
  exportQuestionnairesSchema,
  type QueuedExportDto,
} from '@portico/common/questionnaires/export';
import { declareRoutes } from '../../kernel/declared-routes';
import { sendDownload } from '../../platform/blobs/served-file-headers';
import type { QuestionnaireExportService } from './questionnaire-export.service';

export function exportRoutes(router: Router, exporter: QuestionnaireExportService): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/export',
    { body: exportQuestionnairesSchema },
    async ({ principal, body }, res) => {
      const outcome = await exporter.export(principal, body);
      if (outcome.kind === 'file') return sendDownload(res, outcome.file);
      const queued: QueuedExportDto = {
        message: EXPORT_MESSAGES.queued,
        export_id: outcome.exportId,
      };
      res.status(202).json(queued);
    },
  );
  routes.get('/questionnaire_exports/:id', {}, async ({ principal, params }, res) => {
    res.json(await exporter.get(principal, params.id));
  });
}
