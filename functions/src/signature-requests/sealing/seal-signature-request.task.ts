// Sealing a signed request (issue 46 "Sealed result"), a queued task run when its last signer is
// done: the document as sent (its SHA-256 must still be the one sent) with every signature and
// initials stamped in its box and every text and date written in its own, a certificate of
// completion appended (the signers with their method, address, device and times; the trail), and
// the whole sealed with the platform's certificate — once for the whole document, once for its
// signed pages only. Both are kept beside the original; their SHA-256 go on the request and the
// trail ('sealed'). A request already sealed is left alone, so a retried task seals once.
import { createHash } from 'node:crypto';
import { activityRepo } from '../../activity/activity.module';
import { documentsRepo } from '../../documents/documents.module';
import { firmRepo } from '../../firm/firm.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { TaskQueue } from '../../platform/queue/task-queue';
import {
  certificateEventOf,
  extractPages,
  PORTAL_ACTOR,
  PORTAL_CONTEXT,
  sealSignedPages,
  signingEngine,
  verifySeal,
} from '../../signing/signing.module';
import { requestLine } from '../request-line';
import { requestTrail } from '../request-trail';
import type { SignatureRequestRecord } from '../signature-request-record';
import { signatureRequestsRepo } from '../signature-requests.repo';

export interface SealSignatureRequestPayload {
  firmId: string;
  signatureRequestId: string;
}

export type SealedPart = 'whole' | 'signed-pages';

/** Where a request's sealed copies are kept, beside its record. */
export const sealedRequestPath = (
  r: Pick<SignatureRequestRecord, 'firmId' | 'id'>,
  part: SealedPart,
) => `firms/${r.firmId}/signature_requests/${r.id}/sealed/${part}.pdf`;

export const REQUEST_FILE_CHANGED =
  'The signature request’s file is not the one sent for signature; it was not sealed';

/** The pages that hold a field (1-based), once each, in order. */
export const signedPagesOf = (r: SignatureRequestRecord): number[] =>
  [...new Set((r.fields ?? []).map((f) => f.page))].sort((a, b) => a - b);

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function sealSignatureRequest(ports: Ports, payload: SealSignatureRequestPayload) {
  const { db, blobs, clock, newId, sealing } = ports;
  const requests = signatureRequestsRepo(db);
  const signing = signingEngine({ db, clock, newId });
  const record = await requests.get(payload.firmId, payload.signatureRequestId);
  if (record?.status !== 'signed' || record.sealed) return;

  const document = await documentsRepo(db).get(record.firmId, record.documentId);
  const file = document ? await blobs.get(document.blobPath) : null;
  if (!file) throw new Error(`The file of signature request ${record.id} is missing`);
  const originalSha256 = sha256Of(file.bytes);
  if (record.sentSha256 && originalSha256 !== record.sentSha256)
    throw new Error(REQUEST_FILE_CHANGED);

  const trail = requestTrail(record);
  const [signatures, events, firm] = await Promise.all([
    signing.signaturesOnTrail(trail),
    signing.events(trail),
    firmRepo(db).get(record.firmId),
  ]);
  const fields = record.fields ?? [];
  const texts = record.filled.flatMap((filled) => {
    const field = fields.find((f) => f.id === filled.fieldId);
    return field && (filled.method === 'text' || filled.method === 'date')
      ? [{ box: field, text: filled.text, signerName: '', at: filled.at }]
      : [];
  });
  const sealedAt = clock.now();
  const common = {
    signatures,
    texts,
    marked: [],
    certificate: {
      documentName: `${record.documentName} (${record.taxYear}) — ${record.formName}`,
      originalSha256,
      firmName: firm?.name ?? '',
      events: events.map(certificateEventOf),
    },
    sealing: await sealing.certificate(),
    signingTime: sealedAt,
  };
  const pages = signedPagesOf(record);
  const whole = await sealSignedPages({ ...common, pages: file.bytes, pageOf: (page) => page });
  const signedPages = await sealSignedPages({
    ...common,
    pages: await extractPages(file.bytes, pages),
    // A field's page counts in the document; the copy holds only the signed pages, in order.
    pageOf: (page) => pages.indexOf(page) + 1,
  });
  // Checked before they are kept: what is recorded as sealed verifies.
  const checks = await Promise.all([verifySeal(whole), verifySeal(signedPages)]);
  const sealer = checks[0].signer;
  if (!sealer || checks.some((c) => !c.intact || !c.coversWholeFile))
    throw new Error(`The sealed copies of signature request ${record.id} do not verify`);
  await blobs.put(sealedRequestPath(record, 'whole'), whole, 'application/pdf');
  await blobs.put(sealedRequestPath(record, 'signed-pages'), signedPages, 'application/pdf');

  const sha256 = sha256Of(whole);
  const pagesSha256 = sha256Of(signedPages);
  await db.runTransaction(async (tx) => {
    const current = await requests.read(tx, record.firmId, record.id);
    if (!current || current.sealed) return;
    const sealed = requests.update(tx, current, {
      sealed: { sha256, pagesSha256, sealedAt, signer: sealer },
      updatedAt: sealedAt,
    });
    signing.record(tx, trail, 'sealed', {
      actor: PORTAL_ACTOR,
      context: PORTAL_CONTEXT,
      detail: `Sealed by ${sealer}; SHA-256 ${sha256} (whole document), ${pagesSha256} (signed pages)`,
      sha256,
    });
    activityRepo(db)
      .plan(tx, requestLine(sealed, 'Signature request sealed', null, sealedAt))
      .apply();
  });
}

export const sealSignatureRequestTask: QueuedTask<SealSignatureRequestPayload> = {
  name: 'sealSignatureRequest',
  memory: '1GiB',
  secrets: 'sealing',
  async handle(payload, ports) {
    await sealSignatureRequest(ports, payload);
  },
};

/** Queues the request's seal, once whatever asks. */
export const sealWhenSigned = (
  queue: TaskQueue,
  r: Pick<SignatureRequestRecord, 'firmId' | 'id'>,
) =>
  queue.enqueue(
    sealSignatureRequestTask,
    { firmId: r.firmId, signatureRequestId: r.id },
    { taskId: `seal-request-${r.id}` },
  );
