// The first screen's reads, in the cache before the app's first render (issue 48). The boot brought
// their answers (lib/preloaded-answers.ts) and each query's own function takes its answer, so the
// cache holds exactly what the screen would have fetched, and the screen renders whole: no spinner,
// no skeleton that its data then replaces (a layout shift).
import type { QueryClient } from '@tanstack/react-query';
import {
  bootPageOf,
  CLIENT_ENTITIES,
  dashboardEntity,
  type BootDto,
} from '@portico/common/auth/boot';
import { currentFirmQueryOptions } from '@/lib/current-firm';
import { currentUserQueryOptions } from '@/lib/current-user';
import { activeCompaniesQuery } from '@/features/people/api/companies';
import { questionnairePageQuery } from '@/features/questionnaires/api/questionnaire-page';

/** Fills the cache for the page the boot answered; what it did not answer is left to the page. */
async function fill(client: QueryClient, boot: BootDto): Promise<void> {
  const [user, firm] = await Promise.all([
    client.fetchQuery(currentUserQueryOptions(boot.uid)),
    client.fetchQuery(currentFirmQueryOptions(boot.uid)),
  ]);
  if (!(CLIENT_ENTITIES in boot.answers)) return;
  const entities = await client.fetchQuery(activeCompaniesQuery(user.id, false));
  const page = bootPageOf(location.pathname + location.search);
  if (page.kind === 'questionnaire')
    return client.prefetchQuery(questionnairePageQuery(page.questionnaireId));
  if (page.kind !== 'dashboard') return;
  const shown = dashboardEntity(user.default_company_id, entities);
  if (!shown) return;
  const { fillDashboard } = await import('./first-screen-dashboard');
  await fillDashboard(client, shown.id, firm.preferences);
}

/**
 * Waits for what the boot answered (answers served from memory settle before the next task); a
 * read it did not answer goes on in the background rather than hold the first render.
 */
export async function primeFirstScreen(client: QueryClient, boot: BootDto): Promise<void> {
  const filled = fill(client, boot).catch(() => undefined);
  await Promise.race([filled, new Promise((resolve) => setTimeout(resolve, 0))]);
}
