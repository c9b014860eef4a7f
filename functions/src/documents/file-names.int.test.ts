// One rule for every name a file gets (issue 42 items 4, 5, 7): a signed-in user is told why a
// name cannot be kept (separators, '..', control characters, line breaks, text-direction controls,
// length); an anonymous drop's names are made safe and kept; names in any zip stay inside the
// folder it is extracted to, even names stored before the rule; emoji, CJK and right-to-left
// names are kept as typed; and what arrives must be the size the upload announced.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { binary } from '../../test/support/binary-body';
import { relativeUrl, useHttpWithBlobs } from '../../test/support/blob-http';
import { onePagePdf, putFiles, uploadFiles } from '../../test/support/upload-files';
import { zipEntryNamesOf } from '../../test/support/zip-entries';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const BAD_NAMES: [string, string][] = [
  ['../../../../etc/passwd.pdf', 'A name cannot hold / or \\'],
  ['x/../../evil.pdf', 'A name cannot hold / or \\'],
  ['C:\\Windows\\evil.pdf', 'A name cannot hold / or \\'],
  ['..', 'A name cannot be . or ..'],
  ['evil\r\nBcc: x.pdf', 'A name cannot hold control characters or line breaks'],
  ['\u202efdp.exe', 'A name cannot hold text-direction control characters'],
  ['a\ud83d.pdf', 'name holds a character that is not valid text'],
  [`${'n'.repeat(252)}.pdf`, 'A name can be at most 255 characters'],
];

/** What an unzip tool would do wrong with an entry: leave its folder, or show a lying name. */
const unsafeEntry = (name: string) =>
  name.startsWith('/') ||
  name.split('/').some((segment) => segment === '..' || segment === '.') ||
  /[\\:\r\n\u202a-\u202e\u2066-\u2069]|\p{Cc}/u.test(name);

async function newClient() {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  return { user, companyId: user.companyId!, authorization };
}

const startUpload = (authorization: string, companyId: string, files: object[]) =>
  http()
    .post('/api/integrations/temporary_upload_link')
    .set('Authorization', authorization)
    .send({ company_id: companyId, files });

