// Counters for rate limits and lock-outs, kept in the store (rate_limits/{key}) so every
// function instance sees the same count; each change runs in a transaction.
import { Timestamp, type Db } from '../db/db';

export interface RateLimitPolicy {
  /** Hits allowed within one window. */
  limit: number;
  windowMs: number;
  /** Once the limit is reached, refuse for this long from that moment (default: to the window's end). */
  lockMs?: number;
}

interface RateLimitDoc {
  count: number;
  window_start: Timestamp;
  locked_until: Timestamp | null;
}

export interface RateLimitState {
  /** False when this hit was refused (the key was already locked). */
  allowed: boolean;
  /** True when the key refuses from now on. */
  locked: boolean;
}

/** Keys may hold emails and IPs: encode them so any value is a valid document id. */
const docId = (key: string) => encodeURIComponent(key);

export function rateLimitsRepo(db: Db) {
  const ref = (key: string) => db.doc(`rate_limits/${docId(key)}`);

  function read(doc: RateLimitDoc | undefined, policy: RateLimitPolicy, now: Date) {
    const lockedUntil = doc?.locked_until?.toMillis() ?? 0;
    const inWindow = doc ? now.getTime() - doc.window_start.toMillis() < policy.windowMs : false;
    return {
      locked: lockedUntil > now.getTime(),
      count: inWindow && doc ? doc.count : 0,
      windowStart: inWindow && doc ? doc.window_start : Timestamp.fromDate(now),
    };
  }

  return {
    /** Whether `key` is refused right now, without counting a hit. */
    async isLocked(key: string, policy: RateLimitPolicy, now: Date): Promise<boolean> {
      const snapshot = await ref(key).get();
      return read(snapshot.data() as RateLimitDoc | undefined, policy, now).locked;
    },

    /**
     * Counts one hit. The hit that reaches the limit is still allowed but locks the key, so
     * with a limit of 5 the sixth attempt is the first refused.
     */
    async hit(key: string, policy: RateLimitPolicy, now: Date): Promise<RateLimitState> {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(key));
        const current = read(snapshot.data() as RateLimitDoc | undefined, policy, now);
        if (current.locked) return { allowed: false, locked: true };
        const count = current.count + 1;
        const reached = count >= policy.limit;
        const lockedUntil = reached
          ? new Date(
              policy.lockMs !== undefined
                ? now.getTime() + policy.lockMs
                : current.windowStart.toMillis() + policy.windowMs,
            )
          : null;
        const doc: RateLimitDoc = {
          count,
          window_start: current.windowStart,
          locked_until: lockedUntil ? Timestamp.fromDate(lockedUntil) : null,
        };
        tx.set(ref(key), doc);
        return { allowed: true, locked: reached };
      });
    },

    async clear(key: string): Promise<void> {
      await ref(key).delete();
    },
  };
}

export type RateLimitsRepo = ReturnType<typeof rateLimitsRepo>;
