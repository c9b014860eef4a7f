// Delivering a sent request, a queued task: the file as it is now is what the signers sign (its
// SHA-256 kept on the request and written on its signing trail); each signer is asked by mail (or
// text) with the link to its review page — a spouse without an email of their own at the
// household's address, with a link for them alone (signing's reachSigners) — and the request is
// `sent`, all in one transaction. A file gone from the vault meanwhile ends it in `error`; a
// retried task finds it past `sending` and changes nothing.
import { createHash } from 'node:crypto';
import {
  reviewSignatureRequestPath,
  SIGNATURE_REQUEST_MESSAGES as SAY,
  signatureRequestMail,
} from '@portico/common/signature-requests/signature-request-model';
import { activityRepo } from '../../activity/activity.module';
import { signerLinks } from '../../auth/auth.module';
import { readStoredPdf } from '../../documents/documents.module';
import { firmRepo } from '../../firm/firm.module';
import { entitiesRepo, fullName, usersRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import {
  PORTAL_ACTOR,
  PORTAL_CONTEXT,
  reachSigners,
  signingEngine,
} from '../../signing/signing.module';
import { requestTrail } from '../request-trail';
import { nextRequestReminder } from '../reminders/request-reminders.service';
import { requestLine } from '../request-line';
import { toSignatureRequestDto } from '../signature-requests.dto';
import type { SignatureRequestRecord } from '../signature-request-record';
import { signatureRequestsRepo } from '../signature-requests.repo';

export interface DeliverSignatureRequestPayload {
  firmId: string;
  signatureRequestId: string;
  /** The portal's address, for the mail's link (the sending request knew it). */
  portalUrl?: string;
}

/** The SHA-256 of the request's file as it is now (hex), or null when it is gone from the vault. */
async function sha256Now(ports: Ports, r: SignatureRequestRecord): Promise<string | null> {
  const file = await readStoredPdf(ports, r.firmId, r.documentId);
  return file && createHash('sha256').update(file.bytes).digest('hex');
}

/**
 * Delivers a request that is `sending`. `sentSha256` is given by a send to many, which copied the
 * very bytes it hashed a moment ago; a single send reads the file as it is now.
 */
export async function deliverSignatureRequest(
  ports: Ports,
  { firmId, signatureRequestId: id, portalUrl = '' }: DeliverSignatureRequestPayload,
  sentSha256?: string,
) {
  const { db, clock, outbox, newId } = ports;
  const requests = signatureRequestsRepo(db);
  const sending = await requests.get(firmId, id);
  if (sending?.status !== 'sending') return;
  const sha256 = sentSha256 ?? (await sha256Now(ports, sending));
  if (!sha256) {
    await requests.patch(firmId, id, (current) =>
      current.status === 'sending'
        ? { status: 'error', error: SAY.fileGone, updatedAt: clock.now() }
        : {},
    );
    return;
  }
  const users = usersRepo(db);
  const [firm, signers] = await Promise.all([
    firmRepo(db).get(firmId),
    users.getMany(firmId, sending.signerIds),
  ]);
  const reach = await reachSigners(
    { outbox, links: signerLinks(db, clock), users, entities: entitiesRepo(db) },
    sending,
    signers,
  );
  const signing = signingEngine({ db, clock, newId });
  const activity = activityRepo(db);
  await db.runTransaction(async (tx) => {
    const current = await requests.read(tx, firmId, id);
    if (current?.status !== 'sending') return;
    const now = clock.now();
    const sent = requests.update(tx, current, {
      status: 'sent',
      sentSha256: sha256,
      updatedAt: now,
      // The reminder job looks at it after the firm's cadence (request-reminders.service.ts).
      nextReminderAt: nextRequestReminder(now, firm),
    });
    const where = { portalUrl, path: reviewSignatureRequestPath(sent.id, sent.companyId) };
    reach.tell(tx, where, (link) =>
      signatureRequestMail(toSignatureRequestDto(sent), firm?.name ?? 'Your firm', link),
    );
    const to = signers.map(fullName).join(', ') || 'nobody';
    signing.record(tx, requestTrail(sent), 'sent', {
      actor: PORTAL_ACTOR,
      context: PORTAL_CONTEXT,
      detail: `To ${to}; the document as sent has SHA-256 ${sha256}`,
    });
    activity
      .plan(tx, requestLine(sent, 'Signature request delivered', null, now, `to ${to}`))
      .apply();
  });
}

export const deliverSignatureRequestTask: QueuedTask<DeliverSignatureRequestPayload> = {
  name: 'deliverSignatureRequest',
  async handle(payload, ports) {
    await deliverSignatureRequest(ports, payload);
  },
};
