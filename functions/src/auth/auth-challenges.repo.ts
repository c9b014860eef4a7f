// Sign-in secrets in the store: link tokens and auth tokens (auth_tokens/{sha256(token)}) and
// one live verification code per user (verification_codes/{uid}). Both are single use and expire.
import { Timestamp, type Db } from '../platform/db/db';
import { codeHash, sha256 } from './secrets';

/** `sign_in` signs in; `reset` signs in and then asks the user to set a sign-in method again. */
export type TokenPurpose = 'sign_in' | 'reset';
export type CodePurpose = 'sign_in' | 'two_factor';

export interface AuthTokenGrant {
  uid: string;
  firmId: string;
  purpose: TokenPurpose;
  /** True when the token was earned with a two-factor code, so no second factor is asked. */
  twoFactorPassed: boolean;
}

interface AuthTokenDoc {
  uid: string;
  firm_id: string;
  purpose: TokenPurpose;
  two_factor_passed: boolean;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface CodeDoc {
  firm_id: string;
  purpose: CodePurpose;
  code_hash: string;
  attempts: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type ConsumeTokenResult =
  { kind: 'ok'; grant: AuthTokenGrant } | { kind: 'unknown' } | { kind: 'expired'; uid: string };

export type VerifyCodeResult =
  { kind: 'ok'; firmId: string; purpose: CodePurpose } | { kind: 'invalid' } | { kind: 'too-many' };

export function authChallengesRepo(db: Db, maxCodeAttempts: number) {
  const tokenRef = (token: string) => db.doc(`auth_tokens/${sha256(token)}`);
  const codeRef = (uid: string) => db.doc(`verification_codes/${encodeURIComponent(uid)}`);

  return {
    async saveToken(token: string, grant: AuthTokenGrant, expiresAt: Date): Promise<void> {
      const doc: AuthTokenDoc = {
        uid: grant.uid,
        firm_id: grant.firmId,
        purpose: grant.purpose,
        two_factor_passed: grant.twoFactorPassed,
        expires_at: Timestamp.fromDate(expiresAt),
        used_at: null,
      };
      await tokenRef(token).create(doc);
    },

    /** Marks the token used in the same transaction that reads it, so it works once only. */
    async consumeToken(token: string, now: Date): Promise<ConsumeTokenResult> {
      return db.runTransaction(async (tx) => {
        const ref = tokenRef(token);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { kind: 'unknown' } as const;
        const doc = snapshot.data() as AuthTokenDoc;
        if (doc.used_at || doc.expires_at.toMillis() <= now.getTime()) {
          return { kind: 'expired', uid: doc.uid } as const;
        }
        tx.update(ref, { used_at: Timestamp.fromDate(now) });
        return {
          kind: 'ok',
          grant: {
            uid: doc.uid,
            firmId: doc.firm_id,
            purpose: doc.purpose,
            twoFactorPassed: doc.two_factor_passed,
          },
        } as const;
      });
    },

    /** A new code replaces the user's previous one (and its attempt count). */
    async saveCode(
      uid: string,
      firmId: string,
      purpose: CodePurpose,
      code: string,
      expiresAt: Date,
    ): Promise<void> {
      const doc: CodeDoc = {
        firm_id: firmId,
        purpose,
        code_hash: codeHash(uid, code),
        attempts: 0,
        expires_at: Timestamp.fromDate(expiresAt),
        used_at: null,
      };
      await codeRef(uid).set(doc);
    },

    /** The purpose of the user's code while it can still be used, else null. */
    async liveCodePurpose(uid: string, now: Date): Promise<CodePurpose | null> {
      const snapshot = await codeRef(uid).get();
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as CodeDoc;
      const live =
        !doc.used_at && doc.expires_at.toMillis() > now.getTime() && doc.attempts < maxCodeAttempts;
      return live ? doc.purpose : null;
    },

    /** Checks a code; wrong answers count, and after the last allowed one the code is dead. */
    async verifyCode(uid: string, code: string, now: Date): Promise<VerifyCodeResult> {
      return db.runTransaction(async (tx) => {
        const ref = codeRef(uid);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { kind: 'invalid' } as const;
        const doc = snapshot.data() as CodeDoc;
        if (doc.attempts >= maxCodeAttempts) return { kind: 'too-many' } as const;
        if (doc.used_at || doc.expires_at.toMillis() <= now.getTime())
          return { kind: 'invalid' } as const;
        if (doc.code_hash !== codeHash(uid, code)) {
          tx.update(ref, { attempts: doc.attempts + 1 });
          return { kind: 'invalid' } as const;
        }
        tx.update(ref, { used_at: Timestamp.fromDate(now) });
        return { kind: 'ok', firmId: doc.firm_id, purpose: doc.purpose } as const;
      });
    },
  };
}

export type AuthChallengesRepo = ReturnType<typeof authChallengesRepo>;
