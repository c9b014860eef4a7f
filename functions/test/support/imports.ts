// Imports through the API as the dialog makes them: start an upload, put each file to its signed
// URL, commit. Shared by the imports tests.
import { expect } from 'vitest';
import type { ImportCommitDto, ImportUploadDto } from '@portico/common/imports/imports';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_GROUPS, DEMO_USERS, type DemoRole } from '@portico/local-runtime/seed/demo-firm';
import type { TestApi } from './api-harness';
import { relativeUrl } from './blob-http';
import type supertest from 'supertest';
import { readCsv } from '../../src/kernel/csv-read';

export const CSV = 'First Name,Last Name\r\nAda,Lovelace\r\n';

export const csvFile = (name = 'clients.csv', content = CSV) => ({
  name,
  size: Buffer.byteLength(content),
  contentType: 'text/csv',
});

/** The dialog's form for a client list of individuals assigned to the full-access advisor. */
export const clientList = (files = [csvFile()]) => ({
  documentType: 'client_list',
  listType: 'individuals',
  assignedFirmUserId: DEMO_USERS.full.id,
  comment: 'Our 2025 clients',
  files,
});

export function importCalls(testApi: () => TestApi, http: () => supertest.Agent) {
  const auth = async (role: DemoRole) => `Bearer ${await testApi().tokenFor(role)}`;
  const start = async (role: DemoRole, body: object) =>
    http()
      .post('/api/imports/uploads')
      .set('Authorization', await auth(role))
      .send(body);
  const commit = async (role: DemoRole, uploadId: string) =>
    http()
      .post(`/api/imports/uploads/${uploadId}/commit`)
      .set('Authorization', await auth(role))
      .send();
  const put = (url: string, content: string | Buffer) =>
    http().put(relativeUrl(url)).set('Content-Type', 'text/csv').send(Buffer.from(content));

  /** Starts, uploads every file (each with `content`) and commits: the dialog's whole path. */
  async function importAs(role: DemoRole, body: object, content: string | Buffer = CSV) {
    const started = await start(role, body);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const upload = started.body as ImportUploadDto;
    for (const file of upload.files) expect((await put(file.upload_url, content)).status).toBe(200);
    const committed = await commit(role, upload.upload_id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    return committed.body as ImportCommitDto;
  }
  /** The import's report of rows left out, as the staff download it: its rows' cells. */
  async function reportRows(role: DemoRole, importId: string): Promise<string[][]> {
    const link = await http()
      .get(`/api/imports/${importId}/report/link`)
      .set('Authorization', await auth(role));
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const file = await http().get(relativeUrl(link.body.document.data.link));
    return readCsv(file.text.replace(/^\uFEFF/, ''));
  }
  return { auth, start, commit, put, importAs, reportRows };
}

/**
 * A client's entity, in `groupId`, that the firm's tax software knows by `ids` — set as staff set
 * them on the entity (PATCH /companies) — for the imports that match by them.
 */
export async function entityKnownAs(
  testApi: () => TestApi,
  ids: { tax_return_id?: string; external_entity_id?: string },
  groupId: string = DEMO_GROUPS.north,
): Promise<{ id: string; name: string }> {
  const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
    groupId,
    fname: 'Known',
    lname: ids.tax_return_id ?? ids.external_entity_id ?? 'Client',
  });
  const partner = await testApi().as('partner');
  const entity = (await partner.get(`companies/${user.companyId}`)).body as {
    name: string;
    entity_type: string;
  };
  const res = await partner.patch(`companies/${user.companyId}`, {
    name: entity.name,
    entity_type: entity.entity_type,
    ...ids,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: user.companyId!, name: entity.name };
}
