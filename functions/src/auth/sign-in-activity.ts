// Sign-in events in the firm's activity log, with time, IP and user agent.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';

interface Who {
  firmId: string;
  userId: string;
  email: string;
}

export function signInActivity({ activity, clock }: Pick<SignInDeps, 'activity' | 'clock'>) {
  const log = (who: Who, ctx: SignInContext, title: string, description: string) =>
    activity.add({
      firmId: who.firmId,
      typeId: ACTIVITY_TYPE.uncategorized,
      title,
      description,
      userId: who.userId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      at: clock.now(),
    });
  return {
    signedIn: (who: Who, ctx: SignInContext, how: string) =>
      log(who, ctx, 'Signed in', `${who.email} signed in (${how})`),
    failed: (who: Who, ctx: SignInContext, reason: string) =>
      log(who, ctx, 'Sign-in failed', `Failed sign-in for ${who.email}: ${reason}`),
    lockedOut: (who: Who, ctx: SignInContext, reason: string) =>
      log(who, ctx, 'Account locked', `Sign-in for ${who.email} temporarily restricted: ${reason}`),
  };
}

export type SignInActivity = ReturnType<typeof signInActivity>;
