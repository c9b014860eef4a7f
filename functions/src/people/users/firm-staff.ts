// The firm area's view of who its staff are (FirmStaff), answered from the users collection.
import type { FirmStaff } from '../../firm/firm.module';
import type { UsersRepo } from './users.repo';

export const firmStaffOf = (users: UsersRepo): FirmStaff => ({
  async notStaff(firmId, ids) {
    if (!ids.length) return [];
    const found = await users.getMany(firmId, [...new Set(ids)]);
    const staff = new Set(found.filter((u) => u.isStaff).map((u) => u.id));
    return ids.filter((id) => !staff.has(id));
  },
});
