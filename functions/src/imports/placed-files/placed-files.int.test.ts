// Zipped rollover documents imported on the spot (issue 49): each file of the zip goes to the
// entity whose tax software client id or external entity id its name carries, into its
// prior-year documents folder; the rest wait in the import for the staff to place by hand; a
// second import of the same zip files nothing twice.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { defaultTaxYear } from '@portico/common/firm/tax-years';
import { IMPORT_STARTED, type ImportDto } from '@portico/common/imports/imports';
import { PLACE_MESSAGES, priorYearDocumentsFolder } from '@portico/common/imports/placed-files';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { entityKnownAs, importCalls } from '../../../test/support/imports';
import { onePagePdf } from '../../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const { auth, importAs } = importCalls(testApi, http);

async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, bytes] of Object.entries(files)) zip.file(name, bytes);
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function importZip(bytes: Buffer) {
  const answer = await importAs(
    'partner',
    {
      documentType: 'zipped_rollover_items',
      taxSoftware: 'UltraTax',
      files: [{ name: 'organizers.zip', size: bytes.length, contentType: 'application/zip' }],
    },
    bytes,
  );
  await testApi().drainQueue();
  const res = await http()
    .get(`/api/imports/${answer.import.id}`)
    .set('Authorization', await auth('partner'));
  return { answer, done: (res.body as { import: ImportDto }).import };
}

async function filesIn(companyId: string, path: string): Promise<string[]> {
  const partner = await testApi().as('partner');
  const res = await partner.get('documents').query({ company_id: companyId, path });
  if (res.status === 404) return [];
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { files: { name: string }[] }).files.map((f) => f.name);
}

describe('zipped rollover documents', () => {
  it('files each by the id its name carries, leaves the rest to place by hand, and files nothing twice', async () => {
    const tag = Date.now().toString(36).toUpperCase();
    const smith = await entityKnownAs(testApi, { tax_return_id: `10${tag}` });
    const jones = await entityKnownAs(testApi, { external_entity_id: `EXT-${tag}` });
    const zip = await zipOf({
      [`Organizers/10${tag} Smith 2025 Organizer.pdf`]: await onePagePdf('Smith organizer'),
      [`EXT-${tag}_Jones_organizer.pdf`]: await onePagePdf('Jones organizer'),
      'Unknown client organizer.pdf': await onePagePdf('Whose is this?'),
      '__MACOSX/._Unknown client organizer.pdf': 'resource fork',
      '.DS_Store': 'finder',
    });
    const { answer, done } = await importZip(zip);
    expect(answer.message).toBe(IMPORT_STARTED);
    expect(done.status).toBe('completed_with_errors');
    expect(done.progress).toMatchObject({ total: 3, created: 2, failed: 1 });
    expect(done.unplaced).toEqual([
      { file: 0, line: 3, name: 'Unknown client organizer.pdf', reason: PLACE_MESSAGES.noMatch },
    ]);
    const folder = priorYearDocumentsFolder(defaultTaxYear(new Date(done.created_at)));
    expect(await filesIn(smith.id, folder)).toEqual([`10${tag} Smith 2025 Organizer.pdf`]);
    expect(await filesIn(jones.id, folder)).toEqual([`EXT-${tag}_Jones_organizer.pdf`]);

    const partner = await testApi().as('partner');
    const notices = (await partner.get('notifications')).body as NotificationsPageDto;
    expect(notices.notifications.map((n) => n.text)).toContain(
      'Your rollover documents have been imported: 2 files added, 1 file to place by hand',
    );

    // The staff place the one left: it joins the entity they chose and leaves the list.
    const north = await testApi().as('groupNorth');
    expect(
      (
        await north.post(`imports/${answer.import.id}/files/place`, {
          file: 0,
          line: 3,
          company_id: jones.id,
        })
      ).status,
      'only its importer, partners and admins see an import',
    ).toBe(404);
    const placed = await partner.post(`imports/${answer.import.id}/files/place`, {
      file: 0,
      line: 3,
      company_id: jones.id,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((placed.body as { import: ImportDto }).import).toMatchObject({
      unplaced: [],
      progress: { created: 3, failed: 0 },
    });
    expect((await filesIn(jones.id, folder)).sort()).toEqual(
      [`EXT-${tag}_Jones_organizer.pdf`, 'Unknown client organizer.pdf'].sort(),
    );
    const again = await partner.post(`imports/${answer.import.id}/files/place`, {
      file: 0,
      line: 3,
      company_id: smith.id,
    });
    expect([again.status, again.body.error]).toEqual([409, PLACE_MESSAGES.notUnplaced]);
    const client = await testApi().as('clientOneEntity');
    expect(
      (
        await client.post(`imports/${answer.import.id}/files/place`, {
          file: 0,
          line: 1,
          company_id: smith.id,
        })
      ).status,
    ).toBe(403);

    // The same zip again: every file is there already.
    const second = await importZip(zip);
    expect(second.done.progress).toMatchObject({ created: 0, unchanged: 2, failed: 1 });
    expect(await filesIn(smith.id, folder)).toHaveLength(1);
  });

  it('names a zip that will not open', async () => {
    const { done } = await importZip(
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]),
    );
    expect(done.status).toBe('failed');
    expect(done.problems).toEqual([
      'organizers.zip: The zip could not be opened. Zip the files again and import it again.',
    ]);
  });
});
