// HTTP for exporting questionnaires (spec 2 §7 "Export"): the file itself is the answer, saved by
// the browser under its name (paths in docs/api.md).
import type { Router } from 'express';
import { exportQuestionnairesSchema } from '@portico/common/questionnaires/export';
import { declareRoutes } from '../../kernel/declared-routes';
import { sendDownload } from '../../platform/blobs/served-file-headers';
import type { QuestionnaireExportService } from './questionnaire-export.service';

export function exportRoutes(router: Router, exporter: QuestionnaireExportService): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/export',
    { body: exportQuestionnairesSchema },
    async ({ principal, body }, res) => {
      sendDownload(res, await exporter.export(principal, body));
    },
  );
}
