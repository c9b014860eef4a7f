// What the questionnaires area is handed by the areas that depend on it — the principal a user
// acts as (auth), the delivered return a delivery step opens on (tax-returns) — for its routes
// (http/api-router.ts) and its background export (job-registry.ts) alike.
import { principalResolver } from '../auth/auth.module';
import { firmRepo } from '../firm/firm.module';
import { usersRepo } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { QuestionnairesLinks } from '../questionnaires/questionnaires.module';
import { deliveredReturns } from '../tax-returns/tax-returns.module';

export const questionnairesLinks = (db: Db): QuestionnairesLinks => ({
  principalOf: principalResolver(usersRepo(db), firmRepo(db)),
  deliveredReturns: deliveredReturns(db),
});
