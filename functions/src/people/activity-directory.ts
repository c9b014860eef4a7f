// The activity area's view of people (ActivityDirectory): which entities a caller may see, and
// users' names, answered from the entities and users collections.
import type { ActivityDirectory } from '../activity/activity.module';
import type { EntitiesRepo } from './entities/entities.repo';
import { canSeeEntity } from './people.policy';
import { fullName } from './users/user-record';
import type { UsersRepo } from './users/users.repo';

export const activityDirectoryOf = (
  entities: EntitiesRepo,
  users: UsersRepo,
): ActivityDirectory => ({
  async entitiesSeenBy(caller, ids) {
    if (ids.length === 0) return [];
    const found = await entities.getMany(caller.firmId, ids);
    return found
      .filter((c) => canSeeEntity(caller, c))
      .map((c) => ({ id: c.id, name: c.name, hashId: c.hashId }));
  },
  async userNames(firmId, ids) {
    if (ids.length === 0) return new Map();
    return new Map((await users.getMany(firmId, ids)).map((u) => [u.id, fullName(u)]));
  },
});
