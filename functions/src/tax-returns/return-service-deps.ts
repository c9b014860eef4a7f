// What most of the area's services are built from: the store, the return and its parts, the
// entities and users it names, and the time. A service's own Deps add what it needs beyond these.
import type { EntitiesRepo, UsersRepo } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import type { ReturnPartsRepo } from './return-parts.repo';
import type { TaxReturnsRepo } from './tax-returns.repo';

export interface ReturnServiceDeps {
  db: Db;
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  clock: Clock;
}
