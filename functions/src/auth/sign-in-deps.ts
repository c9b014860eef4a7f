// The ports and repos the sign-in services share, built once per API router.
import type { ActivityRepo } from '../activity/activity.module';
import type { FirmRepo } from '../firm/firm.module';
import type { UsersRepo } from '../people/people.module';
import type { Identity } from '../platform/auth/identity';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import type { AuthChallengesRepo } from './auth-challenges.repo';
import type { LoginsRepo } from './logins.repo';
import type { RateLimitsRepo } from '../platform/rate-limits/rate-limits.repo';

export interface SignInDeps {
  db: Db;
  logins: LoginsRepo;
  users: UsersRepo;
  firms: FirmRepo;
  identity: Identity;
  clock: Clock;
  challenges: AuthChallengesRepo;
  limits: RateLimitsRepo;
  activity: ActivityRepo;
  outbox: OutboxRepo;
  newId: NewId;
}
