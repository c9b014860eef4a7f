// Who reads the firm's activity log (spec 3 §7 "Loads only for advisors"): staff. A group-limited
// advisor reads it one entity of their group at a time (the firm-wide log holds other groups'
// entities); an entity the caller may not see reads as not found.
import { ACTIVITY_MESSAGES } from '@portico/common/activity/activity-logs';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { ActivityDirectory, ActivityEntity } from './activity-links';

export async function requireActivityReader(
  principal: Principal | null | undefined,
  companyId: string | undefined,
  directory: ActivityDirectory,
): Promise<{ caller: Principal; entity: ActivityEntity | null }> {
  const caller = requireStaff(principal);
  if (!companyId) {
    if (caller.firmAccess === 'group') throw new Forbidden(ACTIVITY_MESSAGES.chooseEntity);
    return { caller, entity: null };
  }
  const [entity] = await directory.entitiesSeenBy(caller, [companyId]);
  if (!entity) throw new NotFound('Entity not found');
  return { caller, entity };
}
