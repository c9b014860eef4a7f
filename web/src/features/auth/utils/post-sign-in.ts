// Where a signed-in user goes: a safe `redirect` when given, else the role's home.
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
