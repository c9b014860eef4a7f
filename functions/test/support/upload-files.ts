// Files for upload tests, and an upload as the portal makes one: a temporary link per file, a
// PUT of each file's bytes to its signed URL, then process_document.
import { PDFDocument } from 'pdf-lib';
import type supertest from 'supertest';
import { expect } from 'vitest';
import { relativeUrl } from './blob-http';

/** A one-page PDF that says `text`. */
export async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(text, { x: 10, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

/** A 1×1 PNG. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PUTs each file's bytes to its signed link, in order (a null `bytes` is never sent). */
export async function putFiles(
  http: () => supertest.Agent,
  links: { upload_url: string; upload_headers: Record<string, string> }[],
  files: { bytes: Buffer | null }[],
) {
  for (const [index, file] of files.entries()) {
    if (!file.bytes) continue;
    const link = links[index]!;
    const put = await http()
      .put(relativeUrl(link.upload_url))
      .set(link.upload_headers)
      .send(file.bytes);
    expect(put.status).toBe(200);
  }
}

/** Uploads `files` (a null `bytes` is promised but never sent) and processes them. */
export async function uploadFiles(
  http: () => supertest.Agent,
  authorization: string,
  companyId: string,
  files: { name: string; bytes: Buffer | null }[],
  target: { questionnaire_id: string; question_id: string } | null,
  /** The vault folder the files go to (the top when left out). */
  path?: string,
  /** More of process_document's body (`requires_splitting`). */
  processWith: Record<string, unknown> = {},
) {
  const started = await http()
    .post('/api/integrations/temporary_upload_link')
    .set('Authorization', authorization)
    .send({
      company_id: companyId,
      ...(path ? { path } : {}),
      files: files.map((f) => ({ name: f.name, size: f.bytes?.length ?? 1 })),
    });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await putFiles(http, started.body.files, files);
  return http()
    .post('/api/integrations/process_document')
    .set('Authorization', authorization)
    .send({ upload_id: started.body.upload_id, ...target, ...processWith });
}

/** One one-page PDF named `name`, uploaded by the user to the entity (at `path`); its id. */
export async function uploadOnePdf(
  http: () => supertest.Agent,
  authorization: string,
  companyId: string,
  name: string,
  path?: string,
): Promise<string> {
  const done = await uploadFiles(
    http,
    authorization,
    companyId,
    [{ name, bytes: await onePagePdf(name) }],
    null,
    path,
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return (done.body.documents as { id: string }[])[0]!.id;
}
