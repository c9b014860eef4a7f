// What the people area tells the Guide (firm area, issue 50): whether the firm has a team yet, and
// who hid the Guide from their menu (kept on the user).
import type { FirstWeekFacts, GuideDismissals } from '../../firm/firm.module';
import type { UsersRepo } from './users.repo';

export const firstWeekStaffOf = (
  users: UsersRepo,
): Pick<FirstWeekFacts, 'hasTeam'> & GuideDismissals => ({
  async hasTeam(firmId) {
    const staff = await users.collection(firmId).where('is_advisor', '==', true).limit(2).get();
    return staff.size > 1;
  },
  async isDismissed(firmId, userId) {
    return (await users.get(firmId, userId))?.guideDismissed ?? false;
  },
  async setDismissed(firmId, userId, dismissed) {
    await users.patch(firmId, userId, { guideDismissed: dismissed });
  },
});
