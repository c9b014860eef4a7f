// The questionnaires area (spec 2): so far the staff entity view's list of an entity's
// questionnaires and scheduled sends, the locks a client's deactivation carries, and the template
// links of template sign-up. Mounts /companies/:id/questionnaires.
import type { Router } from 'express';
import { companiesRepo, type QuestionnaireLocks } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import { questionnairesRepo } from './questionnaires.repo';
import { questionnairesRoutes } from './questionnaires.routes';
import { questionnairesService } from './questionnaires.service';

export { questionnairesRepo, type QuestionnairesRepo } from './questionnaires.repo';
export { templateLinksRepo, type TemplateLinksRepo } from './template-links.repo';

/** People's deactivation locks questionnaires through this (people/people-links.ts). */
export const questionnaireLocks = (db: Db): QuestionnaireLocks => questionnairesRepo(db);

export function mountQuestionnaires(router: Router, ports: Ports): void {
  questionnairesRoutes(
    router,
    questionnairesService({
      questionnaires: questionnairesRepo(ports.db),
      companies: companiesRepo(ports.db),
    }),
  );
}
