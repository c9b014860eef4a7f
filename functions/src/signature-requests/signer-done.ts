// Whether a signer has done what a request asks of them: every signature, initials and text field
// of theirs filled in (their dates fill themselves). Counted for its progress and its reminders.
import { ASKED_KINDS } from '@portico/common/signature-requests/request-signing';
import type { FilledField, SignatureRequestRecord } from './signature-request-record';

export function signerDone(
  r: SignatureRequestRecord,
  signerId: string,
  filled: FilledField[],
): boolean {
  return (r.fields ?? [])
    .filter((f) => f.signer_id === signerId && ASKED_KINDS.includes(f.kind))
    .every((f) => filled.some((x) => x.fieldId === f.id));
}
