// The caller of a request, resolved once from the ID token and the user's record.
import type { FirmAccess } from '@portico/common/people/access';
import type { UserRecord } from '../people/user-record';

export interface Principal {
  userId: string;
  firmId: string;
  isAdvisor: boolean;
  firmAccess: FirmAccess | null;
  firmGroupId: string | null;
  readonly: boolean;
  active: boolean;
  user: UserRecord;
}

export function principalFor(user: UserRecord): Principal {
  return {
    userId: user.id,
    firmId: user.firmId,
    isAdvisor: user.isAdvisor,
    firmAccess: user.isAdvisor ? user.firmAccess : null,
    firmGroupId: user.firmGroupId,
    readonly: user.readonlyAccess,
    active: user.paying,
    user,
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the authenticate middleware: null for an anonymous request. */
    principal?: Principal | null;
  }
}
