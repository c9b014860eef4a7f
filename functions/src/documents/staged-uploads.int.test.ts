// The sweep of staged files (issue 15): an upload never processed, and a drop never sent, leave
// their staged files until an hour after their window closed, when the hourly job deletes them and
// their records; a received drop cleared its staged files when it was received and is never swept.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { onePagePdf, putFiles } from '../../test/support/upload-files';
import { documentsRepo } from './documents.repo';
import { dropLinkRepo } from './drop-link.repo';
import { SWEEP_GRACE_MS, sweepStagedUploads } from './staged-uploads.jobs';
import { UPLOAD_TTL_MS } from './uploads.service';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

describe('the sweep of staged files', () => {
  it('deletes what unfinished uploads and drops left, once their window is long closed', async () => {
    const { store: db, deps, clock } = testApi();
    const sweep = () => sweepStagedUploads({ db, blobs: deps.blobs, clock });
    const user = await createFixtureUser(db, () => clock.now(), { groupId: DEMO_GROUPS.north });
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const partner = `Bearer ${await testApi().tokenFor('partner')}`;
    const pdf = await onePagePdf('Form W-2 Wage and Tax Statement');

    // A vault upload whose file arrived but was never processed.
    const upload = await http()
      .post('/api/integrations/temporary_upload_link')
      .set('Authorization', authorization)
      .send({ company_id: user.companyId, files: [{ name: 'W-2.pdf', size: pdf.length }] });
    expect(upload.status).toBe(201);
    await putFiles(http, upload.body.files, [{ bytes: pdf }]);
    const uploadStaged = `staged/${user.firmId}/${upload.body.upload_id}/0`;
    expect(await deps.blobs.stat(uploadStaged)).not.toBeNull();

    // Two drops: one chosen and never sent, one sent.
    const token = (await http().get('/api/drop_link').set('Authorization', partner)).body
      .token as string;
    const startDrop = async (ip: string) => {
      const started = await http()
        .post('/api/drop_link/temporary_upload_link')
        .set('X-Forwarded-For', ip)
        .send({ token, files: [{ name: 'W-2.pdf', size: pdf.length }] });
      expect(started.status).toBe(201);
      await putFiles(http, started.body.files, [{ bytes: pdf }]);
      return started.body.upload_id as string;
    };
    const unsent = await startDrop('198.51.100.1');
    const sent = await startDrop('198.51.100.2');
    const submitted = await http()
      .post('/api/drop_link/submit')
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ token, upload_id: sent, sender_name: 'Sam Sent', sender_email: 'sam@example.com' });
    expect(submitted.status).toBe(200);
    const drops = dropLinkRepo(db);
    const sentDrop = (await drops.getDrop(user.firmId, sent))!;
    // Received: its staged copy is gone at once, its kept copy stays.
    expect(await deps.blobs.stat(sentDrop.files[0]!.stagedPath)).toBeNull();
    expect(await deps.blobs.stat(sentDrop.files[0]!.blobPath!)).not.toBeNull();
    const unsentStaged = (await drops.getDrop(user.firmId, unsent))!.files[0]!.stagedPath;

    // Nothing is swept while a window is open, or within the hour after it closed.
    expect(await sweep()).toBe(0);
    clock.advance(UPLOAD_TTL_MS + SWEEP_GRACE_MS - 60_000);
    expect(await sweep()).toBe(0);
    expect(await deps.blobs.stat(uploadStaged)).not.toBeNull();

    clock.advance(2 * 60_000);
    expect(await sweep()).toBe(2);
    expect(await deps.blobs.stat(uploadStaged)).toBeNull();
    expect(await documentsRepo(db).getUpload(user.firmId, upload.body.upload_id)).toBeNull();
    expect(await deps.blobs.stat(unsentStaged)).toBeNull();
    expect(await drops.getDrop(user.firmId, unsent)).toBeNull();
    // The received drop stays, with its file.
    expect((await drops.getDrop(user.firmId, sent))?.status).toBe('received');
    expect(await deps.blobs.stat(sentDrop.files[0]!.blobPath!)).not.toBeNull();
    expect(await sweep()).toBe(0);
  });
});
