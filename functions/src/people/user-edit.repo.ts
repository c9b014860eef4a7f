// Saves a staff edit of a user and, when their email changes, moves their logins/{email} entry in
// the same transaction, so the user and the sign-in directory never disagree.
import { loginKey, toLoginDoc } from '../auth/logins.repo';
import type { Db, DocumentData } from '../platform/db/db';
import { userDocListFields, usersPath, type UserDoc } from './users.repo';

/** The login move: from the old address (or none) to the new one (or none, when removed). */
export interface LoginMove {
  from: string | null;
  to: string | null;
}

export function userEditRepo(db: Db) {
  const loginRef = (email: string) => db.doc(`logins/${loginKey(email)}`);
  return {
    /** False, writing nothing, when the new address already belongs to another account. */
    async save(
      firmId: string,
      userId: string,
      patch: Partial<UserDoc>,
      move: LoginMove | null,
    ): Promise<boolean> {
      const userRef = db.doc(`${usersPath(firmId)}/${userId}`);
      return db.runTransaction(async (tx) => {
        const [user, current, taken] = await Promise.all([
          tx.get(userRef),
          move?.from ? tx.get(loginRef(move.from)) : null,
          move?.to ? tx.get(loginRef(move.to)) : null,
        ]);
        if (taken?.exists && (taken.data() as { user_id: string }).user_id !== userId) return false;
        if (move?.from && current?.exists) tx.delete(loginRef(move.from));
        if (move?.to) {
          const kept = current?.exists
            ? (current.data() as { password_hash: string | null })
            : null;
          tx.set(
            loginRef(move.to),
            toLoginDoc({
              email: move.to,
              firmId,
              userId,
              passwordHash: kept?.password_hash ?? null,
            }),
          );
        }
        const merged = { ...(user.data() as UserDoc), ...patch };
        tx.update(userRef, { ...patch, ...userDocListFields(merged) } as DocumentData);
        return true;
      });
    },
  };
}

export type UserEditRepo = ReturnType<typeof userEditRepo>;
