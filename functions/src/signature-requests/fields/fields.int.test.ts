// Placing a signature request's fields (issue 46 "Placing fields"): the signers are the entity's
// owners (spouses separately); before any is saved, the fields proposed sit on the document's
// signature lines (the n-th signer on the n-th line) with the date beside; the advisor saves the
// fields as placed, each checked (a signer of this document, inside its page, not too small, one
// id each), only while the request waits for them; a client never reads or changes them.
import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  type FieldPlacementDto,
  type SignatureFieldDto,
} from '@portico/common/signature-requests/signature-fields';
import { SIGNATURE_REQUEST_MESSAGES as SAY } from '@portico/common/signature-requests/signature-request-model';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { jointRequest } from '../../../test/support/signature-requests';
import { signatureRequestsPath } from '../signature-requests.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const bearer = async (role: 'partner' | 'clientOneEntity') =>
  `Bearer ${await testApi().tokenFor(role)}`;

const EIGHT_821 = [
  'Form 8821 Tax Information Authorization',
  'Part 2 Appointee\nPart 3 Tax matters',
  'Part 7 Tax matters\nTaxpayer signature\nDate\nSpouse signature\nDate',
];

const placedRequest = () => jointRequest(testApi(), http, EIGHT_821, { last: 'Fields' });

const fieldsOf = async (id: string, role: 'partner' | 'clientOneEntity' = 'partner') =>
  http()
    .get(`/api/signature_requests/${id}/fields`)
    .set('Authorization', await bearer(role));

const save = async (id: string, fields: SignatureFieldDto[]) =>
  http()
    .put(`/api/signature_requests/${id}/fields`)
    .set('Authorization', await bearer('partner'))
    .send({ fields });

describe('placing a signature request’s fields', () => {
  it('proposes each spouse’s signature on their line of the last page, with the date beside', async () => {
    const { id, primaryId, spouseId } = await placedRequest();
    const res = await fieldsOf(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const placement = res.body as FieldPlacementDto;
    expect(placement.suggested).toBe(true);
    expect(placement.signers.map((s) => s.id)).toEqual([primaryId, spouseId]);
    expect(placement.signers[0]!.name).toMatch(/^Ida Fields/);
    expect(placement.pages).toHaveLength(3);
    const signatures = placement.fields.filter((f) => f.kind === 'signature');
    expect(signatures.map((f) => [f.signer_id, f.page])).toEqual([
      [primaryId, 3],
      [spouseId, 3],
    ]);
    // The taxpayer's line is above the spouse's; the date sits on the signature's row.
    expect(signatures[0]!.bottom).toBeGreaterThan(signatures[1]!.bottom);
    const date = placement.fields.find((f) => f.kind === 'date' && f.signer_id === primaryId)!;
    expect(date.page).toBe(3);
    expect(date.left).toBeGreaterThan(signatures[0]!.left + signatures[0]!.width);
    for (const field of placement.fields)
      expect(field.left + field.width).toBeLessThanOrEqual(placement.pages[2]!.width);
  });

  it('saves the fields as placed, checked one by one, only before it is sent', async () => {
    const { id, primaryId, spouseId } = await placedRequest();
    const { pages } = (await fieldsOf(id)).body as FieldPlacementDto;
    const field = (more: Partial<SignatureFieldDto>): SignatureFieldDto => ({
      id: 'f1',
      signer_id: primaryId,
      kind: 'signature',
      page: 1,
      left: 72,
      bottom: 72,
      width: 180,
      height: 28,
      ...more,
    });
    const placed = [
      field({}),
      field({ id: 'f2', kind: 'initials', page: 2, width: 64 }),
      field({ id: 'f3', signer_id: spouseId, page: 3, bottom: 120 }),
      field({
        id: 'f4',
        signer_id: spouseId,
        kind: 'text',
        page: 3,
        bottom: 90,
        width: 160,
        height: 20,
      }),
    ];
    const saved = await save(id, placed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ suggested: false, fields: placed });
    expect((await fieldsOf(id)).body.fields).toEqual(placed);

    const refused = async (fields: SignatureFieldDto[]) => {
      const res = await save(id, fields);
      return [res.status, res.body.error];
    };
    expect(await refused([field({ signer_id: 'u-someone-else' })])).toEqual([
      400,
      FIELD_MESSAGES.unknownSigner,
    ]);
    expect(await refused([field({ page: 4 })])).toEqual([400, FIELD_MESSAGES.offPage]);
    expect(await refused([field({ left: pages[0]!.width - 100 })])).toEqual([
      400,
      FIELD_MESSAGES.offPage,
    ]);
    expect(await refused([field({ height: 4 })])).toEqual([400, FIELD_MESSAGES.tooSmall]);
    expect(await refused([field({}), field({ page: 2 })])).toEqual([
      400,
      FIELD_MESSAGES.duplicateId,
    ]);
    expect((await refused([field({ kind: 'stamp' as never })]))[0]).toBe(400);
    // Nothing refused was kept.
    expect((await fieldsOf(id)).body.fields).toEqual(placed);
    // Nothing can be saved once it went out.
    await testApi()
      .store.doc(`${signatureRequestsPath(DEMO_FIRM_ID)}/${id}`)
      .update({ status: 'sent' });
    expect(await refused(placed)).toEqual([409, FIELD_MESSAGES.notPlaceable]);
  });

  it('is staff’s: a client reads nothing; a processing request is not ready', async () => {
    const { id } = await placedRequest();
    expect((await fieldsOf(id, 'clientOneEntity')).status).toBe(403);
    await testApi()
      .store.doc(`${signatureRequestsPath(DEMO_FIRM_ID)}/${id}`)
      .update({ status: 'processing' });
    const early = await fieldsOf(id);
    expect([early.status, early.body.error]).toEqual([409, SAY.stillProcessing]);
  });
});
