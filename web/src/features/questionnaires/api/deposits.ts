// The deposit calls (spec 2 §4 "Deposit", §7 "Deposit checkout"), and the page's cached deposit
// status kept in step with their answers.
import type { QueryClient } from '@tanstack/react-query';
import type { DepositStatusDto } from '@portico/common/questionnaires/deposits';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}/deposit`;

export const startDepositCheckout = (id: string, sectionId: string | null) =>
  api.post<{ checkout_url: string }>(`${base(id)}/checkout`, { section_id: sectionId });

export const verifyDeposit = (id: string, sessionId: string) =>
  api.post<DepositStatusDto>(`${base(id)}/verify`, { session_id: sessionId });

export const markDeposit = (id: string, paid: boolean) =>
  api.post<DepositStatusDto>(`${base(id)}/mark_paid`, { paid });

/** The open page shows the status the server answered. */
export function showDepositStatus(client: QueryClient, id: string, answer: DepositStatusDto) {
  client.setQueryData<QuestionnairePageDto>(questionnaireKeys.page(id), (page) =>
    page ? { ...page, deposit_status: answer.deposit_status } : page,
  );
}
