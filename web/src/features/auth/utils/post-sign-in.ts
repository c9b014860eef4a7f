// Where a signed-in user goes: a safe `redirect` when given, else the questionnaire named by
// the sign-in link's `questionnaireId`, else the role's home.
import { isSafeRedirect } from '@portico/common/auth/safe-redirect';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@/lib/current-user';

export function homeFor(user: Pick<CurrentUser, 'is_advisor'>): string {
  return user.is_advisor ? paths.staff.overview.getHref() : paths.client.dashboard.getHref();
}

export function postSignInTarget(
  user: Pick<CurrentUser, 'is_advisor' | 'set_password_required'>,
  redirect: string | null,
): string {
  const target = isSafeRedirect(redirect) ? redirect : undefined;
  // Set-up comes first (after a first sign-in or a reset link), keeping where they were going.
  if (user.set_password_required) return paths.setSignInMethod.getHref(target);
  return target ?? homeFor(user);
}

const QUESTIONNAIRE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Where a sign-in link's `questionnaireId` leads, as a redirect that survives the emailed-link
 * and set-up steps. Until questionnaires are built (issue 13) the client dashboard takes the
 * parameter and shows the client's questionnaires; docs/decisions/auth.md records the choice.
 */
export function questionnaireLanding(questionnaireId: string | null): string | null {
  if (!questionnaireId || !QUESTIONNAIRE_ID.test(questionnaireId)) return null;
  return paths.client.dashboard.getHref({ questionnaireId });
}
