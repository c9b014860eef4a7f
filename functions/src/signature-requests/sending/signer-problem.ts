// Why an entity's owners could not all sign a request sent to them, or null: an owner whose account
// is inactive (they cannot sign in, and are told nothing), or a spouse who could be reached neither
// by an email of their own nor by a code to their phone (signing's unreachableSigner).
import { SIGNATURE_REQUEST_MESSAGES as SAY } from '@portico/common/signature-requests/signature-request-model';
import { fullName, type UserRecord } from '../../people/people.module';
import { unreachableSigner } from '../../signing/signing.module';

export function signerProblem(owners: UserRecord[]): string | null {
  for (const owner of owners) {
    if (!owner.paying) return SAY.inactiveSigner(fullName(owner));
    const unreachable = unreachableSigner(owner, owners);
    if (unreachable) return unreachable;
  }
  return null;
}
