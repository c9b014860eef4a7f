// Sign-in rules: checks a credential and answers a Firebase custom token for the web app.
import type { PasswordSignIn } from '@portico/common/auth/sign-in-schema';
import { unauthorized } from '../http/http-error';
import type { Identity } from '../platform/auth/identity';
import type { UsersRepo } from '../people/users.repo';
import type { LoginsRepo } from './logins.repo';
import { verifyPassword } from './passwords';

export const INCORRECT_CREDENTIALS = 'The email address or password is incorrect';

export interface SessionsServiceDeps {
  logins: LoginsRepo;
  users: UsersRepo;
  identity: Identity;
}

export function sessionsService({ logins, users, identity }: SessionsServiceDeps) {
  return {
    /** One message for an unknown email and a wrong password, so the answer reveals neither. */
    async verifyPassword(input: PasswordSignIn): Promise<{ token: string }> {
      const login = await logins.find(input.username.trim());
      const matches =
        login?.passwordHash != null && (await verifyPassword(input.password, login.passwordHash));
      if (!login || !matches) throw unauthorized(INCORRECT_CREDENTIALS);
      const user = await users.get(login.firmId, login.userId);
      if (!user) throw unauthorized(INCORRECT_CREDENTIALS);
      return { token: await identity.createCustomToken(user.id, user.firmId) };
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
