// The fields proposed for a request's signers before the advisor places any (issue 46 "lets the
// text pipeline suggest them from signature lines"): the n-th signer signs on the document's n-th
// signature line (a signer without one at the foot of the last page, as a return's signers do),
// with the date beside their signature where the page has room.
import {
  FIELD_SIZES,
  type FieldSignerDto,
  type PageSizeDto,
  type SignatureFieldDto,
} from '@portico/common/signature-requests/signature-fields';
import { placeSignatures } from '../../signing/signing.module';
import type { SignatureRequestRecord } from '../signature-request-record';

/** Room between a signature and its date. */
const GAP = 12;

export function proposedFields(
  request: Pick<SignatureRequestRecord, 'pageSizes' | 'signatureLines'>,
  signers: readonly FieldSignerDto[],
): SignatureFieldDto[] {
  const sizes: PageSizeDto[] = request.pageSizes;
  if (sizes.length === 0) return [];
  const boxes = placeSignatures(
    signers.length,
    sizes.map((s) => s.page),
    { lines: request.signatureLines.map((line) => ({ ...line, label: '' })), sizes },
  );
  return signers.flatMap((signer, index): SignatureFieldDto[] => {
    const box = boxes[index]!;
    const signature: SignatureFieldDto = {
      id: `${signer.id}-signature`,
      signer_id: signer.id,
      kind: 'signature',
      ...box,
    };
    const page = sizes.find((s) => s.page === box.page)!;
    const dateLeft = box.left + box.width + GAP;
    if (dateLeft + FIELD_SIZES.date.width > page.width) return [signature];
    const date: SignatureFieldDto = {
      id: `${signer.id}-date`,
      signer_id: signer.id,
      kind: 'date',
      page: box.page,
      left: dateLeft,
      bottom: box.bottom + (box.height - FIELD_SIZES.date.height) / 2,
      ...FIELD_SIZES.date,
    };
    return [signature, date];
  });
}
