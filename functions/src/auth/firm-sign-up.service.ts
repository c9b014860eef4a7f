// Create your firm (issue 50, /create-firm): the visitor gives the firm's name and their own name,
// email, phone and password; a code mailed to the email proves it, and only then is the firm made
// — the firm with its defaults (firm/new-firm.ts), its portal address, the partner and their login,
// in one transaction — and the partner signed in, the code counting as their second factor.
// Sign-ups are limited per address and per email; an email that already has an account is sent
// to sign in rather than told so by an error.
import {
  FIRM_SIGN_UP_MESSAGES as M,
  SIGN_UP_CODE_MINUTES,
  type FirmSignUpInput,
  type FirmSignUpStartDto,
  type VerifyFirmSignUpInput,
} from '@portico/common/firm/firm-sign-up';
import { phoneDigits } from '@portico/common/people/phone';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import { newFirmRecord, signedUpFirmPreferences, slugOf } from '../firm/firm.module';
import { Conflict, Gone, Invalid, NotFound, RateLimited } from '../kernel/errors';
import type { UserRecord } from '../people/people.module';
import { firmSignUpsRepo, type FirmSignUpRecord } from './firm-sign-ups.repo';
import { hashPassword } from './passwords';
import { codeHash, newLinkToken, newVerificationCode } from './secrets';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';
import {
  AUTH_TOKEN_TTL_MS,
  FIRM_SIGN_UPS_PER_EMAIL,
  FIRM_SIGN_UPS_PER_IP,
  limitKeys,
  MAX_CODE_ATTEMPTS,
} from './sign-in-limits';

const MINUTE = 60_000;

type Deps = Pick<
  SignInDeps,
  'db' | 'firms' | 'users' | 'logins' | 'challenges' | 'limits' | 'clock' | 'outbox' | 'newId'
>;

const codeMail = (signUp: Pick<FirmSignUpRecord, 'email' | 'firmName'>, code: string) => ({
  to: signUp.email,
  subject: `Your code to create ${signUp.firmName} on Portico`,
  text: `Your code to create ${signUp.firmName} on Portico is ${code}. It works for ${SIGN_UP_CODE_MINUTES} minutes.\n\nIf you did not ask for this, you can ignore this email.`,
});

export function firmSignUpService(deps: Deps) {
  const { db, firms, users, logins, challenges, limits, clock, outbox, newId } = deps;
  const signUps = firmSignUpsRepo(db);

  async function limit(key: string, policy: typeof FIRM_SIGN_UPS_PER_IP) {
    if (!(await limits.hit(key, policy, clock.now())).allowed) throw new RateLimited(M.tooMany);
  }

  /** The firm's portal address: its name's slug, with a short suffix when that is taken. */
  async function freeSlug(name: string): Promise<string> {
    const base = slugOf(name);
    if (!(await firms.slugTaken(base))) return base;
    return `${base}-${newId()
      .slice(0, 6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`;
  }

  /** A sign-up that is still running, or why not. */
  async function running(id: string): Promise<FirmSignUpRecord> {
    const signUp = await signUps.get(id);
    if (!signUp) throw new NotFound(M.notFound);
    return signUp;
  }

  return {
    async start(input: FirmSignUpInput, ctx: SignInContext): Promise<FirmSignUpStartDto> {
      await limit(limitKeys.firmSignUpsFromIp(ctx.ip), FIRM_SIGN_UPS_PER_IP);
      await limit(limitKeys.firmSignUpsToEmail(input.email), FIRM_SIGN_UPS_PER_EMAIL);
      if (await logins.isTaken(input.email)) return { sign_in: true, message: M.accountExists };
      const id = newId();
      const code = newVerificationCode();
      const signUp: FirmSignUpRecord = {
        id,
        firmName: input.firm_name,
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        phoneNumber: phoneDigits(input.phone_number),
        passwordHash: await hashPassword(input.password),
        codeHash: codeHash(id, code),
        attempts: 0,
        expiresAt: new Date(clock.now().getTime() + SIGN_UP_CODE_MINUTES * MINUTE),
      };
      await signUps.create(signUp);
      await outbox.sendMail(codeMail(signUp, code));
      return { signup_id: id, message: M.codeSent(signUp.email) };
    },

    async resend(signupId: string): Promise<{ message: string }> {
      const signUp = await running(signupId);
      await limit(limitKeys.firmSignUpsToEmail(signUp.email), FIRM_SIGN_UPS_PER_EMAIL);
      const code = newVerificationCode();
      await signUps.newCode(
        signUp.id,
        codeHash(signUp.id, code),
        new Date(clock.now().getTime() + SIGN_UP_CODE_MINUTES * MINUTE),
      );
      await outbox.sendMail(codeMail(signUp, code));
      return { message: M.codeResent };
    },

    /** The right code creates the firm and answers an auth token that signs the partner in. */
    async verify(input: VerifyFirmSignUpInput): Promise<{ auth_token: string; firm_id: string }> {
      const signUp = await running(input.signup_id);
      const now = clock.now();
      if (signUp.expiresAt <= now) throw new Gone(M.expired);
      if (signUp.attempts >= MAX_CODE_ATTEMPTS) throw new RateLimited(M.tooManyTries);
      if (codeHash(signUp.id, input.code) !== signUp.codeHash) {
        await signUps.countWrongCode(signUp.id);
        throw new Invalid(M.wrongCode);
      }
      const firm = newFirmRecord({
        id: `f-${newId()}`,
        name: signUp.firmName,
        subdomainUrl: await freeSlug(signUp.firmName),
        preferences: signedUpFirmPreferences(),
      });
      const partner: UserRecord = {
        id: `u-${newId()}`,
        firmId: firm.id,
        email: signUp.email,
        fname: signUp.fname,
        lname: signUp.lname,
        preferredName: '',
        phoneNumber: signUp.phoneNumber,
        isStaff: true,
        firmAccess: 'partner',
        firmGroupId: null,
        assignedAdvisorId: null,
        paying: true,
        readonlyAccess: false,
        setPasswordRequired: false,
        preferredSignInMethod: 'password',
        enabled2fa: true,
        timeZone: DEFAULT_TIME_ZONE,
        hasTempEmail: false,
        defaultCompanyId: null,
        createdAt: now,
      };
      const made = await db.runTransaction(async (tx) => {
        const [current, taken] = await Promise.all([
          signUps.read(tx, signUp.id),
          logins.anyTaken(tx, [signUp.email]),
        ]);
        if (!current) throw new NotFound(M.notFound);
        if (taken) return false;
        firms.insert(tx, firm, now);
        users.insert(tx, partner);
        logins.insert(tx, {
          email: partner.email,
          firmId: firm.id,
          userId: partner.id,
          passwordHash: signUp.passwordHash,
        });
        signUps.remove(tx, signUp.id);
        return true;
      });
      if (!made) throw new Conflict(M.accountExists);
      const token = newLinkToken();
      // The code just proved the email: it is this sign-in's second factor.
      await challenges.saveToken(
        token,
        { uid: partner.id, firmId: firm.id, purpose: 'sign_in', twoFactorPassed: true },
        new Date(now.getTime() + AUTH_TOKEN_TTL_MS),
      );
      return { auth_token: token, firm_id: firm.id };
    },
  };
}

export type FirmSignUpService = ReturnType<typeof firmSignUpService>;
