// Sealing a signed form (issue 45), a queued task run when a form's last signature is given: its
// pages are copied from the return as sent (the file's SHA-256 must still be the one sent), each
// signature is stamped in its box, a certificate of completion is appended (the signers with their
// method, identity result, address, device and times; the trail), and the whole is sealed with the
// platform's certificate. The sealed file is kept beside the return; its SHA-256 goes on the form
// and on the trail ('sealed'). A form already sealed is left alone, so a retried task seals once.
import { createHash } from 'node:crypto';
import { documentsRepo } from '../../documents/documents.module';
import { firmRepo } from '../../firm/firm.module';
import type { Ports } from '../../platform/ports';
import type { ESignFormDto } from '@portico/common/tax-returns/tax-return-model';
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
import { returnDocument } from '../return-file';
import { returnPartsRepo } from '../return-parts.repo';
import type { TaxReturnRecord } from '../tax-return-record';
import { taxReturnsRepo } from '../tax-returns.repo';
import { formSigned, returnTrail } from './return-trail';

export interface SealSignedFormPayload {
  firmId: string;
  taxReturnId: string;
  formId: string;
}

/** Where a form's sealed copy is kept. */
export const sealedFormPath = (r: Pick<TaxReturnRecord, 'firmId' | 'id'>, formId: string) =>
  `firms/${r.firmId}/tax_returns/${r.id}/sealed/${formId}.pdf`;

export const FILE_CHANGED_SINCE_SENT =
  'The tax return’s file is not the one sent for signature; the form was not sealed';

export async function sealSignedForm(ports: Ports, payload: SealSignedFormPayload) {
  const { db, blobs, clock, newId, sealing } = ports;
  const returns = taxReturnsRepo(db);
  const parts = returnPartsRepo(db);
  const signing = signingEngine({ db, clock, newId });
  const record = await returns.get(payload.firmId, payload.taxReturnId);
  if (!record) return;
  const form = (await parts.forms.list(record)).find((f) => f.id === payload.formId);
  if (!form || form.sealed || !formSigned(form)) return;

  const document = await returnDocument(documentsRepo(db), record);
  const file = await blobs.get(document.blobPath);
  if (!file) throw new Error(`The file of tax return ${record.id} is missing`);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  if (record.sentSha256 && sha256 !== record.sentSha256) throw new Error(FILE_CHANGED_SINCE_SENT);

  const trail = returnTrail(record);
  const [given, events, firm] = await Promise.all([
    signing.signaturesOn(trail, form.id),
    signing.events(trail),
    firmRepo(db).get(record.firmId),
  ]);
  const sealedAt = clock.now();
  const bytes = await sealSignedPages({
    pages: await extractPages(file.bytes, form.pages),
    // A box's page counts in the return; the copy holds only the form's pages, in order.
    pageOf: (page) => form.pages.indexOf(page) + 1,
    signatures: given,
    marked: form.signatures
      .filter((s) => !s.signatureData && s.isMarkedSigned)
      .map((s) => ({ name: s.name })),
    certificate: {
      documentName: `${record.name} (${record.taxYear}) — ${form.form_name}`,
      originalSha256: sha256,
      firmName: firm?.name ?? '',
      events: events.filter((e) => !e.formId || e.formId === form.id).map(certificateEventOf),
    },
    sealing: await sealing.certificate(),
    signingTime: sealedAt,
  });
  const sealedSha256 = createHash('sha256').update(bytes).digest('hex');
  // Checked before it is kept: what is recorded as sealed verifies.
  const check = await verifySeal(bytes);
  const sealer = check.signer;
  if (!check.intact || !check.coversWholeFile || !sealer)
    throw new Error(`The sealed copy of form ${form.id} does not verify`);
  await blobs.put(sealedFormPath(record, form.id), bytes, 'application/pdf');

  await db.runTransaction(async (tx) => {
    const current = await returns.read(tx, record.firmId, record.id);
    if (!current) return;
    const forms = await parts.forms.read(tx, current);
    const index = forms.findIndex((f) => f.id === form.id);
    const stored = forms[index];
    if (!stored || stored.sealed) return;
    parts.forms.put(
      tx,
      current,
      {
        ...stored,
        sealed: { sha256: sealedSha256, sealed_at: sealedAt.toISOString(), signer: sealer },
      },
      index,
    );
    signing.record(tx, trail, 'sealed', {
      actor: PORTAL_ACTOR,
      context: PORTAL_CONTEXT,
      form: { id: form.id, name: form.form_name },
      detail: `Sealed by ${sealer}; SHA-256 ${sealedSha256}`,
      sha256: sealedSha256,
    });
  });
}

export const sealSignedFormTask: QueuedTask<SealSignedFormPayload> = {
  name: 'sealSignedForm',
  memory: '1GiB',
  secrets: 'sealing',
  async handle(payload, ports) {
    await sealSignedForm(ports, payload);
  },
};

/**
 * Queues the seal of each of the return's forms that is signed and not sealed yet (after a
 * signature given, or the last ones marked signed on paper); one task per form, whatever asks.
 */
export async function sealSignedForms(
  queue: TaskQueue,
  forms: readonly ESignFormDto[],
  record: Pick<TaxReturnRecord, 'firmId' | 'id'>,
): Promise<void> {
  for (const form of forms)
    if (formSigned(form) && !form.sealed)
      await queue.enqueue(
        sealSignedFormTask,
        { firmId: record.firmId, taxReturnId: record.id, formId: form.id },
        { taskId: `seal-${record.id}-${form.id}` },
      );
}
