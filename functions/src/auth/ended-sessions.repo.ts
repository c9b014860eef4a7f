// Session cookies signed out on one device (ended_sessions/{sha256 of the cookie}): Firebase can
// revoke a user's sessions only all at once, so "Sign out" here ends this cookie alone by listing
// it until it would have expired anyway. The only code that touches the collection.
import { createHash } from 'node:crypto';
import { Timestamp, type Db } from '../platform/db/db';

const keyOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

export function endedSessionsRepo(db: Db) {
  const ref = (cookie: string) => db.doc(`ended_sessions/${keyOf(cookie)}`);
  return {
    async end(cookie: string, expiresAt: Date): Promise<void> {
      await ref(cookie).set({ expires_at: Timestamp.fromDate(expiresAt) });
    },
    async isEnded(cookie: string): Promise<boolean> {
      return (await ref(cookie).get()).exists;
    },
  };
}

export type EndedSessionsRepo = ReturnType<typeof endedSessionsRepo>;
