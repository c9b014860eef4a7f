// Finds the account behind a sign-in call, by email or by uid, with its login entry.
import type { UserRecord } from '../people/people.module';
import type { LoginRecord } from './logins.repo';
import type { SignInDeps } from './sign-in-deps';

export interface Account {
  login: LoginRecord;
  user: UserRecord;
}

export function signInUsers({ logins, users }: Pick<SignInDeps, 'logins' | 'users'>) {
  const withUser = async (login: LoginRecord | null): Promise<Account | null> => {
    if (!login) return null;
    const user = await users.get(login.firmId, login.userId);
    return user ? { login, user } : null;
  };
  return {
    byEmail: async (email: string) => withUser(await logins.find(email.trim())),
    byUid: async (uid: string) => withUser(await logins.findByUserId(uid)),
  };
}

export type SignInUsers = ReturnType<typeof signInUsers>;
