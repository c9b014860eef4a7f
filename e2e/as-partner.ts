// The demo partner acting through the API, for journeys that start where a client receives
// something (a return, a signature request): their ID token (the password sign-in's custom token
// exchanged at the Auth emulator), a PDF uploaded to an entity's folder through the checked upload
// pipeline, and waiting for a record's queued work to bring it to a status.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, pdfOfPages } from './support';

/** Headers that call the API as the demo partner. */
export async function partnerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signIn = await request.post('/api/sessions/verify_password_for_firebase_token', {
    data: { username: DEMO_USERS.partner.email, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const authPort = Number(process.env.E2E_PORT) + 1;
  const exchange = await request.post(
    `http://localhost:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`,
    {
      data: { token: ((await signIn.json()) as { token: string }).token, returnSecureToken: true },
    },
  );
  return { Authorization: `Bearer ${((await exchange.json()) as { idToken: string }).idToken}` };
}

/** Uploads `pages` as one PDF named `name` into the entity's `folder`; its document id. */
export async function uploadPdfTo(
  request: APIRequestContext,
  headers: Record<string, string>,
  target: { companyId: string; folder: string; name: string },
  pages: string[],
): Promise<string> {
  const bytes = await pdfOfPages(pages);
  const link = await request.post('/api/integrations/temporary_upload_link', {
    headers,
    data: {
      company_id: target.companyId,
      path: target.folder,
      files: [{ name: target.name, size: bytes.length }],
    },
  });
  expect(link.status(), await link.text()).toBe(201);
  const started = (await link.json()) as {
    upload_id: string;
    files: { upload_url: string; upload_headers: Record<string, string> }[];
  };
  const put = await request.put(started.files[0]!.upload_url, {
    headers: started.files[0]!.upload_headers,
    data: bytes,
  });
  expect(put.status()).toBe(200);
  const processed = await request.post('/api/integrations/process_document', {
    headers,
    data: { upload_id: started.upload_id },
  });
  expect(processed.status(), await processed.text()).toBe(200);
  const [document] = ((await processed.json()) as { documents: { id: string }[] }).documents;
  return document!.id;
}

/** Waits until the record at `path` reaches `status` (processing and sending are queued work). */
export async function reachesStatus(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  status: string,
) {
  await expect
    .poll(
      async () =>
        ((await (await request.get(path, { headers })).json()) as { status: string }).status,
      { timeout: 30_000 },
    )
    .toBe(status);
}
