// The client dashboard's part of the first screen's cache (app/first-screen.ts): its cards' reads
// for the entity it shows. Apart so the other first pages (a questionnaire, a return) do not load
// the dashboard's queries; the HTML has already asked for this module's chunk on the dashboard.
import type { QueryClient } from '@tanstack/react-query';
import { dashboardCards } from '@portico/common/auth/boot';
import { entityQuestionnairesQuery } from '@/lib/entity-questionnaires';
import { chosenTaxYear } from '@/lib/tax-year';
import { expectedDocumentsQuery } from '@/features/questionnaires/api/expected-documents';
import { entitySignatureRequestsQuery } from '@/features/signature-requests/api/signature-requests';
import { entityTaxReturnsQuery } from '@/features/tax-returns/api/entity-tax-returns';

/** The cards' reads for `entityId`, with the cards the firm's `preferences` turn on. */
export async function fillDashboard(
  client: QueryClient,
  entityId: string,
  preferences: Parameters<typeof dashboardCards>[0],
): Promise<void> {
  const cards = dashboardCards(preferences);
  await Promise.all([
    cards.taxReturns && client.prefetchQuery(entityTaxReturnsQuery(entityId)),
    cards.signatureRequests && client.prefetchQuery(entitySignatureRequestsQuery(entityId)),
    client.prefetchQuery(entityQuestionnairesQuery(entityId)),
    client.prefetchQuery(expectedDocumentsQuery(entityId, chosenTaxYear())),
  ]);
}
