// Sending files through the firm's Drop Link: both calls carry the link's token, and only the
// submission carries who sent the files and their message (spec 1 §3, issue 15 item 5).
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, fakeXhr } from '@/testing/fake-network';
import { sendDrop } from './drop-link';

let xhr: ReturnType<typeof fakeXhr>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  xhr = fakeXhr();
  api = fakeApi({
    'POST /drop_link/temporary_upload_link': () => ({
      upload_id: 'up9',
      files: [{ name: 'a.pdf', upload_url: 'https://blobs.test/a', upload_headers: {} }],
    }),
    'POST /drop_link/submit': () => ({ message: 'Sent' }),
  });
  vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('announces the files with the token, then submits them with the sender and the upload id', async () => {
  const sent = sendDrop({
    token: 'tok 1',
    sender_name: 'Ann Lee 😀',
    sender_email: 'ann@example.test',
    message: 'Two W-2s',
    files: [new File(['%PDF'], 'a.pdf')],
    onProgress: () => {},
  });
  await vi.waitFor(() => expect(xhr.requests).toHaveLength(1));
  xhr.requests[0]!.finish(200);
  await expect(sent).resolves.toEqual({ message: 'Sent' });
  expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
    {
      path: '/drop_link/temporary_upload_link',
      body: { token: 'tok 1', files: [{ name: 'a.pdf', size: 4 }] },
    },
    {
      path: '/drop_link/submit',
      body: {
        token: 'tok 1',
        sender_name: 'Ann Lee 😀',
        sender_email: 'ann@example.test',
        message: 'Two W-2s',
        upload_id: 'up9',
      },
    },
  ]);
});
