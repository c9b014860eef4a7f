// Imports through the API: templates behind expiring links, the upload-then-commit flow, every
// validation rule of spec 3 §5, the restricted types, and that nothing half-written is an import.
import { describe, expect, it } from 'vitest';
import {
  NO_ASSIGNEE,
  NO_DESCRIPTION,
  IMPORT_STARTED,
  NO_FILE_TYPE,
  NO_FILES,
  NO_LIST_TYPE,
  NO_TAX_SOFTWARE,
  NO_YEAR,
  RESTRICTED_TYPE,
  type ImportCommitDto,
  type ImportUploadDto,
} from '@portico/common/imports/imports';
import { DEMO_FIRM_ID, DEMO_USERS, type DemoRole } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { relativeUrl as relative, useHttpWithBlobs } from '../../test/support/blob-http';
import { clientList, csvFile, CSV, importCalls } from '../../test/support/imports';
import { stagedPath } from './import-blob-paths';
import { sweepImportUploads, SWEEP_GRACE_MS } from './imports.jobs';
import { importsPath, importsRepo, importUploadsPath } from './imports.repo';
import { LINK_TTL_MS, UPLOAD_TTL_MS } from './imports.service';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const { auth, start, commit, put, importAs } = importCalls(testApi, http);
/** A kind kept for the onboarding team (a client list is imported at once: client-list tests). */
/** What the onboarding team processes (not the portal): another document. */
const otherDocument = () => ({
  ...clientList(),
  documentType: 'other_document',
  documentName: 'Engagement letters',
});

async function countDocs(path: string) {
  return (await testApi().store.collection(path).get()).size;
}

