// Uploads are judged by their bytes (spec 2 §5 "Uploads"), read in parts and as a stream rather
// than whole: a corpus of good and bad files, small and over the size a PDF is opened at, goes up
// as the browser sends it, and only the real documents are kept, as the type their bytes show,
// with their size and a digest of all their bytes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { documentCorpus } from '../../test/support/document-corpus';
import { uploadFiles } from '../../test/support/upload-files';
import { PDF_OPEN_BYTES } from './document-validation';
import { documentsRepo } from './documents.module';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

describe('upload validation', () => {
  it('keeps the real documents of a corpus, large PDFs included, and refuses the rest', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const corpus = await documentCorpus();
    expect(corpus.filter((f) => f.bytes.length > PDF_OPEN_BYTES)).toHaveLength(5);

    const done = await uploadFiles(http, authorization, user.companyId!, corpus, null);

    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const kept = corpus.filter((f) => f.keptAs);
    expect(done.body.documents.map((d: { name: string }) => d.name)).toEqual(
      kept.map((f) => f.name),
    );
    expect(done.body.invalid).toEqual(corpus.filter((f) => !f.keptAs).map((f) => f.name));
    // The password-protected ones are named as such, so the screen can say to remove it.
    expect(done.body.password_protected).toEqual(
      corpus.filter((f) => f.name.startsWith('protected')).map((f) => f.name),
    );
    expect(done.body).toMatchObject({ duplicates: [], failed: [] });
    expect(corpus.find((f) => f.name === 'bomb.pdf')!.bytes.length).toBeLessThan(1024 * 1024);
    const records = await documentsRepo(testApi().store).listInFolder(
      user.firmId,
      user.companyId!,
      '/',
      false,
    );
    for (const file of kept)
      expect(records.find((r) => r.name === file.name)).toMatchObject({
        contentType: file.keptAs,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
    // Nothing of a refused file is kept.
    expect(records).toHaveLength(kept.length);
  });

  it('refuses a file over 150 MB before it is sent', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const started = await http()
      .post('/api/integrations/temporary_upload_link')
      .set('Authorization', authorization)
      .send({
        company_id: user.companyId,
        files: [{ name: 'huge.pdf', size: 151 * 1024 * 1024 }],
      });
    expect([started.status, started.body.error]).toEqual([400, 'Max size 150 MB']);
  });
});
