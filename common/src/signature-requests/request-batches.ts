// Sending one document for signature to many entities at once (issue 46 "Bulk": a consent form to
// every client), from the Entities list: one request per entity, made and sent in the background,
// with the progress staff watch. The PDF is uploaded once, to the first entity's signature requests
// folder; each other entity gets its own copy in its own.
import { array, boolean, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { uploadSignatureRequestSchema } from './signature-requests-input';

/** The most entities one send reaches (a firm's whole client list, in practice). */
export const MAX_BATCH_ENTITIES = 500;

export const REQUEST_BATCH_MESSAGES = {
  noEntities: 'Please choose the entities to send it to',
  tooMany: `A document can be sent to at most ${MAX_BATCH_ENTITIES} entities at once`,
  twice: 'An entity is chosen twice',
  notFound: 'Signature request batch not found',
  entityGone: 'The entity no longer exists',
  inactive: 'The entity is inactive',
  noOwners: 'The entity has no owners to sign',
} as const;

export const sendRequestBatchSchema = uploadSignatureRequestSchema.omit(['company_id']).shape({
  company_ids: array(recordId('company_ids').required())
    .min(1, REQUEST_BATCH_MESSAGES.noEntities)
    .max(MAX_BATCH_ENTITIES, REQUEST_BATCH_MESSAGES.tooMany)
    .test('unique', REQUEST_BATCH_MESSAGES.twice, (ids) => new Set(ids).size === ids?.length)
    .required(REQUEST_BATCH_MESSAGES.noEntities),
  /** Each signer verifies their identity before signing (the firm's preference must be on). */
  identity_verification: boolean()
    .typeError('identity_verification must be true or false')
    .default(false),
});
export type SendRequestBatchInput = InferType<typeof sendRequestBatchSchema>;

/** Where a send to many stands: reading the PDF, sending, done, or failed (the PDF unreadable). */
export type RequestBatchStatus = 'processing' | 'sending' | 'done' | 'error';

/** GET /signature_request_batches/{id}: the progress staff watch. */
export interface RequestBatchDto {
  id: string;
  form_name: string;
  document_name: string;
  tax_year: number;
  status: RequestBatchStatus;
  /** The entities chosen. */
  total: number;
  /** Requests made and sent so far. */
  sent: number;
  /** Entities left out, with why (gone, inactive, nobody to sign, a spouse who cannot be reached). */
  skipped: { company_id: string; company_name: string; reason: string }[];
  /** Why it failed (status error); null otherwise. */
  error: string | null;
  created_at: string;
}
