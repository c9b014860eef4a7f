// A request's sealed copies as their readers fetch them (issue 46 "Sealed result"): a short-lived
// link that saves the whole document signed, or its signed pages only, once sealed. Staff who see
// its entity and its owners read them.
import { safeName } from '@portico/common/documents/file-names';
import {
  SIGNED_COPY_MESSAGES as SAY,
  type SignedCopyPart,
} from '@portico/common/signature-requests/request-signing';
import { pdfLink } from '../../documents/documents.module';
import { Conflict } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { Blobs } from '../../platform/blobs/blobs';
import { findRequest, type RequestLookup } from '../request-lookup';
import { requireRequestReader } from '../signature-requests.policy';
import { sealedRequestPath } from './seal-signature-request.task';

const SUFFIX: Record<SignedCopyPart, string> = {
  whole: 'signed',
  'signed-pages': 'signed pages',
};

export function signedCopiesService(deps: RequestLookup & { blobs: Blobs }) {
  return {
    /** GET /signature_requests/{id}/signed?part=: a link that saves the sealed copy. */
    async link(
      principal: Principal | null | undefined,
      id: string,
      part: SignedCopyPart,
    ): Promise<{ url: string; file_name: string }> {
      const { record: found, entity } = await findRequest(deps, principal, id);
      const { record } = requireRequestReader(principal, found, entity);
      if (!record.sealed) throw new Conflict(SAY.notSealed);
      const name = safeName(`${record.documentName} - ${SUFFIX[part]}.pdf`, {
        fallback: 'signed.pdf',
        portable: true,
      });
      return {
        url: await pdfLink(deps.blobs, sealedRequestPath(record, part), name, true),
        file_name: name,
      };
    },
  };
}

export type SignedCopiesService = ReturnType<typeof signedCopiesService>;
