// Sign-in secrets in the store: link tokens and auth tokens (auth_tokens/{sha256(token)}), one
// live verification code per user (verification_codes/{uid}) and one live code confirming a new
// sign-in contact (contact_change_codes/{uid}). All are single use and expire.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import { codeHash, sha256 } from './secrets';

/**
 * `sign_in` signs in; `reset` signs in and then asks the user to set a sign-in method again;
 * `signer_link` is a spouse's signer link, which never signs in by itself (opening it texts a
 * code to their phone); `signer_code` is earned with that code and signs them in, the link and
 * the phone being the two factors.
 */
export type TokenPurpose = 'sign_in' | 'reset' | 'signer_link' | 'signer_code';
export type CodePurpose = 'sign_in' | 'two_factor' | 'signer_link';

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

interface CodeDoc<P> {
  firm_id: string;
  purpose: P;
  code_hash: string;
  attempts: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export type PeekTokenResult =
  { kind: 'ok'; grant: AuthTokenGrant } | { kind: 'unknown' } | { kind: 'expired'; uid: string };

export type ConsumeTokenResult =
  { kind: 'ok'; grant: AuthTokenGrant } | { kind: 'unknown' } | { kind: 'expired'; uid: string };

export type VerifyCodeResult<P = CodePurpose> =
  { kind: 'ok'; firmId: string; purpose: P } | { kind: 'invalid' } | { kind: 'too-many' };

/**
 * One live code per user in a collection: a new code replaces the previous one (and its attempt
 * count); wrong answers count, and after the last allowed one the code is dead. The code is hashed
 * with the uid and, for a contact change, with the new contact, so it confirms that value only.
 */
function codeSlot<P extends string>(db: Db, collection: string, maxCodeAttempts: number) {
  const ref = (uid: string) => db.doc(`${collection}/${encodeURIComponent(uid)}`);
  return {
    async save(uid: string, firmId: string, purpose: P, secret: string, expiresAt: Date) {
      const doc: CodeDoc<P> = {
        firm_id: firmId,
        purpose,
        code_hash: codeHash(uid, secret),
        attempts: 0,
        expires_at: Timestamp.fromDate(expiresAt),
        used_at: null,
      };
      await ref(uid).set(doc);
    },

    async livePurpose(uid: string, now: Date): Promise<P | null> {
      const snapshot = await ref(uid).get();
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as CodeDoc<P>;
      const live =
        !doc.used_at && doc.expires_at.toMillis() > now.getTime() && doc.attempts < maxCodeAttempts;
      return live ? doc.purpose : null;
    },

    async verify(uid: string, secret: string, now: Date): Promise<VerifyCodeResult<P>> {
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref(uid));
        if (!snapshot.exists) return { kind: 'invalid' } as const;
        const doc = snapshot.data() as CodeDoc<P>;
        if (doc.attempts >= maxCodeAttempts) return { kind: 'too-many' } as const;
        if (doc.used_at || doc.expires_at.toMillis() <= now.getTime())
          return { kind: 'invalid' } as const;
        if (doc.code_hash !== codeHash(uid, secret)) {
          tx.update(ref(uid), { attempts: doc.attempts + 1 });
          return { kind: 'invalid' } as const;
        }
        tx.update(ref(uid), { used_at: Timestamp.fromDate(now) });
        return { kind: 'ok', firmId: doc.firm_id, purpose: doc.purpose } as const;
      });
    },
  };
}

/** The new sign-in contact a code confirms: `email:…` or `phone:…`. */
export type SignInContactValue = `email:${string}` | `phone:${string}`;

export function authChallengesRepo(db: Db, maxCodeAttempts: number) {
  const tokenRef = (token: string) => db.doc(`auth_tokens/${sha256(token)}`);
  const signInCodes = codeSlot<CodePurpose>(db, 'verification_codes', maxCodeAttempts);
  const contactCodes = codeSlot<'contact_change'>(db, 'contact_change_codes', maxCodeAttempts);

  const tokenDoc = (grant: AuthTokenGrant, expiresAt: Date): AuthTokenDoc => ({
    uid: grant.uid,
    firm_id: grant.firmId,
    purpose: grant.purpose,
    two_factor_passed: grant.twoFactorPassed,
    expires_at: Timestamp.fromDate(expiresAt),
    used_at: null,
  });
  const grantOf = (doc: AuthTokenDoc): AuthTokenGrant => ({
    uid: doc.uid,
    firmId: doc.firm_id,
    purpose: doc.purpose,
    twoFactorPassed: doc.two_factor_passed,
  });

  return {
    async saveToken(token: string, grant: AuthTokenGrant, expiresAt: Date): Promise<void> {
      await tokenRef(token).create(tokenDoc(grant, expiresAt));
    },

    /** The same, written by the caller's transaction (a link mailed with the change it tells of). */
    saveTokenIn(tx: DbTransaction, token: string, grant: AuthTokenGrant, expiresAt: Date): void {
      tx.create(tokenRef(token), tokenDoc(grant, expiresAt));
    },

    /** A token that works for as long as it lives (a signer link): read, never used up. */
    async peekToken(token: string, now: Date): Promise<PeekTokenResult> {
      const snapshot = await tokenRef(token).get();
      if (!snapshot.exists) return { kind: 'unknown' };
      const doc = snapshot.data() as AuthTokenDoc;
      if (doc.used_at || doc.expires_at.toMillis() <= now.getTime())
        return { kind: 'expired', uid: doc.uid };
      return { kind: 'ok', grant: grantOf(doc) };
    },

    /**
     * Marks the token used in the same transaction that reads it, so it works once only. A signer
     * link is unknown here.
     */
    async consumeToken(token: string, now: Date): Promise<ConsumeTokenResult> {
      return db.runTransaction(async (tx) => {
        const ref = tokenRef(token);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return { kind: 'unknown' } as const;
        const doc = snapshot.data() as AuthTokenDoc;
        // A signer link never signs in by itself, and is not used up by trying.
        if (doc.purpose === 'signer_link') return { kind: 'unknown' } as const;
        if (doc.used_at || doc.expires_at.toMillis() <= now.getTime()) {
          return { kind: 'expired', uid: doc.uid } as const;
        }
        tx.update(ref, { used_at: Timestamp.fromDate(now) });
        return { kind: 'ok', grant: grantOf(doc) } as const;
      });
    },

    /** A new sign-in or two-factor code replaces the user's previous one. */
    saveCode: signInCodes.save,
    /** The purpose of the user's code while it can still be used, else null. */
    liveCodePurpose: signInCodes.livePurpose,
    verifyCode: signInCodes.verify,

    /** A code that confirms `contact` as the user's new sign-in contact, and nothing else. */
    saveContactCode: (
      uid: string,
      firmId: string,
      contact: SignInContactValue,
      code: string,
      expiresAt: Date,
    ) => contactCodes.save(uid, firmId, 'contact_change', `${contact}:${code}`, expiresAt),
    verifyContactCode: (uid: string, contact: SignInContactValue, code: string, now: Date) =>
      contactCodes.verify(uid, `${contact}:${code}`, now),
  };
}

export type AuthChallengesRepo = ReturnType<typeof authChallengesRepo>;
