// An entity's vault (spec 3 "Documents browser and uploads", §4–§6 Documents): folders and the
// tree, uploads into a folder, renaming with the extension kept, STAFF ONLY folders hidden from
// clients, the firm's limits on clients ('Disabled by firm'), deleting and restoring files and
// whole folders, downloads (images made PDFs for staff), and paths that are not folders.
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { binary } from '../../test/support/binary-body';
import { relativeUrl, useHttpWithBlobs } from '../../test/support/blob-http';
import { ONE_PIXEL_PNG, onePagePdf, uploadFiles } from '../../test/support/upload-files';

const testApi = useTestApi();
const HEIC = readFileSync(new URL('../../test/fixtures/receipt.heic', import.meta.url));
const http = useHttpWithBlobs(testApi);

async function newClient() {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const companyId = user.companyId!;
  const as = (auth: string) => ({
    list: (path = '/', extra: Record<string, string> = {}) =>
      http()
        .get('/api/documents')
        .query({ company_id: companyId, path, ...extra })
        .set('Authorization', auth),
    folder: (path: string, name: string) =>
      http()
        .post('/api/documents/folders')
        .set('Authorization', auth)
        .send({ company_id: companyId, path, name }),
    deleteFolder: (path: string) =>
      http()
        .delete('/api/documents/folders')
        .query({ company_id: companyId, path })
        .set('Authorization', auth),
    restoreFolder: (path: string) =>
      http()
        .post('/api/documents/folders/restore')
        .set('Authorization', auth)
        .send({ company_id: companyId, path }),
    update: (id: string, body: object) =>
      http().patch(`/api/documents/${id}`).set('Authorization', auth).send(body),
    remove: (id: string) => http().delete(`/api/documents/${id}`).set('Authorization', auth),
    restore: (id: string) => http().post(`/api/documents/${id}/restore`).set('Authorization', auth),
    renameFolder: (path: string, name: string) =>
      http()
        .patch('/api/documents/folders')
        .set('Authorization', auth)
        .send({ company_id: companyId, path, name }),
    move: (body: object) =>
      http()
        .post('/api/documents/move')
        .set('Authorization', auth)
        .send({ company_id: companyId, ...body }),
    download: (body: object) =>
      binary(
        http()
          .post('/api/documents/download')
          .set('Authorization', auth)
          .send({ company_id: companyId, ...body }),
      ),
    upload: async (path: string, name: string, content: string | Buffer) => {
      const bytes = typeof content === 'string' ? await onePagePdf(content) : content;
      const done = await uploadFiles(http, auth, companyId, [{ name, bytes }], null, path);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return done.body.documents[0] as { id: string; name: string };
    },
  });
  const staffAuth = `Bearer ${await testApi().tokenFor('partner')}`;
  return { user, companyId, authorization, client: as(authorization), staff: as(staffAuth) };
}

const setPreferences = (preferences: Record<string, unknown>) =>
  testApi()
    .store.doc(`firms/${DEMO_FIRM_ID}`)
    .update(
      Object.fromEntries(Object.entries(preferences).map(([k, v]) => [`preferences.${k}`, v])),
    );

beforeEach(() =>
  setPreferences({
    disable_folder_action: false,
    disable_file_edit_action: false,
    folders_where_client_actions_disabled: [],
  }),
);

