// Document tags (spec 3 §5 Documents, §7): the firm's list, a file's tags (staff see them, clients
// never), 'Tag already exist' in any case, and a deleted tag taken off every file; the firm's
// `document_tags_enabled` flag off keeps staff from changing them.
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { useHttpWithBlobs } from '../../test/support/blob-http';
import { onePagePdf, uploadFiles } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const setTagsEnabled = (on: boolean) =>
  testApi().store.doc(`firms/${DEMO_FIRM_ID}`).update({ 'preferences.document_tags_enabled': on });

afterEach(() => setTagsEnabled(true));

async function clientWithFile() {
  const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
    groupId: DEMO_GROUPS.north,
  });
  const client = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const bytes = await onePagePdf(`Receipt ${user.id}`);
  const done = await uploadFiles(
    http,
    client,
    user.companyId!,
    [{ name: 'receipt.pdf', bytes }],
    null,
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const file = done.body.documents[0] as { id: string };
  const listFiles = async (auth: string) =>
    (
      await http()
        .get('/api/documents')
        .query({ company_id: user.companyId, path: '/' })
        .set('Authorization', auth)
    ).body.files as { id: string; tag_ids: string[] }[];
  return { client, file, listFiles };
}

const as = (auth: string) => ({
  list: () => http().get('/api/documents/tags').set('Authorization', auth),
  create: (tag: string) =>
    http().post('/api/documents/tags').set('Authorization', auth).send({ tag }),
  remove: (id: string) => http().delete(`/api/documents/tags/${id}`).set('Authorization', auth),
  tag: (documentId: string, tagIds: string[]) =>
    http()
      .put(`/api/documents/${documentId}/tags`)
      .set('Authorization', auth)
      .send({ tag_ids: tagIds }),
});

describe('document tags', () => {
  it('are made once per firm, put on a file by staff, and never shown to the client', async () => {
    const { client, file, listFiles } = await clientWithFile();
    const partner = as(`Bearer ${await testApi().tokenFor('partner')}`);
    const name = `Receipts ${file.id.slice(0, 6)}`;
    const made = await partner.create(`  ${name} `);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toEqual({ id: expect.any(String), name });
    const again = await partner.create(name.toUpperCase());
    expect([again.status, again.body.error]).toEqual([409, 'Tag already exist']);
    expect((await partner.create('   ')).body.error).toBe('Please enter a tag name');
    expect((await partner.list()).body.tags).toContainEqual(made.body);

    const tagged = await partner.tag(file.id, [made.body.id, made.body.id]);
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.tag_ids).toEqual([made.body.id]);
    const staffView = await listFiles(`Bearer ${await testApi().tokenFor('groupNorth')}`);
    expect(staffView.find((f) => f.id === file.id)?.tag_ids).toEqual([made.body.id]);
    expect((await listFiles(client)).find((f) => f.id === file.id)?.tag_ids).toEqual([]);

    // Only the firm's own document tags; the client may not tag at all.
    const unknown = await partner.tag(file.id, ['no-such-tag']);
    expect([unknown.status, unknown.body.error]).toEqual([
      400,
      'One of those tags no longer exists',
    ]);
    expect((await as(client).tag(file.id, [made.body.id])).status).toBe(403);
    expect((await as(client).list()).status).toBe(403);
  });

  it('deleting a tag takes it off every file; a group-limited advisor may not delete', async () => {
    const { file, listFiles } = await clientWithFile();
    const partnerAuth = `Bearer ${await testApi().tokenFor('partner')}`;
    const partner = as(partnerAuth);
    const keep = await partner.create(`Keep ${file.id.slice(0, 6)}`);
    const drop = await partner.create(`Drop ${file.id.slice(0, 6)}`);
    await partner.tag(file.id, [keep.body.id, drop.body.id]);

    const group = as(`Bearer ${await testApi().tokenFor('groupNorth')}`);
    expect((await group.remove(drop.body.id)).status).toBe(403);
    expect((await partner.remove(drop.body.id)).status).toBe(204);
    expect((await partner.remove(drop.body.id)).status).toBe(404);
    expect((await partner.list()).body.tags).not.toContainEqual(drop.body);
    expect((await listFiles(partnerAuth)).find((f) => f.id === file.id)?.tag_ids).toEqual([
      keep.body.id,
    ]);
  });

  it('with the firm’s document tags off, staff read the list but change nothing', async () => {
    const { file } = await clientWithFile();
    const partner = as(`Bearer ${await testApi().tokenFor('partner')}`);
    const made = await partner.create(`Off ${file.id.slice(0, 6)}`);
    await setTagsEnabled(false);
    const message = 'Document tags are turned off for this firm';
    const refused = await Promise.all([
      partner.create('Another'),
      partner.tag(file.id, [made.body.id]),
      partner.remove(made.body.id),
    ]);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual([
      [403, message],
      [403, message],
      [403, message],
    ]);
    expect((await partner.list()).body.tags).toContainEqual(made.body);
  });
});