describe('file names', () => {
  it('refuses a name no file may have, and keeps emoji, CJK and right-to-left names as typed', async () => {
    const { companyId, authorization } = await newClient();
    for (const [name, message] of BAD_NAMES) {
      const refused = await startUpload(authorization, companyId, [{ name, size: 10 }]);
      expect([refused.status, refused.body.error], JSON.stringify(name)).toEqual([400, message]);
    }
    const typed = 'Zoë 😀 中文 فاتورة.pdf';
    const kept = await uploadFiles(
      http,
      authorization,
      companyId,
      [{ name: typed, bytes: await onePagePdf('W-2') }],
      null,
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const id = kept.body.documents[0].id as string;
    expect(kept.body.documents[0].name).toBe(typed);

    // A rename is held to the same rule (the extension stays).
    const rename = (name: string) =>
      http().patch(`/api/documents/${id}`).set('Authorization', authorization).send({ name });
    for (const [name, message] of BAD_NAMES.slice(0, 7)) {
      const refused = await rename(name);
      expect([refused.status, refused.body.error], JSON.stringify(name)).toEqual([400, message]);
    }
    const renamed = await rename('Ünïcödé 🧾 收据');
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe('Ünïcödé 🧾 收据.pdf');
  });

  it('makes an anonymous drop’s names safe, keeps its files, and zips them inside the folder', async () => {
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const token = (await http().get('/api/drop_link').set('Authorization', staff)).body
      .token as string;
    const names = ['x/../../../drop-evil.pdf', '\u202efdp.exe', 'C:\\Users\\evil.pdf'];
    const files = await Promise.all(names.map((_, i) => onePagePdf(`Dropped file ${i}`)));
    const started = await http()
      .post('/api/drop_link/temporary_upload_link')
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ token, files: names.map((name, i) => ({ name, size: files[i]!.length })) });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const made = (started.body.files as { name: string }[]).map((f) => f.name);
    expect(made).toEqual(['x_.._.._.._drop-evil.pdf', '_fdp.exe', 'C:_Users_evil.pdf']);
    await putFiles(
      http,
      started.body.files,
      files.map((bytes) => ({ bytes })),
    );
    const sent = await http()
      .post('/api/drop_link/submit')
      .set('X-Forwarded-For', '203.0.113.77')
      .send({
        token,
        upload_id: started.body.upload_id,
        sender_name: 'Jordan 😀 Lee',
        sender_email: 'jordan@example.com',
      });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const drops = await http().get('/api/drop_link').set('Authorization', staff);
    const drop = (drops.body.drops as { id: string; sender_name: string }[]).find(
      (d) => d.sender_name === 'Jordan 😀 Lee',
    )!;
    const zip = await binary(
      http().post(`/api/drop_link/drops/${drop.id}/download`).set('Authorization', staff),
    );
    expect(zip.status).toBe(200);
    const entries = zipEntryNamesOf(zip.body as Buffer);
    expect(entries.sort()).toEqual(['C__Users_evil.pdf', '_fdp.exe', 'x_.._.._.._drop-evil.pdf']);
    expect(entries.filter(unsafeEntry)).toEqual([]);
  });

  it('zips names stored before the rule into entries that stay inside the folder', async () => {
    const { companyId, authorization } = await newClient();
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const folder = await http()
      .post('/api/documents/folders')
      .set('Authorization', staff)
      .send({ company_id: companyId, path: '/', name: 'Receipts' });
    expect(folder.status).toBe(201);
    const stored = [
      'x/../../evil.pdf',
      '..',
      'C:\\Windows\\evil.pdf',
      'a\r\nb.pdf',
      '\u202efdp.exe',
      'same.pdf',
      'SAME.pdf',
    ];
    const ids: string[] = [];
    for (const index of stored.keys()) {
      const done = await uploadFiles(
        http,
        authorization,
        companyId,
        [{ name: `file-${index}.pdf`, bytes: await onePagePdf(`Receipt ${index}`) }],
        null,
        '/Receipts',
      );
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      ids.push(done.body.documents[0].id as string);
    }
    // As a name stored before the rule would read.
    await Promise.all(
      ids.map((id, index) =>
        testApi()
          .store.doc(`firms/${DEMO_FIRM_ID}/documents/${id}`)
          .update({ name: stored[index] }),
      ),
    );
    for (const body of [{ path: '/Receipts' }, { path: '/' }, { document_ids: ids }]) {
      const zip = await binary(
        http()
          .post('/api/documents/download')
          .set('Authorization', staff)
          .send({ company_id: companyId, ...body }),
      );
      expect(zip.status, JSON.stringify(body)).toBe(200);
      const entries = zipEntryNamesOf(zip.body as Buffer);
      expect(entries, JSON.stringify(body)).toHaveLength(stored.length);
      expect(entries.filter(unsafeEntry)).toEqual([]);
      expect(new Set(entries.map((e) => e.toLowerCase())).size).toBe(stored.length);
    }
  });

  it('keeps only what arrived at the size the upload announced', async () => {
    const { companyId, authorization } = await newClient();
    const bytes = await onePagePdf('A statement');
    const started = await startUpload(authorization, companyId, [
      { name: 'announced-small.pdf', size: 100 },
      { name: 'announced-large.pdf', size: bytes.length + 500 },
    ]);
    expect(started.status).toBe(201);
    const [small, large] = started.body.files as {
      upload_url: string;
      upload_headers: Record<string, string>;
    }[];
    const over = await http()
      .put(relativeUrl(small!.upload_url))
      .set(small!.upload_headers)
      .send(bytes);
    expect([over.status, over.body.error]).toEqual([
      413,
      'The file is larger than the upload announced',
    ]);
    await putFiles(http, [large!], [{ bytes }]);
    const processed = await http()
      .post('/api/integrations/process_document')
      .set('Authorization', authorization)
      .send({ upload_id: started.body.upload_id });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body.documents).toEqual([]);
    expect(processed.body.invalid).toEqual(['announced-large.pdf']);
    expect(processed.body.failed).toEqual(['announced-small.pdf']);
  });
});
