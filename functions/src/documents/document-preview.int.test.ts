// What the preview dialog shows (spec 3 "Documents browser"): a PDF or browser image as it is,
// served inline; a HEIC photo as a JPEG made on the first preview and kept; nothing to another
// firm's or entity's callers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { binary } from '../../test/support/binary-body';
import { relativeUrl, useHttpWithBlobs } from '../../test/support/blob-http';
import { onePagePdf, uploadFiles } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const HEIC = readFileSync(new URL('../../test/fixtures/receipt.heic', import.meta.url));

describe('document preview', () => {
  it('serves a PDF as it is and a HEIC photo as a JPEG, to those who may read them', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const done = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [
        { name: 'return.pdf', bytes: await onePagePdf('2025 return') },
        { name: 'receipt.HEIC', bytes: HEIC },
      ],
      null,
    );
    expect(done.body.documents).toHaveLength(2);
    const [pdf, photo] = done.body.documents as { id: string }[];
    const preview = (id: string, auth = authorization) =>
      http().get(`/api/documents/${id}/preview`).set('Authorization', auth);

    const ofPdf = await preview(pdf!.id);
    expect(ofPdf.body.content_type).toBe('application/pdf');
    const pdfServed = await binary(http().get(relativeUrl(ofPdf.body.url)));
    expect(pdfServed.headers['content-type']).toBe('application/pdf');
    expect(pdfServed.headers['content-disposition']).toMatch(/^inline/);
    expect(pdfServed.body.subarray(0, 5).toString()).toBe('%PDF-');

    const ofPhoto = await preview(photo!.id);
    expect(ofPhoto.status).toBe(200);
    expect(ofPhoto.body.content_type).toBe('image/jpeg');
    const jpeg = await binary(http().get(relativeUrl(ofPhoto.body.url)));
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['content-disposition']).toContain('receipt.jpg');
    expect([...jpeg.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Made once: the next preview serves the same kept JPEG.
    const again = await binary(http().get(relativeUrl((await preview(photo!.id)).body.url)));
    expect(again.body.equals(jpeg.body)).toBe(true);

    const stranger = `Bearer ${await testApi().tokenFor('clientManyEntities')}`;
    expect((await preview(photo!.id, stranger)).status).toBe(404);
  });
});
