// uploadDocuments on a fake API and fake XMLHttpRequest PUTs: how the files are announced, that
// each is PUT to its own link with that link's headers, the progress it reports, and that a PUT
// that fails stops neither the others nor the processing call, which says what arrived.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartUploadDto } from '@portico/common/documents/uploads';
import { fakeApi, fakeXhr } from '@/testing/fake-network';
import { ApiError } from './api-client';
import { entityUploads, uploadDocuments, type UploadProgress } from './upload-documents';

const files = [
  new File(['%PDF-1'], 'W-2 😀 #1.pdf', { type: 'application/pdf' }),
  new File(['jpg'], 'receipt.jpg', { type: 'image/jpeg' }),
];
const STARTED: StartUploadDto = {
  upload_id: 'up1',
  files: [
    {
      name: files[0]!.name,
      upload_url: 'https://blobs.test/up1/0?sig=a',
      upload_headers: { 'x-goog-content-length-range': '0,6', 'Content-Type': 'application/pdf' },
    },
    {
      name: files[1]!.name,
      upload_url: 'https://blobs.test/up1/1?sig=b',
      upload_headers: { 'x-goog-content-length-range': '0,3' },
    },
  ],
};
const PROCESSED = { documents: [], duplicates: [], invalid: [], failed: [], answer: null };

let xhr: ReturnType<typeof fakeXhr>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  xhr = fakeXhr();
  api = fakeApi({
    'POST /integrations/temporary_upload_link': () => STARTED,
    'POST /integrations/process_document': () => PROCESSED,
  });
  vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Starts an upload of `files`; `reports` holds a copy of every progress report. */
function upload(target?: { questionnaire_id?: string; question_id: string }) {
  const reports: UploadProgress[] = [];
  const done = uploadDocuments({
    route: entityUploads('c1', 'Tax 2025/W-2s'),
    files,
    target,
    onProgress: (progress) => reports.push(structuredClone(progress)),
  });
  return { reports, done };
}

/** Lets the fake API answer and the PUTs start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pathsCalled = () => api.calls.map((call) => `${call.method} ${call.path}`);

describe('uploadDocuments', () => {
  it("announces every file's name and size, with the route's fields, before any byte is sent", async () => {
    upload();
    await settle();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/integrations/temporary_upload_link',
      body: {
        company_id: 'c1',
        path: 'Tax 2025/W-2s',
        files: [
          { name: 'W-2 😀 #1.pdf', size: 6 },
          { name: 'receipt.jpg', size: 3 },
        ],
      },
    });
  });

  it('PUTs each file to its own link, with that link’s headers and the file as the body', async () => {
    upload();
    await settle();
    expect(
      xhr.requests.map(({ method, url, headers, body }) => ({ method, url, headers, body })),
    ).toEqual([
      {
        method: 'PUT',
        url: STARTED.files[0]!.upload_url,
        headers: STARTED.files[0]!.upload_headers,
        body: files[0],
      },
      {
        method: 'PUT',
        url: STARTED.files[1]!.upload_url,
        headers: STARTED.files[1]!.upload_headers,
        body: files[1],
      },
    ]);
  });

  it('reports progress per file in the order given, from zero of each file’s size', async () => {
    const { reports } = upload();
    await settle();
    xhr.requests[1]!.progress(2);
    xhr.requests[0]!.progress(4);
    xhr.requests[1]!.progress(3);
    expect(reports).toEqual([
      { sent: [0, 0], total: [6, 3] },
      { sent: [0, 2], total: [6, 3] },
      { sent: [4, 2], total: [6, 3] },
      { sent: [4, 3], total: [6, 3] },
    ]);
  });

  it('processes once every PUT has ended, with the upload id and the question it answers', async () => {
    const { done } = upload({ questionnaire_id: 'qn1', question_id: 'q7' });
    await settle();
    xhr.requests[0]!.finish(200);
    await settle();
    expect(pathsCalled()).toEqual(['POST /integrations/temporary_upload_link']);
    xhr.requests[1]!.finish(201);
    await expect(done).resolves.toEqual(PROCESSED);
    expect(api.calls[1]).toMatchObject({
      path: '/integrations/process_document',
      body: { upload_id: 'up1', questionnaire_id: 'qn1', question_id: 'q7' },
    });
  });

  it('goes on when a PUT fails or its connection drops: the processing call says what arrived', async () => {
    const { done } = upload();
    await settle();
    xhr.requests[0]!.finish(403);
    xhr.requests[1]!.drop();
    await expect(done).resolves.toEqual(PROCESSED);
    expect(pathsCalled()).toEqual([
      'POST /integrations/temporary_upload_link',
      'POST /integrations/process_document',
    ]);
  });

  it("throws the API's refusal of the announcement and sends no file", async () => {
    api = fakeApi({
      'POST /integrations/temporary_upload_link': () =>
        Response.json({ error: 'You can upload up to 20 files at a time' }, { status: 400 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { done } = upload();
    const error: unknown = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'You can upload up to 20 files at a time',
    });
    expect(xhr.requests).toEqual([]);
  });

  it("leaves out the folder when none is given (the entity's top folder)", () => {
    expect(entityUploads('c1').startWith).toEqual({ company_id: 'c1' });
  });
});