describe('the vault', () => {
  it('lists one folder’s folders and files, with the tree, and takes uploads into a folder', async () => {
    const { client, staff, authorization, companyId } = await newClient();
    const empty = await client.list();
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ path: '/', folders: [], files: [], tree: [] });
    expect(empty.body.can).toEqual({
      upload: true,
      edit_folders: true,
      edit_files: true,
      download: true,
    });

    expect((await staff.folder('/', '2025')).status).toBe(201);
    const sub = await client.folder('/2025', 'W-2s');
    expect(sub.status).toBe(201);
    expect(sub.body).toMatchObject({ path: '/2025/W-2s', name: 'W-2s', items_count: 0 });
    const w2 = await client.upload('/2025', 'acme-w2.pdf', 'W-2 Acme');

    const top = await client.list();
    expect(top.body.tree).toEqual(['/2025', '/2025/W-2s']);
    expect(top.body.files).toEqual([]);
    expect(top.body.folders).toMatchObject([{ path: '/2025', name: '2025', items_count: 2 }]);
    const year = await client.list('/2025');
    expect(year.body.folders.map((f: { name: string }) => f.name)).toEqual(['W-2s']);
    expect(year.body.files).toMatchObject([
      { id: w2.id, name: 'acme-w2.pdf', folder: '/2025', content_type: 'application/pdf' },
    ]);

    // Names are unique in a folder; a folder needs a name and a parent that exists.
    expect((await client.folder('/2025', 'W-2s')).body.error).toBe(
      'W-2s already exists in this folder',
    );
    expect((await client.folder('/2025', '  ')).body.error).toBe('Please enter a folder name');
    expect((await client.folder('/2025', 'a/b')).status).toBe(400);
    const orphan = await client.folder('/2030', 'x');
    expect([orphan.status, orphan.body.error]).toEqual([404, 'Folder not found']);
    expect((await client.list('/2030')).status).toBe(404);
    // An upload into a folder that does not exist is refused before any link is made.
    const lost = await http()
      .post('/api/integrations/temporary_upload_link')
      .set('Authorization', authorization)
      .send({ company_id: companyId, path: '/2030', files: [{ name: 'a.pdf', size: 5 }] });
    expect([lost.status, lost.body.error]).toEqual([404, 'Folder not found']);
  });

  it('refuses paths that are not folders', async () => {
    const { client } = await newClient();
    for (const path of ['2025', '/2025/', '/../x', '/a/../b', '//', '/a//b', '\\x', '/a\\b']) {
      const listed = await client.list(path);
      expect([path, listed.status, listed.body.error]).toEqual([path, 400, 'Invalid folder path']);
    }
    // Control characters are refused before any route sees them.
    expect((await client.list('/a\u0000b')).status).toBe(400);
  });

  it('renames a file’s base name only; descriptions are the firm’s', async () => {
    const { client, staff } = await newClient();
    const file = await client.upload('/', 'scan.pdf', 'Scan');
    const renamed = await client.update(file.id, { name: 'Acme W-2 2025' });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Acme W-2 2025.pdf']);
    expect((await client.update(file.id, { name: '' })).body.error).toBe('Please enter a name');
    const described = await client.update(file.id, { description: 'From the employer' });
    expect(described.status).toBe(403);
    const byStaff = await staff.update(file.id, { description: 'From the employer' });
    expect(byStaff.body).toMatchObject({ description: 'From the employer' });
    // Clients never see the firm's description.
    expect((await client.list()).body.files[0].description).toBe('');
    expect((await staff.list()).body.files[0].description).toBe('From the employer');
  });

  it('hides STAFF ONLY folders and what they hold from clients', async () => {
    const { client, staff, authorization } = await newClient();
    await staff.folder('/', 'Workpapers STAFF ONLY');
    const secret = await staff.upload('/Workpapers STAFF ONLY', 'notes.pdf', 'Staff notes');
    expect((await staff.list()).body.tree).toEqual(['/Workpapers STAFF ONLY']);
    const seen = await client.list();
    expect(seen.body.tree).toEqual([]);
    expect(seen.body.folders).toEqual([]);
    expect((await client.list('/Workpapers STAFF ONLY')).status).toBe(404);
    const link = await http()
      .get(`/api/documents/${secret.id}/link`)
      .set('Authorization', authorization);
    expect(link.status).toBe(404);
    expect((await client.folder('/', 'Mine STAFF ONLY')).status).toBe(403);
  });

  it('keeps clients from changing files and folders where the firm said so', async () => {
    const { client, staff } = await newClient();
    const file = await client.upload('/', 'w2.pdf', 'W-2');
    await setPreferences({ disable_file_edit_action: true, disable_folder_action: true });
    expect((await client.list()).body.can).toEqual({
      upload: true,
      edit_folders: false,
      edit_files: false,
      download: true,
    });
    for (const refused of [
      await client.update(file.id, { name: 'x' }),
      await client.remove(file.id),
      await client.folder('/', 'Mine'),
    ])
      expect([refused.status, refused.body.error]).toEqual([403, 'Disabled by firm']);
    // Staff are exempt.
    expect((await staff.update(file.id, { name: 'W-2 Acme' })).status).toBe(200);
    expect((await staff.folder('/', '2024')).status).toBe(201);

    await setPreferences({
      disable_file_edit_action: false,
      disable_folder_action: false,
      folders_where_client_actions_disabled: ['/{year}/Tax Return'],
    });
    await staff.folder('/2024', 'Tax Return');
    const delivered = await staff.upload('/2024/Tax Return', 'return.pdf', 'Return');
    expect((await client.list('/2024/Tax Return')).body.can.edit_files).toBe(false);
    expect((await client.remove(delivered.id)).body.error).toBe('Disabled by firm');
    expect((await client.folder('/2024/Tax Return', 'Extra')).body.error).toBe('Disabled by firm');
    expect((await client.folder('/2024', 'Receipts')).status).toBe(201);
  });

  it('deletes a folder with what it holds, and staff restore it whole', async () => {
    const { client, staff } = await newClient();
    await client.folder('/', 'Receipts');
    await client.folder('/Receipts', 'March');
    const march = await client.upload('/Receipts/March', 'm.pdf', 'March');
    const earlier = await client.upload('/Receipts', 'e.pdf', 'Earlier');
    expect((await client.remove(earlier.id)).status).toBe(204);
    testApi().clock.advance(60_000);

    expect((await client.deleteFolder('/Receipts')).status).toBe(204);
    expect((await client.list()).body).toMatchObject({ folders: [], tree: [] });
    expect((await client.list('/Receipts')).status).toBe(404);
    expect((await client.list('/', { include_deleted: 'true' })).status).toBe(403);
    const withDeleted = await staff.list('/', { include_deleted: 'true' });
    expect(withDeleted.body.folders).toMatchObject([{ name: 'Receipts' }]);
    expect(withDeleted.body.folders[0].deleted_at).not.toBeNull();
    // The system folder never goes.
    expect((await staff.deleteFolder('/_portico')).status).toBe(403);

    expect((await client.restoreFolder('/Receipts')).status).toBe(403);
    expect((await staff.restoreFolder('/Receipts')).status).toBe(204);
    expect((await client.list()).body.tree).toEqual(['/Receipts', '/Receipts/March']);
    expect((await client.list('/Receipts/March')).body.files).toMatchObject([{ id: march.id }]);
    // The file deleted before its folder stays deleted.
    expect((await client.list('/Receipts')).body.files).toEqual([]);
    const back = await staff.restore(earlier.id);
    expect([back.status, back.body.deleted_at]).toEqual([200, null]);
    expect((await client.list('/Receipts')).body.files).toMatchObject([{ id: earlier.id }]);
  });

  it('restores a deleted file unless the entity has the same file again', async () => {
    const { client, staff } = await newClient();
    const bytes = await onePagePdf('Same bytes');
    const first = await client.upload('/', 'a.pdf', bytes);
    await client.remove(first.id);
    await client.upload('/', 'again.pdf', bytes);
    // A deleted file reads as not found to a client.
    expect((await client.restore(first.id)).status).toBe(404);
    const refused = await staff.restore(first.id);
    expect([refused.status, refused.body.error]).toEqual([409, 'a.pdf was already uploaded']);
  });

  it('downloads a folder (staff) or chosen files as a zip of what the caller sees', async () => {
    const { client, staff, authorization } = await newClient();
    await client.folder('/', 'Receipts');
    await client.folder('/Receipts', 'March');
    const marchBytes = await onePagePdf('March receipt');
    const march = await client.upload('/Receipts/March', 'm.pdf', marchBytes);
    const earlier = await client.upload('/Receipts', 'e.pdf', 'Earlier');
    await staff.folder('/', 'Notes STAFF ONLY');
    const secret = await staff.upload('/Notes STAFF ONLY', 'secret.pdf', 'Staff notes');

    const folder = await staff.download({ path: '/Receipts' });
    expect(folder.status).toBe(200);
    expect(folder.headers['content-type']).toBe('application/zip');
    expect(folder.headers['content-disposition']).toContain('filename="Receipts.zip"');
    const zip = folder.body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.toString('latin1')).toContain('March/m.pdf');
    expect(zip.toString('latin1')).toContain('e.pdf');
    // Stored as they are: the file's bytes are in the zip whole.
    expect(zip.indexOf(marchBytes)).toBeGreaterThan(0);

    const refused = await client.download({ path: '/Receipts' });
    expect([refused.status, JSON.parse(refused.body.toString()).error]).toEqual([
      403,
      'Only your firm can download folders',
    ]);
    const chosen = await client.download({ document_ids: [march.id, earlier.id] });
    expect(chosen.status).toBe(200);
    expect((chosen.body as Buffer).toString('latin1')).toContain('m.pdf');
    expect((await client.download({ document_ids: [march.id, secret.id] })).status).toBe(404);
    expect((await client.download({})).status).toBe(400);

    // Past 150 MB in all: 503 with the spec's words.
    await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/documents/${earlier.id}`)
      .update({ size: 151 * 1024 * 1024 });
    const tooLarge = await staff.download({ path: '/Receipts' });
    expect(tooLarge.status).toBe(503);
    expect(JSON.parse(tooLarge.body.toString()).error).toMatch(/^Unfortunately, that folder\/file/);

    // One file's Download link saves it instead of showing it.
    const link = await http()
      .get(`/api/documents/${march.id}/link`)
      .query({ download: 'true' })
      .set('Authorization', authorization);
    const served = await http().get(relativeUrl(link.body.url));
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="m.pdf"/);
  });

  it('makes images PDFs in a staff download, up to 15 MB in all', async () => {
    const { client, staff } = await newClient();
    await client.folder('/', 'Photos');
    const shot = await client.upload('/Photos', 'shot.png', ONE_PIXEL_PNG);
    await client.upload('/Photos', 'receipt.HEIC', HEIC);
    const letter = await onePagePdf('Engagement letter');
    await client.upload('/Photos', 'letter.pdf', letter);

    const converted = await staff.download({ path: '/Photos', convert_images_to_pdf: true });
    expect(converted.status).toBe(200);
    const zip = converted.body as Buffer;
    const text = zip.toString('latin1');
    for (const name of ['shot.pdf', 'receipt.pdf', 'letter.pdf']) expect(text).toContain(name);
    expect(text).not.toContain('shot.png');
    expect(text).not.toContain('receipt.HEIC');
    // Stored, not deflated: each PDF is in the zip whole; the two made of images show them.
    const pdfs = [...text.matchAll(/%PDF-[\s\S]*?%%EOF/g)].map((m) =>
      zip.subarray(m.index, m.index + m[0].length),
    );
    expect(pdfs).toHaveLength(3);
    const images = await Promise.all(
      pdfs.map(async (bytes) => {
        const doc = await PDFDocument.load(bytes);
        expect(doc.getPageCount()).toBe(1);
        return bytes.toString('latin1').includes('/Subtype /Image');
      }),
    );
    expect(images.filter(Boolean)).toHaveLength(2);
    expect(zip.indexOf(letter)).toBeGreaterThan(0);

    // Clients download as stored; converting is the firm's.
    const asClient = await client.download({
      document_ids: [shot.id],
      convert_images_to_pdf: true,
    });
    expect([asClient.status, JSON.parse(asClient.body.toString()).error]).toEqual([
      403,
      'Only your firm can convert images to PDF',
    ]);
    // Past 15 MB in all when converting (150 MB otherwise): 503 with the spec's words.
    await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/documents/${shot.id}`)
      .update({ size: 16 * 1024 * 1024 });
    const tooLarge = await staff.download({ path: '/Photos', convert_images_to_pdf: true });
    expect(tooLarge.status).toBe(503);
    expect(JSON.parse(tooLarge.body.toString()).error).toMatch(/less than 15MB\.$/);
    expect((await staff.download({ path: '/Photos' })).status).toBe(200);
  });

  it('renames a folder with everything inside, deleted files included', async () => {
    const { client, staff } = await newClient();
    await client.folder('/', 'Receipts');
    await client.folder('/Receipts', 'March');
    const march = await client.upload('/Receipts/March', 'm.pdf', 'March');
    const gone = await client.upload('/Receipts', 'g.pdf', 'Gone');
    await client.remove(gone.id);
    await client.folder('/', 'Taxes');

    const taken = await client.renameFolder('/Receipts', 'Taxes');
    expect([taken.status, taken.body.error]).toEqual([409, 'Taxes already exists in this folder']);
    const renamed = await client.renameFolder('/Receipts', 'Expenses');
    expect([renamed.status, renamed.body.path]).toEqual([200, '/Expenses']);
    expect((await client.list()).body.tree).toEqual(['/Expenses', '/Expenses/March', '/Taxes']);
    expect((await client.list('/Expenses/March')).body.files).toMatchObject([{ id: march.id }]);
    expect((await client.list('/Receipts')).status).toBe(404);
    // The file deleted before the rename is restored into the renamed folder.
    expect((await staff.restore(gone.id)).body).toMatchObject({ folder: '/Expenses' });
    expect((await staff.renameFolder('/_portico', 'x')).status).toBe(403);
  });

  it('moves and copies files between folders and to another entity of the client', async () => {
    const now = () => testApi().clock.now();
    const { client, staff } = await newClient();
    await client.folder('/', '2025');
    const w2 = await client.upload('/', 'w2.pdf', 'W-2');
    const paystub = await client.upload('/', 'paystub.pdf', 'Paystub');

    const moved = await client.move({ document_ids: [w2.id], to_path: '/2025' });
    expect(moved.status).toBe(200);
    expect(moved.body.files).toMatchObject([{ id: w2.id, folder: '/2025' }]);
    expect((await client.list('/2025')).body.files.map((f: { id: string }) => f.id)).toEqual([
      w2.id,
    ]);
    const copied = await client.move({ document_ids: [paystub.id], to_path: '/2025', copy: true });
    expect(copied.body.files[0].id).not.toBe(paystub.id);
    expect((await client.list()).body.files.map((f: { id: string }) => f.id)).toEqual([paystub.id]);
    expect((await client.move({ document_ids: [w2.id], to_path: '/Nowhere' })).status).toBe(404);

    // Another entity: a second client's entity is not this client's to change.
    const other = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const refused = await client.move({
      document_ids: [paystub.id],
      to_company_id: other.companyId,
      to_path: '/',
    });
    expect(refused.status).toBe(404);
    // Staff move it there: it leaves this entity (restorable) and arrives there once.
    const across = await staff.move({
      document_ids: [paystub.id],
      to_company_id: other.companyId,
      to_path: '/',
    });
    expect(across.status).toBe(200);
    expect(across.body.duplicates).toEqual([]);
    expect((await client.list()).body.files).toEqual([]);
    const again = await staff.move({
      document_ids: [copied.body.files[0].id],
      to_company_id: other.companyId,
      to_path: '/',
      copy: true,
    });
    expect(again.body).toMatchObject({ files: [], duplicates: ['paystub.pdf'] });
  });
});
