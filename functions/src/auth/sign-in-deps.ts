// The ports and repos the sign-in services share, built once per API router.
import type { ActivityRepo } from '../activity/activity.repo';
import type { FirmRepo } from '../firm/firm.repo';
import type { UsersRepo } from '../people/users.repo';
import type { Identity } from '../platform/auth/identity';
import type { Clock } from '../platform/clock/clock';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import type { AuthChallengesRepo } from './auth-challenges.repo';
import type { LoginsRepo } from './logins.repo';
import type { RateLimitsRepo } from './rate-limits.repo';

export interface SignInDeps {
  logins: LoginsRepo;
  users: UsersRepo;
  firms: FirmRepo;
  identity: Identity;
  clock: Clock;
  challenges: AuthChallengesRepo;
  limits: RateLimitsRepo;
  activity: ActivityRepo;
  outbox: OutboxRepo;
}