describe('client list templates', () => {
  it('answers a signed link to a CSV of the individuals columns, which expires', async () => {
    const res = await http()
      .get('/api/imports/client_list_template/individuals')
      .set('Authorization', await auth('full'));
    expect(res.status).toBe(200);
    const link = (res.body as { document: { data: { link: string } } }).document.data.link;
    const file = await http().get(relative(link));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="client-list-individuals.csv"; filename*=UTF-8''client-list-individuals.csv`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.text.split('\r\n')[0]).toMatch(/^First Name,Last Name,Email,Phone Number,/);

    testApi().clock.advance(LINK_TTL_MS + 1000);
    const expired = await http().get(relative(link));
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({ error: 'This link is invalid or has expired' });
  });

  it('answers the businesses template with entity columns', async () => {
    const res = await http()
      .get('/api/imports/client_list_template/businesses')
      .set('Authorization', await auth('groupNorth'));
    const file = await http().get(relative(res.body.document.data.link));
    expect(file.text).toMatch(/^Entity Name,Entity Type,Business Email,/);
  });

  it('answers the staff list template with the columns of an invitation', async () => {
    const res = await http()
      .get('/api/imports/client_list_template/staff')
      .set('Authorization', await auth('partner'));
    const file = await http().get(relative(res.body.document.data.link));
    expect(file.text).toBe('First Name,Last Name,Email,Access Level,Firm Group\r\n');
    expect(file.headers['content-disposition']).toContain('filename="staff-list.csv"');
  });

  it('refuses an unknown template, clients and anonymous callers', async () => {
    const unknown = await http()
      .get('/api/imports/client_list_template/contractors')
      .set('Authorization', await auth('partner'));
    expect(unknown.status).toBe(400);
    const client = await http()
      .get('/api/imports/client_list_template/individuals')
      .set('Authorization', await auth('clientOneEntity'));
    expect(client.status).toBe(403);
    expect((await http().get('/api/imports/client_list_template/individuals')).status).toBe(401);
  });

  it('does not let a signed link be altered to read another file', async () => {
    const res = await http()
      .get('/api/imports/client_list_template/individuals')
      .set('Authorization', await auth('partner'));
    const link = relative(res.body.document.data.link);
    expect((await http().get(link.replace('individuals', 'businesses'))).status).toBe(403);
    // Nor to serve it as another type, or without the type it pins.
    expect((await http().get(link.replace('text%2Fcsv', 'text%2Fhtml'))).status).toBe(403);
    expect((await http().get(link.replace('attachment', 'inline'))).status).toBe(403);
    expect((await http().get(link.replace(/&response-content-type=[^&]*/, ''))).status).toBe(403);
  });
});

describe('uploading an import', () => {
  it('stores the files and a received import record, then answers the processing time', async () => {
    const answer = await importAs('partner', otherDocument());
    expect(answer.message).toBe(
      'Your file has been uploaded. Our onboarding team will process it in about 2 business days.',
    );
    expect(answer.import).toMatchObject({
      document_type: 'other_document',
      document_name: 'Engagement letters',
      list_type: null,
      assigned_firm_user_id: null,
      comment: 'Our 2025 clients',
      tax_software: null,
      year: null,
      status: 'received',
      progress: null,
      problems: [],
      created_by: DEMO_USERS.partner.id,
      // Another document's type is decided by its content: text.
      files: [{ name: 'clients.csv', size: Buffer.byteLength(CSV), content_type: 'text/plain' }],
    });
    const stored = await testApi()
      .store.doc(`${importsPath(DEMO_FIRM_ID)}/${answer.import.id}`)
      .get();
    expect(stored.get('status')).toBe('received');
    const path = (stored.get('files') as { path: string }[])[0]!.path;
    expect(path).toMatch(new RegExp(`^firms/${DEMO_FIRM_ID}/imports/${answer.import.id}/`));

    const link = await http()
      .get(`/api/imports/${answer.import.id}/files/0/link`)
      .set('Authorization', await auth('partner'));
    expect(link.status).toBe(200);
    expect((await http().get(relative(link.body.document.data.link))).text).toBe(CSV);
  });

  it('starts rollover documents at once and keeps only their options', async () => {
    const answer = await importAs('admin', {
      ...clientList(),
      documentType: 'rollover_items_import',
      taxSoftware: 'Drake',
      year: 2024,
    } as never);
    expect(answer.message).toBe(IMPORT_STARTED);
    expect(answer.import).toMatchObject({
      status: 'processing',
      list_type: null,
      assigned_firm_user_id: null,
      tax_software: 'Drake',
      year: 2024,
    });
  });

  it('answers the same import when a commit is repeated, writing nothing twice', async () => {
    const started = (await start('full', otherDocument())).body as ImportUploadDto;
    await put(started.files[0]!.upload_url, CSV);
    const first = await commit('full', started.upload_id);
    const again = await commit('full', started.upload_id);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.import).toEqual(first.body.import);
  });

  it('drops zero-size and duplicate-named files and says which', async () => {
    const res = await start(
      'partner',
      clientList([csvFile('a.csv'), csvFile('empty.csv', ''), csvFile('a.csv'), csvFile('b.csv')]),
    );
    expect(res.status).toBe(201);
    expect(res.body.files.map((f: { name: string }) => f.name)).toEqual(['a.csv', 'b.csv']);
    expect(res.body.dropped).toEqual([
      { name: 'empty.csv', reason: 'empty' },
      { name: 'a.csv', reason: 'duplicate' },
    ]);
  });
});

describe('validation (spec 3 §5)', () => {
  const cases: [string, object, string][] = [
    ['no file at all', { ...clientList([]) }, NO_FILES],
    ['only empty and duplicate files', clientList([csvFile('x.csv', '')]), NO_FILES],
    ['no file type', { ...clientList(), documentType: undefined }, NO_FILE_TYPE],
    ['an unknown file type', { ...clientList(), documentType: 'tax_return' }, NO_FILE_TYPE],
    ['a client list without a list type', { ...clientList(), listType: undefined }, NO_LIST_TYPE],
    ['a client list of an unknown list type', { ...clientList(), listType: 'pets' }, NO_LIST_TYPE],
    [
      'a client list without an assignee',
      { ...clientList(), assignedFirmUserId: undefined },
      NO_ASSIGNEE,
    ],
    [
      'a client list assigned to a client',
      { ...clientList(), assignedFirmUserId: DEMO_USERS.clientOneEntity.id },
      'Choose an assignee from your firm',
    ],
    [
      'a client list assigned to another firm’s user',
      { ...clientList(), assignedFirmUserId: DEMO_USERS.otherFirmPartner.id },
      'Choose an assignee from your firm',
    ],
    [
      'zipped rollover items without a tax software',
      { documentType: 'zipped_rollover_items', files: [csvFile('items.zip')] },
      NO_TAX_SOFTWARE,
    ],
    [
      'zipped rollover items of an unknown tax software',
      { documentType: 'zipped_rollover_items', taxSoftware: 'Abacus', files: [csvFile()] },
      NO_TAX_SOFTWARE,
    ],
    [
      'another document without a description',
      { documentType: 'other_document', documentName: '  ', files: [csvFile()] },
      NO_DESCRIPTION,
    ],
    [
      'a rollover items import without a year',
      { documentType: 'rollover_items_import', taxSoftware: 'Lacerte', files: [csvFile()] },
      NO_YEAR,
    ],
    [
      'a rollover items import without a tax software',
      { documentType: 'rollover_items_import', year: 2025, files: [csvFile()] },
      NO_TAX_SOFTWARE,
    ],
    [
      'a rollover items CSV without a year',
      { documentType: 'rollover_items_csv', files: [csvFile()] },
      NO_YEAR,
    ],
    [
      'a rollover items CSV of a year outside 2018-2025',
      { documentType: 'rollover_items_csv', year: 2017, files: [csvFile()] },
      NO_YEAR,
    ],
  ];
  for (const [what, body, message] of cases) {
    it(`refuses ${what}: 400 '${message}', nothing written`, async () => {
      const before = await countDocs(importUploadsPath(DEMO_FIRM_ID));
      const res = await start('partner', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
      expect(await countDocs(importUploadsPath(DEMO_FIRM_ID))).toBe(before);
    });
  }

  it('accepts each type with exactly its required options', async () => {
    const valid: object[] = [
      { documentType: 'staff_list', files: [csvFile()] },
      { documentType: 'zipped_rollover_items', taxSoftware: 'UltraTax', files: [csvFile()] },
      { documentType: 'other_document', documentName: 'Engagement letters', files: [csvFile()] },
      { documentType: 'rollover_items_csv', year: 2018, files: [csvFile()] },
    ];
    for (const body of valid) expect((await start('partner', body)).status).toBe(201);
  });

  it('refuses a file over 150 MB with 413 before anything is stored', async () => {
    const res = await start('partner', {
      ...clientList([{ name: 'huge.csv', size: 150 * 1024 * 1024 + 1, contentType: 'text/csv' }]),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'huge.csv is larger than 150 MB' });
  });
});

describe('who may import', () => {
  const restricted = [
    { documentType: 'rollover_items_import', taxSoftware: 'Drake', year: 2025, files: [csvFile()] },
    { documentType: 'rollover_items_csv', year: 2025, files: [csvFile()] },
  ];
  for (const body of restricted) {
    it(`lets only partners and admins use ${body.documentType}`, async () => {
      expect((await start('partner', body)).status).toBe(201);
      expect((await start('admin', body)).status).toBe(201);
      for (const role of ['full', 'groupNorth', 'groupSouth'] as const) {
        const res = await start(role, body);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: RESTRICTED_TYPE });
      }
    });
  }

  it('refuses clients, read-only clients and anonymous callers', async () => {
    for (const role of ['clientOneEntity', 'clientReadOnly'] as const)
      expect((await start(role, clientList())).status).toBe(403);
    expect((await http().post('/api/imports/uploads').send(clientList())).status).toBe(401);
  });

  it('keeps an import from another firm, and from staff who did not upload it', async () => {
    const answer = await importAs('groupNorth', clientList());
    const id = answer.import.id;
    const get = async (role: DemoRole, path: string) =>
      http()
        .get(path)
        .set('Authorization', await auth(role));
    for (const role of ['otherFirmPartner', 'full', 'groupSouth'] as const) {
      expect((await get(role, `/api/imports/${id}`)).status).toBe(404);
      expect((await get(role, `/api/imports/${id}/files/0/link`)).status).toBe(404);
    }
    for (const role of ['groupNorth', 'partner', 'admin'] as const)
      expect((await get(role, `/api/imports/${id}`)).status).toBe(200);
    expect((await get('partner', `/api/imports/${id}/files/1/link`)).status).toBe(404);
  });

  it('lets nobody but the uploader commit an upload', async () => {
    const started = (await start('partner', clientList())).body as ImportUploadDto;
    await put(started.files[0]!.upload_url, CSV);
    expect((await commit('otherFirmPartner', started.upload_id)).status).toBe(404);
    expect((await commit('admin', started.upload_id)).status).toBe(404);
    expect((await commit('clientOneEntity', started.upload_id)).status).toBe(403);
    expect((await commit('partner', started.upload_id)).status).toBe(201);
  });
});

describe('nothing half-written', () => {
  const importExists = async (id: string) =>
    (
      await testApi()
        .store.doc(`${importsPath(DEMO_FIRM_ID)}/${id}`)
        .get()
    ).exists;

  it('refuses a commit before the files arrived, and no import exists', async () => {
    const started = (await start('partner', clientList([csvFile('a.csv'), csvFile('b.csv')])))
      .body as ImportUploadDto;
    await put(started.files[0]!.upload_url, CSV);
    const res = await commit('partner', started.upload_id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'b.csv was not uploaded. Please try again.' });
    expect(await importExists(started.upload_id)).toBe(false);
    // The orphan a.csv is not an import either.
    const seen = await http()
      .get(`/api/imports/${started.upload_id}`)
      .set('Authorization', await auth('partner'));
    expect(seen.status).toBe(404);
  });

  it('refuses a file that arrived cut short', async () => {
    const started = (await start('partner', clientList())).body as ImportUploadDto;
    await put(started.files[0]!.upload_url, CSV.slice(0, 5));
    const res = await commit('partner', started.upload_id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'clients.csv was not uploaded completely. Please try again.',
    });
    expect(await importExists(started.upload_id)).toBe(false);
  });

  it('refuses a commit after the upload window closed', async () => {
    const started = (await start('partner', clientList())).body as ImportUploadDto;
    await put(started.files[0]!.upload_url, CSV);
    testApi().clock.advance(UPLOAD_TTL_MS + 1000);
    const res = await commit('partner', started.upload_id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'This upload has expired. Please upload the files again.' });
    expect(await importExists(started.upload_id)).toBe(false);
  });

  it('accepts a signed upload URL only as issued and before it expires', async () => {
    const started = (await start('partner', clientList())).body as ImportUploadDto;
    const url = started.files[0]!.upload_url;
    expect((await put(url.replace(/signature=[0-9a-f]{4}/, 'signature=0000'), CSV)).status).toBe(
      403,
    );
    expect((await put(url.replace('clients.csv', 'other.csv'), CSV)).status).toBe(403);
    // A write URL does not read.
    expect((await http().get(relative(url))).status).toBe(403);
    testApi().clock.advance(UPLOAD_TTL_MS + 1000);
    expect((await put(url, CSV)).status).toBe(403);
  });
});

describe('files as stored and served (issue 11)', () => {
  const HTML = '<html><script>alert(document.cookie)</script></html>';
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const BINARY = Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x41]);
  const declaredHtml = (name: string, bytes: Buffer) => ({
    name,
    size: bytes.length,
    contentType: 'text/html',
  });

  /** Uploads each file claiming text/html, commits, and answers each file as served. */
  async function importAndServe(body: object, contents: Buffer[]) {
    const upload = (await start('partner', body)).body as ImportUploadDto;
    for (const [i, target] of upload.files.entries()) {
      const res = await http()
        .put(relative(target.upload_url))
        .set('Content-Type', 'text/html')
        .send(contents[i]!);
      expect(res.status).toBe(200);
    }
    const committed = await commit('partner', upload.upload_id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    const served = [];
    for (const index of upload.files.keys()) {
      const link = await http()
        .get(`/api/imports/${upload.upload_id}/files/${index}/link`)
        .set('Authorization', await auth('partner'));
      served.push(await http().get(relative(link.body.document.data.link)).buffer(true));
    }
    return { record: (committed.body as ImportCommitDto).import, served };
  }

  it('serves an HTML upload as a text download, never as a page of the portal', async () => {
    const bytes = Buffer.from(HTML);
    const { record, served } = await importAndServe(
      {
        documentType: 'other_document',
        documentName: 'Notes',
        files: [declaredHtml('notes.html', bytes)],
      },
      [bytes],
    );
    expect(record.files[0]!.content_type).toBe('text/plain');
    expect(served[0]!.headers).toMatchObject({
      'content-type': 'text/plain',
      'content-disposition': `attachment; filename="notes.html"; filename*=UTF-8''notes.html`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('decides each type from the bytes and the import kind, and previews only safe images', async () => {
    const csv = Buffer.from(CSV);
    const body = {
      ...clientList([
        declaredHtml('clients.csv', csv),
        declaredHtml('logo.png', PNG),
        declaredHtml('data.bin', BINARY),
      ]),
    };
    const { record, served } = await importAndServe(body, [csv, PNG, BINARY]);
    expect(record.files.map((file) => file.content_type)).toEqual([
      'text/csv',
      'image/png',
      'application/octet-stream',
    ]);
    expect(served.map((file) => file.headers['content-type'])).toEqual([
      'text/csv',
      'image/png',
      'application/octet-stream',
    ]);
    expect(served.map((file) => file.headers['content-disposition']?.split(';')[0])).toEqual([
      'attachment',
      'inline',
      'attachment',
    ]);
    expect(served[1]!.body).toEqual(PNG);
  });

  it('names a download with a name that is not plain ASCII, safely', async () => {
    const csv = Buffer.from(CSV);
    const { served } = await importAndServe(
      clientList([declaredHtml('Clients "2025" é.csv', csv)]),
      [csv],
    );
    expect(served[0]!.headers['content-disposition']).toBe(
      `attachment; filename="Clients _2025_ _.csv"; filename*=UTF-8''Clients%20%222025%22%20%C3%A9.csv`,
    );
  });
});

describe('upload URLs write once (issue 11)', () => {
  it('refuses a second PUT to an upload URL with 412, keeping the first file', async () => {
    const started = (await start('partner', clientList())).body as ImportUploadDto;
    const url = started.files[0]!.upload_url;
    expect((await put(url, CSV)).status).toBe(200);
    const again = await put(url, 'Replaced,File\r\n');
    expect(again.status).toBe(412);
    expect(again.body).toEqual({ error: 'This file was already uploaded' });
    expect((await commit('partner', started.upload_id)).status).toBe(201);
  });

  it('never lets a PUT after the commit change what the import serves', async () => {
    const started = (await start('partner', clientList())).body as ImportUploadDto;
    const url = started.files[0]!.upload_url;
    await put(url, CSV);
    const committed = (await commit('partner', started.upload_id)).body as ImportCommitDto;
    const served = async () => {
      const link = await http()
        .get(`/api/imports/${committed.import.id}/files/0/link`)
        .set('Authorization', await auth('partner'));
      return (await http().get(relative(link.body.document.data.link))).text;
    };
    // As long as the announced file (a link takes no more bytes than announced).
    const tampered = CSV.replace(/[A-Za-z]/g, 'X');
    expect((await put(url, tampered)).status).toBe(412);
    // Even with the staged file gone, the URL writes only there, never to the import's copy.
    await testApi().deps.blobs.delete(
      stagedPath({ firmId: DEMO_FIRM_ID, id: started.upload_id }, 0, 'clients.csv'),
    );
    expect((await put(url, tampered)).status).toBe(200);
    expect(await served()).toBe(CSV);
    expect(committed.import.files[0]!.size).toBe(Buffer.byteLength(await served()));
  });
});

describe('sweeping abandoned uploads', () => {
  it('deletes the files of uploads never committed, keeps imports, and forgets both uploads', async () => {
    const abandoned = (await start('partner', clientList())).body as ImportUploadDto;
    await put(abandoned.files[0]!.upload_url, CSV);
    const kept = await importAs('admin', clientList());
    const blobs = testApi().deps.blobs;
    const orphan = stagedPath({ firmId: DEMO_FIRM_ID, id: abandoned.upload_id }, 0, 'clients.csv');
    const spent = stagedPath({ firmId: DEMO_FIRM_ID, id: kept.import.id }, 0, 'clients.csv');
    expect(await blobs.stat(orphan)).not.toBeNull();
    expect(await blobs.stat(spent)).not.toBeNull();
    const deps = { repo: importsRepo(testApi().store), blobs, clock: testApi().clock };

    // Within the window (and its grace) nothing is touched.
    testApi().clock.advance(UPLOAD_TTL_MS);
    await sweepImportUploads(deps);
    expect(await blobs.stat(orphan)).not.toBeNull();

    testApi().clock.advance(SWEEP_GRACE_MS + 1000);
    while ((await sweepImportUploads(deps)) > 0);
    expect(await blobs.stat(orphan)).toBeNull();
    // The committed upload's staged file goes too; the import keeps its own copy.
    expect(await blobs.stat(spent)).toBeNull();
    expect(await countDocs(importUploadsPath(DEMO_FIRM_ID))).toBe(0);
    const link = await http()
      .get(`/api/imports/${kept.import.id}/files/0/link`)
      .set('Authorization', await auth('admin'));
    expect((await http().get(relative(link.body.document.data.link))).text).toBe(CSV);
    // A late commit of the swept upload finds nothing to commit.
    expect((await commit('partner', abandoned.upload_id)).status).toBe(404);
  });
});
