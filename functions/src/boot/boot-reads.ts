// Which reads a page's first screen makes, in the order they depend on each other: the session's
// (who, which firm, the shell's feeds), then a client's entities, then the page's own data for the
// entity it shows. The addresses are the web app's, so each answer is found by the read it saves.
import {
  apiAddress,
  dashboardCards,
  dashboardEntity,
  type BootPage,
} from '@portico/common/auth/boot';
import type { EntitySummaryDto } from '@portico/common/people/entity-dto';

export const SESSION_READS = {
  user: '/sessions/current_user',
  firm: '/firms/current_user_firm',
} as const;

/** The shells' feeds: the notification bell's first page, live signals, the firm-wide alert. */
export const SHELL_READS = [
  '/signals/me',
  '/alerts/global',
  apiAddress('/notifications', { page: 1, per_page: 10, search: '', unread: false }),
];

export interface SessionFacts {
  user: { is_advisor: boolean; set_password_required: boolean; default_company_id: string | null };
  firm: { preferences?: Record<string, unknown> | null } | undefined;
}

/** Whether the signed-in user gets the client's screens (not staff, not setting up). */
export const seesClientScreens = ({ user }: SessionFacts) =>
  !user.is_advisor && !user.set_password_required;

/** The page's own reads, once the client's entities are known. */
export function pageReads(
  page: BootPage,
  facts: SessionFacts,
  entities: EntitySummaryDto[],
  year: number,
): string[] {
  if (page.kind === 'questionnaire') {
    return [`/questionnaires/${encodeURIComponent(page.questionnaireId)}`];
  }
  if (page.kind !== 'dashboard') return [];
  const entity = dashboardEntity(facts.user.default_company_id, entities);
  if (!entity) return [];
  const cards = dashboardCards(facts.firm?.preferences);
  const id = encodeURIComponent(entity.id);
  return [
    ...(cards.taxReturns ? [apiAddress('/tax_returns', { company_id: entity.id })] : []),
    ...(cards.signatureRequests
      ? [apiAddress('/signature_requests', { company_id: entity.id })]
      : []),
    `/companies/${id}/questionnaires`,
    apiAddress(`/companies/${id}/expected_documents`, { year }),
  ];
}
