// Processing an uploaded signature request, a queued task (spec 3 §3: processing →
// action_required, or error with the reason): its PDF is opened and its pages counted; then it is
// ready for the advisor to place its fields. A retried task finds the request past `processing`
// and changes nothing; a request deleted meanwhile is left alone.
import { UNREADABLE_REQUEST } from '@portico/common/signature-requests/signature-request-model';
import { readStoredPdf } from '../../documents/documents.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import { signatureRequestsRepo } from '../signature-requests.repo';

export interface ProcessSignatureRequestPayload {
  firmId: string;
  signatureRequestId: string;
}

export async function processSignatureRequest(
  ports: Ports,
  { firmId, signatureRequestId }: ProcessSignatureRequestPayload,
) {
  const requests = signatureRequestsRepo(ports.db);
  const request = await requests.get(firmId, signatureRequestId);
  if (request?.status !== 'processing') return;
  const read = await readStoredPdf(ports, firmId, request.documentId);
  await requests.patch(firmId, signatureRequestId, (current) =>
    current.status !== 'processing'
      ? {}
      : read === null
        ? { status: 'error', error: UNREADABLE_REQUEST, updatedAt: ports.clock.now() }
        : { status: 'action_required', pageCount: read.pageCount, updatedAt: ports.clock.now() },
  );
}

export const processSignatureRequestTask: QueuedTask<ProcessSignatureRequestPayload> = {
  name: 'processSignatureRequest',
  async handle(payload, ports) {
    await processSignatureRequest(ports, payload);
  },
};
