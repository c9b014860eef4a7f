// What a request's signers tell the firm (the firm's subscribed staff, as a draft's review does):
// that every signer has signed it, or that one declined, and why. Linked to the Signatures table.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import type { EntityNotification } from '../notifications/notifications.module';
import type { SignatureRequestRecord } from './signature-request-record';

const SIGNATURES_PATH = '/signature-requests';

const named = (r: SignatureRequestRecord) => `${r.documentName} (${r.formName}, ${r.taxYear})`;

/** A notice to the firm's staff about what `signerId` did, in words made from their name. */
const staffNotice = (
  r: SignatureRequestRecord,
  signerId: string,
  text: (signer: string) => string,
): EntityNotification => ({
  firmId: r.firmId,
  companyId: r.companyId,
  typeId: NOTIFICATION_TYPE.information,
  actorId: signerId,
  staffOnly: true,
  say: (_to, { actorName }) => ({ text: text(actorName || 'A signer'), link: SIGNATURES_PATH }),
});

export const requestSignedNotice = (r: SignatureRequestRecord, signerId: string) =>
  staffNotice(r, signerId, () => `${named(r)} is signed by everyone it asked`);

export const requestDeclinedNotice = (
  r: SignatureRequestRecord,
  signerId: string,
  reason: string,
) => staffNotice(r, signerId, (signer) => `${signer} declined to sign ${named(r)}: ${reason}`);
