// Processing an uploaded signature request, a queued task (spec 3 §3: processing →
// action_required, or error with the reason): its PDF is opened, its pages measured and their
// text read for signature lines ("Signature", "Taxpayer's signature"), where the signers' fields
// are proposed; then it is ready for the advisor to place its fields. A retried task finds the request past `processing`
// and changes nothing; a request deleted meanwhile is left alone.
import { UNREADABLE_REQUEST } from '@portico/common/signature-requests/signature-request-model';
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import { readStoredPdf } from '../../documents/documents.module';
import { signatureLines } from '../../signing/signing.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import { signatureRequestsRepo } from '../signature-requests.repo';

export interface ProcessSignatureRequestPayload {
  firmId: string;
  signatureRequestId: string;
}

/** The signature lines of every page; none when the text cannot be read (fields are placed by hand). */
export async function linesIn(bytes: Uint8Array, pageCount: number): Promise<SignatureBox[]> {
  try {
    const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
    const { lines } = await signatureLines(bytes, pages);
    return lines.map(({ page, left, bottom, width, height }) => ({
      page,
      left,
      bottom,
      width,
      height,
    }));
  } catch {
    return [];
  }
}

export async function processSignatureRequest(
  ports: Ports,
  { firmId, signatureRequestId }: ProcessSignatureRequestPayload,
) {
  const requests = signatureRequestsRepo(ports.db);
  const request = await requests.get(firmId, signatureRequestId);
  if (request?.status !== 'processing') return;
  const read = await readStoredPdf(ports, firmId, request.documentId);
  const lines = read ? await linesIn(read.bytes, read.pageCount) : [];
  await requests.patch(firmId, signatureRequestId, (current) =>
    current.status !== 'processing'
      ? {}
      : read === null
        ? { status: 'error', error: UNREADABLE_REQUEST, updatedAt: ports.clock.now() }
        : {
            status: 'action_required',
            pageCount: read.pageCount,
            pageSizes: read.pageSizes.map((size, index) => ({ page: index + 1, ...size })),
            signatureLines: lines,
            updatedAt: ports.clock.now(),
          },
  );
}

export const processSignatureRequestTask: QueuedTask<ProcessSignatureRequestPayload> = {
  name: 'processSignatureRequest',
  memory: '1GiB',
  async handle(payload, ports) {
    await processSignatureRequest(ports, payload);
  },
};
