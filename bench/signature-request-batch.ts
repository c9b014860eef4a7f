// Sending one document for signature to many entities (issue 46 budget: sending to 500 entities
// ≤ 60 s in the background). Seeds an in-memory local store (the demo firm and 660 users and
// entities), serves the real Express app with its in-process task queue, puts a 3-page 8821 in the
// first entity's signature requests folder, sends it to 500 active entities (their owners' accounts
// active too), then asks the
// progress (as the dialog does) until it is done; checks that each entity got one request, sent.
// Run: npm run bench:signature-request-batch [-- --entities N]
import { signatureRequestFolder } from '@portico/common/signature-requests/signature-request-model';
import type { RequestBatchDto } from '@portico/common/signature-requests/request-batches';
import { documentsRepo } from '@portico/functions/documents/documents.module';
import { DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { startBenchApi, seededDemoStore } from './support/bench-api.js';
import { arg } from './support/bench-args.js';
import { benchBlobPath, benchDocument } from './support/bench-document.js';
import { form8821 } from './support/form-8821.js';
import { seedActiveEntities } from './support/people-seed.js';

const ENTITIES = arg('entities', 500);
const BUDGET_S = 60;
const REQUEST_BUDGET_MS = 300;

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  // Active entities whose owner can sign in: an inactive account's entity is left out of the send.
  const active = await seedActiveEntities(store, ENTITIES, { ownersActive: true });
  const api = await startBenchApi(store, clock);
  const bytes = await form8821();
  const documentId = 'bench-batch-8821';
  await api.blobs.put(benchBlobPath(active[0]!, documentId), bytes, 'application/pdf');
  await store.runTransaction(async (tx) =>
    documentsRepo(store).insert(
      tx,
      benchDocument(documentId, active[0]!, clock.now(), {
        name: 'Form 8821.pdf',
        folder: signatureRequestFolder(2025),
        size: bytes.length,
      }),
    ),
  );
  const headers = {
    authorization: `Bearer ${DEMO_USERS.partner.id}`,
    'content-type': 'application/json',
  };

  const started = performance.now();
  const response = await fetch(`${api.base}/signature_request_batches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      company_ids: active,
      document_id: documentId,
      tax_year: 2025,
      form_name: 'Form 8821',
      document_name: 'Tax information authorization',
    }),
  });
  const accepted = (await response.json()) as RequestBatchDto;
  const requestMs = performance.now() - started;
  if (response.status !== 202)
    throw new Error(`send answered ${response.status}: ${accepted.error}`);

  let polls = 0;
  let batch = accepted;
  while (batch.status === 'processing' || batch.status === 'sending') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = (await (
      await fetch(`${api.base}/signature_request_batches/${accepted.id}`, { headers })
    ).json()) as RequestBatchDto;
    polls += 1;
  }
  const doneS = (performance.now() - started) / 1000;
  await api.close();
  const sent = (
    await store
      .collection(`firms/${DEMO_FIRM_ID}/signature_requests`)
      .where('status', '==', 'sent')
      .count()
      .get()
  ).data().count;
  const told = async (kind: 'mail' | 'sms') =>
    (await store.collection(kind).count().get()).data().count;
  const [mails, texts] = [await told('mail'), await told('sms')];
  await store.close();

  console.log(
    `Sent a 3-page 8821 to ${ENTITIES} entities: ${batch.status}, ${batch.sent} sent, ${batch.skipped.length} left out; ${polls} progress polls.\n`,
  );
  console.log('| measure | figure | budget | |');
  console.log('|---|---|---|---|');
  console.log(
    `| request answered | ${requestMs.toFixed(0)} ms | ≤ ${REQUEST_BUDGET_MS} ms | ${requestMs <= REQUEST_BUDGET_MS ? 'pass' : 'miss'} |`,
  );
  console.log(
    `| all sent (progress done) | ${doneS.toFixed(1)} s | ≤ ${BUDGET_S} s | ${doneS <= BUDGET_S ? 'pass' : 'miss'} |`,
  );
  console.log(`| requests sent in the firm | ${sent} | ${ENTITIES} | |`);
  console.log(`| signers told (mails + texts, as each prefers) | ${mails + texts} | | |`);
}

await main();
