// Users' full names by id, for lists that show who did something (activity dialogs).
import { fullName } from './user-record';
import type { UsersRepo } from './users.repo';

export const namesOf =
  (users: UsersRepo) =>
  async (firmId: string, ids: string[]): Promise<Map<string, string>> =>
    new Map((await users.getMany(firmId, ids)).map((u) => [u.id, fullName(u)]));
