// Sending a classified return (spec 3 §4: sending → sent), a queued task: each signature is placed
// on its form's signature line (signing/placement), and in one transaction each signer is mailed
// (or texted, as they prefer; a spouse without an email gets a signer link at the household's
// address, reach-signers.ts) and notified with the link to their return, the activity log says
// who it went to, the signing trail records it with the SHA-256 of the file as sent, and the return
// becomes `sent`. A retried task finds the return past `sending` and tells nobody twice; a return
// deleted meanwhile is left alone; one whose file was deleted from the vault meanwhile ends in
// `error`, saying so.
import { createHash } from 'node:crypto';
import { askedOf, returnSentMail, SENDING_MESSAGES } from '@portico/common/tax-returns/sending';
import { signerWhoseTurn } from '@portico/common/tax-returns/signing-order';
import { activityRepo } from '../../activity/activity.module';
import { documentsRepo } from '../../documents/documents.module';
import { firmRepo } from '../../firm/firm.module';
import { entityNotifications } from '../../notifications/notifications.module';
import { signerLinks } from '../../auth/auth.module';
import { entitiesRepo, fullName, usersRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import {
  placeSignatures,
  PORTAL_ACTOR,
  PORTAL_CONTEXT,
  reachSigners,
  signatureLines,
  signingEngine,
  trailIdOf,
} from '../../signing/signing.module';
import { nextReminder } from '../reminders/send-reminder';
import { returnLine, reviewPath } from '../return-notes';
import { returnPartsRepo } from '../return-parts.repo';
import { taxReturnsRepo } from '../tax-returns.repo';
import { returnSentNotice } from './sent-notices';

export interface DeliverTaxReturnPayload {
  firmId: string;
  taxReturnId: string;
  /** The portal's address, for the mail's link (the sending request knew it). */
  portalUrl?: string;
}

export async function deliverTaxReturn(ports: Ports, payload: DeliverTaxReturnPayload) {
  const { db, clock, outbox, blobs, newId } = ports;
  const returns = taxReturnsRepo(db);
  const parts = returnPartsRepo(db);
  const sending = await returns.get(payload.firmId, payload.taxReturnId);
  if (sending?.status !== 'sending') return;
  const [firm, signerIds] = await Promise.all([
    firmRepo(db).get(payload.firmId),
    parts.signers.list(sending).then((signers) => signers.map((s) => s.id)),
  ]);
  const users = usersRepo(db);
  const signers = await users.getMany(payload.firmId, signerIds);
  const document = await documentsRepo(db).get(payload.firmId, sending.documentId);
  const file = document && !document.deletedAt ? await blobs.get(document.blobPath) : null;
  if (!file) {
    // Deleted from the vault after Send: nothing to send, and retrying would not bring it back.
    await db.runTransaction(async (tx) => {
      const current = await returns.read(tx, payload.firmId, payload.taxReturnId);
      if (current?.status !== 'sending') return;
      returns.update(tx, current, {
        status: 'error',
        error: SENDING_MESSAGES.fileGone,
        updatedAt: clock.now(),
      });
    });
    return;
  }
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const unsigned = await parts.forms.list(sending);
  const lines = await signatureLines(
    file.bytes,
    unsigned.flatMap((f) => f.pages),
  );
  // Signing in order: only the first signer is told now, each next one on their turn.
  const turn = sending.signingOrder ? signerWhoseTurn(signerIds, unsigned) : null;
  const told = signers.filter((s) => turn === null || s.id === turn);
  const signing = signingEngine({ db, clock, newId });
  const notices = entityNotifications(db, clock);
  const activity = activityRepo(db);
  const reach = await reachSigners(
    { outbox, links: signerLinks(db, clock), users, entities: entitiesRepo(db) },
    sending,
    told,
  );
  await db.runTransaction(async (tx) => {
    const current = await returns.read(tx, payload.firmId, payload.taxReturnId);
    if (current?.status !== 'sending') return;
    const { forms: unplaced, vouchers } = await parts.readAll(tx, current);
    const forms = unplaced.map((form) => {
      const boxes = placeSignatures(form.signatures.length, form.pages, lines);
      return { ...form, signatures: form.signatures.map((s, i) => ({ ...s, box: boxes[i]! })) };
    });
    const notified = await notices.plan(
      tx,
      returnSentNotice(
        current,
        told.map((s) => s.id),
      ),
    );
    const now = clock.now();
    const everyDays = firm?.preferences.questionnaire_reminder_frequency ?? null;
    const sent = returns.update(tx, current, {
      status: 'sent',
      updatedAt: now,
      sentSha256: sha256,
      // The reminder job looks at it after the firm's cadence (reminders.service.ts).
      nextReminderAt: everyDays ? nextReminder(now, everyDays) : null,
    });
    notified.apply();
    parts.forms.replace(tx, current, unplaced, forms);
    const asked = askedOf(forms, vouchers, sent.invoice);
    reach.tell(tx, { portalUrl: payload.portalUrl ?? '', path: reviewPath(sent) }, (link) =>
      returnSentMail(sent.taxYear, firm?.name ?? 'Your firm', asked, link),
    );
    const to = signers.map(fullName).join(', ') || 'nobody';
    signing.record(tx, { firmId: sent.firmId, trailId: trailIdOf('tax_return', sent.id) }, 'sent', {
      actor: PORTAL_ACTOR,
      context: PORTAL_CONTEXT,
      detail: `To ${to}; the return as sent has SHA-256 ${sha256}`,
    });
    activity
      .plan(
        tx,
        returnLine(sent, 'Tax return sent', null, now, `${sent.name} (${sent.taxYear}) to ${to}`),
      )
      .apply();
  });
}

export const deliverTaxReturnTask: QueuedTask<DeliverTaxReturnPayload> = {
  name: 'deliverTaxReturn',
  memory: '1GiB',
  async handle(payload, ports) {
    await deliverTaxReturn(ports, payload);
  },
};
