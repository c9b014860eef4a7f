// The signed-in user and firm for shells and landing pages (both already loaded by the gates).
import { useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { useCurrentFirm } from '@/lib/current-firm';
import type { PolicySubject } from '@/lib/authorization';

export function useSession() {
  const user = useCurrentUser().data as CurrentUser; // the route gates render only once it is loaded
  const firm = useCurrentFirm();
  const subject: PolicySubject = {
    user: {
      is_advisor: user.is_advisor,
      firm_access: user.firm_access,
      guide_dismissed: user.preferences.guide_dismissed,
    },
    preferences: firm.data?.preferences ?? {},
  };
  return { user, firm: firm.data, firmName: firm.data?.name ?? 'Portico', subject };
}
