// A signature request for a couple, made through the API as the demo partner (upload to the
// entity's signature requests folder, processing, fields placed, and sending), for journeys that
// start where the advisor sends it or where the signers receive it. The part-1 journey does the
// same through the screens.
import { expect, type APIRequestContext } from '@playwright/test';
import { signatureRequestFolder } from '@portico/common/signature-requests/signature-request-model';
import { createTestUser } from '../support';
import { partnerHeaders, reachesStatus, uploadPdfTo } from '../as-partner';

type Field = { id: string; kind: string; page: number; left: number; bottom: number };

/**
 * A couple (a new joint Individual) with `pages` as a 2025 Form 8821 named `documentName` ready to
 * send, each spouse with the fields given (signer_id filled in); the client (with the spouse), the
 * entity, the request's id and the partner's headers.
 */
export async function preparedJointRequest(
  request: APIRequestContext,
  names: { fname: string; spouse: string; lname: string },
  pages: string[],
  fields: { client: Field[]; spouse: Field[] },
  documentName = 'Tax information authorization',
) {
  const client = await createTestUser(request, {
    fname: names.fname,
    lname: names.lname,
    spouse: { fname: names.spouse, lname: names.lname },
  });
  const entity = client.companies[0]!;
  const headers = await partnerHeaders(request);
  const documentId = await uploadPdfTo(
    request,
    headers,
    { companyId: entity.id, folder: signatureRequestFolder(2025), name: `${documentName}.pdf` },
    pages,
  );
  const created = await request.post('/api/signature_requests', {
    headers,
    data: {
      company_id: entity.id,
      document_id: documentId,
      tax_year: 2025,
      form_name: 'Form 8821',
      document_name: documentName,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const path = `/api/signature_requests/${id}`;
  await reachesStatus(request, headers, path, 'action_required');
  const sized = (f: Field, signerId: string) => ({
    ...f,
    signer_id: signerId,
    width: f.kind === 'initials' ? 64 : 180,
    height: 28,
  });
  const saved = await request.put(`${path}/fields`, {
    headers,
    data: {
      fields: [
        ...fields.client.map((f) => sized(f, client.id)),
        ...fields.spouse.map((f) => sized(f, client.spouse!.id)),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { client, entity, id, headers };
}

/** The same, sent to the couple. */
export async function sendJointRequest(...args: Parameters<typeof preparedJointRequest>) {
  const prepared = await preparedJointRequest(...args);
  const path = `/api/signature_requests/${prepared.id}`;
  const sent = await args[0].post(`${path}/send`, { headers: prepared.headers, data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  await reachesStatus(args[0], prepared.headers, path, 'sent');
  return prepared;
}
