// Annotations on a PDF (issue 15 item 9): staff of a firm with `annotation_enabled` save a file's
// check marks and text boxes as the full list and read them back (an unchanged one keeps its
// times); text over 32 characters, a text box narrower than 80 or an unknown colour are refused
// with nothing saved; clients, a firm without annotations and images are refused.
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { ONE_PIXEL_PNG, onePagePdf, uploadFiles } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const setAnnotations = (on: boolean) =>
  testApi().store.doc(`firms/${DEMO_FIRM_ID}`).update({ 'preferences.annotation_enabled': on });

afterEach(() => setAnnotations(true));

const check = {
  id: 'a1',
  page: 1,
  shape_type: 'check',
  text: '',
  style: { color: 'green', font_size: 12 },
  position_data: { left: 100, bottom: 600, width: 16, height: 16, pageWidth: 612, pageHeight: 792 },
};
const note = {
  id: 'a2',
  page: 1,
  shape_type: 'textbox',
  text: 'Matches the 1099',
  style: { color: 'red', font_size: 12 },
  position_data: {
    left: 300,
    bottom: 500,
    width: 160,
    height: 20,
    pageWidth: 612,
    pageHeight: 792,
  },
};

async function clientWithFiles() {
  const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
    groupId: DEMO_GROUPS.north,
  });
  const client = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const done = await uploadFiles(
    http,
    client,
    user.companyId!,
    [
      { name: 'Statement.pdf', bytes: await onePagePdf(`Statement ${user.id}`) },
      { name: 'Photo.png', bytes: ONE_PIXEL_PNG },
    ],
    null,
  );
  const [pdf, photo] = done.body.documents as { id: string }[];
  return { client, pdfId: pdf!.id, photoId: photo!.id };
}

describe('annotations', () => {
  it('saves the full list and reads it back, keeping an unchanged one’s times', async () => {
    await setAnnotations(true);
    const { pdfId } = await clientWithFiles();
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const path = `/api/documents/${pdfId}/annotations`;
    expect((await http().get(path).set('Authorization', staff)).body).toEqual({ annotations: [] });
    const first = await http()
      .put(path)
      .set('Authorization', staff)
      .send({ annotations: [check] });
    expect(first.status).toBe(200);
    const made = first.body.annotations[0].created_at as string;
    testApi().clock.advance(60_000);
    const second = await http()
      .put(path)
      .set('Authorization', staff)
      .send({ annotations: [check, note] });
    expect(second.status).toBe(200);
    const read = await http().get(path).set('Authorization', staff);
    expect(read.body.annotations).toHaveLength(2);
    expect(read.body.annotations[0]).toMatchObject({
      ...check,
      created_at: made,
      updated_at: made,
    });
    expect(read.body.annotations[1]).toMatchObject(note);
    expect(read.body.annotations[1].created_at).not.toBe(made);

    // Refused whole: nothing of a bad list is saved.
    for (const [bad, message] of [
      [{ ...note, text: 'x'.repeat(33) }, 'Annotation text can be at most 32 characters'],
      [{ ...note, text: '  ' }, 'Please enter the text'],
      [
        { ...note, position_data: { ...note.position_data, width: 79 } },
        'A text box is 80 to 400 wide',
      ],
      [{ ...check, style: { color: 'pink', font_size: 12 } }, 'Choose black, red, green or blue'],
    ] as const) {
      const refused = await http()
        .put(path)
        .set('Authorization', staff)
        .send({ annotations: [bad] });
      expect([refused.status, refused.body.error]).toEqual([400, message]);
    }
    expect((await http().get(path).set('Authorization', staff)).body.annotations).toHaveLength(2);
    // An empty list clears them.
    await http().put(path).set('Authorization', staff).send({ annotations: [] });
    expect((await http().get(path).set('Authorization', staff)).body.annotations).toEqual([]);
  });

  it('is for staff of a firm with annotations, on PDFs', async () => {
    const { client, pdfId, photoId } = await clientWithFiles();
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    await setAnnotations(false);
    const off = await http().get(`/api/documents/${pdfId}/annotations`).set('Authorization', staff);
    expect([off.status, off.body.error]).toEqual([
      403,
      'Annotations are not turned on for your firm',
    ]);
    await setAnnotations(true);
    const byClient = await http()
      .put(`/api/documents/${pdfId}/annotations`)
      .set('Authorization', client)
      .send({ annotations: [check] });
    expect(byClient.status).toBe(403);
    const photo = await http()
      .get(`/api/documents/${photoId}/annotations`)
      .set('Authorization', staff);
    expect([photo.status, photo.body.error]).toEqual([400, 'Only PDFs can be annotated']);
    const otherFirm = `Bearer ${await testApi().tokenFor('otherFirmPartner')}`;
    expect(
      (await http().get(`/api/documents/${pdfId}/annotations`).set('Authorization', otherFirm))
        .status,
    ).toBe(404);
  });
});
